import { afterEach, describe, expect, it, vi } from 'vitest';
import { SERVER_READ_WAIT_MS } from '@/config/constants';
import type { SandboxResponse } from '@/sandbox/http';
import { paymentMethodsState } from '@/features/checkout/server';
import type { PageRequest } from '@/server/requestState';
import { getTenantRegistry } from '@/tenancy/registry';

// The payment page's methods are read on the server beside the cart (ADR 0050); the page never
// waits for them long, nor fails for them: the browser asks then, as before.

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

describe('paymentMethodsState', () => {
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
      const state = await paymentMethodsState(tenant, request('session=s1; cart=cart-1'), 'cart-1');
      expect(state.checkoutFlow?.methods).toEqual(METHODS);
      expect(state.checkoutFlow?.methodsFailed).toBe(false);
      const [call] = sandbox.handle.mock.calls[0]!;
      expect(call.path).toBe(path);
      expect(call.headers.cookie).toBe('session=s1; cart=cart-1');
    },
  );

  it('a failed answer serves no methods', async () => {
    sandbox.handle.mockResolvedValue({ status: 503, body: { errorCode: 'UPSTREAM_UNAVAILABLE' } });
    const state = await paymentMethodsState(getTenantRegistry().get('congstar')!, request(''), 'cart-1');
    expect(state).toEqual({});
  });

  it('an answer slower than the wait serves no methods once the wait is over', async () => {
    vi.useFakeTimers();
    sandbox.handle.mockReturnValue(new Promise(() => undefined));
    let state: unknown;
    void paymentMethodsState(getTenantRegistry().get('congstar')!, request(''), 'cart-1').then((s) => {
      state = s;
    });
    await vi.advanceTimersByTimeAsync(SERVER_READ_WAIT_MS - 1);
    expect(state).toBeUndefined();
    await vi.advanceTimersByTimeAsync(1);
    expect(state).toEqual({});
  });
});
