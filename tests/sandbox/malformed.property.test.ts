import fc from 'fast-check';
import { sql } from 'drizzle-orm';
import type { z } from 'zod/mini';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addToCart, checkoutAddress, register, startPayment } from '@/api';
import { requestHeadersSchema } from '@/api/common';
import { matchPath, type RouteDef } from '@/api/route';
import { backendRoutes } from '@/api/routes';
import type { SandboxRequest } from '@/sandbox/http';
import { openHarness, type Harness } from './harness';

let h: Harness;
let cartName = '';

const TABLES = ['products', 'carts', 'cart_items', 'orders', 'payments', 'messages', 'customers', 'sessions'];

/** A fingerprint of every stored row, to prove that refused requests change nothing. */
async function fingerprint(): Promise<Record<string, string>> {
  const out: Record<string, string> = {};
  for (const table of TABLES) {
    const result = await h.database.db.execute(
      sql.raw(
        `SELECT count(*)::text AS n, coalesce(md5(string_agg(t::text, '|' ORDER BY t::text)), '') AS h FROM ${table} t`,
      ),
    );
    const row = (result as unknown as { rows: Array<{ n: string; h: string }> }).rows[0];
    out[table] = `${row?.n}:${row?.h}`;
  }
  return out;
}

beforeAll(async () => {
  h = await openHarness();
  const ctx = h.ctx('congstar');
  const cart = await addToCart(ctx, {
    items: [{ productId: 'congstar-topup-15', phoneNumber: '+491511231234' }],
  });
  cartName = cart.cartName;
  await checkoutAddress(ctx, { cartName, deliveryAddress: { email: 'a@example.com' } });
  await startPayment(ctx, { cartName, paymentMethod: 'creditcard' });
  await register(ctx, { userName: 'prop@example.com', password: 'correct horse battery' });
}, 120_000);
afterAll(() => h?.close());

const fails = (schema: z.ZodMiniType | undefined) => (value: unknown) =>
  !schema || !schema.safeParse(value).success;
const withBody = backendRoutes.filter((r) => r.body && r.method !== 'GET');
const withParams = backendRoutes.filter((r) => r.params);
const withQuery = backendRoutes.filter((r) => r.query);

/** A concrete path for a route, with valid-looking parameters unless overridden. */
function pathOf(route: RouteDef, override: Record<string, string> = {}): string {
  const sample: Record<string, string> = {
    cartName,
    itemKey: 'item-1',
    count: '1',
    paymentId: 'pay_1',
    decision: 'approve',
  };
  return route.path.replace(/\{(\w+)\}/g, (_, name: string) => override[name] ?? sample[name] ?? 'x');
}

type Malformed = Omit<SandboxRequest, 'tenant' | 'query'> & { query?: Record<string, string> };
const base = { headers: { 'content-type': 'application/json' } };

const badBody = fc.constantFrom(...withBody).chain((route) =>
  fc
    .oneof(
      fc
        .jsonValue()
        .filter(fails(route.body))
        .map((value) => JSON.stringify(value)),
      fc.string().map((text) => `{${text}`),
    )
    .map((bodyText): Malformed => ({ ...base, method: route.method, path: pathOf(route), bodyText })),
);

const badHeader = fc.constantFrom(...backendRoutes).chain((route) =>
  fc
    .record(
      { 'x-channel': fc.string({ maxLength: 12 }), 'x-country': fc.string({ maxLength: 4 }) },
      { requiredKeys: [] },
    )
    .filter(fails(requestHeadersSchema))
    .map((headers): Malformed => ({ headers, method: route.method, path: pathOf(route), bodyText: '' })),
);

const badParam = fc.constantFrom(...withParams).chain((route) => {
  const names = Object.keys(route.params?.shape ?? {});
  return fc
    .record({ name: fc.constantFrom(...names), value: fc.string({ minLength: 1, maxLength: 80 }) })
    .filter(({ name, value }) => fails(route.params?.shape[name] as z.ZodMiniType)(value))
    .map(({ name, value }): Malformed => ({
      ...base,
      method: route.method,
      path: pathOf(route, { [name]: encodeURIComponent(value) }),
      bodyText: '{}',
    }));
});

const badQuery = fc.constantFrom(...withQuery).chain((route) => {
  const names = Object.keys(route.query?.shape ?? {});
  return fc
    .record({
      name: fc.constantFrom(...names),
      value: fc.oneof(fc.string({ maxLength: 20 }), fc.integer().map(String)),
    })
    .filter(({ name, value }) => fails(route.query?.shape[name] as z.ZodMiniType)(value))
    .map(({ name, value }): Malformed => ({
      ...base,
      method: route.method,
      path: pathOf(route),
      query: { [name]: value },
    }));
});

const unknownPath = fc
  .tuple(
    fc.constantFrom('/api/shop/', '/api/topup/', '/api/auth/'),
    fc.stringMatching(/^[a-zA-Z0-9/_.-]{0,40}$/),
  )
  .map(([prefix, rest]) => prefix + rest)
  .filter((path) => !backendRoutes.some((r) => matchPath(r.path, path)))
  .map((path): Malformed => ({ ...base, method: 'GET', path }));

const wrongMethod = fc.constantFrom(...backendRoutes).chain((route) =>
  fc
    .constantFrom('GET', 'POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS')
    .filter((method) => !backendRoutes.some((r) => r.method === method && matchPath(r.path, pathOf(route))))
    .map((method): Malformed => ({ ...base, method, path: pathOf(route), bodyText: '{}' })),
);

const tooLarge = fc.constantFrom(...withBody).map((route): Malformed => ({
  ...base,
  method: route.method,
  path: pathOf(route),
  bodyText: JSON.stringify({ pad: 'x'.repeat(70_000) }),
}));

describe('malformed requests', () => {
  it('every one is a 4xx with an errorCode, and no stored data changes', async () => {
    const before = await fingerprint();
    const tenant = h.tenant('congstar');
    let runs = 0;
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(badBody, badHeader, badParam, badQuery, unknownPath, wrongMethod, tooLarge),
        async (request) => {
          runs += 1;
          const response = await h.sandbox.handle({
            ...request,
            query: new URLSearchParams(request.query ?? {}),
            tenant,
          });
          expect(response.status, `${request.method} ${request.path}`).toBeGreaterThanOrEqual(400);
          expect(response.status).toBeLessThan(500);
          expect((response.body as { errorCode?: unknown }).errorCode).toEqual(expect.any(String));
        },
      ),
      { numRuns: 1200 },
    );
    expect(runs).toBeGreaterThanOrEqual(1000);
    expect(await fingerprint()).toEqual(before);
  }, 180_000);
});
