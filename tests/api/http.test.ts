import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  ApiError,
  addToCart,
  authenticate,
  createCart,
  getCart,
  getPaymentMethods,
  allRoutes,
  getStatisticsParams,
  queryAutoTopups,
  searchProducts,
  signOut,
} from '@/api';
import { emptyCart } from '../fixtures/cart';

interface Seen {
  url: string;
  init: RequestInit;
}

/** A fetch that records calls and answers from a list. */
function fakeFetch(...answers: Array<Response | Error>) {
  const seen: Seen[] = [];
  const fn = vi.fn(async (url: string | URL | Request, init: RequestInit = {}) => {
    seen.push({ url: String(url), init });
    const next = answers.shift() ?? Response.json({});
    if (next instanceof Error) throw next;
    return next;
  });
  return { seen, fetch: fn as unknown as typeof fetch };
}

const headersOf = (s: Seen | undefined) => (s?.init.headers ?? {}) as Record<string, string>;

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the fetch wrapper', () => {
  it('sends JSON, the country, tenant and channel headers, with same-origin credentials', async () => {
    const { seen, fetch } = fakeFetch(Response.json(emptyCart));
    await getCart({ shopId: 'congstar', country: 'de', channel: 'sms', fetch }, 'c1');
    expect(seen[0]?.url).toBe('/api/shop/rest/v2/carts/c1');
    expect(seen[0]?.init).toMatchObject({ method: 'GET', credentials: 'same-origin' });
    expect(headersOf(seen[0])).toMatchObject({
      'X-Country': 'de',
      'X-Tenant-Id': 'congstar',
      'X-Channel': 'sms',
    });
  });

  it('reads the channel from sessionStorage, default web; auth calls carry no tenant header', async () => {
    const { seen, fetch } = fakeFetch(Response.json({}), Response.json({}));
    await signOut({ shopId: 'congstar', country: 'de', fetch });
    expect(headersOf(seen[0])['X-Channel']).toBe('web');
    expect(headersOf(seen[0])['X-Tenant-Id']).toBeUndefined();
    vi.stubGlobal('sessionStorage', { getItem: (key: string) => (key === 'channel' ? 'chatbot' : null) });
    await signOut({ shopId: 'congstar', country: 'de', fetch });
    expect(headersOf(seen[1])['X-Channel']).toBe('chatbot');
    expect(seen[1]?.init.body).toBe('{}');
  });

  it('ADR 0007: the auto top-up calls are shop calls and carry the tenant header', async () => {
    const { seen, fetch } = fakeFetch(Response.json({ rows: [] }));
    await queryAutoTopups({ shopId: 'congstar', country: 'de', fetch });
    expect(seen[0]?.url).toBe('/api/topup/autotopup/query');
    expect(headersOf(seen[0])).toMatchObject({ 'X-Country': 'de', 'X-Tenant-Id': 'congstar' });
  });

  it.each([
    ['/api/shop/', true],
    ['/api/topup/', true],
    ['/api/auth/', false],
  ])('every %s call sends X-Tenant-Id: %s', (prefix, shopCall) => {
    const family = allRoutes.filter((route) => route.path.startsWith(prefix));
    expect(family.length).toBeGreaterThan(2);
    for (const route of family) expect(route.shopCall, route.id).toBe(shopCall);
  });

  it('a call whose one input is its body posts it as JSON to its route and answers the parsed reply', async () => {
    const user = {
      isAuthenticated: true,
      email: 'a@example.com',
      firstName: null,
      lastName: null,
      phoneNumber: null,
    };
    const { seen, fetch } = fakeFetch(Response.json({ ...user, extra: 'dropped' }));
    const body = { userName: 'a@example.com', password: 'secret' };
    await expect(authenticate({ shopId: 'congstar', country: 'de', fetch }, body)).resolves.toEqual(user);
    expect(seen[0]?.url).toBe('/api/auth/authenticate');
    expect(seen[0]?.init).toMatchObject({ method: 'POST', body: JSON.stringify(body) });
    expect(headersOf(seen[0])['Content-Type']).toBe('application/json');
  });

  it('adds the + to the phone number on cart creation and expands quantities', async () => {
    const { seen, fetch } = fakeFetch(Response.json({ cartName: 'c1' }), Response.json(emptyCart));
    const ctx = { shopId: 'congstar', country: 'de', fetch };
    await createCart(ctx, { phoneNumber: '491511231234', amount: 15 });
    expect(JSON.parse(String(seen[0]?.init.body))).toEqual({ phoneNumber: '+491511231234', amount: 15 });
    await addToCart(ctx, { items: [{ productId: 'p', quantity: 3 }] });
    expect(JSON.parse(String(seen[1]?.init.body)).items).toEqual([
      { productId: 'p' },
      { productId: 'p' },
      { productId: 'p' },
    ]);
  });

  it('sends objectType as object-type, 15 per page', async () => {
    const { seen, fetch } = fakeFetch(
      Response.json({
        items: [],
        paginationParams: { page: 0, size: 15 },
        metadata: { count: 0, totalCount: 0 },
      }),
    );
    await searchProducts(
      { shopId: 's', country: 'de', fetch },
      { filters: { objectType: 'ESIM' }, sortBy: 'price' },
    );
    const url = new URL(seen[0]?.url ?? '', 'http://x');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      'object-type': 'ESIM',
      sortBy: 'price',
      page: '0',
      size: '15',
    });
  });

  it('uses v4 with the cart for multi-brand shops, v3 otherwise', async () => {
    const { seen, fetch } = fakeFetch(
      Response.json({ paymentMethods: [] }),
      Response.json({ paymentMethods: [] }),
      Response.json({ paymentMethods: [] }),
    );
    const ctx = { shopId: 's', country: 'de', fetch };
    await getPaymentMethods(ctx, { multipleBrands: true, cartName: 'c1' });
    await getPaymentMethods(ctx, { multipleBrands: true });
    await getPaymentMethods(ctx, { multipleBrands: false, cartName: 'c1' });
    expect(seen.map((s) => s.url)).toEqual([
      '/api/shop/rest/v4/payment-methods/c1',
      '/api/shop/rest/v3/payment-methods',
      '/api/shop/rest/v3/payment-methods',
    ]);
  });

  it.each([
    [
      'an HTTP error with errorCode',
      Response.json({ errorCode: 'UNKNOWN_CART', message: 'No such cart' }, { status: 404 }),
      { kind: 'http', status: 404, errorCode: 'UNKNOWN_CART', message: 'No such cart' },
    ],
    [
      'an HTTP error without JSON',
      new Response('<html>bad gateway</html>', { status: 502, statusText: 'Bad Gateway' }),
      { kind: 'http', status: 502, errorCode: 'UNKNOWN_ERROR' },
    ],
    [
      'a network failure',
      new TypeError('fetch failed'),
      { kind: 'network', status: 0, errorCode: 'NETWORK_ERROR' },
    ],
  ])('turns %s into one ApiError', async (_name, answer, expected) => {
    const { fetch } = fakeFetch(answer);
    const error = await getCart({ shopId: 's', country: 'de', fetch }, 'c1').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject(expected);
  });

  it('reports a response that breaks its schema to /api/log and fails with SCHEMA_MISMATCH', async () => {
    const { seen, fetch } = fakeFetch(Response.json({ cartName: 42 }), Response.json({}));
    const error = await getCart({ shopId: 's', country: 'de', fetch }, 'c1').catch((e: unknown) => e);
    expect(error).toMatchObject({ kind: 'schema', errorCode: 'SCHEMA_MISMATCH' });
    await vi.waitFor(() => expect(seen).toHaveLength(2));
    expect(seen[1]?.url).toBe('/api/log');
    expect(JSON.parse(String(seen[1]?.init.body))).toMatchObject({
      level: 'error',
      message: 'schema mismatch: getCart',
    });
  });

  it('never lets a failing log call escape', async () => {
    const { fetch } = fakeFetch(Response.json({ nope: true }), new TypeError('offline'));
    await expect(getCart({ shopId: 's', country: 'de', fetch }, 'c1')).rejects.toMatchObject({
      errorCode: 'SCHEMA_MISMATCH',
    });
  });

  it('statistics params are empty on failure (SPEC §7)', async () => {
    const { fetch } = fakeFetch(new TypeError('down'));
    expect(await getStatisticsParams({ shopId: 's', country: 'de', fetch })).toEqual({ measurementId: null });
  });
});
