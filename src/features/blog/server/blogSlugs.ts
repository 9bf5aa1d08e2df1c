import type { TenantConfig } from '@/tenancy/schema';
import { tenantLanguages } from '@/i18n/locales';
import type { SitemapPost } from '@/server/sitemap';
import { blogGraphqlFetch } from './blogGraphql';

const QUERY =
  'query Slugs($language: String!) { allPosts(language: $language, skip: 0, first: 50) { slug date } }';

/** One GraphQL call to the backend, the answer's body or null when it failed. */
async function ask(tenant: TenantConfig, language: string): Promise<unknown> {
  const response = await blogGraphqlFetch(tenant)('/api/shop/graphql', {
    method: 'POST',
    body: JSON.stringify({ query: QUERY, variables: { language } }),
  });
  return response.ok ? response.json() : null;
}

/**
 * A blog tenant's posts per language (slug and date), for its sitemap; a language whose answer
 * fails is left out, so the sitemap still lists every other page.
 */
export async function blogSlugs(tenant: TenantConfig): Promise<Record<string, SitemapPost[]>> {
  if (!tenant.features.blog) return {};
  const slugs: Record<string, SitemapPost[]> = {};
  for (const language of tenantLanguages(tenant)) {
    try {
      const body = (await ask(tenant, language)) as { data?: { allPosts?: SitemapPost[] } } | null;
      const posts = body?.data?.allPosts;
      if (posts) slugs[language] = posts.map(({ slug, date }) => ({ slug, date }));
    } catch {
      // an unreachable backend leaves the posts out of this answer, nothing more
    }
  }
  return slugs;
}
