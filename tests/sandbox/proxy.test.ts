import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { addToCart, getCart, isApiError, type ApiContext } from '@/api';
import { createSandboxServer } from '@/sandbox/server';
import { DEFAULT_BACKEND_TIMEOUT_MS, proxyToUpstream } from '@/server/proxy';
import { openHarness, type Harness } from './harness';

let h: Harness;
let upstream: Server;
const storefronts: Server[] = [];
let storefront: Server;
let backendUrl = '';
const seen: Array<Record<string, string | string[] | undefined>> = [];

const listen = (server: Server) =>
  new Promise<string>((resolve) =>
    server.listen(0, '127.0.0.1', () =>
      resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}`),
    ),
  );

/** A storefront whose Host resolved to congstar, proxying to whatever backendUrl says. */
function proxyServer(getBackend: () => string): Server {
  return track(
    createServer((req, res) => {
      void proxyToUpstream(req, res, h.tenant('congstar'), { backendUrl: getBackend() });
    }),
  );
}

function track(server: Server): Server {
  storefronts.push(server);
  return server;
}

beforeAll(async () => {
  h = await openHarness();
  const sandboxServer = createSandboxServer(h.sandbox);
  upstream = createServer((req, res) => {
    seen.push({ ...req.headers });
    sandboxServer.emit('request', req, res);
  });
  backendUrl = await listen(upstream);
}, 120_000);
afterAll(async () => {
  await new Promise((resolve) => upstream?.close(resolve));
  for (const server of storefronts) {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }
  await h?.close();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('proxy mode', () => {
  it('streams calls to the upstream with the tenant, country and channel headers, both ways', async () => {
    storefront = proxyServer(() => backendUrl);
    const base = await listen(storefront);
    const ctx: ApiContext = { shopId: 'congstar', country: 'de', channel: 'app', baseUrl: base };
    const cart = await addToCart(ctx, {
      items: [{ productId: 'congstar-topup-15', phoneNumber: '+491511231234' }],
    });
    expect((await getCart(ctx, cart.cartName)).items[0]?.channel).toBe('app');
    const last = seen.at(-1);
    expect(last).toMatchObject({ 'x-tenant-id': 'congstar', 'x-country': 'de', 'x-channel': 'app' });
    expect(last?.['x-forwarded-host']).toBe(new URL(base).host);
  });

  it('keeps cookies both ways and answers 4xx of the upstream as they are', async () => {
    const base = await listen((storefront = proxyServer(() => backendUrl)));
    const response = await fetch(`${base}/api/auth/authenticate`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: 'sbx_session=not-a-real-session-value-xx' },
      body: JSON.stringify({ userName: 'nobody@example.com', password: 'whatever1' }),
    });
    expect(response.status).toBe(401);
    expect(await response.json()).toMatchObject({ errorCode: 'NotAuthorizedException' });
    expect(seen.at(-1)?.cookie).toBe('sbx_session=not-a-real-session-value-xx');
    const out = await fetch(`${base}/api/auth/signOut`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{}',
    });
    // plain http on a loopback host, as the proxy forwards it: not Secure (ADR 0011)
    expect(out.headers.getSetCookie()[0]).toMatch(/^sbx_session=; Path=\/; HttpOnly; SameSite=Strict/);
  });

  it('answers 502 UPSTREAM_UNAVAILABLE when the upstream is down', async () => {
    const dead = createServer();
    const deadUrl = await listen(dead);
    await new Promise((resolve) => dead.close(resolve));
    const base = await listen((storefront = proxyServer(() => deadUrl)));
    const ctx: ApiContext = { shopId: 'congstar', country: 'de', baseUrl: base };
    const error = await getCart(ctx, 'any').catch((e: unknown) => e);
    expect(isApiError(error) && { status: error.status, errorCode: error.errorCode }).toEqual({
      status: 502,
      errorCode: 'UPSTREAM_UNAVAILABLE',
    });
  });

  it('answers 502 when the upstream is slower than BACKEND_TIMEOUT_MS (default 10 s)', async () => {
    let arrived: () => void = () => undefined;
    const reached = new Promise<void>((resolve) => (arrived = resolve));
    const slow = createServer(() => arrived());
    const slowUrl = await listen(slow);
    const base = await listen((storefront = proxyServer(() => slowUrl)));
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    let settled = false;
    const pending = fetch(`${base}/api/shop/rest/v2/carts/abc`).finally(() => (settled = true));
    await reached;
    vi.advanceTimersByTime(DEFAULT_BACKEND_TIMEOUT_MS - 1);
    await new Promise((resolve) => setImmediate(resolve));
    expect(settled).toBe(false);
    vi.advanceTimersByTime(1);
    const response = await pending;
    expect(response.status).toBe(502);
    expect(await response.json()).toMatchObject({ errorCode: 'UPSTREAM_UNAVAILABLE' });
    slow.closeAllConnections();
    slow.close();
  });
});
