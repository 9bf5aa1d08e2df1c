import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  addToCart,
  checkoutAddress,
  commitOrder,
  confirmPaymentToken,
  createOrder,
  decideSandboxPayment,
  getOrderDetails,
  queryAutoTopups,
  setCartItemCount,
  startPayment,
  validateOtp,
  type ApiContext,
  type CartItemInput,
} from '@/api';
import { payments } from '@/sandbox/db/schema';
import { harnessForFile, POSTAL_ADDRESS, paymentIdOf } from '../sandbox/harness';
import { errorCodeOf, FLOW, latestCode, signedIn } from '../sandbox/customers';

const h = harnessForFile();

const PHONE = '+491511231234';
const topup = (productId = 'congstar-topup-15'): CartItemInput => ({ productId, phoneNumber: PHONE });
const voucher: CartItemInput = { productId: 'congstar-voucher-30', phoneNumber: PHONE };
const monthly: CartItemInput = {
  ...topup(),
  autoTopupOption: { recurringOption: { recurringType: 'MONTHLY', recurringDay: 1 } },
};

async function cartWithAddress(ctx: ApiContext, items: CartItemInput[]) {
  const { cartName } = await addToCart(ctx, { items });
  const { nextStep } = await checkoutAddress(ctx, {
    cartName,
    deliveryAddress: { ...POSTAL_ADDRESS, email: 'a@example.com' },
  });
  return { cartName, nextStep };
}

describe('nothing is delivered that is not paid', () => {
  it('a guest cart that must be paid gets no order without a payment: PAYMENT_REQUIRED', async () => {
    const ctx = h.ctx('congstar');
    const { cartName } = await cartWithAddress(ctx, [voucher, voucher, topup()]);
    expect(await errorCodeOf(createOrder(ctx, { cartName }))).toBe('PAYMENT_REQUIRED');
  });

  it(
    'an order made for a saved token delivers nothing, and sets up no auto top-up, until the token pays it',
    FLOW,
    async () => {
      const ctx = await signedIn(h, 'congstar', 'unpaid@example.com');
      const { cartName } = await cartWithAddress(ctx, [voucher, monthly]);
      const { orderNumber } = await createOrder(ctx, { cartName });
      expect(await errorCodeOf(commitOrder(ctx, { cartName, orderNumber }))).toBe('PAYMENT_REQUIRED');
      const details = await getOrderDetails(ctx, { orderNumber, cartName });
      expect(details.deliveries).toEqual([]);
      expect(details.orderStatus).not.toBe('committed');
      expect((await queryAutoTopups(ctx)).rows).toEqual([]);
    },
  );

  it('a token that is not the customer’s own cannot pay the order', FLOW, async () => {
    const ctx = await signedIn(h, 'congstar', 'borrower@example.com');
    const { cartName } = await cartWithAddress(ctx, [voucher]);
    const { orderNumber } = await createOrder(ctx, { cartName });
    expect(await errorCodeOf(confirmPaymentToken(ctx, 'PT-SOMEONE-ELSES', orderNumber))).toBe(
      'PAYMENT_TOKEN_INVALID',
    );
    expect(await errorCodeOf(commitOrder(ctx, { cartName, orderNumber }))).toBe('PAYMENT_REQUIRED');
  });

  it('an approved payment that does not cover the order’s total delivers nothing: PAYMENT_MISMATCH', async () => {
    const ctx = h.ctx('congstar');
    const { cartName } = await cartWithAddress(ctx, [voucher]);
    const started = await startPayment(ctx, { cartName, paymentMethod: 'creditcard' });
    const paymentId = paymentIdOf(started.payerUrl);
    await h.database.db
      .update(payments)
      .set({ amountCents: 1 })
      .where(and(eq(payments.tenantId, 'congstar'), eq(payments.paymentId, paymentId)));
    await decideSandboxPayment(ctx, paymentId, 'approve');
    const orderNumber = started.orderNumber;
    expect(await errorCodeOf(commitOrder(ctx, { cartName, orderNumber }))).toBe('PAYMENT_MISMATCH');
    expect((await getOrderDetails(ctx, { orderNumber, cartName })).deliveries).toEqual([]);
  });

  it('an approved payment of the whole total delivers what was bought', async () => {
    const ctx = h.ctx('congstar');
    const { cartName } = await cartWithAddress(ctx, [voucher]);
    const started = await startPayment(ctx, { cartName, paymentMethod: 'creditcard' });
    await decideSandboxPayment(ctx, paymentIdOf(started.payerUrl), 'approve');
    const orderNumber = started.orderNumber;
    expect(await commitOrder(ctx, { cartName, orderNumber })).toMatchObject({ orderStatus: 'committed' });
    expect((await getOrderDetails(ctx, { orderNumber, cartName })).deliveries).toEqual([
      expect.objectContaining({ kind: 'voucher' }),
    ]);
  });

  it('a payment page opened again after the approval can no longer be paid once the order settles', async () => {
    const ctx = h.ctx('congstar');
    const { cartName } = await cartWithAddress(ctx, [voucher]);
    const first = await startPayment(ctx, { cartName, paymentMethod: 'creditcard' });
    const approved = await decideSandboxPayment(ctx, paymentIdOf(first.payerUrl), 'approve');
    const again = await startPayment(ctx, { cartName, paymentMethod: 'paypal' });
    const paymentToken =
      new URL(approved.returnUrl, 'http://shop.test').searchParams.get('paymentToken') ?? '';
    const key = { cartName, orderNumber: first.orderNumber };
    expect(await commitOrder(ctx, { ...key, paymentToken })).toMatchObject({ orderStatus: 'committed' });
    expect(await errorCodeOf(decideSandboxPayment(ctx, paymentIdOf(again.payerUrl), 'approve'))).toBe(
      'PAYMENT_ALREADY_DECIDED',
    );
    // the order names the method that paid it, not the one of the page opened last
    expect((await getOrderDetails(ctx, key)).paymentMethod).toEqual({ name: 'creditcard' });
  });

  it.each([
    ['a cash-code cart on a shop that sells cash codes (aufladen) is ordered', 'aufladen', 'OK'],
    ['a cash-code cart on a shop that does not (congstar) must be paid', 'congstar', 'PAYMENT_REQUIRED'],
  ])('%s', async (_, tenantId, expected) => {
    const ctx = h.ctx(tenantId);
    const { cartName } = await cartWithAddress(ctx, [{ ...topup(), cashCode: 'CASH-1' }]);
    expect(await errorCodeOf(createOrder(ctx, { cartName }))).toBe(expected);
  });

  it('a free setup is ordered and committed without a payment', async () => {
    const ctx = h.ctx('congstar');
    const { cartName } = await cartWithAddress(ctx, [
      {
        ...topup('congstar-topup-free'),
        amount: 0,
        autoTopupOption: { lowBalanceOption: { lowBalanceLimit: 5 } },
      },
    ]);
    const { orderNumber } = await createOrder(ctx, { cartName });
    expect(await commitOrder(ctx, { cartName, orderNumber })).toMatchObject({ orderStatus: 'committed' });
  });
});

describe('the one-time code covers the cart as it is', () => {
  it('a cart grown past the code’s threshold after the address step cannot start a payment or an order', async () => {
    const ctx = h.ctx('congstar');
    const { cartName, nextStep } = await cartWithAddress(ctx, [voucher]);
    expect(nextStep).toBe('normal');
    await setCartItemCount(ctx, cartName, 'item-1', 5);
    expect(await errorCodeOf(startPayment(ctx, { cartName, paymentMethod: 'creditcard' }))).toBe(
      'OTP_REQUIRED',
    );
    expect(await errorCodeOf(createOrder(ctx, { cartName }))).toBe('OTP_REQUIRED');
    const again = await checkoutAddress(ctx, {
      cartName,
      deliveryAddress: { ...POSTAL_ADDRESS, email: 'a@example.com' },
    });
    expect(again.nextStep).toBe('otp');
  });

  it('a code confirmed for a cart no longer covers it once the cart changes', async () => {
    const ctx = h.ctx('congstar');
    const { cartName } = await addToCart(ctx, { items: [{ ...voucher, phoneNumber: '+491511239907' }] });
    expect(
      (
        await checkoutAddress(ctx, {
          cartName,
          deliveryAddress: { ...POSTAL_ADDRESS, email: 'a@example.com' },
        })
      ).nextStep,
    ).toBe('otp');
    await validateOtp(ctx, cartName, await latestCode(ctx, '+491511239907'));
    await addToCart(ctx, { cartName, items: [voucher] });
    expect(await errorCodeOf(startPayment(ctx, { cartName, paymentMethod: 'creditcard' }))).toBe(
      'OTP_REQUIRED',
    );
  });
});
