import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { commitOrderRoute } from '@/api/orders';
import { backendRoutes } from '@/api/routes';
import * as healthRoute from '@/pages/api/health';
import * as shopRoute from '@/pages/api/shop/[...path]';
import { commitOutcome, operationOf, outcomeOf } from '@/server/backendCalls';
import { createMetrics, metrics } from '@/server/metrics';
import { pageRoute } from '@/server/observe';
import { getTenantRegistry } from '@/tenancy/registry';
import { startApiServer, type ApiServer } from './apiServer';

describe('the metrics the operators are promised are registered, with their labels', () => {
  it.each([
    ['storefront_http_requests_total', 'counter', ['tenant', 'route', 'method', 'status']],
    ['storefront_http_request_duration_seconds', 'histogram', ['tenant', 'route']],
    ['storefront_upstream_calls_total', 'counter', ['operation', 'backend', 'outcome']],
    ['storefront_upstream_call_duration_seconds', 'histogram', ['operation', 'backend']],
    ['storefront_commit_outcomes_total', 'counter', ['outcome']],
    ['storefront_rate_limit_refusals_total', 'counter', ['limit']],
  ])('%s is a %s by %j', async (name, type, labels) => {
    const { registry } = createMetrics({ processMetrics: false });
    const metric = registry.getSingleMetric(name) as unknown as { type: string; labelNames: string[] };
    expect(metric.type).toBe(type);
    expect(metric.labelNames).toEqual(labels);
  });
});

describe('labels come from closed sets: route templates and operation ids, never raw paths', () => {
  it.each([
    ['GET', '/api/shop/rest/v2/carts/Zq8x0cArtNaMe', 'getCart'],
    ['POST', '/api/shop/rest/payment-commit-order', commitOrderRoute.id],
    ['GET', '/api/shop/rest/v2/carts/Zq8x0cArtNaMe?lang=de', 'getCart'],
    ['DELETE', '/api/shop/rest/v1/products', 'unmatched'],
    ['GET', '/api/shop/anything/the/caller/typed', 'unmatched'],
  ])('%s %s is the operation %s', (method, url, operation) => {
    expect(operationOf(method, url)).toBe(operation);
  });

  it.each([
    [
      '/_sites/congstar/light/blog/my-first-post',
      '/_sites/[site]/[scheme]/blog/[slug]',
      { site: 'congstar', scheme: 'light', slug: 'my-first-post' },
    ],
    [
      '/_sites/congstar/dark/shop/checkout/result?orderNumber=SBX1',
      '/_sites/[site]/[scheme]/shop/checkout/result',
      { site: 'congstar', scheme: 'dark' },
    ],
    [
      '/_sites/esim/light/a/b/c',
      '/_sites/[site]/[scheme]/[...slug]',
      { site: 'esim', scheme: 'light', slug: ['a', 'b', 'c'] },
    ],
  ])('the page %s is counted as %s', (url, route, params) => {
    expect(pageRoute(url, params)).toBe(route);
  });

  it.each([
    [200, 'answered', 'ok'],
    [404, 'answered', 'client_error'],
    [429, 'answered', 'rate_limited'],
    [503, 'answered', 'server_error'],
    [502, 'timeout', 'timeout'],
    [502, 'unreachable', 'unreachable'],
  ] as const)('an upstream answer %i (%s) is the outcome %s', (status, transport, outcome) => {
    expect(outcomeOf(status, transport)).toBe(outcome);
  });

  it.each([
    [200, { orderStatus: 'committed', paymentStatus: 'paymentAuthorized' }, 'committed'],
    [200, { orderStatus: 'paymentInit', paymentStatus: 'PAYMENT_PENDING' }, 'paymentPending'],
    [200, { orderStatus: 'an-order-state-a-backend-invented' }, 'other'],
    [402, { errorCode: 'PAYMENT_REQUIRED' }, 'PAYMENT_REQUIRED'],
    [409, { errorCode: 'SOMETHING_NEW_1234' }, 'other'],
    [502, 'not json', 'other'],
  ])('a commit answered %i %j is the outcome %s', (status, body, outcome) => {
    expect(commitOutcome(status, typeof body === 'string' ? body : JSON.stringify(body))).toBe(outcome);
  });
});

describe('requests through the API routes are counted by template, tenant and operation', () => {
  let server: ApiServer;
  beforeAll(async () => {
    process.env.SANDBOX_DATA_DIR = 'memory://';
    server = await startApiServer([
      ['/api/shop/', shopRoute],
      ['/api/health', healthRoute],
    ]);
  });
  afterAll(() => server.close());

  /** Every value every label took, by label name. */
  async function labelValues(): Promise<Map<string, Set<string>>> {
    const values = new Map<string, Set<string>>();
    for (const metric of await metrics().registry.getMetricsAsJSON())
      for (const { labels } of metric.values)
        for (const [name, value] of Object.entries(labels)) {
          if (!values.has(name)) values.set(name, new Set());
          values.get(name)?.add(String(value));
        }
    return values;
  }

  it('no label holds a requested path, an id or a host', async () => {
    const cart = 'UnGuessableCartName42';
    await server.call('congstar.localhost', 'GET', `/api/shop/rest/v2/carts/${cart}`, {
      'x-country': 'DE',
      'x-channel': 'web',
    });
    await server.call('nobody.example', 'GET', '/api/shop/made/up/path/31337');
    await server.call('127.0.0.1', 'GET', '/api/health');
    const values = await labelValues();
    const tenants = new Set([...getTenantRegistry().keys(), 'none']);
    const operations = new Set([...backendRoutes.map((route) => route.id), 'unmatched']);
    expect([...(values.get('route') ?? [])].sort()).toEqual(['/api/health', '/api/shop/[...path]']);
    for (const tenant of values.get('tenant') ?? []) expect(tenants).toContain(tenant);
    for (const operation of values.get('operation') ?? []) expect(operations).toContain(operation);
    expect(values.get('tenant')).toEqual(new Set(['congstar', 'none']));
    expect(values.get('operation')).toContain('getCart');
    const everything = [...values.values()].flatMap((set) => [...set]).join(' ');
    expect(everything).not.toContain(cart);
    expect(everything).not.toContain('31337');
    expect(everything).not.toContain('nobody.example');
    // the first backend call opens and seeds the sandbox's database
  }, 60_000);

  it('a request id a caller sends is kept and answered; a malformed one is replaced', async () => {
    const kept = await server.call('127.0.0.1', 'GET', '/api/health', { 'x-request-id': 'lb-7f3a.42' });
    expect(kept.headers['x-request-id']).toBe('lb-7f3a.42');
    const replaced = await server.call('127.0.0.1', 'GET', '/api/health', {
      'x-request-id': 'evil\u00a0id with spaces',
    });
    expect(replaced.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });
});
