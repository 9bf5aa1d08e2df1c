import { getSandbox } from '@/sandbox';
import type { TenantConfig } from '@/tenancy/schema';
import { tenantLanguages } from '@/i18n/locales';
import type { SitemapPost } from './sitemap';
import { currentBackendUrl } from './env';
import { backendTimeoutMs } from './proxy';

const QUERY =
  'query Slugs($language: String!) { allPosts(language: $language, skip: 0, first: 50) { slug date } }';

/** One GraphQL call to the backend: in process for the sandbox, over HTTP to BACKEND_URL (STACK pitfall 4). */
async function ask(tenant: TenantConfig, language: string): Promise<unknown> {
  const bodyText = JSON.stringify({ query: QUERY, variables: { language } });
  const headers = {
    'content-type': 'application/json',
    'x-tenant-id': tenant.shopId,
    'x-country': tenant.country,
  };
  const backendUrl = currentBackendUrl();
  if (!backendUrl) {
    const answer = await getSandbox().handle({
      method: 'POST',
      path: '/api/shop/graphql',
      query: new URLSearchParams(),
      headers,
      bodyText,
      tenant,
    });
    return answer.status === 200 ? answer.body : null;
  }
  const response = await fetch(`${backendUrl}/api/shop/graphql`, {
    method: 'POST',
    headers,
    body: bodyText,
    signal: AbortSignal.timeout(backendTimeoutMs()),
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
