import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resolveApiRoute, type ApiRouteModule } from '@/framework/apiResolver';
import { hostRequest } from '../server/hostRequest';

const echo: ApiRouteModule = {
  default: (req, res) => {
    res.status(201).json({ query: req.query, cookies: req.cookies, body: req.body as unknown });
  },
};

const server = createServer((req, res) => {
  const url = new URL(req.url ?? '/', 'http://storefront.invalid');
  void resolveApiRoute(req, res, url.pathname === '/api/echo' ? echo : undefined, url);
});
let port = 0;

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

// What tests/server/apiServer.ts relies on: Next's API resolver run outside Next's server.
describe("Next's API resolver", () => {
  it('gives the route the query, the cookies and the parsed JSON body, and sends its JSON', async () => {
    const answer = await hostRequest(port, {
      host: 'esim.localhost',
      method: 'POST',
      path: '/api/echo?page=2',
      body: { amount: 15 },
      headers: { cookie: 'theme=dark; consent=%7B%7D' },
    });
    expect(answer.status).toBe(201);
    expect(answer.type).toMatch(/^application\/json/);
    expect(JSON.parse(answer.text)).toEqual({
      query: { page: '2' },
      cookies: { theme: 'dark', consent: '{}' },
      body: { amount: 15 },
    });
  });

  it('answers 404 without a route module', async () => {
    const answer = await hostRequest(port, { host: 'esim.localhost', method: 'GET', path: '/api/none' });
    expect(answer.status).toBe(404);
  });
});
