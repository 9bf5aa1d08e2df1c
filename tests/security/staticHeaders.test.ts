import { describe, expect, it } from 'vitest';
import { buildCustomRoute, loadCustomRoutes } from '@/framework/nextRouteMatchers';
import config from '../../next.config';

// Static chunks carried no X-Content-Type-Options. Next puts a locale in front of every
// header source unless told not to, and /_next/ paths never get one, so '/:path*' missed them.
// The rules are read as the built server reads them: through Next's own route loading.
async function headerRoutes() {
  const { headers } = await loadCustomRoutes(config);
  return headers.map((route) => ({ ...route, regex: new RegExp(buildCustomRoute('header', route).regex) }));
}

/** The headers the server sets on a path, as its request router sees the path. */
async function headersOn(path: string): Promise<Record<string, string>> {
  // the router matches a page path with the default locale in front; /_next/ paths without one
  const matched = path.startsWith('/_next/') ? path : `/${config.i18n?.defaultLocale}${path}`;
  const set: Record<string, string> = {};
  for (const route of await headerRoutes())
    if (!route.has && !route.missing && route.regex.test(matched))
      for (const { key, value } of route.headers) set[key.toLowerCase()] = value;
  return set;
}

describe('X-Content-Type-Options: nosniff on every answer, static files included', () => {
  it.each([
    ['a static chunk', '/_next/static/chunks/main-0123456789abcdef.js'],
    ['a static stylesheet', '/_next/static/css/0123456789abcdef.css'],
    ['a build manifest', '/_next/static/BUILD_ID/_buildManifest.js'],
    ['a page data file', '/_next/data/BUILD_ID/de/shop/topup/congstar.json'],
    ['an optimised image', '/_next/image'],
    ['a public file', '/tenants/congstar/logo.svg'],
    ['a page', '/shop/topup/congstar'],
    ['the root', '/'],
    ['an API answer', '/api/manifest'],
  ])('%s (%s)', async (_name, path) => {
    expect(await headersOn(path)).toMatchObject({ 'x-content-type-options': 'nosniff' });
  });

  it('the security headers apply whatever the locale (no locale is put in front of their source)', async () => {
    const routes = await headerRoutes();
    const nosniff = routes.filter((route) =>
      route.headers.some((header) => header.key.toLowerCase() === 'x-content-type-options'),
    );
    expect(nosniff.length).toBeGreaterThan(0);
    for (const route of nosniff) expect(route.locale).toBe(false);
  });
});
