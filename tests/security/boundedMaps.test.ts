import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import handler, { countedLogAddresses, LOG_WINDOWS_MAX } from '@/pages/api/log';
import { BoundedMap } from '@/server/boundedMap';
import { notedPages, noteRendered, SITE_NOTE_LIMITS, stalePages } from '@/server/sitePages';
import { callApiRoute } from '../server/apiRoute';

/*
 * Issue: what the server keeps by what clients send grew without bound: the client log's windows
 * per address, and the kept pages noted per host and path (noteRendered), before the tenant is even
 * known. Each such map now has a bound, and a test here fills it past the bound. (The single sign-on
 * states spent: tests/security/ssoState.test.ts.)
 */

beforeEach(() => {
  vi.spyOn(process.stdout, 'write').mockImplementation(() => true);
});
afterEach(() => {
  vi.restoreAllMocks();
});

describe('BoundedMap', () => {
  it('keeps the last `limit` keys set, a key set again counting as new', () => {
    const map = new BoundedMap<string, number>(3);
    for (const key of ['a', 'b', 'c', 'a', 'd', 'e']) map.set(key, 1);
    expect([...map.keys()]).toEqual(['a', 'd', 'e']);
  });

  it.each([0, -1, 1.5])('refuses a limit of %s', (limit) => {
    expect(() => new BoundedMap(limit)).toThrow(RangeError);
  });
});

describe('the client log counts at most LOG_WINDOWS_MAX addresses', () => {
  it(
    'a report from each of more addresses than that leaves the count at the bound',
    { timeout: 60_000 },
    () => {
      const headers = {
        host: 'congstar.localhost',
        origin: 'http://congstar.localhost',
        'content-type': 'application/json',
      };
      for (let i = 0; i < LOG_WINDOWS_MAX + 100; i += 1) {
        const remoteAddress = `10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}`;
        callApiRoute(handler, {
          method: 'POST',
          headers,
          query: {},
          body: { level: 'debug', message: 'x' },
          remoteAddress,
        });
      }
      expect(countedLogAddresses()).toBe(LOG_WINDOWS_MAX);
    },
  );
});

describe('the kept pages noted for a tenant change are bounded', () => {
  it('pages of made-up hosts stop at their bound and never push out a shop’s page', () => {
    noteRendered('a.localhost', 'a', '/_sites/a.localhost/default/shop');
    for (let i = 0; i < SITE_NOTE_LIMITS.unknownPages + 100; i += 1)
      noteRendered(`h${i}.example`, null, `/_sites/h${i}.example/default/x`);
    expect(notedPages()).toBe(1 + SITE_NOTE_LIMITS.unknownPages);
    expect(stalePages(['a'], () => null)).toContain('/_sites/a.localhost/default/shop');
  });

  it(
    'pages of a shop (any host under DEFAULT_TENANT, any path) stop at their bound',
    { timeout: 60_000 },
    () => {
      for (let i = 0; i < SITE_NOTE_LIMITS.shopPages + 100; i += 1)
        noteRendered('b.localhost', 'b', `/_sites/b.localhost/default/blog/${i}`);
      expect(notedPages()).toBeLessThanOrEqual(SITE_NOTE_LIMITS.shopPages + SITE_NOTE_LIMITS.unknownPages);
      // every page of no tenant is stale on any change too: the shop's are the ones of its host
      const stale = stalePages(['b'], () => null).filter((path) => path.startsWith('/_sites/b.localhost/'));
      expect(stale).toHaveLength(SITE_NOTE_LIMITS.shopPages);
      // the newest are kept
      expect(stale).toContain(`/_sites/b.localhost/default/blog/${SITE_NOTE_LIMITS.shopPages + 99}`);
      expect(stale).not.toContain('/_sites/b.localhost/default/blog/0');
    },
  );
});
