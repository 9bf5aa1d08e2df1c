import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  addToCart,
  checkoutAddress,
  createOrder,
  getPaymentMethods,
  getPaypalSessionId,
  getSandboxInbox,
  startApplePayment,
  startPayment,
  validateOtp,
  type ApiContext,
  type ApiError,
} from '@/api';
import { harnessForFile, phoneFor, POSTAL_ADDRESS } from './harness';

const h = harnessForFile();
afterEach(() => {
  vi.useRealTimers();
});

const failure = (promise: Promise<unknown>) =>
  promise.then(
    () => {
      throw new Error('expected the call to fail');
    },
    (error: ApiError) => ({ status: error.status, errorCode: error.errorCode }),
  );

async function cartWith(
  tenantId: string,
  opts: { suffix?: string; productId?: string; automatic?: boolean } = {},
) {
  const ctx = h.ctx(tenantId);
  const tenant = h.tenant(tenantId);
  const brand = Object.keys(tenant.brandRoutes)[0];
  const cart = await addToCart(ctx, {
    items: [
      {
        productId: opts.productId ?? `${brand}-topup-15`,
        phoneNumber: phoneFor(tenant, opts.suffix),
        ...(opts.automatic ? { autoTopupOption: { lowBalanceOption: { lowBalanceLimit: 5 } } } : {}),
      },
    ],
  });
  return { ctx, cartName: cart.cartName };
}

const address = { ...POSTAL_ADDRESS, firstname: 'Ada', lastname: 'Lovelace', email: 'ada@example.com' };
const readyCart = async (tenantId: string, opts?: Parameters<typeof cartWith>[1]) => {
  const ready = await cartWith(tenantId, opts);
  await checkoutAddress(ready.ctx, { cartName: ready.cartName, deliveryAddress: address });
  return ready;
};

const latestOtp = async (ctx: ApiContext) => {
  const { messages } = await getSandboxInbox(ctx);
  return /(\d{6})/.exec(messages[0]?.text ?? '')?.[1] ?? '';
};

describe('payment methods', () => {
  it('v3 lists the shop’s methods with their iframe setting; crypto lists its currencies', async () => {
    const { paymentMethods } = await getPaymentMethods(h.ctx('reloadnow'), { multipleBrands: false });
    expect(paymentMethods.map((m) => m.name)).toEqual(h.tenant('reloadnow').paymentMethods);
    expect(paymentMethods.find((m) => m.name === 'creditcard')?.iframe).toBe(true);
    expect(paymentMethods.find((m) => m.name === 'crypto')?.cryptoCurrencies).toContain('BTC');
  });

  it('v3 states which kinds each method cannot pay: iDEAL cannot be charged again for an auto top-up', async () => {
    const { paymentMethods } = await getPaymentMethods(h.ctx('tmobilenl'), { multipleBrands: false });
    expect(Object.fromEntries(paymentMethods.map((m) => [m.name, m.unavailableFor]))).toEqual({
      ideal: ['AUTOMATIC'],
      creditcard: [],
      paypal: [],
    });
  });

  it('v4 answers for a cart: an auto top-up keeps only savable methods', async () => {
    const { ctx, cartName } = await cartWith('aufladen', { automatic: true });
    const { paymentMethods } = await getPaymentMethods(ctx, { multipleBrands: true, cartName });
    expect(paymentMethods.map((m) => m.name)).toEqual(['creditcard', 'paypal']);
    expect(await failure(getPaymentMethods(ctx, { multipleBrands: true, cartName: 'missing' }))).toEqual({
      status: 404,
      errorCode: 'UNKNOWN_CART',
    });
  });
});

describe('ADR 0032: checkout-address takes exactly the address the cart’s kinds need', () => {
  const names = { firstname: 'Ada', lastname: 'Lovelace', email: 'ada@example.com' };

  it.each([
    ['esim', 'esim-fr-3gb-15d'],
    ['reloadnow', 'esim-europe-10gb-30d'],
  ])('%s: an eSIM plan (%s) needs the country, no postal lines', async (tenantId, productId) => {
    const ctx = h.ctx(tenantId);
    const { cartName } = await addToCart(ctx, { items: [{ productId }] });
    expect(await failure(checkoutAddress(ctx, { cartName, deliveryAddress: names }))).toEqual({
      status: 400,
      errorCode: 'VALIDATION_FAILED',
    });
    expect(
      await checkoutAddress(ctx, { cartName, deliveryAddress: { ...names, countryCode: 'NL' } }),
    ).toEqual({ nextStep: 'normal' });
  });

  it.each([
    ['herladen', 'proximus-voucher-15', 'BE'],
    ['herladen', 'bol-15', 'BE'],
    ['opwaarderen', 'kpn-voucher-15', 'NL'],
  ])(
    '%s (postcode autofill): a cart of %s needs the country, no postal lines',
    async (tenantId, productId, countryCode) => {
      const ctx = h.ctx(tenantId);
      const { cartName } = await addToCart(ctx, { items: [{ productId }] });
      const refused = await checkoutAddress(ctx, { cartName, deliveryAddress: names }).catch(
        (error: ApiError) => error,
      );
      expect(refused).toMatchObject({ status: 400, errorCode: 'VALIDATION_FAILED' });
      expect(JSON.stringify(refused)).toContain('deliveryAddress.countryCode');
      expect(JSON.stringify(refused)).not.toContain('deliveryAddress.street');
      expect(
        await checkoutAddress(ctx, { cartName, deliveryAddress: { ...names, countryCode: 'N/A' } }).catch(
          (error: ApiError) => error.errorCode,
        ),
      ).toBe('VALIDATION_FAILED');
      expect(await checkoutAddress(ctx, { cartName, deliveryAddress: { ...names, countryCode } })).toEqual({
        nextStep: 'normal',
      });
    },
  );

  it('a top-up on a shop that asks for an address needs the postal lines', async () => {
    const { ctx, cartName } = await cartWith('reloadnow');
    const refused = await checkoutAddress(ctx, {
      cartName,
      deliveryAddress: { ...names, countryCode: 'FR', street: 'N/A' },
    }).catch((error: ApiError) => error);
    expect(refused).toMatchObject({ status: 400, errorCode: 'VALIDATION_FAILED' });
    expect(JSON.stringify(refused)).toContain('deliveryAddress.houseNumber');
    expect(await checkoutAddress(ctx, { cartName, deliveryAddress: address })).toEqual({
      nextStep: 'normal',
    });
  });

  it('a shop that asks for no address takes names and email alone', async () => {
    const { ctx, cartName } = await cartWith('congstar');
    expect(await checkoutAddress(ctx, { cartName, deliveryAddress: names })).toEqual({ nextStep: 'normal' });
  });
});

describe('checkout address and OTP', () => {
  it('answers normal for a small cart', async () => {
    const { ctx, cartName } = await cartWith('congstar');
    expect(await checkoutAddress(ctx, { cartName, deliveryAddress: address })).toEqual({
      nextStep: 'normal',
    });
  });

  it('asks for an OTP for the test number, sends it to the inbox, and limits resends', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-01-01T10:00:00Z'));
    const { ctx, cartName } = await cartWith('congstar', { suffix: '9907' });
    expect(await checkoutAddress(ctx, { cartName, deliveryAddress: address })).toEqual({ nextStep: 'otp' });
    const otp = await latestOtp(ctx);
    expect(otp).toMatch(/^\d{6}$/);
    vi.setSystemTime(new Date('2026-01-01T10:00:59Z'));
    expect(await failure(checkoutAddress(ctx, { cartName, deliveryAddress: address }))).toEqual({
      status: 429,
      errorCode: 'OTP_RESEND_TIME_LIMIT_RESTRICTION',
    });
    expect(await failure(startPayment(ctx, { cartName, paymentMethod: 'creditcard' }))).toMatchObject({
      errorCode: 'OTP_REQUIRED',
    });
    expect(await failure(validateOtp(ctx, cartName, otp === '000000' ? '111111' : '000000'))).toEqual({
      status: 422,
      errorCode: 'OTP_INVALID',
    });
    expect(await validateOtp(ctx, cartName, otp)).toEqual({ valid: true });
    expect(await checkoutAddress(ctx, { cartName, deliveryAddress: address })).toEqual({
      nextStep: 'normal',
    });
    expect((await startPayment(ctx, { cartName, paymentMethod: 'creditcard' })).orderNumber).toBeTruthy();
  });

  it('the number that asks at payment: the first address passes, start and order answer OTP_REQUIRED, the address again sends the code', async () => {
    const { ctx, cartName } = await cartWith('congstar', { suffix: '9908' });
    expect(await checkoutAddress(ctx, { cartName, deliveryAddress: address })).toEqual({
      nextStep: 'normal',
    });
    const sentTo9908 = async () =>
      (await getSandboxInbox(ctx)).messages.filter((message) => message.recipient.endsWith('9908'));
    expect(await sentTo9908()).toEqual([]);
    expect(await failure(startPayment(ctx, { cartName, paymentMethod: 'creditcard' }))).toEqual({
      status: 409,
      errorCode: 'OTP_REQUIRED',
    });
    expect(await failure(createOrder(ctx, { cartName }))).toEqual({ status: 409, errorCode: 'OTP_REQUIRED' });
    expect(await checkoutAddress(ctx, { cartName, deliveryAddress: address })).toEqual({ nextStep: 'otp' });
    expect(await sentTo9908()).toHaveLength(1);
    expect(await validateOtp(ctx, cartName, await latestOtp(ctx))).toEqual({ valid: true });
    expect((await startPayment(ctx, { cartName, paymentMethod: 'creditcard' })).orderNumber).toBeTruthy();
  });

  it('asks for an OTP from 100.00 on, resends after a minute, and expires codes after ten', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-01-01T10:00:00Z'));
    const { ctx, cartName } = await cartWith('congstar');
    await addToCart(ctx, {
      cartName,
      items: [{ productId: 'congstar-topup-50', phoneNumber: '+491511231234', quantity: 2 }],
    });
    expect(await checkoutAddress(ctx, { cartName, deliveryAddress: address })).toEqual({ nextStep: 'otp' });
    vi.setSystemTime(new Date('2026-01-01T10:01:00Z'));
    expect(await checkoutAddress(ctx, { cartName, deliveryAddress: address })).toEqual({ nextStep: 'otp' });
    const otp = await latestOtp(ctx);
    vi.setSystemTime(new Date('2026-01-01T10:11:01Z'));
    expect(await failure(validateOtp(ctx, cartName, otp))).toEqual({ status: 422, errorCode: 'OTP_EXPIRED' });
  });

  it('refuses an empty cart and unknown carts', async () => {
    const { ctx } = await cartWith('congstar');
    expect(await failure(checkoutAddress(ctx, { cartName: 'missing', deliveryAddress: address }))).toEqual({
      status: 404,
      errorCode: 'UNKNOWN_CART',
    });
  });
});

describe('start payment (SPEC §4 step 4)', () => {
  it('redirect: a hosted payer page', async () => {
    const { ctx, cartName } = await readyCart('edeka');
    const started = await startPayment(ctx, { cartName, paymentMethod: 'creditcard' });
    expect(started.payerUrl).toMatch(/^\/sandbox\/pay\/pay_[0-9a-f]+$/);
    expect(started.redirectUrl).toBeUndefined();
  });

  it('card iframe: an embeddable payer page for iFrameCreditCard tenants', async () => {
    const { ctx, cartName } = await readyCart('aufladen');
    const started = await startPayment(ctx, { cartName, paymentMethod: 'creditcard' });
    expect(started.payerUrl).toMatch(/^\/sandbox\/pay\/pay_[0-9a-f]+\?embed=1$/);
  });

  it('PayPal iframe: redirect URL, order number and token', async () => {
    const { ctx, cartName } = await readyCart('congstar');
    const started = await startPayment(ctx, { cartName, paymentMethod: 'paypal' });
    expect(started.token).toMatch(/^EC-/);
    expect(started.redirectUrl).toContain(`token=${started.token}`);
    expect(started.orderNumber).toBeTruthy();
  });

  it('bank transfer: a request URL', async () => {
    const { ctx, cartName } = await readyCart('congstar');
    const started = await startPayment(ctx, { cartName, paymentMethod: 'banktransfer' });
    expect(started.payerUrl).toMatch(/\?flow=request$/);
  });

  it('crypto needs its currency in additionalData', async () => {
    const { ctx, cartName } = await readyCart('reloadnow');
    expect(await failure(startPayment(ctx, { cartName, paymentMethod: 'crypto' }))).toMatchObject({
      status: 400,
      errorCode: 'VALIDATION_FAILED',
    });
    const started = await startPayment(ctx, {
      cartName,
      paymentMethod: 'crypto',
      additionalData: { cryptoCurrency: 'BTC' },
    });
    expect(started.paymentMethod).toBe('crypto');
  });

  it('a second start reuses the order', async () => {
    const { ctx, cartName } = await readyCart('congstar');
    const first = await startPayment(ctx, { cartName, paymentMethod: 'creditcard' });
    const second = await startPayment(ctx, { cartName, paymentMethod: 'paypal' });
    expect(second.orderNumber).toBe(first.orderNumber);
    expect(second.payerUrl).not.toBe(first.payerUrl);
  });

  it('PAYMENT_METHOD_IS_NOT_AVAILABLE for a method the shop lacks', async () => {
    const { ctx, cartName } = await readyCart('ayyildiz');
    expect(await failure(startPayment(ctx, { cartName, paymentMethod: 'ideal' }))).toEqual({
      status: 422,
      errorCode: 'PAYMENT_METHOD_IS_NOT_AVAILABLE',
    });
    expect(await failure(startApplePayment(ctx, { cartName, paymentMethod: 'applepay' }))).toMatchObject({
      errorCode: 'PAYMENT_METHOD_IS_NOT_AVAILABLE',
    });
  });

  it('Apple Pay starts for wallet shops', async () => {
    const { ctx, cartName } = await readyCart('congstar');
    const started = await startApplePayment(ctx, { cartName, paymentMethod: 'applepay' });
    expect(started.paymentMethod).toBe('applepay');
  });

  it('needs the address first', async () => {
    const { ctx, cartName } = await cartWith('congstar');
    expect(await failure(startPayment(ctx, { cartName, paymentMethod: 'creditcard' }))).toEqual({
      status: 409,
      errorCode: 'ADDRESS_REQUIRED',
    });
  });

  it('gives a PayPal session id only where PayPal is offered', async () => {
    expect((await getPaypalSessionId(h.ctx('congstar'))).tokenId).toMatch(/^[0-9a-f]{32}$/);
  });
});
