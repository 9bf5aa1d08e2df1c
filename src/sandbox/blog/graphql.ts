import { and, count, desc, eq } from 'drizzle-orm';
import { buildSchema, graphql, GraphQLError } from 'graphql';
import { DomainError, defineHandler, type HandlerContext } from '../http';
import { ensureBlogSeeded } from './seed';
import { blogPosts, type BlogPostRow } from './table';
import { graphqlRoute } from '@/api/storefront';

/** SPEC §7 /api/shop/graphql: the blog of the requesting shop, per language. */
export const blogSchema = buildSchema(`
  "A blog post of the shop, in one language."
  type Post {
    slug: ID!
    language: String!
    title: String!
    excerpt: String!
    "Plain text; paragraphs are separated by a blank line."
    body: String!
    "Path of the cover image on the storefront."
    coverImage: String
    author: String!
    "Publication date, ISO 8601."
    date: String!
  }

  type Query {
    "Newest first; the storefront appends each page to the list it has (SPEC §7)."
    allPosts(language: String!, skip: Int = 0, first: Int = 3): [Post!]!
    "How many posts allPosts can page through."
    postCount(language: String!): Int!
    post(language: String!, slug: String!): Post
  }
`);

/** Largest page a client may ask for. */
const MAX_PAGE = 50;

const postView = (row: BlogPostRow) => ({
  slug: row.slug,
  language: row.language,
  title: row.title,
  excerpt: row.excerpt,
  body: row.body,
  coverImage: row.coverImage,
  author: row.author,
  date: new Date(row.publishedAt).toISOString(),
});

function resolvers(ctx: HandlerContext) {
  const ofShop = (language: string) =>
    and(eq(blogPosts.tenantId, ctx.tenant.id), eq(blogPosts.language, language));
  return {
    allPosts: async ({ language, skip, first }: { language: string; skip: number; first: number }) => {
      if (skip < 0 || first < 1 || first > MAX_PAGE)
        throw new GraphQLError(`skip must be 0 or more and first 1 to ${MAX_PAGE}`, {
          extensions: { code: 'BAD_USER_INPUT' },
        });
      const rows = await ctx.db
        .select()
        .from(blogPosts)
        .where(ofShop(language))
        .orderBy(desc(blogPosts.publishedAt), blogPosts.slug)
        .offset(skip)
        .limit(first);
      return rows.map(postView);
    },
    postCount: async ({ language }: { language: string }) => {
      const [row] = await ctx.db.select({ total: count() }).from(blogPosts).where(ofShop(language));
      return row?.total ?? 0;
    },
    post: async ({ language, slug }: { language: string; slug: string }) => {
      const [row] = await ctx.db
        .select()
        .from(blogPosts)
        .where(and(ofShop(language), eq(blogPosts.slug, slug)));
      return row ? postView(row) : null;
    },
  };
}

const graphqlHandler = defineHandler(graphqlRoute, async (ctx, { body }) => {
  await ensureBlogSeeded(ctx.db, ctx.tenant);
  const result = await graphql({
    schema: blogSchema,
    source: body.query,
    variableValues: body.variables,
    operationName: body.operationName,
    rootValue: resolvers(ctx),
  });
  const errors = result.errors?.map((error) => error.toJSON());
  // No data at all: the query did not parse or validate, or a required field's arguments were wrong.
  if (errors && !result.data)
    throw new DomainError(400, 'GRAPHQL_INVALID', errors[0]?.message ?? 'Invalid query', { errors });
  return { body: errors ? { data: result.data, errors } : { data: result.data } };
});

export const blogHandlers = [graphqlHandler];
