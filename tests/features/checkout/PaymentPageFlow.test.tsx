import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  checkoutAddressRoute,
  getCartRoute,
  paymentMethodsV3Route,
  paymentMethodsV4Route,
  paymentTokensRoute,
  profileRoute,
  startPaymentRoute,
  validateOtpRoute,
} from '@/api';
import { PaymentPage } from '@/features/checkout/PaymentPage';
import type { TenantConfig } from '@/tenancy/schema';
import { configure, render, screen, waitFor, within } from '../../ui/render';
import { tenantFixture } from '../../ui/tenantFixture';
import { cartItem, cartOf, fakeFetch, on } from '../cart/fakeCartBackend';
import { user as signedInUser } from '../account/fixtures';

configure({ asyncUtilTimeout: 5_000 });

const methods = {
  paymentMethods: [
    { name: 'creditcard', iframe: false, savable: true },
    { name: 'crypto', iframe: false, savable: false, cryptoCurrencies: ['BTC', 'ETH'] },
  ],
};

/**
 * The payment page against a fake backend: the address step answers `nextStep`, the OTP is right
 * when it is 123456. A fragment as payer URL keeps the page's redirect inside the test's document.
 */
function renderFlow(
  options: {
    nextStep?: 'normal' | 'otp';
    /** the backend asks for the code only at payment start: the address sends it the second time */
    otpAtStart?: boolean;
    /** the address itself answers OTP_REQUIRED the first time */
    otpRequiredAtAddress?: boolean;
    signedIn?: boolean;
    tenant?: TenantConfig;
  } = {},
) {
  let validated = false;
  let addresses = 0;
  const backend = fakeFetch(
    on(getCartRoute, () => cartOf([cartItem({ itemKey: 'i1' })])),
    on(paymentMethodsV3Route, () => methods),
    on(paymentMethodsV4Route, () => methods),
    on(profileRoute, () => ({ userId: 'u1', ...signedInUser })),
    on(paymentTokensRoute, () => ({ paymentTokens: [] })),
    on(checkoutAddressRoute, () => {
      addresses += 1;
      if (options.otpRequiredAtAddress && addresses === 1) return { status: 409, errorCode: 'OTP_REQUIRED' };
      const asks = (options.otpAtStart || options.otpRequiredAtAddress) && addresses > 1 && !validated;
      return { nextStep: asks ? 'otp' : (options.nextStep ?? 'normal') };
    }),
    on(validateOtpRoute, (call) => {
      if ((call.body as { otp: string }).otp !== '123456') return { status: 422, errorCode: 'OTP_INVALID' };
      validated = true;
      return { valid: true as const };
    }),
    on(startPaymentRoute, () =>
      options.otpAtStart && !validated
        ? { status: 409, errorCode: 'OTP_REQUIRED' }
        : { orderNumber: 'SBX1', payerUrl: '#paid', paymentMethod: 'creditcard' },
    ),
  );
  vi.stubGlobal('fetch', backend.fetch);
  const view = render(<PaymentPage />, {
    tenant: options.tenant ?? tenantFixture(),
    preloadedState: {
      cart: { cartName: 'cart-1', itemCount: 1 },
      cartContent: { cart: null, status: 'idle', busy: false, hydrated: true },
      ...(options.signedIn ? { auth: { user: signedInUser } } : {}),
    },
  });
  const routes = () => backend.calls.map((call) => call.route);
  const startBody = () => backend.calls.find((call) => call.route === 'startPayment')?.body;
  return { ...view, backend, routes, startBody };
}

async function fillAddress(person: ReturnType<typeof render>['user']) {
  const field = (name: RegExp) => screen.getByRole('textbox', { name });
  await person.type(field(/First name/), 'Ada');
  await person.type(field(/Last name/), 'Lovelace');
  await person.clear(field(/Email address/));
  await person.type(field(/Email address/), 'ada@example.com');
}

const payButton = () => screen.getByRole('button', { name: 'Pay now' });

afterEach(() => {
  vi.unstubAllGlobals();
  window.location.hash = '';
});

describe('the payment page flow (SPEC §4 steps 2-4)', { timeout: 60_000 }, () => {
  it('when the address step answers otp, the payment starts only once the code is validated', async () => {
    const { user, routes, startBody } = renderFlow({ nextStep: 'otp' });
    await fillAddress(user);
    await user.click(await screen.findByRole('radio', { name: /^Credit card/ }));
    await user.click(payButton());
    const dialog = await screen.findByRole('dialog', { name: 'Confirm your order' });
    expect(routes()).toContain('checkoutAddress');
    expect(routes()).not.toContain('startPayment');
    // a wrong code is said in the dialog and starts nothing
    const code = within(dialog).getByRole('textbox', { name: 'Confirmation code' });
    await user.type(code, '000000');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(
      await within(dialog).findByText('This code is not correct. Please check it and try again.'),
    ).toBeTruthy();
    expect(routes()).not.toContain('startPayment');
    await user.clear(code);
    await user.type(code, '123456');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(window.location.hash).toBe('#paid'));
    expect(routes().filter((route) => route !== 'getCart' && !route.startsWith('paymentMethods'))).toEqual([
      'checkoutAddress',
      'validateOtp',
      'validateOtp',
      'startPayment',
    ]);
    expect(startBody()).toEqual({ cartName: 'cart-1', paymentMethod: 'creditcard', savePayment: false });
  });

  // OTP_REQUIRED (docs/specification.md §8): the address again sends the code, the dialog asks for
  // it, then the refused step runs again
  it.each<[string, Parameters<typeof renderFlow>[0], string[]]>([
    [
      'at payment start: after the code, the payment starts again',
      { otpAtStart: true },
      ['checkoutAddress', 'startPayment', 'checkoutAddress', 'validateOtp', 'startPayment'],
    ],
    [
      'at the address: after the code, the address goes again, then the payment',
      { otpRequiredAtAddress: true },
      ['checkoutAddress', 'checkoutAddress', 'validateOtp', 'checkoutAddress', 'startPayment'],
    ],
  ])('OTP_REQUIRED %s', async (_, options, steps) => {
    const { user, routes } = renderFlow(options);
    await fillAddress(user);
    await user.click(await screen.findByRole('radio', { name: /^Credit card/ }));
    await user.click(payButton());
    const dialog = await screen.findByRole('dialog', { name: 'Confirm your order' });
    // the customer is asked for the code, not told that something went wrong
    expect(screen.queryByText('Something went wrong. Please try again later.')).toBeNull();
    await user.type(within(dialog).getByRole('textbox', { name: 'Confirmation code' }), '123456');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(window.location.hash).toBe('#paid'));
    expect(routes().filter((route) => route !== 'getCart' && !route.startsWith('paymentMethods'))).toEqual(
      steps,
    );
  });

  it('a dialog closed without a code starts no payment', async () => {
    const { user, routes } = renderFlow({ nextStep: 'otp' });
    await fillAddress(user);
    await user.click(await screen.findByRole('radio', { name: /^Credit card/ }));
    await user.click(payButton());
    await screen.findByRole('dialog', { name: 'Confirm your order' });
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(routes()).not.toContain('startPayment');
    expect(routes()).not.toContain('validateOtp');
  });

  it('"save this payment method" reaches checkout-start-payment as savePayment: true', async () => {
    const { user, startBody } = renderFlow({ signedIn: true });
    // the signed-in customer's details fill the address
    await screen.findByDisplayValue('ada@example.com');
    await user.type(screen.getByRole('textbox', { name: /Last name/ }), 'Lovelace');
    await user.click(await screen.findByRole('radio', { name: /^Credit card/ }));
    await user.click(screen.getByRole('checkbox', { name: 'Save this payment method for next time' }));
    await user.click(payButton());
    await waitFor(() => expect(startBody()).toBeDefined());
    expect(startBody()).toEqual({ cartName: 'cart-1', paymentMethod: 'creditcard', savePayment: true });
  });

  it('the chosen crypto currency reaches checkout-start-payment in additionalData', async () => {
    const { user, startBody } = renderFlow();
    await fillAddress(user);
    await user.click(await screen.findByRole('radio', { name: 'Cryptocurrency' }));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Cryptocurrency to pay with' }), 'ETH');
    await user.click(payButton());
    await waitFor(() => expect(startBody()).toBeDefined());
    expect(startBody()).toEqual({
      cartName: 'cart-1',
      paymentMethod: 'crypto',
      savePayment: false,
      additionalData: { cryptoCurrency: 'ETH' },
    });
  });

  it('a multi-brand tenant with a cart offers the methods of v4/payment-methods/{cartName}', async () => {
    const { backend } = renderFlow({ tenant: tenantFixture({ features: { multipleBrands: true } }) });
    expect(await screen.findByRole('radio', { name: /^Credit card/ })).toBeTruthy();
    const loads = backend.calls.filter((call) => call.route.startsWith('paymentMethods'));
    expect(loads.map((call) => [call.route, call.params])).toEqual([
      ['paymentMethodsV4', { cartName: 'cart-1' }],
    ]);
  });
});
