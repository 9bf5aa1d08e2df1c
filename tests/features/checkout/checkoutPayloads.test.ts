// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  addToCartRoute,
  checkoutAddressRoute,
  commitOrderRoute,
  getCartRoute,
  orderDetailsRoute,
  paymentMethodsV3Route,
  paymentMethodsV4Route,
  paypalSessionIdRoute,
  startPaymentRoute,
} from '@/api';
import { emptyAddress } from '@/features/checkout/addressForm';
import { loadCheckout, pay, submitAddress } from '@/features/checkout/checkoutThunks';
import type { PaymentChoice } from '@/features/checkout/paymentFlow';
import { commitStarted } from '@/features/commit/commitSlice';
import { runCommit } from '@/features/commit/commitThunks';
import { makeStore } from '@/store/makeStore';
import type { TenantConfig } from '@/tenancy/schema';
import { tenantFixture } from '../../ui/tenantFixture';
import { cartItem, cartOf, fakeFetch, on } from '../cart/fakeCartBackend';

type Overrides = Parameters<typeof tenantFixture>[0];

const ada = {
  firstname: 'Ada',
  lastname: 'Lovelace',
  email: 'ada@example.com',
};

function storeWith(tenant: TenantConfig, orderNumber: string | null = null) {
  return makeStore({
    tenant: { config: tenant, language: 'en', pinned: false },
    cart: { cartName: 'cart-1', itemCount: 1 },
    checkout: { address: { ...emptyAddress(tenant), ...ada }, orderNumber, paymentAttempt: false },
  });
}

function checkoutBackend() {
  const backend = fakeFetch(
    on(checkoutAddressRoute, () => ({ nextStep: 'normal' as const })),
    on(paypalSessionIdRoute, () => ({ tokenId: 'fraudnet-1' })),
    on(startPaymentRoute, () => ({ orderNumber: 'SBX1', payerUrl: '/sandbox/pay/p1', paymentMethod: 'x' })),
    on(paymentMethodsV3Route, () => ({ paymentMethods: [] })),
    on(paymentMethodsV4Route, () => ({ paymentMethods: [] })),
  );
  vi.stubGlobal('fetch', backend.fetch);
  return backend;
}

const bodyOf = (backend: ReturnType<typeof fakeFetch>, route: string) =>
  backend.calls.find((call) => call.route === route)?.body;

afterEach(() => {
  vi.unstubAllGlobals();
  sessionStorage.clear();
  localStorage.clear();
});

describe('SPEC §7 checkout-address: cartName, deliveryAddress, language, orderNumber', () => {
  it.each([
    ['a first attempt names no order', null, {}],
    ['a retry names the order of the payment under way', 'SBX1', { orderNumber: 'SBX1' }],
  ])('%s', async (_, orderNumber, expected) => {
    const backend = checkoutBackend();
    await storeWith(tenantFixture(), orderNumber).dispatch(submitAddress());
    expect(bodyOf(backend, 'checkoutAddress')).toEqual({
      cartName: 'cart-1',
      language: 'en',
      deliveryAddress: { language: 'en', ...ada },
      ...expected,
    });
  });
});

describe('SPEC §7 checkout-start-payment, field by field', () => {
  const base = { cartName: 'cart-1', savePayment: false };
  it.each<[string, Overrides, string | null, PaymentChoice, Record<string, unknown>]>([
    ['a card, first attempt', {}, null, { method: 'creditcard' }, { paymentMethod: 'creditcard' }],
    [
      'a retry names its order',
      {},
      'SBX1',
      { method: 'creditcard' },
      { paymentMethod: 'creditcard', orderNumber: 'SBX1' },
    ],
    [
      'crypto carries its currency in additionalData',
      {},
      null,
      { method: 'crypto', cryptoCurrency: 'ETH' },
      { paymentMethod: 'crypto', additionalData: { cryptoCurrency: 'ETH' } },
    ],
    [
      '"save this payment method" is savePayment: true',
      {},
      null,
      { method: 'creditcard', savePayment: true },
      { paymentMethod: 'creditcard', savePayment: true },
    ],
    [
      'the tenant that creates a session id sends it',
      { sessionIdEnabled: true },
      null,
      { method: 'creditcard' },
      { paymentMethod: 'creditcard', sessionId: 'SESSION-1' },
    ],
    [
      'both device settings on: the device id',
      { settings: { deviceIDSwitch: true, shouldSendDeviceID: true } },
      null,
      { method: 'creditcard' },
      { paymentMethod: 'creditcard', deviceId: 'DEVICE-1' },
    ],
    [
      'PayPal: the fraudnet session id',
      {},
      null,
      { method: 'paypal' },
      { paymentMethod: 'paypal', fraudnetSessionId: 'fraudnet-1' },
    ],
  ])('%s', async (_, overrides, orderNumber, choice, expected) => {
    sessionStorage.setItem('checkoutSessionId', 'SESSION-1');
    localStorage.setItem('deviceId', 'DEVICE-1');
    const backend = checkoutBackend();
    await storeWith(tenantFixture(overrides), orderNumber).dispatch(pay(choice));
    expect(bodyOf(backend, 'startPayment')).toEqual({ ...base, ...expected });
  });
});

describe('a retry after a cancelled payment names its order (SPEC §4 commit, §7)', () => {
  it('the new cart’s address and payment start carry the cancelled order’s number', async () => {
    const item = { productId: 'testshop-topup-15', amount: 15, quantity: 1 };
    const backend = fakeFetch(
      on(commitOrderRoute, () => ({
        status: 409,
        errorCode: 'PAYMENT_CANCELLED',
        extra: { orderStatus: 'cancelled', items: [item] },
      })),
      on(orderDetailsRoute, () => ({ status: 404, errorCode: 'UNKNOWN_ORDER' })),
      on(getCartRoute, () => ({ status: 404, errorCode: 'UNKNOWN_CART' })),
      on(addToCartRoute, () => cartOf([cartItem({ itemKey: 'item-1' })], { cartName: 'cart-2' })),
      on(checkoutAddressRoute, () => ({ nextStep: 'normal' as const })),
      on(startPaymentRoute, () => ({
        orderNumber: 'SBX1',
        payerUrl: '/sandbox/pay/p2',
        paymentMethod: 'ideal',
      })),
    );
    vi.stubGlobal('fetch', backend.fetch);
    const store = storeWith(tenantFixture(), 'SBX1');
    store.dispatch(commitStarted({ cartName: 'cart-1', orderNumber: 'SBX1' }));
    expect((await store.dispatch(runCommit())).payload).toEqual({
      backToPayment: '/shop/checkout/payment?after=cancelled',
    });
    await store.dispatch(submitAddress());
    await store.dispatch(pay({ method: 'ideal' }));
    expect(bodyOf(backend, 'checkoutAddress')).toMatchObject({ cartName: 'cart-2', orderNumber: 'SBX1' });
    expect(bodyOf(backend, 'startPayment')).toEqual({
      cartName: 'cart-2',
      paymentMethod: 'ideal',
      savePayment: false,
      orderNumber: 'SBX1',
    });
  });
});

describe('SPEC §7 payment methods, through the checkout’s own load', () => {
  it.each<[string, boolean, string | null, string, Record<string, string>]>([
    [
      'a multi-brand tenant with a cart asks v4 for the cart’s methods',
      true,
      'cart-1',
      'paymentMethodsV4',
      { cartName: 'cart-1' },
    ],
    ['a multi-brand tenant without a cart asks v3', true, null, 'paymentMethodsV3', {}],
    ['a single-brand tenant asks v3', false, 'cart-1', 'paymentMethodsV3', {}],
  ])('%s', async (_, multipleBrands, cartName, route, params) => {
    const backend = checkoutBackend();
    const store = makeStore({
      tenant: { config: tenantFixture({ features: { multipleBrands } }), language: 'en', pinned: false },
      cart: { cartName, itemCount: cartName ? 1 : 0 },
    });
    await store.dispatch(loadCheckout());
    expect(backend.calls.map((call) => [call.route, call.params])).toEqual([[route, params]]);
  });
});
