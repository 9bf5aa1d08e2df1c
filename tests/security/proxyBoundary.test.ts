import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSandboxServer } from '@/sandbox/server';
import { proxyToUpstream } from '@/server/proxy';
import { FLOW } from '../sandbox/customers';
import { harnessForFile } from '../sandbox/harness';
import { hostRequest } from '../server/hostRequest';

/**
 * The proxy joined BACKEND_URL with the browser's raw path, and handed on what the browser said
 * about the tenant's country, its channel, the hops and itself. A recording server in front of the
 * sandbox backend shows what the upstream hears.
 */
const h = harnessForFile();
const heard: { path: string; headers: IncomingHttpHeaders }[] = [];
const servers: Server[] = [];
let port = 0;

async function listen(server: Server): Promise<number> {
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return (server.address() as AddressInfo).port;
}

beforeAll(async () => {
  const sandbox = createSandboxServer(h.sandbox);
  const upstream = createServer((req, res) => {
    heard.push({ path: req.url ?? '', headers: { ...req.headers } });
    sandbox.emit('request', req, res);
  });
  const backendUrl = `http://127.0.0.1:${await listen(upstream)}`;
  port = await listen(
    createServer((req, res) => void proxyToUpstream(req, res, h.tenant('congstar'), { backendUrl })),
  );
});
afterAll(async () => {
  for (const server of servers) {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }
});

/** A call through the proxy as a browser (or anything) may send it, and what the upstream heard of it. */
async function through(path: string, headers: Record<string, string> = {}) {
  const before = heard.length;
  const answer = await hostRequest(port, {
    host: `congstar.localhost:${port}`,
    method: 'GET',
    path,
    headers,
  });
  return {
    status: answer.status,
    body: answer.type.startsWith('application/json') ? (JSON.parse(answer.text) as unknown) : answer.text,
    heard: heard.slice(before),
  };
}

const PAYMENT_METHODS = '/api/shop/rest/v3/payment-methods';

describe('the proxy hands the backend only normalised paths of the contract', FLOW, () => {
  it.each([
    ['encoded dot segments', '/api/shop/%2e%2e/%2e%2e/health'],
    ['encoded dot segments, upper case', '/api/shop/%2E%2E/%2E%2E/health'],
    ['dot segments', '/api/shop/../../health'],
    ['encoded slashes', '/api/shop/rest/..%2f..%2fhealth'],
    ['backslashes', '/api/shop/rest\\..\\..\\health'],
    ['encoded backslashes', '/api/shop/rest/%5c..%5chealth'],
    ['a double-encoded dot', '/api/shop/%252e%252e/health'],
    ['an empty segment', '/api/shop//rest/v3/payment-methods'],
    ['a path outside the contract’s prefixes', '/internal/admin'],
    ['a storefront route, not the backend’s', '/api/log'],
  ])('%s are refused with 400 INVALID_PATH, and the upstream hears nothing (%s)', async (_name, path) => {
    expect(await through(path)).toEqual({
      status: 400,
      body: { errorCode: 'INVALID_PATH', message: expect.any(String) },
      heard: [],
    });
  });

  it('a path of the contract reaches the upstream as it is', async () => {
    const call = await through(PAYMENT_METHODS);
    expect(call.status).toBe(200);
    expect(call.heard.map(({ path }) => path)).toEqual([PAYMENT_METHODS]);
  });
});

describe('the proxy hands on no header of one hop, and no forwarding header of the browser', FLOW, () => {
  it.each<[string, Record<string, string>, string[]]>([
    ['Connection and the headers it names', { connection: 'keep-alive, x-hint', 'x-hint': '1' }, ['x-hint']],
    ['Keep-Alive', { 'keep-alive': 'timeout=5' }, ['keep-alive']],
    ['TE', { te: 'trailers' }, ['te']],
    ['Upgrade', { upgrade: 'websocket' }, ['upgrade']],
    ['Proxy-Authorization', { 'proxy-authorization': 'Basic eDp5' }, ['proxy-authorization']],
    ['Proxy-Connection', { 'proxy-connection': 'keep-alive' }, ['proxy-connection']],
    ['Forwarded', { forwarded: 'for=6.6.6.6;host=evil.example' }, ['forwarded']],
    ['X-Real-IP', { 'x-real-ip': '6.6.6.6' }, ['x-real-ip']],
    ['X-Forwarded-Server', { 'x-forwarded-server': 'evil.example' }, ['x-forwarded-server']],
  ])('%s', async (_name, headers, dropped) => {
    const [call] = (await through(PAYMENT_METHODS, headers)).heard;
    for (const name of dropped) expect(call?.headers, name).not.toHaveProperty(name);
  });

  it('X-Forwarded-For, -Host and -Proto are the storefront’s reading of the request, not the browser’s', async () => {
    const [call] = (
      await through(PAYMENT_METHODS, {
        'x-forwarded-for': '6.6.6.6',
        'x-forwarded-host': 'evil.example',
        'x-forwarded-proto': 'https',
      })
    ).heard;
    expect(call?.headers).toMatchObject({
      'x-forwarded-for': '127.0.0.1',
      'x-forwarded-host': `congstar.localhost:${port}`,
      'x-forwarded-proto': 'http',
    });
  });
});

describe('the proxy sets the tenant, country and channel headers itself (SPEC §7)', FLOW, () => {
  it('the tenant and country are the resolved tenant’s, whatever the browser claims', async () => {
    const [call] = (await through(PAYMENT_METHODS, { 'x-country': 'fr' })).heard;
    expect(call?.headers).toMatchObject({ 'x-tenant-id': 'congstar', 'x-country': 'de', 'x-channel': 'web' });
  });

  it('the channel is the session’s, one of the contract’s', async () => {
    const [call] = (await through(PAYMENT_METHODS, { 'x-channel': 'chatbot' })).heard;
    expect(call?.headers['x-channel']).toBe('chatbot');
  });

  it('a channel the contract does not know is refused before the upstream hears it', async () => {
    expect(await through(PAYMENT_METHODS, { 'x-channel': 'internal-admin' })).toMatchObject({
      status: 400,
      body: { errorCode: 'VALIDATION_FAILED', fields: ['header.x-channel'] },
      heard: [],
    });
  });
});
