import { createHash } from 'node:crypto';
import { and, desc, eq } from 'drizzle-orm';
import type { TenantConfig } from '@/tenancy/schema';
import { autoTopups, orders, paymentTokens, payments } from '../db/schema';
import { conflict, DomainError, notFound, unprocessable, defineHandler, type HandlerContext } from '../http';
import { newPaymentId, newToken } from '../ids';
import type { PaymentRow } from '../db/schema';
import { alreadyCommitted, FINAL_STATES, nextUpdatedAt, orderKey } from '../orders';
import { SANDBOX_PAY_PATH } from '../returnUrl';
import { CARD_CHALLENGE_SUFFIX, endsWith, outcomeForPhones } from '../testData';
import { savedTokenIdOf } from '../topupSetups';
import {
  cardExpired,
  paymentTokenConfirmRoute,
  paymentTokenCreateRoute,
  paymentTokenDeleteRoute,
  paymentTokensRoute,
} from '@/api/account';

/** Years a saved card stays valid in the sandbox. */
const CARD_YEARS = 3;
/** Methods a customer can keep for later orders and auto top-ups. */
const SAVABLE_METHODS = new Set(['creditcard', 'paypal']);

/** MMYY, `years` from `now`; a past one marks a card that has expired. */
export function cardExpiryOf(now: Date, years = CARD_YEARS): string {
  const month = String(now.getUTCMonth() + 1).padStart(2, '0');
  return `${month}${String((now.getUTCFullYear() + years) % 100).padStart(2, '0')}`;
}

/** A card's brand and last digits as a provider reports them; the sandbox derives them from the token. */
function cardOf(tenant: TenantConfig, method: string, tokenId: string) {
  if (method !== 'creditcard') return { cardBrand: null, maskedNumber: null };
  const digest = createHash('sha256').update(tokenId).digest();
  const brands = tenant.cardBrands.length ? tenant.cardBrands : ['visa'];
  return {
    cardBrand: brands[(digest[0] ?? 0) % brands.length] ?? 'visa',
    maskedNumber: `•••• ${String(digest.readUInt16BE(1) % 10_000).padStart(4, '0')}`,
  };
}

/** An approved payment a signed-in customer asked to keep becomes a saved payment token. */
export async function keepToken(ctx: HandlerContext, payment: PaymentRow): Promise<void> {
  if (!payment.savePayment || payment.status !== 'approved') return;
  let customerId = payment.customerId;
  if (!customerId && payment.orderNumber) {
    const [order] = await ctx.db
      .select({ customerId: orders.customerId })
      .from(orders)
      .where(and(eq(orders.tenantId, ctx.tenant.id), eq(orders.orderNumber, payment.orderNumber)));
    customerId = order?.customerId ?? null;
  }
  if (!customerId) return;
  const tokenId = savedTokenIdOf(payment);
  await ctx.db
    .insert(paymentTokens)
    .values({
      tenantId: ctx.tenant.id,
      tokenId,
      customerId,
      paymentMethod: payment.method,
      cardExpiry: cardExpiryOf(new Date()),
      ...cardOf(ctx.tenant, payment.method, tokenId),
      createdAt: Date.now(),
    })
    .onConflictDoNothing();
}

const mine = (ctx: HandlerContext) =>
  and(eq(paymentTokens.tenantId, ctx.tenant.id), eq(paymentTokens.customerId, ctx.customerId ?? ''));

const listPaymentTokens = defineHandler(paymentTokensRoute, async (ctx) => {
  const rows = await ctx.db
    .select()
    .from(paymentTokens)
    .where(mine(ctx))
    .orderBy(desc(paymentTokens.createdAt));
  return {
    body: {
      paymentTokens: rows.map((row) => ({
        id: row.tokenId,
        cardExpiryDate: row.cardExpiry,
        paymentMethod: row.paymentMethod,
        cardBrand: row.cardBrand,
        maskedNumber: row.maskedNumber,
      })),
    },
  };
});

/** Saving a method without buying: a payment of nothing on the sandbox payment page, kept when approved. */
const createPaymentToken = defineHandler(paymentTokenCreateRoute, async (ctx, { body }) => {
  if (
    !SAVABLE_METHODS.has(body.paymentMethod) ||
    !ctx.tenant.paymentMethods.some((offered) => offered === body.paymentMethod)
  )
    throw unprocessable('PAYMENT_METHOD_IS_NOT_AVAILABLE', 'This payment method cannot be saved here');
  const paymentId = newPaymentId();
  await ctx.db.insert(payments).values({
    tenantId: ctx.tenant.id,
    paymentId,
    orderNumber: null,
    cartName: null,
    method: body.paymentMethod,
    amountCents: 0,
    currency: ctx.tenant.currency,
    status: 'pending',
    token: newToken(body.paymentMethod === 'paypal' ? 'EC' : 'TOK'),
    savePayment: true,
    customerId: ctx.customerId,
    createdAt: Date.now(),
  });
  return { body: { payerUrl: `${SANDBOX_PAY_PATH}/${paymentId}` } };
});

/** Auto top-ups paid with a deleted method can no longer run: SPEC §4 "invalid top-up". */
const INVALID_AFTER: Record<string, string> = {
  ENABLED: 'INVALID_AFTER_ENABLED',
  DISABLED: 'INVALID_AFTER_DISABLED',
};

const deletePaymentToken = defineHandler(paymentTokenDeleteRoute, async (ctx, { body }) => {
  const [deleted] = await ctx.db
    .delete(paymentTokens)
    .where(and(mine(ctx), eq(paymentTokens.tokenId, body.id)))
    .returning();
  if (!deleted) throw notFound('PAYMENT_TOKEN_INVALID', 'No such saved payment method');
  const using = and(
    eq(autoTopups.tenantId, ctx.tenant.id),
    eq(autoTopups.customerId, deleted.customerId),
    eq(autoTopups.paymentToken, deleted.tokenId),
  );
  for (const [from, to] of Object.entries(INVALID_AFTER))
    await ctx.db
      .update(autoTopups)
      .set({ status: to, updatedAt: Date.now() })
      .where(and(using, eq(autoTopups.status, from)));
  return { body: {} };
});

/**
 * Charges an order with a saved token: an expired card's token answers TOKEN_STATUS_CANCELED, the
 * fraud test numbers FRAUD_DECLINED; otherwise the order holds a payment under the token, which
 * the commit then names. It is approved at once, or, for the challenge test numbers, waits for
 * the issuer's check (3-D Secure) on the challenge page the answer's payerUrl names. The order's
 * row is locked from the check to the charge, so confirms sent at once charge it once: the later
 * ones find it paid and answer as the first did without a challenge.
 */
const confirmPaymentToken = defineHandler(paymentTokenConfirmRoute, async (ctx, { body }) => {
  const [token] = await ctx.db
    .select()
    .from(paymentTokens)
    .where(and(mine(ctx), eq(paymentTokens.tokenId, body.id)));
  if (!token) throw notFound('PAYMENT_TOKEN_INVALID', 'No such saved payment method');
  if (cardExpired(token.cardExpiry, new Date()))
    throw conflict('TOKEN_STATUS_CANCELED', 'The saved payment method is no longer valid');
  const payment = await ctx.db.transaction(async (tx) => {
    const [order] = await tx
      .select()
      .from(orders)
      .where(orderKey(ctx.tenant.id, body.orderNumber))
      .for('update');
    if (!order || order.customerId !== ctx.customerId) throw notFound('UNKNOWN_ORDER', 'No such order');
    if (order.commitReported || FINAL_STATES.has(order.status)) throw alreadyCommitted(order);
    const snapshot = order.snapshot as { phones?: Array<string | null>; grossCents?: number };
    const phones = snapshot.phones ?? [];
    if (outcomeForPhones(phones) === 'fraudDeclined')
      throw new DomainError(422, 'FRAUD_DECLINED', 'The transaction was declined by the fraud check');
    const ofOrder = and(eq(payments.tenantId, ctx.tenant.id), eq(payments.orderNumber, order.orderNumber));
    // first close the order's open payment pages (waiting for a decision being taken on one), so
    // the look for an approved payment below sees every payment that can still be approved
    await tx
      .update(payments)
      .set({ status: 'cancelled', decidedAt: Date.now() })
      .where(and(ofOrder, eq(payments.status, 'pending')));
    const [paid] = await tx
      .select()
      .from(payments)
      .where(and(ofOrder, eq(payments.status, 'approved')))
      .limit(1);
    if (paid) return paid;
    const challenge = phones.some((phone) => endsWith(phone, CARD_CHALLENGE_SUFFIX));
    const now = Date.now();
    const [charged] = await tx
      .insert(payments)
      .values({
        tenantId: ctx.tenant.id,
        paymentId: newPaymentId(),
        orderNumber: order.orderNumber,
        cartName: order.cartName,
        method: token.paymentMethod,
        amountCents: snapshot.grossCents ?? 0,
        currency: ctx.tenant.currency,
        status: challenge ? 'pending' : 'approved',
        token: token.tokenId,
        createdAt: now,
        decidedAt: challenge ? null : now,
      })
      .returning();
    await tx
      .update(orders)
      .set({ paymentMethod: token.paymentMethod, updatedAt: nextUpdatedAt() })
      .where(orderKey(ctx.tenant.id, order.orderNumber));
    return charged;
  });
  // a payment waiting for the issuer's check names its page; one approved needs no page
  return {
    body:
      payment?.status === 'pending'
        ? { payerUrl: `${SANDBOX_PAY_PATH}/${payment.paymentId}?flow=challenge` }
        : {},
  };
});

export const paymentTokenHandlers = [
  listPaymentTokens,
  createPaymentToken,
  deletePaymentToken,
  confirmPaymentToken,
];
