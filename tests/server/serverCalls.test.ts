import { afterEach, describe, expect, it, vi } from 'vitest';
import { ALL_POSTS, POST } from '@/features/blog/queries';
import { serverBlogQuery } from '@/features/blog/server';
import { serverCatalogue, serverFirstPage } from '@/features/catalogue/server';
import { serverCallHeaders } from '@/server/serverCalls';
import { getTenant } from '@/tenancy/registry';
import type { TenantConfig } from '@/tenancy/schema';

/*
 * SPEC §7: every call carries JSON, the country, the shop id and the channel (default web), the
 * calls the server makes itself while it renders a page too, whoever answers them.
 */

const reloadnow = getTenant('reloadnow') as TenantConfig;
const BACKEND = 'http://backend.test';

interface Seen {
  url: string;
  method: string;
  headers: Record<string, string>;
}

/** A backend at BACKEND_URL that records what reaches it and answers `body`. */
function backendAnswering(body: unknown) {
  const seen: Seen[] = [];
  vi.stubEnv('BACKEND_URL', BACKEND);
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    seen.push({
      url: String(input),
      method: init?.method ?? 'GET',
      headers: Object.fromEntries(new Headers(init?.headers).entries()),
    });
    return new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } });
  });
  return seen;
}

afterEach(() => {
  vi.unstubAllEnvs();
  vi.unstubAllGlobals();
});

const SPEC_HEADERS = {
  'x-tenant-id': reloadnow.shopId,
  'x-country': reloadnow.country,
  'x-channel': 'web',
  accept: 'application/json',
};

describe('the server’s own backend calls carry SPEC §7’s headers', () => {
  it('with a body, they say it is JSON', () => {
    expect(serverCallHeaders(reloadnow, { body: true })).toEqual({
      ...SPEC_HEADERS,
      'content-type': 'application/json',
    });
    expect(serverCallHeaders(reloadnow)).toEqual(SPEC_HEADERS);
  });

  it.each([
    [
      'the blog index (AllPosts)',
      () => serverBlogQuery(reloadnow, ALL_POSTS, { language: 'fr', skip: 0, first: 3 }),
      { data: { allPosts: [], postCount: 0 } },
    ],
    [
      'a blog post (Post)',
      () => serverBlogQuery(reloadnow, POST, { language: 'fr', slug: 'un-article' }),
      { data: { post: null } },
    ],
  ])('%s, over HTTP to BACKEND_URL', async (_name, call, answer) => {
    const seen = backendAnswering(answer);
    await call();
    expect(seen).toHaveLength(1);
    expect(seen[0]).toMatchObject({ url: `${BACKEND}/api/shop/graphql`, method: 'POST' });
    expect(seen[0]!.headers).toMatchObject({ ...SPEC_HEADERS, 'content-type': 'application/json' });
  });

  it.each([
    ['the listed products (brand, destination and home pages)', () => serverCatalogue(reloadnow, 'fr')],
    ['the search’s first page', () => serverFirstPage(reloadnow, 'fr')],
  ])('%s, over HTTP to BACKEND_URL', async (_name, call) => {
    const seen = backendAnswering({
      items: [],
      paginationParams: { page: 0, size: 15 },
      metadata: { count: 0, totalCount: 0 },
    });
    await call();
    expect(seen).toHaveLength(1);
    expect(seen[0]!.url).toMatch(new RegExp(`^${BACKEND}/api/shop/rest/v1/products\\?`));
    expect(seen[0]!.headers).toMatchObject(SPEC_HEADERS);
  });
});
