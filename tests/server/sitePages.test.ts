import type { NextApiHandler } from 'next';
import { describe, expect, it, vi } from 'vitest';
import handler from '@/pages/api/tenants/revalidate';
import { noteRendered, REVALIDATE_TOKEN_HEADER, revalidateToken, stalePages } from '@/server/sitePages';
import { KEPT_ANSWERS_GLOBAL } from '../../server/keptAnswers.mjs';
import { callApiRoute } from './apiRoute';

/*
 * ADR 0029: kept shop pages are noted by site as they render, so that a tenant folder changed while
 * the server runs has exactly the pages it makes stale rendered again, by Next's on-demand
 * revalidation, which only this process may ask for.
 */

describe('stalePages', () => {
  noteRendered('a.localhost', 'a', '/_sites/a.localhost/default/shop');
  noteRendered('a.localhost', 'a', '/de/_sites/a.localhost/dark/shop');
  noteRendered('shop.a.example', 'a', '/_sites/shop.a.example/default/shop');
  noteRendered('b.localhost', 'b', '/_sites/b.localhost/default/shop');
  noteRendered('new.localhost', null, '/_sites/new.localhost/default');
  noteRendered('moved.example', 'b', '/_sites/moved.example/default');
  // what each site serves after the change: moved.example now belongs to c
  const now = (site: string) => ({ 'moved.example': 'c' })[site] ?? site.split('.')[0] ?? null;

  it.each<[string, string[], string[]]>([
    [
      'every host of a changed tenant, and hosts of no tenant (a new tenant may be theirs)',
      ['a'],
      [
        '/_sites/a.localhost/default/shop',
        '/de/_sites/a.localhost/dark/shop',
        '/_sites/shop.a.example/default/shop',
        '/_sites/new.localhost/default',
      ],
    ],
    [
      'a host that a changed tenant serves now',
      ['c'],
      ['/_sites/new.localhost/default', '/_sites/moved.example/default'],
    ],
    [
      'a host that a changed tenant served before',
      ['b'],
      ['/_sites/b.localhost/default/shop', '/_sites/new.localhost/default', '/_sites/moved.example/default'],
    ],
  ])('%s', (_name, changed, stale) => {
    expect(stalePages(changed, now).sort()).toEqual(stale.sort());
  });
});

describe('POST /api/tenants/revalidate', () => {
  const call = async (headers: Record<string, string>, body: unknown, revalidate = vi.fn()) => {
    const reply = callApiRoute(
      ((req, res) => handler(req, Object.assign(res, { revalidate }))) as NextApiHandler,
      { method: 'POST', headers, query: {}, body },
    );
    await vi.waitFor(() => expect(reply.body).toBeDefined());
    return { reply, revalidate };
  };
  const own = { [REVALIDATE_TOKEN_HEADER]: revalidateToken() };

  it.each<[string, Record<string, string>, unknown, number, string]>([
    ['without the token', {}, { paths: [] }, 403, 'FORBIDDEN'],
    ['with another token', { [REVALIDATE_TOKEN_HEADER]: 'ab'.repeat(32) }, { paths: [] }, 403, 'FORBIDDEN'],
    ['for a path that is no shop page', own, { paths: ['/api/health'] }, 400, 'VALIDATION_FAILED'],
    ['without paths', own, {}, 400, 'VALIDATION_FAILED'],
  ])('refuses a call %s', async (_name, headers, body, status, errorCode) => {
    const { reply, revalidate } = await call(headers, body);
    expect(reply.status).toBe(status);
    expect(reply.body).toEqual({ errorCode });
    expect(revalidate).not.toHaveBeenCalled();
  });

  it('renders each path again for this process, and counts the pages that now answer otherwise', async () => {
    const paths = ['/_sites/a.localhost/default/shop', '/de/_sites/a.localhost/dark'];
    const revalidate = vi.fn(async (path: string) => {
      if (path.startsWith('/de')) throw new Error('Invalid response 307');
    });
    const { reply } = await call(own, { paths }, revalidate);
    expect(revalidate.mock.calls).toEqual(paths.map((path) => [path]));
    expect(reply).toMatchObject({ status: 200, body: { revalidated: 1, failed: 1 } });
  });

  it('forgets the answers kept in front of Next once the pages are rendered again (ADR 0056)', async () => {
    const order: string[] = [];
    const holder = globalThis as { [KEPT_ANSWERS_GLOBAL]?: { forget(): void } };
    holder[KEPT_ANSWERS_GLOBAL] = { forget: () => order.push('forget') };
    try {
      const path = '/_sites/a.localhost/default/shop';
      await call(
        own,
        { paths: [path] },
        vi.fn(async (revalidated: string) => void order.push(revalidated)),
      );
      expect(order).toEqual([path, 'forget']);
    } finally {
      delete holder[KEPT_ANSWERS_GLOBAL];
    }
  });
});
