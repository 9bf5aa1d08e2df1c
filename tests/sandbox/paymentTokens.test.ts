import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  addToCart,
  authenticate,
  checkoutAddress,
  commitOrder,
  confirmAccount,
  confirmPaymentToken,
  createOrder,
  decideSandboxPayment,
  getSandboxInbox,
  isApiError,
  listPaymentTokens,
  lookupAddress,
  register,
  searchProducts,
  startPayment,
  type ApiContext,
} from '@/api';
import { paymentTokens } from '@/sandbox/db/schema';
import { harnessForFile, phoneFor, POSTAL_ADDRESS, paymentIdOf } from './harness';

const h = harnessForFile();

const errorCodeOf = (promise: Promise<unknown>) =>
  promise.then(
    () => 'OK',
    (error: unknown) => (isApiError(error) ? error.errorCode : 'THROWN'),
  );

async function signedIn(tenantId: string, userName: string): Promise<ApiContext> {
  const ctx = h.ctx(tenantId);
  await register(ctx, { userName, password: 'correct horse' });
  const code = /(\d{6})/.exec((await getSandboxInbox(ctx)).messages[0]?.text ?? '')?.[1] ?? '';
  await confirmAccount(ctx, { userName, code });
  await authenticate(ctx, { userName, password: 'correct horse' });
  return ctx;
}

/** A cart with one fixed top-up and its address, ready to pay. */
async function readyCart(ctx: ApiContext, tenantId: string, suffix = '1234') {
  const { items } = await searchProducts(ctx, { filters: { objectType: 'TOPUP', status: 'ACTIVE' } });
  const product = items.find((p) => p.faceValue !== null)!;
  const cart = await addToCart(ctx, {
    items: [
      {
        productId: product.productId,
        amount: product.faceValue!,
        phoneNumber: phoneFor(h.tenant(tenantId), suffix),
      },
    ],
  });
  await checkoutAddress(ctx, {
    cartName: cart.cartName,
    deliveryAddress: { ...POSTAL_ADDRESS, email: 'a@example.com' },
  });
  return cart.cartName;
}

async function payAndApprove(ctx: ApiContext, cartName: string, savePayment: boolean) {
  const started = await startPayment(ctx, { cartName, paymentMethod: 'creditcard', savePayment });
  const paymentId = paymentIdOf(started.payerUrl);
  await decideSandboxPayment(ctx, paymentId, 'approve');
  return started.orderNumber;
}

describe('address lookup', () => {
  it('answers the same suggestions for a postcode, in the country asked for', async () => {
    const ctx = h.ctx('aufladen');
    const first = await lookupAddress(ctx, { postcode: '10115', countryCode: 'de', countryName: 'Germany' });
    expect(first.addresses).toHaveLength(3);
    expect(first.addresses[0]).toMatchObject({ street: 'Hauptstraße', zip: '10115', countryCode: 'DE' });
    expect(await lookupAddress(ctx, { postcode: '10115', countryCode: 'DE' })).toEqual(first);
    const dutch = await lookupAddress(ctx, { postcode: '1012 ab', countryCode: 'NL' });
    expect(dutch.addresses[0]).toMatchObject({ street: 'Dorpsstraat', zip: '1012 AB', countryCode: 'NL' });
  });
});

describe('saved payment tokens', () => {
  it('are for signed-in customers only', async () => {
    expect(await errorCodeOf(listPaymentTokens(h.ctx('congstar')))).toBe('AUTHORIZATION_REQUIRED');
  });

  it('an approved payment with savePayment keeps a token (MMYY expiry); without it, none', async () => {
    const ctx = await signedIn('congstar', 'saver@example.com');
    await payAndApprove(ctx, await readyCart(ctx, 'congstar'), false);
    expect((await listPaymentTokens(ctx)).paymentTokens).toEqual([]);
    await payAndApprove(ctx, await readyCart(ctx, 'congstar'), true);
    const { paymentTokens: saved } = await listPaymentTokens(ctx);
    expect(saved).toEqual([
      {
        id: expect.stringMatching(/^PT-/),
        cardExpiryDate: expect.stringMatching(/^\d{4}$/),
        paymentMethod: 'creditcard',
        cardBrand: expect.stringMatching(/^(mastercard|visa)$/),
        maskedNumber: expect.stringMatching(/^•••• \d{4}$/),
      },
    ]);
  });

  it('a guest asking to save gets no token: there is no one to keep it for', async () => {
    const guest = h.ctx('congstar');
    await payAndApprove(guest, await readyCart(guest, 'congstar'), true);
    const rows = await h.database.db.select().from(paymentTokens);
    expect(rows.every((row) => row.customerId !== '')).toBe(true);
    expect(rows).toHaveLength(1);
  });

  it('a saved token pays a new order: create order, confirm the token, commit with it', async () => {
    const ctx = await signedIn('fcb', 'repeat@example.com');
    await payAndApprove(ctx, await readyCart(ctx, 'fcb'), true);
    const [token] = (await listPaymentTokens(ctx)).paymentTokens;
    const cartName = await readyCart(ctx, 'fcb');
    const { orderNumber } = await createOrder(ctx, { cartName });
    // charged at once: no issuer's check to go to
    expect(await confirmPaymentToken(ctx, token!.id, orderNumber)).toEqual({});
    const committed = await commitOrder(ctx, { cartName, orderNumber, paymentToken: token!.id });
    expect(committed).toMatchObject({ orderStatus: 'committed', paymentStatus: 'paymentAuthorized' });
  });

  it('the challenge test number: confirm answers the 3-D Secure page, whose approval the commit then needs', async () => {
    const ctx = await signedIn('congstar', 'challenge@example.com');
    await payAndApprove(ctx, await readyCart(ctx, 'congstar'), true);
    const [token] = (await listPaymentTokens(ctx)).paymentTokens;
    const cartName = await readyCart(ctx, 'congstar', '9909');
    const { orderNumber } = await createOrder(ctx, { cartName });
    const { payerUrl } = await confirmPaymentToken(ctx, token!.id, orderNumber);
    expect(payerUrl).toMatch(/^\/sandbox\/pay\/pay_[^?]+\?flow=challenge$/);
    const key = { cartName, orderNumber, paymentToken: token!.id };
    // until the customer passes the check, the order waits
    expect(await commitOrder(ctx, key)).toMatchObject({ orderStatus: 'paymentPending' });
    const paymentId = paymentIdOf(payerUrl!);
    const decided = await decideSandboxPayment(ctx, paymentId, 'approve');
    // back to the result page with what the commit needs, like the payer page of a new card
    expect(decided.returnUrl).toBe(
      `/shop/checkout/result?${new URLSearchParams({ orderNumber, cartName, paymentToken: token!.id })}`,
    );
    expect(await commitOrder(ctx, key)).toMatchObject({
      orderStatus: 'committed',
      paymentStatus: 'paymentAuthorized',
    });
  });

  it('an expired card answers TOKEN_STATUS_CANCELED; a fraud test number FRAUD_DECLINED', async () => {
    const ctx = await signedIn('kaufland', 'expired@example.com');
    await payAndApprove(ctx, await readyCart(ctx, 'kaufland'), true);
    const [token] = (await listPaymentTokens(ctx)).paymentTokens;
    const fraudCart = await readyCart(ctx, 'kaufland', '9905');
    const fraudOrder = await createOrder(ctx, { cartName: fraudCart });
    expect(await errorCodeOf(confirmPaymentToken(ctx, token!.id, fraudOrder.orderNumber))).toBe(
      'FRAUD_DECLINED',
    );
    await h.database.db
      .update(paymentTokens)
      .set({ cardExpiry: '0120' })
      .where(eq(paymentTokens.tokenId, token!.id));
    const cartName = await readyCart(ctx, 'kaufland');
    const { orderNumber } = await createOrder(ctx, { cartName });
    expect(await errorCodeOf(confirmPaymentToken(ctx, token!.id, orderNumber))).toBe('TOKEN_STATUS_CANCELED');
  });
});

describe('one order per cart', () => {
  it('a double click, two tabs or a retried request make one order and one live payment page', async () => {
    const ctx = h.ctx('congstar');
    const cartName = await readyCart(ctx, 'congstar');
    const starts = await Promise.all(
      [1, 2, 3].map(() => startPayment(ctx, { cartName, paymentMethod: 'creditcard' })),
    );
    expect(new Set(starts.map((s) => s.orderNumber)).size).toBe(1);
    const other = h.ctx('congstar');
    const again = await startPayment(other, { cartName, paymentMethod: 'creditcard' });
    expect(again.orderNumber).toBe(starts[0]!.orderNumber);
  });

  it('a cash-code order created twice is one order', async () => {
    const ctx = h.ctx('aufladen');
    const { cartName } = await addToCart(ctx, {
      items: [{ productId: 'congstar-topup-15', phoneNumber: '+491511231234', cashCode: 'CASH-1' }],
    });
    await checkoutAddress(ctx, { cartName, deliveryAddress: { ...POSTAL_ADDRESS, email: 'a@example.com' } });
    const [a, b] = await Promise.all([createOrder(ctx, { cartName }), createOrder(ctx, { cartName })]);
    expect(a.orderNumber).toBe(b.orderNumber);
  });
});
