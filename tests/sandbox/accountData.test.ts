import { describe, expect, it } from 'vitest';
import {
  addToCart,
  authenticate,
  checkoutAddress,
  createPaymentToken,
  decideSandboxPayment,
  deletePaymentToken,
  deleteSmsTopup,
  editProfile,
  getOrderHistory,
  getProfile,
  getSandboxPayment,
  listPaymentTokens,
  querySmsTopups,
  saveSmsTopup,
  startPayment,
} from '@/api';
import { harnessForFile, phoneFor } from './harness';
import { buy, errorCodeOf, PASSWORD, signedIn, topupProduct, FLOW } from './customers';

const h = harnessForFile();

describe('profile', FLOW, () => {
  it('is edited field by field: a field left out stays, an empty one is cleared', async () => {
    const ctx = await signedIn(h, 'congstar', 'profile@example.com');
    expect(await getProfile(ctx)).toMatchObject({
      email: 'profile@example.com',
      firstName: null,
      countryCode: null,
    });
    const edited = await editProfile(ctx, {
      firstName: 'Ada',
      lastName: 'Lovelace',
      phoneNumber: '491511234567',
      street: 'Hauptstraße',
      houseNumber: '1',
      zip: '10115',
      city: 'Berlin',
      countryCode: 'DE',
    });
    expect(edited).toMatchObject({
      firstName: 'Ada',
      phoneNumber: '+491511234567',
      countryCode: 'DE',
      city: 'Berlin',
    });
    expect(await editProfile(ctx, { city: '', lastName: 'King' })).toMatchObject({
      firstName: 'Ada',
      lastName: 'King',
      city: null,
      zip: '10115',
    });
    expect(await errorCodeOf(editProfile(ctx, { countryCode: 'de' }))).toBe('VALIDATION_FAILED');
    expect(await errorCodeOf(editProfile(ctx, { phoneNumber: 'call me' }))).toBe('VALIDATION_FAILED');
    expect((await getProfile(ctx)).lastName).toBe('King');
  });
});

describe('order history', FLOW, () => {
  it('pages the orders paid while signed in, newest first, with the total count', async () => {
    const ctx = await signedIn(h, 'fcb', 'history@example.com');
    const product = await topupProduct(ctx);
    const phoneNumber = phoneFor(h.tenant('fcb'), '3001');
    const bought = [];
    for (let i = 0; i < 3; i += 1) bought.push((await buy(ctx, [{ ...product, phoneNumber }])).orderNumber);
    await buy(h.ctx('fcb'), [{ ...product, phoneNumber }]); // a guest's order is nobody's history
    const first = await getOrderHistory(ctx, { offset: 0, limit: 2 });
    expect(first.metadata.totalCount).toBe(3);
    expect(first.rows.map((o) => o.orderNumber)).toEqual([bought[2], bought[1]]);
    expect((await getOrderHistory(ctx, { offset: 2, limit: 2 })).rows.map((o) => o.orderNumber)).toEqual([
      bought[0],
    ]);
    expect(first.rows[0]).toMatchObject({ orderStatus: 'committed', paymentMethod: { name: 'creditcard' } });
  });

  it('a cart filled as a guest and paid after signing in is the customer’s order', async () => {
    const ctx = h.ctx('kaufland');
    const product = await topupProduct(ctx);
    const cart = await addToCart(ctx, {
      items: [{ ...product, phoneNumber: phoneFor(h.tenant('kaufland'), '3002') }],
    });
    await checkoutAddress(ctx, { cartName: cart.cartName, deliveryAddress: { email: 'late@example.com' } });
    await startPayment(ctx, { cartName: cart.cartName, paymentMethod: 'creditcard' });
    const customer = await signedIn(h, 'kaufland', 'late@example.com');
    const { orderNumber } = await startPayment(customer, {
      cartName: cart.cartName,
      paymentMethod: 'creditcard',
    });
    expect(
      (await getOrderHistory(customer, { offset: 0, limit: 15 })).rows.map((o) => o.orderNumber),
    ).toEqual([orderNumber]);
  });
});

describe('saved payment methods', FLOW, () => {
  it('create sends the customer to the sandbox payment page; approval adds the card, which can be deleted once', async () => {
    const ctx = await signedIn(h, 'congstar', 'cards@example.com');
    const { payerUrl } = await createPaymentToken(ctx, {
      paymentMethod: 'creditcard',
      deliveryAddress: { deviceId: 'd1' },
    });
    const paymentId = /^\/sandbox\/pay\/([^?]+)$/.exec(payerUrl)?.[1] ?? '';
    expect((await getSandboxPayment(ctx, paymentId)).amount).toBe(0);
    expect((await decideSandboxPayment(ctx, paymentId, 'approve')).returnUrl).toBe(
      '/account/settings/payment-methods?paymentStatus=approved',
    );
    const [card] = (await listPaymentTokens(ctx)).paymentTokens;
    expect(card).toMatchObject({
      paymentMethod: 'creditcard',
      cardExpiryDate: expect.stringMatching(/^\d{4}$/),
    });
    await deletePaymentToken(ctx, card!.id);
    expect((await listPaymentTokens(ctx)).paymentTokens).toEqual([]);
    expect(await errorCodeOf(deletePaymentToken(ctx, card!.id))).toBe('PAYMENT_TOKEN_INVALID');
  });

  it('a declined page adds nothing; a method that cannot be saved is PAYMENT_METHOD_IS_NOT_AVAILABLE', async () => {
    const ctx = await signedIn(h, 'congstar', 'declined@example.com');
    const { payerUrl } = await createPaymentToken(ctx, { paymentMethod: 'creditcard', deliveryAddress: {} });
    const decided = await decideSandboxPayment(ctx, payerUrl.split('/').pop() ?? '', 'decline');
    expect(decided.returnUrl).toBe('/account/settings/payment-methods?paymentStatus=declined');
    expect((await listPaymentTokens(ctx)).paymentTokens).toEqual([]);
    expect(
      await errorCodeOf(createPaymentToken(ctx, { paymentMethod: 'banktransfer', deliveryAddress: {} })),
    ).toBe('PAYMENT_METHOD_IS_NOT_AVAILABLE');
    expect(
      await errorCodeOf(
        createPaymentToken(h.ctx('congstar'), { paymentMethod: 'creditcard', deliveryAddress: {} }),
      ),
    ).toBe('AUTHORIZATION_REQUIRED');
  });
});

describe('SMS top-ups', FLOW, () => {
  it('a consent bought in checkout appears in the account; a second one for the number is refused', async () => {
    const ctx = await signedIn(h, 'congstar', 'sms@example.com');
    const product = await topupProduct(ctx);
    const phoneNumber = phoneFor(h.tenant('congstar'), '3003');
    await buy(ctx, [{ ...product, phoneNumber, smsTopupConsent: { pinCode: '4321' } }]);
    expect((await querySmsTopups(ctx)).rows).toEqual([
      { index: 0, pin: '4321', msisdn: phoneNumber, brand: 'congstar' },
    ]);
    expect(
      await errorCodeOf(
        addToCart(ctx, { items: [{ ...product, phoneNumber, smsTopupConsent: { pinCode: '1111' } }] }),
      ),
    ).toBe('ALREADY_REGISTERED_TOPUP_CONSENT_PHONE_NUMBER');
  });

  it('put adds (next index) or changes one by index; delete by index', async () => {
    const ctx = await signedIn(h, 'congstar', 'smsput@example.com');
    const first = phoneFor(h.tenant('congstar'), '3004');
    const second = phoneFor(h.tenant('congstar'), '3005');
    expect((await saveSmsTopup(ctx, { msisdn: first, brand: 'congstar', pin: '1234' })).smsTopup.index).toBe(
      0,
    );
    expect((await saveSmsTopup(ctx, { msisdn: second, brand: 'congstar', pin: '5678' })).smsTopup.index).toBe(
      1,
    );
    expect(
      (await saveSmsTopup(ctx, { msisdn: second, brand: 'congstar', pin: '9999', index: 1 })).smsTopup.pin,
    ).toBe('9999');
    expect(await errorCodeOf(saveSmsTopup(ctx, { msisdn: first, brand: 'congstar', pin: '1234' }))).toBe(
      'ALREADY_REGISTERED_TOPUP_CONSENT_PHONE_NUMBER',
    );
    expect(
      await errorCodeOf(saveSmsTopup(ctx, { msisdn: first, brand: 'congstar', pin: '1234', index: 1 })),
    ).toBe('ALREADY_REGISTERED_TOPUP_CONSENT_PHONE_NUMBER');
    expect(
      await errorCodeOf(saveSmsTopup(ctx, { msisdn: first, brand: 'congstar', pin: '1234', index: 7 })),
    ).toBe('SMS_TOPUP_NOT_FOUND');
    expect(await errorCodeOf(saveSmsTopup(ctx, { msisdn: first, brand: 'fcb', pin: '1234' }))).toBe(
      'VALIDATION_FAILED',
    );
    expect(await errorCodeOf(saveSmsTopup(ctx, { msisdn: first, brand: 'congstar', pin: '12' }))).toBe(
      'VALIDATION_FAILED',
    );
    await deleteSmsTopup(ctx, 0);
    expect((await querySmsTopups(ctx)).rows.map((row) => row.index)).toEqual([1]);
    expect(await errorCodeOf(deleteSmsTopup(ctx, 0))).toBe('SMS_TOPUP_NOT_FOUND');
  });
});

describe('user names', FLOW, () => {
  it('are email addresses in any case: one customer per address and shop', async () => {
    await signedIn(h, 'norma', 'again@example.com');
    expect(
      await errorCodeOf(authenticate(h.ctx('norma'), { userName: 'AGAIN@example.com', password: PASSWORD })),
    ).toBe('OK');
  });
});
