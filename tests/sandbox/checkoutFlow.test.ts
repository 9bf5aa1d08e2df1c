import { describe, expect, it } from 'vitest';
import {
  addToCart,
  checkoutAddress,
  commitOrder,
  createOrder,
  decideSandboxPayment,
  getPaymentMethods,
  getSandboxPayment,
  searchProducts,
  startPayment,
  isApiError,
  type ApiContext,
} from '@/api';
import { harnessForFile, phoneFor, POSTAL_ADDRESS, paymentIdOf } from './harness';

const h = harnessForFile();

type Decision = 'approve' | 'decline' | 'cancel' | 'pending';

/** Browse → cart → address → pay on the sandbox page → commit, all through the contract. */
async function checkout(ctx: ApiContext, tenantId: string, suffix: string, decision: Decision) {
  const tenant = h.tenant(tenantId);
  const { items } = await searchProducts(ctx, {
    filters: { objectType: 'TOPUP', status: 'ACTIVE' },
    sortBy: 'price',
    size: 100,
  });
  // a top-up of the shop's own country: an international offer takes only numbers of its destination
  const product = items.find((p) => p.faceValue !== null && !p.destination);
  if (!product) throw new Error('no product');
  const cart = await addToCart(ctx, {
    items: [{ productId: product.productId, phoneNumber: phoneFor(tenant, suffix) }],
  });
  const { paymentMethods } = await getPaymentMethods(ctx, {
    multipleBrands: tenant.features.multipleBrands,
    cartName: cart.cartName,
  });
  expect(
    await checkoutAddress(ctx, {
      cartName: cart.cartName,
      deliveryAddress: { ...POSTAL_ADDRESS, email: 'a@example.com' },
    }),
  ).toEqual({
    nextStep: 'normal',
  });
  const started = await startPayment(ctx, {
    cartName: cart.cartName,
    paymentMethod: paymentMethods[0]!.name as never,
  });
  const paymentId = paymentIdOf(started.payerUrl);
  const page = await getSandboxPayment(ctx, paymentId);
  expect(page).toMatchObject({
    merchant: tenant.providerName,
    amount: product.faceValue,
    currency: tenant.currency,
  });
  const decided = await decideSandboxPayment(ctx, paymentId, decision);
  const back = new URL(decided.returnUrl, 'http://shop.test');
  expect(back.pathname).toBe('/shop/checkout/result');
  const body = {
    cartName: back.searchParams.get('cartName') ?? '',
    orderNumber: back.searchParams.get('orderNumber') ?? '',
    paymentToken: back.searchParams.get('paymentToken') ?? undefined,
  };
  expect(body.orderNumber).toBe(started.orderNumber);
  return { commit: () => commitOrder(ctx, body), cartName: cart.cartName };
}

const settle = async (commit: () => Promise<unknown>) => {
  try {
    return { ok: await commit() };
  } catch (error) {
    if (!isApiError(error)) throw error;
    return { error: { status: error.status, errorCode: error.errorCode, body: error.body } };
  }
};

describe.each(['congstar', 'reloadnow', 'foocall'])('whole checkout on %s', (tenantId) => {
  it.each([
    ['committed', '1234', 'approve', { orderStatus: 'committed', paymentStatus: 'paymentAuthorized' }],
    [
      'partially committed',
      '9901',
      'approve',
      { orderStatus: 'partiallyCommitted', paymentStatus: 'paymentAuthorized' },
    ],
    ['product error', '9902', 'approve', { orderStatus: 'productProcessError' }],
    ['refunded', '9903', 'approve', { orderStatus: 'refunded', paymentStatus: 'refunded' }],
    [
      'partially refunded',
      '9904',
      'approve',
      { orderStatus: 'partiallyRefunded', paymentStatus: 'partiallyRefunded' },
    ],
    ['declined', '1234', 'decline', { orderStatus: 'failed', paymentStatus: 'declined' }],
  ] as const)('%s', async (_name, suffix, decision, expected) => {
    const ctx = h.ctx(tenantId);
    const flow = await checkout(ctx, tenantId, suffix, decision);
    expect(await flow.commit()).toMatchObject(expected);
    // SPEC §4: a repeated commit is ORDER_ALREADY_COMMITTED and carries the payment status
    expect(await settle(flow.commit)).toMatchObject({
      error: {
        status: 409,
        errorCode: 'ORDER_ALREADY_COMMITTED',
        body: { orderStatus: expected.orderStatus },
      },
    });
  });

  it('cancelled: an error carrying the items, and the cart can be paid again', async () => {
    const ctx = h.ctx(tenantId);
    const flow = await checkout(ctx, tenantId, '1234', 'cancel');
    const result = await settle(flow.commit);
    expect(result).toMatchObject({ error: { status: 409, errorCode: 'PAYMENT_CANCELLED' } });
    expect((result.error?.body as { items: unknown[] }).items).toHaveLength(1);
    const again = await startPayment(ctx, { cartName: flow.cartName, paymentMethod: 'creditcard' });
    expect(again.orderNumber).toBeTruthy();
  });

  it('fraud-declined: an error whose message names fraud', async () => {
    const flow = await checkout(h.ctx(tenantId), tenantId, '9905', 'approve');
    const result = await settle(flow.commit);
    expect(result).toMatchObject({ error: { status: 422, errorCode: 'FRAUD_DECLINED' } });
    expect(String((result.error?.body as { message: string }).message)).toMatch(/fraud/i);
  });

  it.each([
    ['left pending on the payment page', '1234', 'pending'],
    ['pending forever by test data', '9906', 'approve'],
  ] as const)('%s: pending on every one of the 10 polls', async (_name, suffix, decision) => {
    const flow = await checkout(h.ctx(tenantId), tenantId, suffix, decision);
    for (let poll = 1; poll <= 10; poll += 1)
      expect(await flow.commit()).toMatchObject({ orderStatus: 'paymentPending', commitOrderRetries: poll });
  });
});

describe('orders without a payer page', () => {
  /** A cash-code top-up of aufladen with its address given: ready to be ordered, no payment needed. */
  async function cashCodeCartWithAddress() {
    const ctx = h.ctx('aufladen');
    const cart = await addToCart(ctx, {
      items: [{ productId: 'congstar-topup-15', phoneNumber: '+491511231234', cashCode: 'CASH-1' }],
    });
    await checkoutAddress(ctx, {
      cartName: cart.cartName,
      deliveryAddress: { ...POSTAL_ADDRESS, email: 'a@example.com' },
    });
    return { ctx, cart };
  }

  it('a cash-code order is 201 with the same order number on a double submit, then commits', async () => {
    const { ctx, cart } = await cashCodeCartWithAddress();
    const [first, second] = await Promise.all([
      createOrder(ctx, { cartName: cart.cartName }),
      createOrder(ctx, { cartName: cart.cartName }),
    ]);
    expect(second.orderNumber).toBe(first.orderNumber);
    expect(await commitOrder(ctx, { cartName: cart.cartName, orderNumber: first.orderNumber })).toMatchObject(
      {
        orderStatus: 'committed',
      },
    );
  });

  it('an order of one shop is not found from another', async () => {
    const { ctx, cart } = await cashCodeCartWithAddress();
    const { orderNumber } = await createOrder(ctx, { cartName: cart.cartName });
    expect(
      await settle(() => commitOrder(h.ctx('edeka'), { cartName: cart.cartName, orderNumber })),
    ).toMatchObject({
      error: { status: 404, errorCode: 'UNKNOWN_ORDER' },
    });
    expect(
      await settle(() =>
        commitOrder(ctx, { cartName: cart.cartName, orderNumber, paymentToken: 'TOK-FORGED' }),
      ),
    ).toMatchObject({ error: { status: 422, errorCode: 'PAYMENT_TOKEN_INVALID' } });
  });
});
