import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import * as metricsRoute from '@/pages/api/metrics';
import { startApiServer, type ApiServer } from '../server/apiServer';

/**
 * ADR 0030: /api/metrics names every tenant, route and outcome of the platform: an operator's page,
 * never one a shop's visitor can open. The test server listens on 127.0.0.1, so every request here
 * comes from a loopback peer, the case where the Host header alone must not be enough.
 */
let server: ApiServer;
beforeAll(async () => {
  server = await startApiServer([['/api/metrics', metricsRoute]]);
});
afterAll(() => server.close());
afterEach(() => {
  delete process.env.METRICS_TOKEN;
});

const TOKEN = 'a-long-random-metrics-token-0123456789';
const scrape = (host: string, headers: Record<string, string> = {}) =>
  server.call(host, 'GET', '/api/metrics', headers);
const NOT_FOUND = { status: 404, body: { errorCode: 'NOT_FOUND' } };

describe('/api/metrics is not served on a shop host', () => {
  it.each([
    ['a shop under localhost', 'congstar.localhost:3000'],
    ['a shop’s production host', 'shop.congstar-prepaid.de'],
    ['a shop’s production host with www', 'www.congstar-prepaid.de'],
  ])('%s (%s) gets 404', async (_name, host) => {
    expect(await scrape(host)).toMatchObject(NOT_FOUND);
  });

  it('not even with the right bearer token', async () => {
    process.env.METRICS_TOKEN = TOKEN;
    expect(await scrape('congstar.localhost', { authorization: `Bearer ${TOKEN}` })).toMatchObject(NOT_FOUND);
  });
});

describe('without METRICS_TOKEN only a request made on this machine reads the metrics', () => {
  it.each(['localhost:3000', '127.0.0.1:3000', 'localhost'])(
    'Host %s from loopback: 200, Prometheus text',
    async (host) => {
      const answer = await scrape(host);
      expect(answer.status).toBe(200);
      expect(answer.type).toContain('text/plain');
      expect(answer.body).toContain('storefront_http_requests_total');
    },
  );

  it('with the forwarding headers Next’s own server adds to a direct request: 200', async () => {
    const answer = await scrape('localhost:3000', {
      'x-forwarded-for': '127.0.0.1',
      'x-forwarded-host': 'localhost:3000',
    });
    expect(answer.status).toBe(200);
  });

  it.each([
    ['an unknown host', 'metrics.example.com', {}],
    ['localhost through a proxy (X-Forwarded-For)', 'localhost', { 'x-forwarded-for': '198.51.100.7' }],
    ['localhost through a chain of proxies', 'localhost', { 'x-forwarded-for': '198.51.100.7, 127.0.0.1' }],
    ['localhost through a proxy (X-Forwarded-Host)', 'localhost', { 'x-forwarded-host': 'evil.example' }],
    ['localhost through a proxy (Forwarded)', 'localhost', { forwarded: 'for=198.51.100.7' }],
  ])('%s gets 404', async (_name, host, headers) => {
    expect(await scrape(host, headers)).toMatchObject(NOT_FOUND);
  });
});

describe('with METRICS_TOKEN, the bearer token is needed on every host', () => {
  it.each([
    ['no token', 'localhost', {}],
    ['a wrong token', 'localhost', { authorization: 'Bearer wrong' }],
    ['the token with one character more', 'localhost', { authorization: `Bearer ${TOKEN}x` }],
    ['the token as Basic credentials', 'localhost', { authorization: `Basic ${TOKEN}` }],
  ])('%s gets 404', async (_name, host, headers) => {
    process.env.METRICS_TOKEN = TOKEN;
    expect(await scrape(host, headers)).toMatchObject(NOT_FOUND);
  });

  it('the right token reads them on an internal host (a scraper calling the pod’s address)', async () => {
    process.env.METRICS_TOKEN = TOKEN;
    const answer = await scrape('10.1.2.3:3000', { authorization: `Bearer ${TOKEN}` });
    expect(answer.status).toBe(200);
    expect(answer.body).toContain('storefront_http_requests_total');
  });
});
