import { ApolloClient, HttpLink, InMemoryCache } from '@apollo/client';
import { requestHeaders } from '@/api/channel';

import type { TenantConfig } from '@/tenancy/schema';

/** SPEC §7's GraphQL call; the route definition stays out of the page (it brings zod). */
const GRAPHQL = { path: '/api/shop/graphql', shopCall: true } as const;

/** Incoming pages are added after the posts already in the cache (SPEC §7). */
export function appendPosts<T>(existing: readonly T[] | undefined, incoming: readonly T[]): T[] {
  return [...(existing ?? []), ...incoming];
}

/**
 * One Apollo client per blog page app, never a module singleton: it holds the shop's posts, and the
 * server renders pages of every tenant. allPosts is one list per language, and "load more" appends.
 */
export function createBlogClient(tenant: Pick<TenantConfig, 'shopId' | 'country'>) {
  return new ApolloClient({
    link: new HttpLink({
      uri: GRAPHQL.path,
      credentials: 'same-origin',
      headers: requestHeaders({ shopId: tenant.shopId, country: tenant.country }, GRAPHQL),
    }),
    cache: new InMemoryCache({
      typePolicies: {
        Post: { keyFields: ['language', 'slug'] },
        Query: { fields: { allPosts: { keyArgs: ['language'], merge: appendPosts } } },
      },
    }),
  });
}
