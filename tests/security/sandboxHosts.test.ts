import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { ApiRouteModule } from '@/framework/apiResolver';
import * as authRoute from '@/pages/api/auth/[...path]';
import * as healthRoute from '@/pages/api/health';
import * as robotsRoute from '@/pages/api/seo/robots';
import * as sitemapRoute from '@/pages/api/seo/sitemap';
import * as deviceIdRoute from '@/pages/api/sandbox/device-id';
import * as walletRoute from '@/pages/api/sandbox/wallet';
import * as shopRoute from '@/pages/api/shop/[...path]';
import * as ssoPortalRoute from '@/pages/api/sso/portal';
import * as topupRoute from '@/pages/api/topup/[...path]';
import { getServerSideProps as noBackendProps } from '@/pages/_hosts/no-backend';
import { NO_BACKEND_PAGE } from '@/server/siteRules';
import { startApiServer, type ApiServer } from '../server/apiServer';
import { route, rulesFor, type Outcome } from '../server/nextRoutes';

/**
 * ADR 0021: a deployment without BACKEND_URL must not serve its test sandbox (an inbox with every
 * registration, reset and OTP code; a portal that signs in any number) on the hosts of a real shop.
 * The API routes are run in-process through Next's own API resolver, the page routing through the
 * rules next.config.ts installs.
 */

const ROUTES: [string, ApiRouteModule][] = [
  ['/api/shop/', shopRoute],
  ['/api/topup/', topupRoute],
  ['/api/auth/', authRoute],
  ['/api/sandbox/device-id', deviceIdRoute],
  ['/api/sandbox/wallet', walletRoute],
  ['/api/sso/portal', ssoPortalRoute],
  ['/api/health', healthRoute],
  ['/api/seo/robots', robotsRoute],
  ['/api/seo/sitemap', sitemapRoute],
];

let server: ApiServer;
let call: ApiServer['call'];

beforeAll(async () => {
  // the storefront's process-wide sandbox, a throwaway database for this file
  process.env.SANDBOX_DATA_DIR = 'memory://';
  server = await startApiServer(ROUTES);
  call = server.call;
});
afterAll(() => server?.close());
afterEach(() => {
  delete process.env.BACKEND_URL;
  delete process.env.SANDBOX;
});

const PRODUCTION = 'shop.congstar-prepaid.de';
const NOT_CONFIGURED = {
  status: 503,
  body: { errorCode: 'BACKEND_NOT_CONFIGURED', message: expect.any(String) },
};

/** Every API entry of the backend and of the sandbox, and the robots.txt and sitemap of a shop. */
const CALLS: [string, string, string][] = [
  ['GET', '/api/shop/sandbox/inbox', PRODUCTION],
  ['GET', '/api/shop/rest/v3/payment-methods', PRODUCTION],
  ['POST', '/api/shop/createCart', PRODUCTION],
  ['POST', '/api/shop/graphql', PRODUCTION],
  ['GET', '/api/shop/sandbox/payments/pay-1', PRODUCTION],
  ['POST', '/api/topup/lbatl/query', PRODUCTION],
  ['POST', '/api/auth/authenticate', PRODUCTION],
  ['POST', '/api/auth/register', 'congstar-prepaid.de'],
  ['GET', '/api/sandbox/device-id', PRODUCTION],
  ['GET', '/api/sandbox/wallet', PRODUCTION],
  ['GET', '/api/sso/portal?redirect=/account', 'shop.edeka-smart-prepaid.de'],
  ['GET', '/api/seo/robots', PRODUCTION],
  ['GET', '/api/seo/sitemap', PRODUCTION],
];

describe('without BACKEND_URL and SANDBOX=true, the sandbox answers only local hosts', () => {
  it.each(CALLS)(
    '%s %s on a production host (%s) answers 503 BACKEND_NOT_CONFIGURED',
    async (method, path, host) => {
      expect(await call(host, method, path)).toMatchObject(NOT_CONFIGURED);
    },
  );

  it.each(['localhost.evil.example', 'evil.localhost.example', '0.0.0.0:3000', '127.0.0.1.nip.io'])(
    'a host that only looks local (%s) is no local host: no sandbox, no inbox',
    async (host) => {
      expect(await call(host, 'GET', '/api/sandbox/wallet')).toMatchObject(NOT_CONFIGURED);
      // a host of no tenant: refused as such before the backend is asked
      expect(await call(host, 'GET', '/api/shop/sandbox/inbox')).toMatchObject({
        status: 404,
        body: { errorCode: 'UNKNOWN_TENANT' },
      });
    },
  );

  it('a forwarded local host does not unlock a production host without TRUST_PROXY', async () => {
    const forwarded = { 'x-forwarded-host': 'congstar.localhost' };
    expect(await call(PRODUCTION, 'GET', '/api/shop/sandbox/inbox', forwarded)).toMatchObject(NOT_CONFIGURED);
  });

  it('the SSO portal of a production host does not lead to the sandbox’s portal', async () => {
    const answer = await call('shop.edeka-smart-prepaid.de', 'GET', '/api/sso/portal');
    expect(answer.status).toBe(503);
  });

  it('the liveness check stays up for load balancers', async () => {
    expect(await call(PRODUCTION, 'GET', '/api/health')).toMatchObject({
      status: 200,
      body: { status: 'ok' },
    });
  });

  it.each(['congstar.localhost:3000', '127.0.0.1:3000', 'localhost', '[::1]:3000'])(
    'a local host (%s) still reaches the embedded sandbox',
    async (host) => {
      // plain localhost and loopback are no tenant: the sandbox is reached, and answers that itself
      const answer = await call(host, 'GET', '/api/shop/sandbox/inbox');
      expect(answer.status).not.toBe(503);
      if (host.startsWith('congstar')) expect(answer).toMatchObject({ status: 200, body: { messages: [] } });
    },
    60_000,
  );

  it('SANDBOX=true opens the sandbox on every host (a public test shop)', async () => {
    process.env.SANDBOX = 'true';
    expect(await call(PRODUCTION, 'GET', '/api/shop/sandbox/inbox')).toMatchObject({ status: 200 });
  }, 60_000);

  it('with BACKEND_URL a production host reaches the backend, not a 503 of its own', async () => {
    process.env.BACKEND_URL = 'http://127.0.0.1:9';
    expect(await call(PRODUCTION, 'GET', '/api/shop/rest/v3/payment-methods')).toMatchObject({
      status: 502,
      body: { errorCode: 'UPSTREAM_UNAVAILABLE' },
    });
  });
});

describe('pages of a production host without BACKEND_URL and SANDBOX=true: the 503 page, no shop', () => {
  const rules = rulesFor({ sandboxLocalOnly: true });
  const noBackend: Outcome = { kind: 'rewrite', path: NO_BACKEND_PAGE };
  it.each([
    ['the main page', PRODUCTION, '/'],
    ['the brand page', PRODUCTION, '/shop/topup/congstar'],
    ['the payment page', 'www.congstar-prepaid.de', '/shop/checkout/payment'],
    ['the login', PRODUCTION, '/login'],
    ['the sandbox inbox', PRODUCTION, '/sandbox/inbox'],
    ['the sandbox payment page', PRODUCTION, '/sandbox/pay/pay-1'],
    ['the sandbox sign-in portal', 'shop.edeka-smart-prepaid.de', '/sandbox/sso'],
  ])('%s (%s%s)', (_name, host, path) => {
    expect(route(rules, { host, path })).toEqual(noBackend);
  });

  it('the 503 page answers 503, uncached', async () => {
    const headers: Record<string, string> = {};
    const res = { statusCode: 200, setHeader: (name: string, value: string) => (headers[name] = value) };
    const page = await noBackendProps({ res } as unknown as Parameters<typeof noBackendProps>[0]);
    expect(res.statusCode).toBe(503);
    expect(headers['Cache-Control']).toBe('no-store');
    expect(page).toMatchObject({ props: { host: 'unknown' } });
  });
});
