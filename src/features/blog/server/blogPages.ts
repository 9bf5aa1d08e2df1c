import { BLOG_PAGE_SIZE } from '@/config/constants';
import { dynamicSitePage, siteProps } from '@/server/pageLoad';
import type { BlogCache } from '../cachedAnswer';
import { ALL_POSTS, POST } from '../queries';
import { BLOG_REVALIDATE_SECONDS, serverBlogQuery } from './blogGraphql';

export type BlogIndexProps = { cache: BlogCache | null };
export type BlogPostProps = { slug: string; cache: BlogCache | null };

/**
 * The index with its first page of posts, rendered again in the background as posts change. SPEC
 * §2: the blog exists only for tenants with the blog flag.
 */
export const blogIndexProps = siteProps<BlogIndexProps>('/blog', {
  pages: (tenant) => (tenant.features.blog ? [{}] : []),
  loader: async (tenant, _params, language) => ({
    props: {
      cache:
        (await serverBlogQuery(tenant, ALL_POSTS, { language, skip: 0, first: BLOG_PAGE_SIZE }))?.cache ??
        null,
    },
  }),
  revalidate: BLOG_REVALIDATE_SECONDS,
});

/**
 * A post's page on request, with its article. A post the backend does not have is a 404 (SPEC §7:
 * redirected to /not-found); a backend that cannot answer leaves the post to the browser.
 */
export const blogPostProps = dynamicSitePage<BlogPostProps>(async (tenant, params, language) => {
  const { slug } = params;
  if (!tenant.features.blog || typeof slug !== 'string') return { notFound: true };
  const answer = await serverBlogQuery(tenant, POST, { language, slug });
  if (answer && !answer.data.post) return { notFound: true };
  return { props: { slug, cache: answer?.cache ?? null } };
});
