import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { NextApiRequest, NextApiResponse } from 'next';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSandboxServer } from '@/sandbox/server';
import { backendApiHandler } from '@/server/backendApi';
import { hostRequest } from '../server/hostRequest';
import { openHarness, type Harness } from './harness';

let h: Harness;
let storefront: Server;
let upstream: Server;
let port = 0;
let upstreamUrl = '';
const upstreamSeen: IncomingHttpHeaders[] = [];

interface Answer {
  status: number;
  body: Record<string, unknown>;
}

/** A request with the Host of our choosing; the answer's body as JSON. */
async function call(
  host: string,
  method: string,
  path: string,
  body?: unknown,
  headers: Record<string, string> = {},
): Promise<Answer> {
  const answer = await hostRequest(port, { host, method, path, body, headers });
  return { status: answer.status, body: JSON.parse(answer.text || '{}') as Record<string, unknown> };
}

const listen = (server: Server) =>
  new Promise<number>((resolve) =>
    server.listen(0, '127.0.0.1', () => resolve((server.address() as AddressInfo).port)),
  );

beforeAll(async () => {
  // the storefront's own process-wide sandbox: a throwaway database for this file
  process.env.SANDBOX_DATA_DIR = 'memory://';
  h = await openHarness();
  const sandboxServer = createSandboxServer(h.sandbox);
  upstream = createServer((req, res) => {
    upstreamSeen.push(req.headers);
    sandboxServer.emit('request', req, res);
  });
  upstreamUrl = `http://127.0.0.1:${await listen(upstream)}`;
  storefront = createServer(
    (req, res) => void backendApiHandler(req as NextApiRequest, res as NextApiResponse),
  );
  port = await listen(storefront);
  await call('congstar.localhost', 'GET', '/api/shop/rest/v3/payment-methods');
}, 120_000);
afterAll(async () => {
  for (const server of [storefront, upstream]) await new Promise((resolve) => server?.close(resolve));
  await h?.close();
});

describe('the /api/shop, /api/topup and /api/auth entry', () => {
  it('serves the embedded sandbox for the Host’s shop; another shop’s host cannot see the cart', async () => {
    const created = await call('congstar.localhost:3000', 'POST', '/api/shop/createCart', {
      phoneNumber: '+491511231234',
      amount: 15,
    });
    expect(created.status).toBe(200);
    const path = `/api/shop/rest/v2/carts/${String(created.body.cartName)}`;
    expect((await call('congstar.localhost:3000', 'GET', path)).status).toBe(200);
    expect(await call('edeka.localhost:3000', 'GET', path)).toMatchObject({
      status: 404,
      body: { errorCode: 'UNKNOWN_CART' },
    });
  });

  it.each([
    [
      'a tenant header naming another shop',
      'congstar.localhost',
      { 'x-tenant-id': 'edeka' },
      403,
      'TENANT_MISMATCH',
    ],
    ['an invalid Host', 'bad_host!', {}, 400, 'INVALID_HOST'],
    ['an unknown Host', 'shop.unknown.example', {}, 404, 'UNKNOWN_TENANT'],
  ])('refuses %s', async (_name, host, headers, status, errorCode) => {
    expect(await call(host, 'GET', '/api/shop/rest/v3/payment-methods', undefined, headers)).toMatchObject({
      status,
      body: { errorCode },
    });
  });

  it('answers unknown calls 404 NOT_FOUND and wrong methods 405, never 500', async () => {
    expect(await call('congstar.localhost', 'GET', '/api/shop/nothing/here')).toMatchObject({
      status: 404,
      body: { errorCode: 'NOT_FOUND' },
    });
    expect(await call('congstar.localhost', 'GET', '/api/shop/createCart')).toMatchObject({ status: 405 });
    expect(await call('congstar.localhost', 'POST', '/api/topup/autotopup/query', {})).toMatchObject({
      status: 401,
      body: { errorCode: 'AUTHORIZATION_REQUIRED' },
    });
  });

  it('with BACKEND_URL set, proxies to the upstream with the Host’s shop id', async () => {
    process.env.BACKEND_URL = upstreamUrl;
    try {
      const answer = await call('reloadnow.localhost', 'GET', '/api/shop/rest/v3/payment-methods');
      expect(answer.status).toBe(200);
      expect(upstreamSeen.at(-1)).toMatchObject({ 'x-tenant-id': 'reloadnow', 'x-country': 'fr' });
    } finally {
      delete process.env.BACKEND_URL;
    }
  });
});
