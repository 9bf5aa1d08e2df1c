import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answerHeaders, DEFAULT_RETRY_AFTER_SECONDS } from '@/sandbox/http';
import { RATE_LIMIT } from '@/sandbox/rateLimit';
import { createSandboxServer } from '@/sandbox/server';
import { proxyToUpstream } from '@/server/proxy';
import { FLOW } from '../sandbox/customers';
import { harnessForFile } from '../sandbox/harness';

// A 429 said when to come back only in its body (retryAfterSeconds).
const h = harnessForFile();
let server: Server;
let base = '';

const servers: Server[] = [];
async function listen(created: Server): Promise<string> {
  servers.push(created);
  await new Promise<void>((resolve) => created.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(created.address() as AddressInfo).port}`;
}

beforeAll(async () => {
  server = createSandboxServer(h.sandbox);
  base = await listen(server);
});
afterAll(async () => {
  for (const created of servers) {
    created.closeAllConnections();
    await new Promise((resolve) => created.close(resolve));
  }
});

/** The storefront in proxy mode, in front of a backend that answers every call with this 429. */
async function proxiedTooMany(headers: Record<string, string>, body: string): Promise<Response> {
  const backend = await listen(
    createServer((_req, res) => {
      res.writeHead(429, { 'content-type': 'application/json', ...headers });
      res.end(body);
    }),
  );
  const storefront = await listen(
    createServer((req, res) => void proxyToUpstream(req, res, h.tenant('congstar'), { backendUrl: backend })),
  );
  return fetch(`${storefront}/api/auth/authenticate`, { method: 'POST', body: '{}' });
}

const wrongSignIn = (send: typeof fetch, headers: Record<string, string>) =>
  send(`${base}/api/auth/authenticate`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-tenant-id': 'congstar', ...headers },
    body: JSON.stringify({ userName: 'limited@example.com', password: 'wrong password' }),
  });

async function untilLimited(send: () => Promise<Response>): Promise<Response> {
  for (let i = 0; i < RATE_LIMIT.perAccountAndAddress; i += 1) expect((await send()).status).toBe(401);
  return send();
}

describe('every 429 carries a Retry-After header with the seconds its body names', FLOW, () => {
  it('over HTTP (the Next API routes and the standalone sandbox send answers alike)', async () => {
    const limited = await untilLimited(() => wrongSignIn(fetch, { 'x-forwarded-for': '198.51.100.90' }));
    expect(limited.status).toBe(429);
    const body = (await limited.json()) as { retryAfterSeconds: number };
    expect(limited.headers.get('retry-after')).toBe(String(body.retryAfterSeconds));
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
  });

  it('in-process (the server-side fetch)', async () => {
    const send = h.ctx('congstar').fetch;
    if (!send) throw new Error('the harness answers in-process');
    const limited = await untilLimited(() => wrongSignIn(send, {}));
    expect(limited.status).toBe(429);
    const body = (await limited.json()) as { retryAfterSeconds: number };
    expect(limited.headers.get('retry-after')).toBe(String(body.retryAfterSeconds));
  });

  it('through the proxy, from a backend that names the seconds only in the body', async () => {
    const body = JSON.stringify({ errorCode: 'TOO_MANY_ATTEMPTS', retryAfterSeconds: 42 });
    const response = await proxiedTooMany({}, body);
    expect(response.status).toBe(429);
    expect(response.headers.get('retry-after')).toBe('42');
    expect(await response.text()).toBe(body);
  });

  it.each([
    ['keeps the backend’s own header', { 'retry-after': '7' }, '{"retryAfterSeconds":42}', '7'],
    ['a body that is not JSON gets the default', {}, 'slow down', String(DEFAULT_RETRY_AFTER_SECONDS)],
  ])('through the proxy, %s', async (_name, headers, body, header) => {
    const response = await proxiedTooMany(headers, body);
    expect(response.headers.get('retry-after')).toBe(header);
    expect(await response.text()).toBe(body);
  });

  it.each([
    [{ errorCode: 'TOO_MANY_ATTEMPTS', retryAfterSeconds: 12 }, '12'],
    [{ errorCode: 'TOO_MANY_ATTEMPTS', retryAfterSeconds: 1.2 }, '2'],
    [{ errorCode: 'SOMETHING_ELSE' }, String(DEFAULT_RETRY_AFTER_SECONDS)],
    [{ retryAfterSeconds: -5 }, String(DEFAULT_RETRY_AFTER_SECONDS)],
    [undefined, String(DEFAULT_RETRY_AFTER_SECONDS)],
  ])('a 429 with body %j → Retry-After %s', (body, header) => {
    expect(answerHeaders({ status: 429, body })['Retry-After']).toBe(header);
  });

  it.each([200, 401, 503])('a %i carries none', (status) => {
    expect(answerHeaders({ status, body: { retryAfterSeconds: 5 } })).not.toHaveProperty('Retry-After');
  });
});
