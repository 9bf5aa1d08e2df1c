import { afterEach, describe, expect, it, vi } from 'vitest';
import { SERVER_READ_WAIT_MS } from '@/config/constants';
import type { SandboxResponse } from '@/sandbox/http';
import { cartPaymentMethods, savedCardsState } from '@/features/checkout/server';
import type { PageRequest } from '@/server/requestState';
import { getTenantRegistry } from '@/tenancy/registry';

// The payment page's methods and a signed-in customer's saved cards are read on the server beside
// the cart (ADR 0050); the page never waits for them long, nor fails for them: the browser asks
// then, as before.

const sandbox = vi.hoisted(() => ({ handle: vi.fn() }));
vi.mock('@/sandbox', async (original) => ({
  ...(await original<Record<string, unknown>>()),
  getSandbox: () => sandbox,
}));

const METHODS = [{ name: 'creditcard', iframe: false, savable: true, unavailableFor: [] }];

const request = (cookie: string) =>
  ({
    headers: { cookie, host: 'x.localhost' },
    cookies: {},
    socket: { remoteAddress: '127.0.0.1' },
  }) as unknown as PageRequest;

afterEach(() => {
  vi.useRealTimers();
  sandbox.handle.mockReset();
});

describe('cartPaymentMethods', () => {
  it.each([
    ['congstar', '/api/shop/rest/v3/payment-methods'],
    ['reloadnow', '/api/shop/rest/v4/payment-methods/cart-1'],
  ])(
    '%s: asks as the browser does (%s) with the request cookies, and serves the answer',
    async (id, path) => {
      const tenant = getTenantRegistry().get(id)!;
      sandbox.handle.mockResolvedValue({
        status: 200,
        body: { paymentMethods: METHODS },
      } satisfies SandboxResponse);
      const methods = await cartPaymentMethods(tenant, request('session=s1; cart=cart-1'), 'cart-1');
      expect(methods).toEqual(METHODS);
      const [call] = sandbox.handle.mock.calls[0]!;
      expect(call.path).toBe(path);
      expect(call.headers.cookie).toBe('session=s1; cart=cart-1');
    },
  );

  it('a failed answer serves no methods', async () => {
    sandbox.handle.mockResolvedValue({ status: 503, body: { errorCode: 'UPSTREAM_UNAVAILABLE' } });
    const methods = await cartPaymentMethods(getTenantRegistry().get('congstar')!, request(''), 'cart-1');
    expect(methods).toBeNull();
  });

  it('an answer slower than the wait serves no methods once the wait is over', async () => {
    vi.useFakeTimers();
    sandbox.handle.mockReturnValue(new Promise(() => undefined));
    let methods: unknown;
    void cartPaymentMethods(getTenantRegistry().get('congstar')!, request(''), 'cart-1').then((read) => {
      methods = read;
    });
    await vi.advanceTimersByTimeAsync(SERVER_READ_WAIT_MS - 1);
    expect(methods).toBeUndefined();
    await vi.advanceTimersByTimeAsync(1);
    expect(methods).toBeNull();
  });
});

const PROFILE = {
  userId: 'U1',
  email: 'ada@example.com',
  firstName: 'Ada',
  lastName: 'Lovelace',
  phoneNumber: '+4915112345678',
};
const TOKEN = { id: 'T1', cardExpiryDate: '1230', paymentMethod: 'creditcard' };
/** The sandbox's answers by the call's path: the profile, then the payment tokens. */
function answers(byPath: Record<string, SandboxResponse | Promise<never>>) {
  sandbox.handle.mockImplementation(async (call: { path: string }) => {
    const found = Object.entries(byPath).find(([path]) => call.path.endsWith(path));
    return found ? found[1] : { status: 404, body: { errorCode: 'NOT_FOUND' } };
  });
}

describe('savedCardsState', () => {
  const congstar = () => getTenantRegistry().get('congstar')!;

  it('a signed-in customer: the session and the saved cards, as the page offers them', async () => {
    answers({
      '/profile': { status: 200, body: PROFILE },
      '/payment-tokens': { status: 200, body: { paymentTokens: [TOKEN] } },
    });
    const { session, tokens } = await savedCardsState(congstar(), request('session=s1'));
    expect(session.auth?.user?.email).toBe('ada@example.com');
    expect(tokens).toEqual([{ id: 'T1', expiry: '12/30', paymentMethod: 'creditcard' }]);
  });

  it('a guest: no session and no read of cards', async () => {
    answers({ '/profile': { status: 401, body: { errorCode: 'AUTHORIZATION_REQUIRED' } } });
    const { session, tokens } = await savedCardsState(congstar(), request('cart=cart-1'));
    expect(session).toEqual({});
    expect(tokens).toBeNull();
    expect(sandbox.handle.mock.calls.map(([call]) => call.path)).not.toContainEqual(
      expect.stringContaining('payment-tokens'),
    );
  });

  it('cards that fail or come late: the session without them, and the browser asks', async () => {
    vi.useFakeTimers();
    answers({
      '/profile': { status: 200, body: PROFILE },
      '/payment-tokens': new Promise<never>(() => undefined),
    });
    let read: Awaited<ReturnType<typeof savedCardsState>> | undefined;
    void savedCardsState(congstar(), request('session=s1')).then((result) => {
      read = result;
    });
    await vi.advanceTimersByTimeAsync(SERVER_READ_WAIT_MS);
    expect(read?.session.auth?.user?.email).toBe('ada@example.com');
    expect(read?.tokens).toBeNull();
  });
});
