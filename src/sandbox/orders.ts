import { and, desc, eq } from 'drizzle-orm';
import type { Order } from '@/api/orders';
import type { TenantConfig } from '@/tenancy/schema';
import type { SandboxDb } from './db/client';
import { orders, payments } from './db/schema';
import { cartView, liveOrderOf, totalsOf, type LoadedCart } from './carts';
import { conflict, DomainError } from './http';
import { newOrderNumber } from './ids';
import { fromCents, netOf } from './money';

export type OrderRow = typeof orders.$inferSelect;
export type PaymentRow = typeof payments.$inferSelect;

/** Order states after which nothing changes any more. */
export const FINAL_STATES = new Set([
  'committed',
  'partiallyCommitted',
  'productProcessError',
  'refunded',
  'partiallyRefunded',
  'failed',
  'cancelled',
]);

/** What the order was for, frozen at order time (SPEC §3 order and order item). */
export function snapshotOf(tenant: TenantConfig, loaded: LoadedCart): Record<string, unknown> {
  const view = cartView(tenant, loaded);
  const items: Order['items'] = loaded.items.map((item) => {
    const product = loaded.products.get(item.productId);
    const fee = product?.serviceFeeCents ?? 0;
    const gross = (item.amountCents + fee) * item.quantity;
    const rateBp = product?.taxRateBp ?? 0;
    const option = item.details.autoTopupOption as
      | { lowBalanceOption?: { lowBalanceLimit: number }; recurringOption?: { recurringType: string } }
      | undefined;
    const additionalData: Record<string, unknown> = {};
    if (option?.lowBalanceOption) additionalData.lowBalanceLimit = option.lowBalanceOption.lowBalanceLimit;
    if (option?.recurringOption) additionalData.recurrenceType = option.recurringOption.recurringType;
    if (item.details.smsTopupConsent) additionalData.topupConsentType = 'sms';
    return {
      id: item.itemKey,
      productId: item.productId,
      product_id: item.productId,
      description: product?.description ?? '',
      productName: product?.name ?? item.productId,
      amount: fromCents(item.amountCents),
      originalAmount: fromCents(item.amountCents),
      serviceFee: fromCents(fee),
      taxRates: [{ rate: rateBp / 100, amount: fromCents(gross - netOf(gross, rateBp)) }],
      grossAmount: fromCents(gross),
      quantity: item.quantity,
      brand: { brandId: product?.brandId ?? '' },
      category: { categoryId: product?.categoryId ?? '' },
      ...(item.phoneNumber ? { phoneNumber: item.phoneNumber } : {}),
      ...(Object.keys(additionalData).length ? { additionalData } : {}),
    };
  });
  return {
    items,
    summary: {
      netAmount: view.summary.netAmount,
      grossAmount: view.summary.grossAmount,
      currency: tenant.currency,
      totalServiceFee: view.summary.totalServiceFee,
    },
    deliveryAddress: view.deliveryAddress,
    phones: loaded.items.map((item) => item.phoneNumber),
    grossCents: totalsOf(loaded).grossCents,
  };
}

const isUniqueViolation = (error: unknown): boolean => {
  const cause = (error as { cause?: { code?: string }; code?: string }) ?? {};
  return cause.code === '23505' || cause.cause?.code === '23505';
};

/**
 * The cart's live order, created when missing. The partial unique index makes a double submit
 * (two tabs, a retried request) land on the same order instead of making a second one.
 */
export async function ensureOrder(
  db: SandboxDb,
  tenant: TenantConfig,
  loaded: LoadedCart,
  method: string,
  customerId?: string,
): Promise<{ order: OrderRow; created: boolean }> {
  const existing = await liveOrderOf(db, tenant.id, loaded.cart.cartName);
  const snapshot = snapshotOf(tenant, loaded);
  if (existing) {
    if (FINAL_STATES.has(existing.status))
      throw conflict('ORDER_ALREADY_COMMITTED', 'The order of this cart is already committed', {
        orderNumber: existing.orderNumber,
        orderStatus: existing.status,
      });
    const [order] = await db
      .update(orders)
      .set({ paymentMethod: method, snapshot, updatedAt: Date.now() })
      .where(and(eq(orders.tenantId, tenant.id), eq(orders.orderNumber, existing.orderNumber)))
      .returning();
    return { order: order ?? existing, created: false };
  }
  const now = Date.now();
  try {
    const [order] = await db
      .insert(orders)
      .values({
        tenantId: tenant.id,
        orderNumber: newOrderNumber(),
        cartName: loaded.cart.cartName,
        status: 'paymentInit',
        paymentStatus: 'PAYMENT_PENDING',
        paymentMethod: method,
        snapshot,
        newsletter: false,
        commitReported: false,
        commitRetries: 0,
        customerId: customerId ?? null,
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    if (!order) throw new DomainError(500, 'INTERNAL_ERROR', 'order not stored');
    return { order, created: true };
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    const raced = await liveOrderOf(db, tenant.id, loaded.cart.cartName);
    if (!raced) throw error;
    return { order: raced, created: false };
  }
}

export async function latestPayment(db: SandboxDb, tenantId: string, orderNumber: string) {
  const [payment] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.tenantId, tenantId), eq(payments.orderNumber, orderNumber)))
    .orderBy(desc(payments.seq))
    .limit(1);
  return payment;
}
