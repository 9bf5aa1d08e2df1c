import { act } from 'react';
import { flushSync } from 'react-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { z } from 'zod/mini';
import {
  checkoutAddressRoute,
  createOrderRoute,
  getCartRoute,
  paymentMethodsV3Route,
  paymentTokensRoute,
  profileRoute,
  startPaymentRoute,
  type Cart,
} from '@/api';
import { servedFlow } from '@/features/checkout/checkoutFlowSlice';
import type { SavedToken } from '@/features/checkout/paymentFlow';
import { loadPaymentMethods } from '@/features/checkout/checkoutThunks';
import { PaymentPage } from '@/features/checkout/PaymentPage';
import type { TenantConfig, TopupKind } from '@/tenancy/schema';
import { configure, render, renderServerHtml, screen, waitFor } from '../../ui/render';
import { tenantFixture } from '../../ui/tenantFixture';
import { cartItem, cartOf, fakeFetch, on, type ErrorReply } from '../cart/fakeCartBackend';

configure({ asyncUtilTimeout: 5_000 });

const methods = {
  paymentMethods: [
    { name: 'creditcard', iframe: false, savable: true },
    { name: 'paypal', iframe: false, savable: true },
  ],
};

type Profile = z.input<typeof profileRoute.response>;
const guest = () => ({ status: 401, errorCode: 'AUTHORIZATION_REQUIRED' }) satisfies ErrorReply;

function renderPayment(
  options: {
    cart?: Cart;
    profile?: () => Profile;
    kinds?: TopupKind[];
    query?: Record<string, string>;
    features?: Partial<TenantConfig['features']>;
  } = {},
) {
  const backend = fakeFetch(
    on(getCartRoute, () => options.cart ?? cartOf([cartItem({ itemKey: 'i1' })])),
    on(paymentMethodsV3Route, () => methods),
    on(profileRoute, options.profile ?? guest),
    on(paymentTokensRoute, () => ({
      paymentTokens: [{ id: 'PT-1', cardExpiryDate: '0329', paymentMethod: 'creditcard' }],
    })),
    on(checkoutAddressRoute, () => ({ nextStep: 'normal' as const })),
    on(startPaymentRoute, () => ({
      orderNumber: 'SBX1',
      payerUrl: '/sandbox/pay/pay_1',
      paymentMethod: 'creditcard',
    })),
    on(createOrderRoute, () => ({ orderNumber: 'SBX2' })),
  );
  vi.stubGlobal('fetch', backend.fetch);
  const tenant = tenantFixture({
    emailDomainShortcuts: ['gmail.com', 'web.de', 'gmx.de'],
    features: { requiredFieldAsterisk: true, inputHelperText: true, ...options.features },
    settings: { deviceIDSwitch: true, shouldSendDeviceID: false },
    ...(options.kinds ? { topup: { kinds: options.kinds } } : {}),
  });
  const view = render(<PaymentPage />, {
    tenant,
    preloadedState: {
      cart: { cartName: 'cart-1', itemCount: 1 },
      cartContent: { cart: null, status: 'idle', busy: false, hydrated: true },
      // a customer the shop knows as signed in is asked for their profile; a guest is not
      ...(options.profile
        ? {
            auth: {
              user: {
                isAuthenticated: true,
                email: null,
                firstName: null,
                lastName: null,
                phoneNumber: null,
              },
            },
          }
        : {}),
    },
    router: { query: options.query ?? {} },
  });
  return { ...view, backend };
}

afterEach(() => vi.unstubAllGlobals());

const field = (name: RegExp) => screen.getByRole('textbox', { name });
const payButton = () => screen.getByRole('button', { name: 'Pay now' });

describe('PaymentPage', { timeout: 20_000 }, () => {
  it.each([
    ['cancelled', /You cancelled the payment, so nothing was charged/],
    ['failed', /The last payment did not go through and nothing was charged/],
  ])('back from a %s payment, says so above the form, with the cart still there', async (after, said) => {
    renderPayment({ query: { after } });
    expect((await screen.findByRole('status')).textContent).toMatch(said);
  });

  it('says nothing of a last payment it was not told of', async () => {
    renderPayment({ query: { after: '<script>' } });
    await screen.findByRole('radio', { name: /Credit card/ });
    expect(screen.queryByText(/nothing was charged/)).toBeNull();
  });

  it('says what is wrong at each field, sends nothing, and keeps the typing in the store', async () => {
    const { user, backend, store } = renderPayment();
    await screen.findByRole('radio', { name: /^Credit card/ });
    expect(field(/First name/).getAttribute('aria-required')).toBe('true');
    expect(screen.getByText('We send your receipt here.')).toBeTruthy();
    await user.click(payButton());
    expect(screen.getAllByText('Please fill in this field.')).toHaveLength(3);
    expect(screen.getByText('Please choose a payment method.')).toBeTruthy();
    expect(document.activeElement).toBe(field(/First name/));
    await user.type(field(/Email address/), 'ada@');
    expect(screen.getByText('Please enter an email address like name@example.com.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: '@gmail.com' }));
    expect(field(/Email address/)).toHaveProperty('value', 'ada@gmail.com');
    expect(store.getState().checkout.address?.email).toBe('ada@gmail.com');
    expect(backend.calls.map((c) => c.route)).not.toContain('checkoutAddress');
  });

  it('sends the address, then starts the card payment and marks the attempt', async () => {
    const { user, backend, store } = renderPayment();
    await user.type(field(/First name/), 'Ada');
    await user.type(field(/Last name/), 'N/A');
    await user.clear(field(/Last name/));
    await user.type(field(/Last name/), 'Lovelace');
    await user.type(field(/Email address/), 'ada@example.com');
    await user.click(await screen.findByRole('radio', { name: /^Credit card/ }));
    await user.click(payButton());
    await waitFor(() => expect(store.getState().checkout.paymentAttempt).toBe(true));
    const address = backend.calls.find((c) => c.route === 'checkoutAddress')!.body;
    expect(address).toEqual({
      cartName: 'cart-1',
      language: 'en',
      deliveryAddress: { language: 'en', firstname: 'Ada', lastname: 'Lovelace', email: 'ada@example.com' },
    });
    const start = backend.calls.find((c) => c.route === 'startPayment')!.body;
    // SPEC §5: no device id while shouldSendDeviceID is off
    expect(start).toEqual({ cartName: 'cart-1', paymentMethod: 'creditcard', savePayment: false });
    expect(store.getState().checkout.orderNumber).toBe('SBX1');
  });

  it("renders the methods' answer in the background: the store's update (one piece) keeps the last ones", async () => {
    const { store } = renderPayment();
    await screen.findByRole('radio', { name: /^Credit card/ });
    const paypalOnly = paymentMethodsV3Route.response.parse({ paymentMethods: [methods.paymentMethods[1]] });
    act(() => {
      // react-redux renders a store's update at once, as flushSync does
      flushSync(() => store.dispatch(loadPaymentMethods.fulfilled(paypalOnly.paymentMethods, 'answer')));
      expect(screen.queryByRole('radio', { name: /^Credit card/ })).not.toBeNull();
    });
    // the background render, once the store's is done
    expect(screen.queryByRole('radio', { name: /^Credit card/ })).toBeNull();
    expect(screen.getByRole('radio', { name: /^PayPal/ })).toBeTruthy();
  });

  it('a guest is offered the methods without a profile call that could only be refused', async () => {
    const { backend } = renderPayment();
    expect(await screen.findByRole('radio', { name: /Credit card/ })).toBeTruthy();
    expect(backend.calls.map((c) => c.route)).not.toContain('getProfile');
    expect(screen.queryByRole('radio', { name: /^Saved/ })).toBeNull();
  });

  it('a signed-in customer: their details fill the gaps and their saved card is offered', async () => {
    renderPayment({
      profile: () => ({
        userId: 'u1',
        email: 'pat@example.com',
        firstName: 'Pat',
        lastName: null,
        phoneNumber: null,
      }),
    });
    expect(await screen.findByRole('radio', { name: 'Saved Credit card, valid until 03/29' })).toBeTruthy();
    expect(field(/First name/)).toHaveProperty('value', 'Pat');
    expect(field(/Email address/)).toHaveProperty('value', 'pat@example.com');
    expect(field(/Last name/)).toHaveProperty('value', '');
  });

  it('a free setup places the order and goes to the result page, not the cash code', async () => {
    const consent = cartItem({
      itemKey: 'i1',
      amount: 0,
      grossAmount: 0,
      smsTopupConsent: { pinCode: '1234' },
    });
    const cart = cartOf([consent]);
    expect(cart.needsPayment).toBe(false);
    const { user, router, store } = renderPayment({ cart });
    await user.type(field(/First name/), 'Ada');
    await user.type(field(/Last name/), 'Lovelace');
    await user.type(field(/Email address/), 'ada@example.com');
    expect(await screen.findByText('This order needs no payment.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Place order' }));
    await waitFor(() =>
      expect(router.push).toHaveBeenCalledWith('/shop/checkout/result?orderNumber=SBX2&cartName=cart-1'),
    );
    expect(store.getState().cart.cartName).toBeNull();
  });
  const cashCodeCart = (items: ReturnType<typeof cartItem>[]) => ({ ...cartOf(items), needsPayment: true });

  it('a cash-code cart on a shop that sells cash codes asks for no method: the address, then the order (N/A), then the cash-code result', async () => {
    const cart = cashCodeCart([cartItem({ itemKey: 'i1', cashCode: 'AB12-CD34' })]);
    const { user, router, backend, store } = renderPayment({ cart, kinds: ['ONCE_OFF', 'CASH_CODE'] });
    expect(
      await screen.findByText(
        'No payment method needed: you pay in cash at a store with the code you get next.',
      ),
    ).toBeTruthy();
    expect(screen.queryByRole('radio', { name: /Credit card/ })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Pay now' })).toBeNull();
    await user.type(field(/First name/), 'Ada');
    await user.type(field(/Last name/), 'Lovelace');
    await user.type(field(/Email address/), 'ada@example.com');
    await user.click(screen.getByRole('button', { name: 'Get your cash code' }));
    await waitFor(() =>
      expect(router.push).toHaveBeenCalledWith(
        '/shop/checkout/result/cash-code?cartName=cart-1&orderNumber=SBX2',
      ),
    );
    const sent = backend.calls.filter((c) => !['getCart', 'paymentMethodsV3'].includes(c.route));
    expect(sent.map((c) => c.route)).toEqual(['checkoutAddress', 'createOrder']);
    expect(sent[0]!.body).toEqual({
      cartName: 'cart-1',
      language: 'en',
      deliveryAddress: { language: 'en', firstname: 'Ada', lastname: 'Lovelace', email: 'ada@example.com' },
    });
    expect(sent[1]!.body).toEqual({ cartName: 'cart-1' });
    expect(store.getState().cart.cartName).toBeNull();
  });

  it.each([
    [
      'a cash-code item beside a once-off one',
      cashCodeCart([cartItem({ itemKey: 'i1', cashCode: 'AB12-CD34' }), cartItem({ itemKey: 'i2' })]),
      ['ONCE_OFF', 'CASH_CODE'] as TopupKind[],
    ],
    [
      'a cash-code item on a shop that sells no cash codes',
      cashCodeCart([cartItem({ itemKey: 'i1', cashCode: 'AB12-CD34' })]),
      ['ONCE_OFF'] as TopupKind[],
    ],
  ])('%s still asks for a payment method and creates no order', async (_name, cart, kinds) => {
    const { user, backend } = renderPayment({ cart, kinds });
    await user.type(field(/First name/), 'Ada');
    await user.type(field(/Last name/), 'Lovelace');
    await user.type(field(/Email address/), 'ada@example.com');
    await user.click(await screen.findByRole('button', { name: 'Pay now' }));
    expect(await screen.findByText('Please choose a payment method.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Get your cash code' })).toBeNull();
    expect(backend.calls.map((c) => c.route)).not.toContain('createOrder');
  });
});

describe('the methods the server read with the cart (ADR 0050)', () => {
  /** The payment radios of the server's HTML of a page served with its cart, its methods and `tokens`. */
  const servedRadios = (tokens: SavedToken[] | null) => {
    const served = paymentMethodsV3Route.response.parse(methods).paymentMethods;
    const html = renderServerHtml(<PaymentPage />, {
      preloadedState: {
        cart: { cartName: 'cart-1', itemCount: 1 },
        cartContent: {
          cart: cartOf([cartItem({ itemKey: 'i1' })]),
          status: 'ready',
          busy: false,
          hydrated: false,
        },
        checkoutFlow: servedFlow(served, tokens && { tokens }),
      },
    });
    expect(html.querySelector('[aria-label="Loading payment methods"]')).toBeNull();
    return [...html.querySelectorAll<HTMLInputElement>('input[name="paymentMethod"]')];
  };

  it('are in the server HTML, chosen by nothing, with the cart they belong to', () => {
    const radios = servedRadios(null);
    expect(radios.map((radio) => radio.value)).toEqual(['creditcard', 'paypal']);
    expect(radios.some((radio) => radio.checked)).toBe(false);
  });

  it('offer a signed-in customer’s saved card, chosen, in the server HTML', () => {
    const radios = servedRadios([{ id: 'T1', expiry: '12/30', paymentMethod: 'creditcard' }]);
    expect(radios.filter((radio) => radio.checked).map((radio) => radio.value)).toEqual(['token:T1']);
  });
});

describe('the address form before the cart is read (ADR 0032)', () => {
  it.each([
    ['a shop that sells top-ups asks for the postal lines', ['TOPUP', 'ESIM'], true],
    ['an eSIM shop asks for the country only', ['ESIM'], false],
    ['a shop whose catalogue the server could not read asks for every line', null, true],
  ])('%s', (_name, soldKinds, postal) => {
    // the server's render: the persisted cart name is not back yet, so nothing is fetched
    render(<PaymentPage soldKinds={soldKinds} />, {
      tenant: tenantFixture({ features: { addressCountrySelection: true } }),
      preloadedState: { cartContent: { cart: null, status: 'idle', busy: false, hydrated: false } },
    });
    expect(screen.queryByRole('textbox', { name: /^Street/ }) !== null).toBe(postal);
    expect(screen.queryByRole('textbox', { name: /^Postcode/ }) !== null).toBe(postal);
    expect(screen.getByRole('combobox', { name: /^Country/ })).toBeTruthy();
  });
});

describe('the address form of a cart that was read (ADR 0032)', { timeout: 20_000 }, () => {
  const voucherCart = cartOf([
    cartItem({
      itemKey: 'i1',
      productId: 'testshop-voucher-15',
      objectType: 'VOUCHER',
      phoneNumber: undefined,
    }),
  ]);
  const autofill = { addressCountrySelection: false, addressAutofill: true };

  it.each([
    ['postcode autofill: a voucher cart', autofill, voucherCart, true, false],
    ['postcode autofill: a top-up cart', autofill, undefined, true, true],
    ['country selection: a voucher cart', { addressCountrySelection: true }, voucherCart, true, false],
    [
      'neither flag: a voucher cart',
      { addressCountrySelection: false, addressAutofill: false },
      voucherCart,
      false,
      false,
    ],
  ])('%s', async (_name, features, cart, country, postal) => {
    renderPayment({ cart, features });
    await screen.findByRole('radio', { name: /Credit card/ });
    // the lines the cart does not need go once the cart is read
    await waitFor(() => expect(screen.queryByRole('textbox', { name: /^Street/ }) !== null).toBe(postal));
    expect(screen.queryByRole('combobox', { name: /^Country/ }) !== null).toBe(country);
  });

  it('postcode autofill: a voucher cart sends the country the customer sees', async () => {
    const { user, backend } = renderPayment({ cart: voucherCart, features: autofill });
    await user.type(field(/First name/), 'Ada');
    await user.type(field(/Last name/), 'Lovelace');
    await user.type(field(/Email address/), 'ada@example.com');
    const country = screen.getByRole('combobox', { name: /^Country/ });
    expect((country as HTMLSelectElement).value).toBe('DE');
    await user.click(await screen.findByRole('radio', { name: /Credit card/ }));
    await user.click(payButton());
    await waitFor(() => expect(backend.calls.map((c) => c.route)).toContain('checkoutAddress'));
    const sent = backend.calls.find((c) => c.route === 'checkoutAddress')!.body as {
      deliveryAddress: Record<string, unknown>;
    };
    expect(sent.deliveryAddress).toMatchObject({ countryCode: 'DE' });
    expect(sent.deliveryAddress).not.toHaveProperty('street');
  });
});
