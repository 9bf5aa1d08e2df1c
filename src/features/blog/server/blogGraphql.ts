import type { TypedDocumentNode } from '@apollo/client';
import type { TenantConfig } from '@/tenancy/schema';
import { logger } from '@/observability/log';
import { currentBackendUrl } from '@/server/env';
import { backendTimeoutMs } from '@/server/proxy';
import { pageSandbox, serverCallHeaders } from '@/server/serverCalls';
import { createBlogClient } from '../blogClient';
import type { BlogCache } from '../cachedAnswer';

const GRAPHQL_PATH = '/api/shop/graphql';

/**
 * The blog's GraphQL endpoint as the server reaches it, as a fetch (for Apollo's HttpLink): in
 * process for the sandbox, over HTTP to BACKEND_URL, never through the shop's own public URL (Node
 * cannot resolve `*.localhost`). The request's own URL is ignored: it is the browser's relative one.
 */
export function blogGraphqlFetch(tenant: TenantConfig): typeof fetch {
  return async (_input, init) => {
    const headers = serverCallHeaders(tenant, { body: true });
    const bodyText = typeof init?.body === 'string' ? init.body : '';
    const backendUrl = currentBackendUrl();
    if (backendUrl)
      return fetch(`${backendUrl}${GRAPHQL_PATH}`, {
        method: 'POST',
        headers,
        body: bodyText,
        signal: AbortSignal.timeout(backendTimeoutMs()),
      });
    const answer = await pageSandbox().handle({
      method: 'POST',
      path: GRAPHQL_PATH,
      query: new URLSearchParams(),
      headers,
      bodyText,
      tenant,
    });
    return new Response(JSON.stringify(answer.body), {
      status: answer.status,
      headers: { 'content-type': 'application/json' },
    });
  };
}

/**
 * Runs one of the blog's queries on the server with the same client setup as the browser's, and
 * hands back its cache for the page props: the browser restores it and asks for nothing the server
 * sent (ADR 0026). Null when the backend cannot answer: the browser then loads the query itself.
 */
export async function serverBlogQuery<Data, Variables extends Record<string, unknown>>(
  tenant: TenantConfig,
  query: TypedDocumentNode<Data, Variables>,
  variables: Variables,
): Promise<{ cache: BlogCache; data: Data } | null> {
  const client = createBlogClient(tenant, { fetch: blogGraphqlFetch(tenant) });
  try {
    const { data } = await client.query({ query, variables });
    return data ? { cache: client.extract() as BlogCache, data } : null;
  } catch (error) {
    // the backend's words stay in the structured log, where the request id finds them
    logger.warn({ tenant: tenant.id, err: error }, 'blog not rendered on the server; the browser loads it');
    return null;
  } finally {
    client.stop();
  }
}

/** How old the pre-rendered blog index may get before it is rendered again: posts change without a build. */
export const BLOG_REVALIDATE_SECONDS = 60;
