import type { IncomingMessage } from 'node:http';
import { describe, expect, it } from 'vitest';
import {
  browserRewrites,
  buildCustomRoute,
  getPathMatch,
  loadCustomRoutes,
  matchHas,
  prepareDestination,
} from '@/framework/nextRouteMatchers';

const request = (headers: Record<string, string>) => ({ headers }) as unknown as IncomingMessage;
const host = { type: 'header', key: 'host', value: '(?<site>[^:]+)' } as const;
const theme = { type: 'cookie', key: 'theme', value: '(?<scheme>light|dark)' } as const;

// The shapes tests/server/nextRoutes.ts, tenantCsp.test.ts and staticHeaders.test.ts rely on when
// they evaluate the shop's rules with Next's own matchers (docs/upgrading.md).
describe("Next's route matchers", () => {
  it('getPathMatch gives the named params of a matching path, false otherwise', () => {
    const match = getPathMatch('/shop/:path*', { removeUnnamedParams: true, strict: true });
    expect(match('/shop/topup/congstar')).toEqual({ path: ['topup', 'congstar'] });
    expect(match('/blog')).toBe(false);
  });

  it('matchHas gives the named groups of `has`, and false when a `missing` one is there', () => {
    const req = request({ host: 'esim.localhost', cookie: 'theme=dark' });
    expect(matchHas(req, {}, [host, theme], undefined)).toEqual({ site: 'esim.localhost', scheme: 'dark' });
    expect(matchHas(req, {}, [host], [theme])).toBe(false);
  });

  it('prepareDestination fills the destination with the params', () => {
    const { parsedDestination } = prepareDestination({
      appendParamsToQuery: false,
      destination: '/_sites/:site/:scheme/:path*',
      params: { site: 'esim.localhost', scheme: 'dark', path: ['shop', 'cart'] },
      query: {},
    });
    expect(parsedDestination.pathname).toBe('/_sites/esim.localhost/dark/shop/cart');
  });

  it("loadCustomRoutes and buildCustomRoute turn a config's headers into the regex the server matches", async () => {
    const { headers } = await loadCustomRoutes({
      i18n: { locales: ['default', 'de'], defaultLocale: 'default' },
      headers: async () => [{ source: '/:path*', locale: false, headers: [{ key: 'X', value: '1' }] }],
    });
    const [route] = headers;
    expect(route?.headers).toEqual([{ key: 'X', value: '1' }]);
    expect(new RegExp(buildCustomRoute('header', route!).regex).test('/_next/static/chunks/a.js')).toBe(true);
  });
});

describe("the rewrites Next's browser router gets (ADR 0003)", () => {
  it('keep `has` and drop `missing`', () => {
    const rewrite = { source: '/:path*', destination: '/_sites/:site', has: [host], missing: [theme] };
    const { beforeFiles } = browserRewrites({ beforeFiles: [rewrite], afterFiles: [], fallback: [] });
    expect(beforeFiles).toEqual([{ source: '/:path*', destination: '/_sites/:site', has: [host] }]);
  });
});
