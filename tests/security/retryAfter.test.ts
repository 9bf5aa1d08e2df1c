import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answerHeaders, DEFAULT_RETRY_AFTER_SECONDS } from '@/sandbox/http';
import { RATE_LIMIT } from '@/sandbox/rateLimit';
import { createSandboxServer } from '@/sandbox/server';
import { FLOW } from '../sandbox/customers';
import { harnessForFile } from '../sandbox/harness';

// Issue 21: a 429 said when to come back only in its body (retryAfterSeconds).
const h = harnessForFile();
let server: Server;
let base = '';

beforeAll(async () => {
  server = createSandboxServer(h.sandbox);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));

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
