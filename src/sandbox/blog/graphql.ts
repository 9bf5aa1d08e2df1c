import { and, count, desc, eq } from 'drizzle-orm';
import { buildSchema, execute, GraphQLError, validate } from 'graphql';
import { checkGraphqlQuery } from '@/api/graphqlLimits';
import { GENERIC_GRAPHQL_ERROR, graphqlRoute } from '@/api/storefront';
import { logger } from '@/observability/log';
import { DomainError, defineHandler, type HandlerContext } from '../http';
import { ensureBlogSeeded } from './seed';
import { blogPosts, type BlogPostRow } from './table';

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

/** The codes of errors the client caused: their messages describe its query, and are answered. */
const CLIENT_CODES = new Set(['BAD_USER_INPUT']);

/** What a client may read of an execution error: its own mistake, or that something failed and where to ask. */
function publicError(error: GraphQLError, requestId: string) {
  const cause = error.originalError;
  // no cause: the request's variables did not fit the operation, which graphql-js says in its own words
  const own = cause instanceof GraphQLError ? CLIENT_CODES.has(String(cause.extensions.code)) : !cause;
  if (own)
    return {
      message: error.message,
      ...(error.path && { path: error.path }),
      extensions: { code: 'BAD_USER_INPUT' },
    };
  // a resolver's failure (a database error with its parameters, a bug) is for the log, never the answer
  logger.error(
    { operation: graphqlRoute.id, requestId, path: error.path, err: cause },
    'graphql: a resolver failed',
  );
  return {
    message: GENERIC_GRAPHQL_ERROR,
    ...(error.path && { path: error.path }),
    extensions: { code: 'INTERNAL_SERVER_ERROR', requestId },
  };
}

const graphqlHandler = defineHandler(graphqlRoute, async (ctx, { body }) => {
  const checked = checkGraphqlQuery(body.query, body.operationName);
  if (!checked.ok) throw new DomainError(400, checked.errorCode, checked.message);
  const invalid = validate(blogSchema, checked.document);
  if (invalid.length)
    throw new DomainError(400, 'GRAPHQL_INVALID', invalid[0]?.message ?? 'Invalid query', {
      errors: invalid.map(({ message }) => ({ message })),
    });
  await ensureBlogSeeded(ctx.db, ctx.tenant);
  const result = await execute({
    schema: blogSchema,
    document: checked.document,
    variableValues: body.variables,
    operationName: body.operationName,
    rootValue: resolvers(ctx),
  });
  const errors = result.errors?.map((error) => publicError(error, ctx.requestId));
  if (!errors) return { body: { data: result.data } };
  // no data: a root field failed; the client's mistake is a 400, anything else the backend's
  if (!result.data) {
    const failed = errors.find((error) => error.extensions.code !== 'BAD_USER_INPUT');
    if (failed)
      throw new DomainError(500, 'INTERNAL_ERROR', GENERIC_GRAPHQL_ERROR, {
        requestId: ctx.requestId,
        errors,
      });
    throw new DomainError(400, 'GRAPHQL_INVALID', errors[0]?.message ?? 'Invalid query', { errors });
  }
  return { body: { data: result.data, errors } };
});

export const blogHandlers = [graphqlHandler];
