import { ApolloClient, HttpLink, InMemoryCache } from '@apollo/client';
import { requestHeaders } from '@/api/channel';
import type { TenantConfig } from '@/tenancy/schema';
import type { BlogCache } from './cachedAnswer';

/** SPEC §7's GraphQL call; the route definition stays out of the page (it brings zod). */
const GRAPHQL = { path: '/api/shop/graphql', shopCall: true } as const;

/** Incoming pages are added after the posts already in the cache (SPEC §7). */
export function appendPosts<T>(existing: readonly T[] | undefined, incoming: readonly T[]): T[] {
  return [...(existing ?? []), ...incoming];
}

export interface BlogClientOptions {
  /** the server's way to the backend (./server/blogGraphql.ts); the browser's own fetch otherwise */
  fetch?: typeof fetch;
  /** what the server's client answered for the page, so the browser does not ask again */
  restore?: BlogCache | null;
}

/**
 * One Apollo client per blog page app, never a module singleton: it holds the shop's posts, and the
 * server renders pages of every tenant. allPosts is one list per language, and "load more" appends.
 * The server's client and the browser's are made here alike, so the cache one extracts is the
 * cache the other reads.
 */
export function createBlogClient(
  tenant: Pick<TenantConfig, 'shopId' | 'country'>,
  { fetch, restore }: BlogClientOptions = {},
) {
  const cache = new InMemoryCache({
    typePolicies: {
      Post: { keyFields: ['language', 'slug'] },
      Query: { fields: { allPosts: { keyArgs: ['language'], merge: appendPosts } } },
    },
  });
  if (restore) cache.restore(restore);
  return new ApolloClient({
    ssrMode: Boolean(fetch),
    link: new HttpLink({
      uri: GRAPHQL.path,
      credentials: 'same-origin',
      headers: requestHeaders({ shopId: tenant.shopId, country: tenant.country }, GRAPHQL),
      ...(fetch && { fetch }),
    }),
    cache,
  });
}
