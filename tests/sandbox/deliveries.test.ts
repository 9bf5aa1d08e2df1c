import { describe, expect, it } from 'vitest';
import {
  addToCart,
  checkoutAddress,
  commitOrder,
  createOrder,
  decideSandboxPayment,
  getOrderDetails,
  isApiError,
  startPayment,
  type ApiContext,
} from '@/api';
import { harnessForFile, phoneFor, POSTAL_ADDRESS, paymentIdOf } from './harness';

const h = harnessForFile();

const CODE = /^[A-Z]{2}-[A-HJ-NP-Z2-9]{4}-[A-HJ-NP-Z2-9]{4}-[A-HJ-NP-Z2-9]{4}$/;

/** Cart → address → card payment approved on the sandbox page; returns the order's keys. */
async function paidOrder(ctx: ApiContext, tenantId: string, productIds: string[], suffix = '1234') {
  const phoneNumber = phoneFor(h.tenant(tenantId), suffix);
  const cart = await addToCart(ctx, { items: productIds.map((productId) => ({ productId, phoneNumber })) });
  await checkoutAddress(ctx, {
    cartName: cart.cartName,
    deliveryAddress: { ...POSTAL_ADDRESS, email: 'a@example.com' },
  });
  const started = await startPayment(ctx, { cartName: cart.cartName, paymentMethod: 'creditcard' });
  await decideSandboxPayment(ctx, paymentIdOf(started.payerUrl), 'approve');
  return { cartName: cart.cartName, orderNumber: started.orderNumber };
}

describe('codes the sandbox issues when an order commits', () => {
  it('delivers nothing before the commit settles the order', async () => {
    const ctx = h.ctx('congstar');
    const key = await paidOrder(ctx, 'congstar', ['congstar-voucher-15']);
    expect((await getOrderDetails(ctx, key)).deliveries).toEqual([]);
  });

  it('gives each voucher and gift card its own code, and an eSIM its activation', async () => {
    // a shop with the generated catalogue, which sells vouchers, gift cards and eSIMs side by side
    const ctx = h.ctx('whitelabel_insidehandy');
    const key = await paidOrder(ctx, 'whitelabel_insidehandy', [
      'whitelabel_insidehandy-voucher-15',
      'whitelabel_insidehandy-voucher-15',
      'giftcard-25',
      'esim-1gb',
      'whitelabel_insidehandy-topup-10',
    ]);
    await commitOrder(ctx, key);
    const details = await getOrderDetails(ctx, key);
    expect(details).toMatchObject({ orderNumber: key.orderNumber, orderStatus: 'committed' });
    const byKind = (kind: string) => details.deliveries.filter((d) => d.kind === kind);
    const vouchers = byKind('voucher') as Array<{ code: string; productName: string }>;
    expect(vouchers).toHaveLength(2);
    expect(vouchers[0]!.code).toMatch(CODE);
    expect(vouchers[0]!.code).not.toBe(vouchers[1]!.code);
    expect(vouchers[0]!.productName).toBe('Whitelabel Insidehandy Aufladecode 15\u00a0€');
    expect((byKind('giftCard')[0] as { code: string }).code).toMatch(/^GC-/);
    const [esim] = byKind('esim') as Array<{
      activationCode: string;
      smdpAddress: string;
      matchingId: string;
    }>;
    expect(esim!.activationCode).toBe(`LPA:1$${esim!.smdpAddress}$${esim!.matchingId}`);
    expect(esim!.matchingId).toMatch(/^([A-HJ-NP-Z2-9]{5}-){3}[A-HJ-NP-Z2-9]{5}$/);
    // a top-up is credited to the phone: nothing to hand over
    expect(details.deliveries).toHaveLength(4);
    // the codes are stored with the order: a second look shows the same ones
    expect((await getOrderDetails(ctx, key)).deliveries).toEqual(details.deliveries);
  });

  it('issues no codes for an order that failed', async () => {
    const ctx = h.ctx('congstar');
    const key = await paidOrder(ctx, 'congstar', ['congstar-voucher-15'], '9902');
    expect(await commitOrder(ctx, key)).toMatchObject({ orderStatus: 'productProcessError' });
    expect((await getOrderDetails(ctx, key)).deliveries).toEqual([]);
  });

  it('gives a cash-code order the code to pay at a store, with its amount and expiry', async () => {
    const ctx = h.ctx('aufladen');
    const tenant = h.tenant('aufladen');
    const brand = Object.keys(tenant.brandRoutes)[0]!;
    const cart = await addToCart(ctx, {
      items: [{ productId: `${brand}-topup-15`, phoneNumber: phoneFor(tenant, '1234'), cashCode: 'SHOP-1' }],
    });
    await checkoutAddress(ctx, {
      cartName: cart.cartName,
      deliveryAddress: { ...POSTAL_ADDRESS, email: 'a@example.com' },
    });
    const { orderNumber } = await createOrder(ctx, { cartName: cart.cartName });
    const key = { cartName: cart.cartName, orderNumber };
    await commitOrder(ctx, key);
    const [cashCode] = (await getOrderDetails(ctx, key)).deliveries;
    expect(cashCode).toMatchObject({ kind: 'cashCode', amount: 15, currency: tenant.currency });
    expect((cashCode as { code: string }).code).toMatch(/^CC-/);
    const days = (Date.parse((cashCode as { expiresAt: string }).expiresAt) - Date.now()) / 86_400_000;
    expect(Math.round(days)).toBe(7);
  });

  it("keeps an order from anyone without its cart name, and from another shop's host", async () => {
    const ctx = h.ctx('congstar');
    const key = await paidOrder(ctx, 'congstar', ['congstar-voucher-15']);
    const codeOf = (call: Promise<unknown>) =>
      call.then(
        () => 'ok',
        (error: unknown) => (isApiError(error) ? error.errorCode : 'thrown'),
      );
    expect(await codeOf(getOrderDetails(ctx, { ...key, cartName: 'someoneElsesCart' }))).toBe(
      'UNKNOWN_ORDER',
    );
    expect(await codeOf(getOrderDetails(h.ctx('edeka'), key))).toBe('UNKNOWN_ORDER');
  });
});
