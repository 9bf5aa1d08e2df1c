import { and, desc, eq } from 'drizzle-orm';
import { orders, paymentTokens, payments } from '../db/schema';
import { conflict, DomainError, notFound, type Handler, type HandlerContext } from '../http';
import { newPaymentId, newToken } from '../ids';
import { FINAL_STATES, type PaymentRow } from '../orders';
import { returnUrlOf } from './sandboxPay';
import { outcomeForPhones } from '../testData';

/** Years a saved card stays valid in the sandbox. */
const CARD_YEARS = 3;

/** MMYY, `years` from `now`; a past one marks a card that has expired. */
export function cardExpiryOf(now: Date, years = CARD_YEARS): string {
  const month = String(now.getUTCMonth() + 1).padStart(2, '0');
  return `${month}${String((now.getUTCFullYear() + years) % 100).padStart(2, '0')}`;
}

const expired = (mmyy: string, now: Date): boolean => {
  const month = Number(mmyy.slice(0, 2));
  const year = 2000 + Number(mmyy.slice(2));
  return year < now.getUTCFullYear() || (year === now.getUTCFullYear() && month < now.getUTCMonth() + 1);
};

/** An approved payment a signed-in customer asked to keep becomes a saved payment token. */
export async function keepToken(ctx: HandlerContext, payment: PaymentRow): Promise<void> {
  if (!payment.savePayment || payment.status !== 'approved') return;
  const [order] = await ctx.db
    .select({ customerId: orders.customerId })
    .from(orders)
    .where(and(eq(orders.tenantId, ctx.tenant.id), eq(orders.orderNumber, payment.orderNumber)));
  if (!order?.customerId) return;
  await ctx.db.insert(paymentTokens).values({
    tenantId: ctx.tenant.id,
    tokenId: newToken('PT'),
    customerId: order.customerId,
    paymentMethod: payment.method,
    cardExpiry: cardExpiryOf(new Date()),
    createdAt: Date.now(),
  });
}

const mine = (ctx: HandlerContext) =>
  and(eq(paymentTokens.tenantId, ctx.tenant.id), eq(paymentTokens.customerId, ctx.customerId ?? ''));

const listPaymentTokens: Handler = async (ctx) => {
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
      })),
    },
  };
};

/**
 * Charges an order with a saved token: an expired card's token answers TOKEN_STATUS_CANCELED, the
 * fraud test numbers FRAUD_DECLINED; otherwise the order holds an approved payment under the
 * token, which the commit then names.
 */
const confirmPaymentToken: Handler = async (ctx, { body }) => {
  const [token] = await ctx.db
    .select()
    .from(paymentTokens)
    .where(and(mine(ctx), eq(paymentTokens.tokenId, body.id)));
  if (!token) throw notFound('PAYMENT_TOKEN_INVALID', 'No such saved payment method');
  if (expired(token.cardExpiry, new Date()))
    throw conflict('TOKEN_STATUS_CANCELED', 'The saved payment method is no longer valid');
  const [order] = await ctx.db
    .select()
    .from(orders)
    .where(and(eq(orders.tenantId, ctx.tenant.id), eq(orders.orderNumber, body.orderNumber)));
  if (!order || order.customerId !== ctx.customerId) throw notFound('UNKNOWN_ORDER', 'No such order');
  if (FINAL_STATES.has(order.status))
    throw conflict('ORDER_ALREADY_COMMITTED', 'The order was already committed');
  const snapshot = order.snapshot as { phones?: Array<string | null>; grossCents?: number };
  if (outcomeForPhones(snapshot.phones ?? []) === 'fraudDeclined')
    throw new DomainError(422, 'FRAUD_DECLINED', 'The transaction was declined by the fraud check');
  const [payment] = await ctx.db
    .insert(payments)
    .values({
      tenantId: ctx.tenant.id,
      paymentId: newPaymentId(),
      orderNumber: order.orderNumber,
      cartName: order.cartName,
      method: token.paymentMethod,
      amountCents: snapshot.grossCents ?? 0,
      currency: ctx.tenant.currency,
      status: 'approved',
      token: token.tokenId,
      createdAt: Date.now(),
      decidedAt: Date.now(),
    })
    .returning();
  await ctx.db
    .update(orders)
    .set({ paymentMethod: token.paymentMethod, updatedAt: Date.now() })
    .where(and(eq(orders.tenantId, ctx.tenant.id), eq(orders.orderNumber, order.orderNumber)));
  return { body: { payerUrl: payment ? returnUrlOf(payment) : '' } };
};

export const paymentTokenHandlers: Record<string, Handler> = { listPaymentTokens, confirmPaymentToken };
