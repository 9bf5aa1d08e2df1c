import { describe, expect, it } from 'vitest';
import {
  addToCart,
  authenticate,
  checkoutAddress,
  confirmAccount,
  decideSandboxPayment,
  getSandboxInbox,
  getSandboxPayment,
  isApiError,
  listPaymentTokens,
  lookupAddress,
  queryAutoTopups,
  queryLowBalanceLight,
  queryNotRegistered,
  querySmsTopups,
  register,
  ssoAuthenticate,
  startPayment,
  updateAutoTopup,
} from '@/api';
import { backendRoutes } from '@/api/routes';
import { handlers } from '@/sandbox/router';
import { harnessForFile, paymentIdOf } from './harness';
import { ANY_SSO_STATE } from './customers';

const h = harnessForFile();

const outcome = (promise: Promise<unknown>) =>
  promise.then(
    () => 'OK',
    (error: unknown) => (isApiError(error) ? `${error.status} ${error.errorCode}` : 'THROWN'),
  );

describe('sandbox payment page calls', () => {
  it('a payment is decided once, and is not found from another shop', async () => {
    const ctx = h.ctx('congstar');
    const cart = await addToCart(ctx, {
      items: [{ productId: 'congstar-topup-15', phoneNumber: '+491511231234' }],
    });
    await checkoutAddress(ctx, { cartName: cart.cartName, deliveryAddress: { email: 'a@example.com' } });
    const { payerUrl } = await startPayment(ctx, { cartName: cart.cartName, paymentMethod: 'creditcard' });
    const paymentId = paymentIdOf(payerUrl);
    expect(await outcome(getSandboxPayment(h.ctx('edeka'), paymentId))).toBe('404 UNKNOWN_PAYMENT');
    expect((await decideSandboxPayment(ctx, paymentId, 'pending')).status).toBe('pending');
    expect((await decideSandboxPayment(ctx, paymentId, 'decline')).status).toBe('declined');
    expect(await outcome(decideSandboxPayment(ctx, paymentId, 'approve'))).toBe(
      '409 PAYMENT_ALREADY_DECIDED',
    );
  });

  it('a newer payment start supersedes the older page', async () => {
    const ctx = h.ctx('congstar');
    const cart = await addToCart(ctx, {
      items: [{ productId: 'congstar-topup-15', phoneNumber: '+491511231234' }],
    });
    await checkoutAddress(ctx, { cartName: cart.cartName, deliveryAddress: { email: 'a@example.com' } });
    const first = await startPayment(ctx, { cartName: cart.cartName, paymentMethod: 'creditcard' });
    await startPayment(ctx, { cartName: cart.cartName, paymentMethod: 'creditcard' });
    const oldId = paymentIdOf(first.payerUrl);
    expect(await outcome(decideSandboxPayment(ctx, oldId, 'approve'))).toBe('409 PAYMENT_ALREADY_DECIDED');
  });

  it('the inbox is per shop', async () => {
    await register(h.ctx('edeka'), { userName: 'inbox@example.com', password: 'long enough' });
    expect((await getSandboxInbox(h.ctx('edeka'))).messages[0]?.recipient).toBe('inbox@example.com');
    expect((await getSandboxInbox(h.ctx('norma'))).messages).toEqual([]);
  });
});

describe('top-up and account calls', () => {
  it('every auth, account, auto top-up and SMS top-up call has a handler (none answers 501)', () => {
    const groups = new Set(['auth', 'account', 'paymentTokens', 'autoTopup', 'smsTopup']);
    const missing = backendRoutes.filter((route) => groups.has(route.tag) && !handlers.has(route.id));
    expect(missing.map((route) => route.id)).toEqual([]);
  });

  it('need a session where SPEC §6 says so', async () => {
    const ctx = h.ctx('congstar');
    expect(await outcome(queryAutoTopups(ctx))).toBe('401 AUTHORIZATION_REQUIRED');
    expect(await outcome(querySmsTopups(ctx))).toBe('401 AUTHORIZATION_REQUIRED');
    expect(await outcome(listPaymentTokens(ctx))).toBe('401 AUTHORIZATION_REQUIRED');
  });

  it('answer for a signed-in customer, about that customer only', async () => {
    const ctx = h.ctx('congstar');
    await register(ctx, { userName: 'eve@example.com', password: 'long enough' });
    const code = /(\d{6})/.exec((await getSandboxInbox(ctx)).messages[0]?.text ?? '')?.[1] ?? '';
    await confirmAccount(ctx, { userName: 'eve@example.com', code });
    await authenticate(ctx, { userName: 'eve@example.com', password: 'long enough' });
    expect(await queryAutoTopups(ctx)).toEqual({ rows: [] });
    expect(await querySmsTopups(ctx)).toEqual({ rows: [] });
    expect(await listPaymentTokens(ctx)).toEqual({ paymentTokens: [] });
    const change = {
      shopId: 'congstar',
      brand: 'congstar',
      autoTopupId: 'a1',
      autoTopupType: 'LOW_BALANCE',
      status: 'DISABLED',
    } as const;
    expect(await outcome(updateAutoTopup(ctx, change))).toBe('404 AUTO_TOPUP_NOT_FOUND');
  });

  it('low-balance light query lists the test number’s existing top-up', async () => {
    const ctx = h.ctx('congstar');
    const query = {
      autoTopupTypes: ['LOW_BALANCE' as const],
      statuses: ['ENABLED' as const, 'DISABLED' as const],
    };
    expect((await queryLowBalanceLight(ctx, { ...query, msisdn: '+491511239910' })).rows).toHaveLength(1);
    expect((await queryLowBalanceLight(ctx, { ...query, msisdn: '+491511231234' })).rows).toEqual([]);
    expect(await outcome(queryNotRegistered(ctx, { hash: 'h', notificationCode: 'n' }))).toBe(
      '404 UNABLE_QUERY_AUTO_TOPUP_LIGHT',
    );
  });

  it('address lookup and single sign-on', async () => {
    const { addresses } = await lookupAddress(h.ctx('congstar'), { postcode: '10115', countryCode: 'de' });
    expect(addresses[0]).toMatchObject({ zip: '10115', countryCode: 'DE' });
    // SPEC §6: edeka's portal vouches for the number and sends the customer back
    const edeka = h.ctx('edeka');
    expect(
      await ssoAuthenticate(edeka, { msisdn: '+491511231234', redirect: '/account' }, ANY_SSO_STATE),
    ).toEqual({
      redirect: '/account',
      user: expect.objectContaining({ isAuthenticated: true, phoneNumber: '+491511231234' }),
    });
    expect((await ssoAuthenticate(edeka, { msisdn: '491511231234' }, ANY_SSO_STATE)).redirect).toBe(
      h.tenant('edeka').mainPage,
    );
    expect(
      await outcome(ssoAuthenticate(h.ctx('congstar'), { msisdn: '+491511231234' }, ANY_SSO_STATE)),
    ).toBe('401 NotAuthorizedException');
  });
});
