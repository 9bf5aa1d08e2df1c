import { afterEach, describe, expect, it, vi } from 'vitest';
import { paymentTokenConfirmRoute, createOrderRoute, paypalSessionIdRoute, startPaymentRoute } from '@/api';
import { selectFlow } from '@/features/checkout/checkoutFlowSlice';
import { checkoutSlice } from '@/features/checkout/checkoutSlice';
import { pay } from '@/features/checkout/checkoutThunks';
import { orderSettled } from '@/features/commit';
import { makeStore } from '@/store/makeStore';
import type { TenantConfig } from '@/tenancy/schema';
import { tenantFixture } from '../../ui/tenantFixture';
import { fakeFetch, on, type ErrorReply } from '../cart/fakeCartBackend';

afterEach(() => vi.unstubAllGlobals());

function storeWith(tenant: TenantConfig = tenantFixture()) {
  return makeStore({
    tenant: { config: tenant, language: 'en', pinned: false },
    cart: { cartName: 'cart-1', itemCount: 1 },
  });
}

const refuse = (errorCode: string, status = 422): ErrorReply => ({ status, errorCode });

describe('pay with a saved token (SPEC §4 step 3, token confirm)', () => {
  it('creates the order, confirms the token and goes to the result with paymentToken; the cart resets', async () => {
    const backend = fakeFetch(
      on(createOrderRoute, () => ({ orderNumber: 'SBX7' })),
      on(paymentTokenConfirmRoute, () => ({ payerUrl: '/shop/checkout/result?orderNumber=SBX7' })),
    );
    vi.stubGlobal('fetch', backend.fetch);
    const store = storeWith();
    const result = await store.dispatch(pay({ method: 'creditcard', savedTokenId: 'PT-1' }));
    expect(result.payload).toEqual({
      to: 'shop',
      url: '/shop/checkout/result?orderNumber=SBX7&cartName=cart-1&paymentToken=PT-1',
    });
    expect(backend.calls.map((c) => [c.route, c.body])).toEqual([
      ['createOrder', { cartName: 'cart-1' }],
      ['confirmPaymentToken', { id: 'PT-1', orderNumber: 'SBX7' }],
    ]);
    expect(store.getState().cart.cartName).toBeNull();
  });

  it.each([
    ['TOKEN_STATUS_CANCELED', 'tokenStatusCanceledError'],
    ['FRAUD_DECLINED', 'fraudDeclinedTransaction'],
    ['PAYMENT_TOKEN_INVALID', 'fraudDeclinedTransaction'],
  ])('%s → %s, and back to the main page', async (errorCode, messageKey) => {
    vi.stubGlobal(
      'fetch',
      fakeFetch(
        on(createOrderRoute, () => ({ orderNumber: 'SBX7' })),
        on(paymentTokenConfirmRoute, () => refuse(errorCode, 409)),
      ).fetch,
    );
    const result = await storeWith().dispatch(pay({ method: 'creditcard', savedTokenId: 'PT-1' }));
    expect(result.payload).toMatchObject({ errorCode, messageKey, toMainPage: true });
  });
});

describe('start payment errors (SPEC §8)', () => {
  it.each<[string, boolean, string]>([
    ['PAYMENT_METHOD_IS_NOT_AVAILABLE', false, 'paymentMethodIsNotAvailable'],
    ['CART_LOCKED', false, 'generalErrorMessage'],
    ['CART_LOCKED', true, 'startPaymentErrorMessage'],
  ])('%s (reloadnow tenant %s) → %s', async (errorCode, isReloadNowTenant, messageKey) => {
    vi.stubGlobal('fetch', fakeFetch(on(startPaymentRoute, () => refuse(errorCode))).fetch);
    const store = storeWith(tenantFixture({ isReloadNowTenant }));
    const result = await store.dispatch(pay({ method: 'creditcard' }));
    expect(result.payload).toMatchObject({ errorCode, messageKey });
    expect(selectFlow(store.getState())).toMatchObject({ busy: false, paypalTransactionError: false });
  });

  it('a failed PayPal start sets the PayPal transaction error flag; the call carries the fraudnet session', async () => {
    const backend = fakeFetch(
      on(paypalSessionIdRoute, () => ({ tokenId: 'fraudnet-1' })),
      on(startPaymentRoute, () => refuse('PAYMENT_METHOD_IS_NOT_AVAILABLE')),
    );
    vi.stubGlobal('fetch', backend.fetch);
    const store = storeWith();
    await store.dispatch(pay({ method: 'paypal' }));
    expect(selectFlow(store.getState()).paypalTransactionError).toBe(true);
    expect(backend.calls.find((c) => c.route === 'startPayment')?.body).toMatchObject({
      paymentMethod: 'paypal',
      fraudnetSessionId: 'fraudnet-1',
    });
  });
});

describe('the persisted order', () => {
  it('a redirect marks the attempt; the settled commit forgets order and attempt', async () => {
    const backend = fakeFetch(
      on(startPaymentRoute, () => ({
        orderNumber: 'SBX9',
        payerUrl: '/sandbox/pay/pay_9',
        paymentMethod: 'ideal',
      })),
    );
    vi.stubGlobal('fetch', backend.fetch);
    const store = storeWith();
    expect((await store.dispatch(pay({ method: 'ideal' }))).payload).toEqual({
      to: 'external',
      url: '/sandbox/pay/pay_9',
    });
    expect(store.getState().checkout).toMatchObject({ orderNumber: 'SBX9', paymentAttempt: true });
    // the page stays busy while the browser leaves, so a second click does nothing
    expect(selectFlow(store.getState()).busy).toBe(true);
    const second = await store.dispatch(pay({ method: 'ideal' }));
    expect(pay.rejected.match(second) && second.meta.condition).toBe(true);
    expect(backend.calls.filter((call) => call.route === 'startPayment')).toHaveLength(1);
    store.dispatch(orderSettled({ orderNumber: 'SBX9', cancelled: false }));
    expect(store.getState()[checkoutSlice.name]).toMatchObject({ orderNumber: null, paymentAttempt: false });
  });
});
