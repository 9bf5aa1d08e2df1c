import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { ApiRouteModule } from '@/framework/apiResolver';
import * as logRoute from '@/pages/api/log';
import * as robotsRoute from '@/pages/api/seo/robots';
import * as sitemapRoute from '@/pages/api/seo/sitemap';
import * as shopRoute from '@/pages/api/shop/[...path]';
import { LOG_RATE_LIMIT } from '@/pages/api/log';
import { siteProps } from '@/server/pageLoad';
import { startApiServer, type ApiServer } from '../server/apiServer';

/**
 * Behind TRUST_PROXY the first X-Forwarded-Host value decided: the browser writes that one. It chose
 * the tenant and the sandbox gate, and robots.txt and the sitemap (cached an hour) named its origin.
 * Every reader now takes the entry the load balancer wrote (src/tenancy/forwarded.ts, ADR 0046).
 * The environment is read when the server's modules load: set before this file's imports.
 */
// two proxies (a CDN before the load balancer): the host is still the nearest one's entry
vi.hoisted(() => {
  process.env.TRUST_PROXY = '2';
  process.env.SANDBOX_DATA_DIR = 'memory://';
});

const ROUTES: [string, ApiRouteModule][] = [
  ['/api/shop/', shopRoute],
  ['/api/log', logRoute],
  ['/api/seo/robots', robotsRoute],
  ['/api/seo/sitemap', sitemapRoute],
];

let server: ApiServer;
beforeAll(async () => {
  server = await startApiServer(ROUTES);
});
afterAll(async () => {
  await server?.close();
  delete process.env.TRUST_PROXY;
});
afterEach(() => {
  delete process.env.SANDBOX;
});

const PRODUCTION = 'shop.congstar-prepaid.de';
/** The load balancer's own address as the Host: what a proxy that rewrites Host sends. */
const INTERNAL = '10.0.0.5:3000';
const forwarded = (host: string, extra: Record<string, string> = {}) => ({
  'x-forwarded-host': host,
  ...extra,
});

describe('TRUST_PROXY: the tenant is the one of the host the load balancer wrote', () => {
  it('not the host the browser put first', async () => {
    process.env.SANDBOX = 'true';
    const headers = forwarded(`shop.aufladen-shop.de, ${PRODUCTION}`, { 'x-tenant-id': 'aufladen' });
    expect(await server.call(INTERNAL, 'GET', '/api/shop/rest/v3/payment-methods', headers)).toMatchObject({
      status: 403,
      body: { errorCode: 'TENANT_MISMATCH' },
    });
    const own = forwarded(`shop.aufladen-shop.de, ${PRODUCTION}`, { 'x-tenant-id': 'congstar' });
    expect((await server.call(INTERNAL, 'GET', '/api/shop/rest/v3/payment-methods', own)).status).toBe(200);
  }, 60_000);

  it('a forwarded host that is no host is refused, not replaced by the Host header', async () => {
    process.env.SANDBOX = 'true';
    expect(
      await server.call(
        PRODUCTION,
        'GET',
        '/api/shop/rest/v3/payment-methods',
        forwarded('evil.example/<x>'),
      ),
    ).toMatchObject({ status: 400, body: { errorCode: 'INVALID_HOST' } });
  });
});

describe('TRUST_PROXY: the sandbox gate reads the same host', () => {
  it('a local host the browser put first does not open the sandbox on a production host', async () => {
    const headers = forwarded(`congstar.localhost:3000, ${PRODUCTION}`);
    expect(await server.call(INTERNAL, 'GET', '/api/shop/sandbox/inbox', headers)).toMatchObject({
      status: 503,
      body: { errorCode: 'BACKEND_NOT_CONFIGURED' },
    });
  });

  it('a local host the load balancer wrote is local', async () => {
    const headers = forwarded(`${PRODUCTION}, congstar.localhost:3000`);
    expect(await server.call(INTERNAL, 'GET', '/api/shop/sandbox/inbox', headers)).toMatchObject({
      status: 200,
    });
  }, 60_000);
});

describe('TRUST_PROXY: robots.txt and the sitemap name the shop’s own origin', () => {
  it.each([
    ['the browser’s host first', `evil.example, ${PRODUCTION}`],
    ['an upper-case spelling', 'SHOP.Congstar-Prepaid.DE'],
    ['a trailing dot', `${PRODUCTION}.`],
  ])(
    '%s',
    async (_name, value) => {
      process.env.SANDBOX = 'true';
      const robots = await server.call(INTERNAL, 'GET', '/api/seo/robots', forwarded(value));
      expect(robots.status).toBe(200);
      expect(robots.body).toContain(`Sitemap: https://${PRODUCTION}/sitemap.xml`);
      expect(robots.body).not.toMatch(/evil|SHOP|Prepaid|\.de\.\//);
      const sitemap = await server.call(INTERNAL, 'GET', '/api/seo/sitemap', forwarded(value));
      expect(sitemap.body).toContain(`<loc>https://${PRODUCTION}/sitemap.xml?part=`);
      expect(sitemap.body).not.toMatch(/evil|SHOP|Prepaid/);
    },
    60_000,
  );
});

describe('TRUST_PROXY=2: the client address is the one the outer proxy appended', () => {
  const report = (forwardedFor: string) =>
    server.call(
      INTERNAL,
      'POST',
      '/api/log',
      { 'x-forwarded-for': forwardedFor },
      { level: 'debug', message: 'a report' },
    );

  // the outer proxy appends the browser's address, the inner one the outer's (10.0.0.9); the
  // inner one is the peer
  it('addresses the browser writes before it do not make it another client', async () => {
    for (let i = 0; i < LOG_RATE_LIMIT.perAddress; i += 1)
      expect((await report(`192.0.2.${i}, 198.51.100.77, 10.0.0.9`)).status).toBe(200);
    expect((await report('192.0.2.250, 198.51.100.77, 10.0.0.9')).status).toBe(429);
    // the address the outer proxy appended is the client: another one is another client
    expect((await report('198.51.100.77, 198.51.100.78, 10.0.0.9')).status).toBe(200);
  });
});

describe('pages: a spelling of a host other than its own is no shop page of its own', () => {
  it.each(['CONGSTAR.localhost', 'Shop.Congstar-Prepaid.de', 'congstar.localhost.'])(
    '%s goes to /not-found, kept only briefly',
    async (site) => {
      const props = await siteProps('/')({ params: { site, scheme: 'default' }, locale: 'default' });
      expect(props).toMatchObject({ redirect: { destination: '/not-found' }, revalidate: 5 });
    },
  );
});
