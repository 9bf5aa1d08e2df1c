import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  checkoutAddressRoute,
  createOrderRoute,
  paymentTokenConfirmRoute,
  paypalSessionIdRoute,
  startPaymentRoute,
  type CartItem,
} from '@/api';
import { selectFlow } from '@/features/checkout/checkoutFlowSlice';
import { checkoutSlice } from '@/features/checkout/checkoutSlice';
import {
  askForOtp,
  needsOtp,
  pay,
  prefillFromSession,
  type Navigation,
} from '@/features/checkout/checkoutThunks';
import { emptyAddress } from '@/features/checkout/addressForm';
import type { PaymentChoice } from '@/features/checkout/paymentFlow';
import { orderSettled } from '@/features/commit';
import { makeStore } from '@/store/makeStore';
import type { TenantConfig, TopupKind } from '@/tenancy/schema';
import { tenantFixture } from '../../ui/tenantFixture';
import { cartItem, cartOf, fakeFetch, on, type ErrorReply } from '../cart/fakeCartBackend';

afterEach(() => vi.unstubAllGlobals());

function storeWith(tenant: TenantConfig = tenantFixture()) {
  return makeStore({
    tenant: { config: tenant, language: 'en', pinned: false },
    cart: { cartName: 'cart-1', itemCount: 1 },
  });
}

const refuse = (errorCode: string, status = 422): ErrorReply => ({ status, errorCode });

function storeWithCart(items: CartItem[], kinds: TopupKind[]) {
  return makeStore({
    tenant: { config: tenantFixture({ topup: { kinds } }), language: 'en', pinned: false },
    cart: { cartName: 'cart-1', itemCount: items.length },
    cartContent: { cart: cartOf(items), status: 'ready', busy: false, hydrated: true },
  });
}

const topup = cartItem({ itemKey: 'i1' });
const smsConsent = cartItem({
  itemKey: 'i1',
  amount: 0,
  grossAmount: 0,
  smsTopupConsent: { pinCode: '1234' },
});
const lowBalanceSetup = cartItem({
  itemKey: 'i1',
  amount: 0,
  grossAmount: 0,
  autoTopupOption: { lowBalanceOption: { lowBalanceLimit: 5 } },
});
const cashCode = cartItem({ itemKey: 'i1', cashCode: 'SHOP-1234' });

describe('where an order without a payment start goes (SPEC §4 steps 3 and 5)', () => {
  const result = '/shop/checkout/result';
  const bySavedCard = {
    choice: { method: 'creditcard', savedTokenId: 'PT-1' },
    items: [topup],
    kinds: ['ONCE_OFF'],
  } satisfies { choice: PaymentChoice; items: CartItem[]; kinds: TopupKind[] };
  const withToken = {
    to: 'shop',
    url: `${result}?orderNumber=SBX7&cartName=cart-1&paymentToken=PT-1`,
  } as const;
  it.each<{
    name: string;
    choice: PaymentChoice;
    items: CartItem[];
    kinds: TopupKind[];
    confirmed?: { payerUrl?: string };
    to: Navigation;
    /** the browser leaves for a payer page: the attempt is recorded and the cart kept */
    leaves: boolean;
  }>([
    {
      name: 'a saved card charged at once → the result page with its token',
      ...bySavedCard,
      confirmed: {},
      to: withToken,
      leaves: false,
    },
    {
      name: 'a saved card with an empty payerUrl → the result page with its token',
      ...bySavedCard,
      confirmed: { payerUrl: '' },
      to: withToken,
      leaves: false,
    },
    {
      name: "a saved card whose issuer asks for 3-D Secure → the check's page",
      ...bySavedCard,
      confirmed: { payerUrl: '/sandbox/pay/pay_7?flow=challenge' },
      to: { to: 'external', url: '/sandbox/pay/pay_7?flow=challenge' },
      leaves: true,
    },
    {
      name: 'a free SMS consent → the result page, not the cash code',
      choice: { method: 'N/A' },
      items: [smsConsent],
      kinds: ['ONCE_OFF', 'SMS', 'CASH_CODE'],
      to: { to: 'shop', url: `${result}?orderNumber=SBX7&cartName=cart-1` },
      leaves: false,
    },
    {
      name: 'a free low-balance setup → the result page, not the cash code',
      choice: { method: 'N/A' },
      items: [lowBalanceSetup],
      kinds: ['ONCE_OFF', 'CASH_CODE'],
      to: { to: 'shop', url: `${result}?orderNumber=SBX7&cartName=cart-1` },
      leaves: false,
    },
    {
      name: 'a cash-code cart → its cash code',
      choice: { method: 'N/A' },
      items: [cashCode, cartItem({ itemKey: 'i2', cashCode: 'SHOP-5678' })],
      kinds: ['ONCE_OFF', 'CASH_CODE'],
      to: { to: 'shop', url: `${result}/cash-code?cartName=cart-1&orderNumber=SBX7` },
      leaves: false,
    },
    {
      name: 'a cart with a cash code beside a free setup → the result page',
      choice: { method: 'N/A' },
      items: [cashCode, { ...smsConsent, itemKey: 'i2' }],
      kinds: ['ONCE_OFF', 'SMS', 'CASH_CODE'],
      to: { to: 'shop', url: `${result}?orderNumber=SBX7&cartName=cart-1` },
      leaves: false,
    },
  ])('$name', async ({ choice, items, kinds, confirmed, to, leaves }) => {
    const backend = fakeFetch(
      on(createOrderRoute, () => ({ orderNumber: 'SBX7' })),
      on(paymentTokenConfirmRoute, () => confirmed ?? refuse('UNEXPECTED')),
    );
    vi.stubGlobal('fetch', backend.fetch);
    const store = storeWithCart(items, kinds);
    expect((await store.dispatch(pay(choice))).payload).toEqual(to);
    expect(backend.calls.map((c) => [c.route, c.body])).toEqual([
      ['createOrder', { cartName: 'cart-1' }],
      ...(choice.savedTokenId ? [['confirmPaymentToken', { id: 'PT-1', orderNumber: 'SBX7' }]] : []),
    ]);
    expect(store.getState().checkout).toMatchObject({ orderNumber: 'SBX7', paymentAttempt: leaves });
    // the commit settles the order: until then a cancelled check finds the cart to pay again
    expect(store.getState().cart.cartName).toBe(leaves ? 'cart-1' : null);
    expect(selectFlow(store.getState()).busy).toBe(leaves);
  });
});

describe('pay with a saved token (SPEC §4 step 3, token confirm)', () => {
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

describe('OTP_REQUIRED at a step (docs/specification.md §8)', () => {
  it.each<[string, { errorCode: string; status: number } | undefined, boolean]>([
    ['startPayment', { errorCode: 'OTP_REQUIRED', status: 409 }, true],
    ['createOrder', { errorCode: 'OTP_REQUIRED', status: 409 }, true],
    ['startPayment', { errorCode: 'PAYMENT_METHOD_IS_NOT_AVAILABLE', status: 422 }, false],
  ])('a %s refused with %o asks for the code: %s', async (route, refusal, asks) => {
    vi.stubGlobal(
      'fetch',
      fakeFetch(
        on(startPaymentRoute, () => refuse(refusal!.errorCode, refusal!.status)),
        on(createOrderRoute, () => refuse(refusal!.errorCode, refusal!.status)),
      ).fetch,
    );
    const choice = route === 'createOrder' ? { method: 'N/A' } : { method: 'creditcard' };
    const result = await storeWithCart([smsConsent], ['ONCE_OFF', 'SMS']).dispatch(pay(choice));
    expect(pay.rejected.match(result) && needsOtp(result.payload)).toBe(asks);
  });

  const refused = { errorCode: 'OTP_REQUIRED', messageKey: 'generalErrorMessage' };
  it.each<[string, { nextStep: 'normal' | 'otp' } | ErrorReply, 'dialog' | string]>([
    ['the code is sent', { nextStep: 'otp' }, 'dialog'],
    ['a code was sent moments ago', refuse('OTP_RESEND_TIME_LIMIT_RESTRICTION', 429), 'dialog'],
    ['the address wants the code too', refuse('OTP_REQUIRED', 409), 'dialog'],
    ['no code is sent: the refused step says why', { nextStep: 'normal' }, 'generalErrorMessage'],
    ['the address fails: it says why', refuse('VALIDATION_FAILED', 400), 'generalErrorMessage'],
  ])('the address sent again: %s', async (_, answer, outcome) => {
    const backend = fakeFetch(on(checkoutAddressRoute, () => answer));
    vi.stubGlobal('fetch', backend.fetch);
    const store = storeWithCart([topup], ['ONCE_OFF']);
    const asked = await store.dispatch(askForOtp(refused));
    expect(backend.calls.map((call) => call.route)).toEqual(['checkoutAddress']);
    expect(selectFlow(store.getState()).otpOpen).toBe(outcome === 'dialog');
    if (outcome === 'dialog') expect(askForOtp.fulfilled.match(asked)).toBe(true);
    else expect(asked.payload).toMatchObject({ messageKey: outcome });
  });
});

describe('the customer the server rendered the payment page for (ADR 0050)', () => {
  const user = {
    isAuthenticated: true,
    email: 'pat@example.com',
    firstName: 'Pat',
    lastName: null,
    phoneNumber: '+4915112345678',
  };

  it("fills the stored address's gaps from the session's profile and asks the backend for nothing", async () => {
    const backend = fakeFetch();
    vi.stubGlobal('fetch', backend.fetch);
    const tenant = tenantFixture();
    const store = makeStore({
      tenant: { config: tenant, language: 'en', pinned: false },
      auth: { user },
      checkout: {
        ...checkoutSlice.getInitialState(),
        address: { ...emptyAddress(tenant), firstname: 'Ada' },
      },
    });
    await store.dispatch(prefillFromSession());
    expect(store.getState().checkout.address).toMatchObject({
      firstname: 'Ada',
      email: 'pat@example.com',
      lastname: '',
      phoneNumber: '+4915112345678',
    });
    expect(backend.calls).toEqual([]);
  });

  it('leaves the address alone without a signed-in user', async () => {
    const store = storeWith();
    await store.dispatch(prefillFromSession());
    expect(store.getState().checkout.address).toEqual(checkoutSlice.getInitialState().address);
  });
});
