import { and, desc, eq } from 'drizzle-orm';
import type { Order } from '@/api/orders';
import type { TenantConfig } from '@/tenancy/schema';
import type { SandboxDb } from './db/client';
import { orders, payments, type OrderRow, type PaymentRow } from './db/schema';
import { cartView, liveOrderOf, totalsOf, type LoadedCart } from './carts';
import { conflict } from './http';
import { newOrderNumber } from './ids';
import { fromCents, netOf } from './money';
import { settlementOf } from './settlement';
import { setupsOf } from './topupSetups';

/** The method of an order made for a saved token, until payment-tokens/confirm names the token's. */
export const SAVED_TOKEN_PENDING = 'savedToken';

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

/** An order as the contract shows it (history rows, the result page's details). */
export function orderView(row: OrderRow): Order {
  const snapshot = row.snapshot as Pick<Order, 'items' | 'summary' | 'deliveryAddress'>;
  return {
    orderNumber: row.orderNumber,
    items: snapshot.items,
    summary: snapshot.summary,
    deliveryAddress: snapshot.deliveryAddress,
    paymentMethod: { name: row.paymentMethod },
    orderStatus: row.status as Order['orderStatus'],
    paymentStatus: row.paymentStatus,
    createdAt: new Date(row.createdAt).toISOString(),
  };
}

/** What the order was for, frozen at order time (SPEC §3 order and order item). */
export function snapshotOf(tenant: TenantConfig, loaded: LoadedCart): Record<string, unknown> {
  const view = cartView(tenant, loaded);
  const items: Order['items'] = loaded.items.map((item) => {
    const product = loaded.products.get(item.productId);
    const fee = product?.serviceFeeCents ?? 0;
    const gross = (item.amountCents + fee) * item.quantity;
    const rateBp = product?.taxRateBp ?? 0;
    const option = item.details.autoTopupOption as
      | {
          lowBalanceOption?: { lowBalanceLimit: number };
          recurringOption?: { recurringType: string; recurringDay: number };
        }
      | undefined;
    const additionalData: Record<string, unknown> = {};
    if (option?.lowBalanceOption) additionalData.lowBalanceLimit = option.lowBalanceOption.lowBalanceLimit;
    if (option?.recurringOption) {
      additionalData.recurrenceType = option.recurringOption.recurringType;
      additionalData.recurringDay = option.recurringOption.recurringDay;
    }
    // the frequency kind names the tariff top-up too, which has neither option (SPEC §4)
    if (option)
      additionalData.autoTopupFrequency = option.lowBalanceOption
        ? 'LOW_BALANCE'
        : (option.recurringOption?.recurringType ?? 'TARIFF');
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
    // the cart's own lines, so the result, the receipt and the account show what was paid
    summary: {
      netAmount: view.summary.netAmount,
      grossAmount: view.summary.grossAmount,
      currency: tenant.currency,
      totalServiceFee: view.summary.totalServiceFee,
      discount: view.summary.discount,
      taxes: view.summary.taxes,
    },
    deliveryAddress: view.deliveryAddress,
    phones: loaded.items.map((item) => item.phoneNumber),
    objectTypes: loaded.items.map((item) => loaded.products.get(item.productId)?.objectType ?? null),
    grossCents: totalsOf(loaded).grossCents,
    settlement: settlementOf(tenant, view.items),
    setups: setupsOf(loaded),
  };
}

const isUniqueViolation = (error: unknown): boolean => {
  const cause = (error as { cause?: { code?: string }; code?: string }) ?? {};
  return cause.code === '23505' || cause.cause?.code === '23505';
};

/** A payment to store with the order it belongs to. */
export type NewPayment = Omit<typeof payments.$inferInsert, 'seq' | 'tenantId' | 'orderNumber' | 'cartName'>;

/**
 * The cart's live order (as loadCart read it), created when missing. The partial unique index
 * makes a double submit (two tabs, a retried request) land on the same order instead of making a
 * second one. A new order is stored together with `options.payment` in one statement
 * (`paymentStored`); for an existing order the caller stores the payment itself.
 */
export async function ensureOrder(
  db: SandboxDb,
  tenant: TenantConfig,
  loaded: LoadedCart,
  method: string,
  options: { customerId?: string; newsletter?: boolean; payment?: NewPayment } = {},
): Promise<{ order: OrderRow; created: boolean; paymentStored: boolean }> {
  const existing = loaded.liveOrder;
  const snapshot = snapshotOf(tenant, loaded);
  if (existing) {
    if (FINAL_STATES.has(existing.status))
      throw conflict('ORDER_ALREADY_COMMITTED', 'The order of this cart is already committed', {
        orderNumber: existing.orderNumber,
        orderStatus: existing.status,
      });
    // a guest who signs in before paying makes the order theirs
    const owner = options.customerId ? { customerId: options.customerId } : {};
    const [order] = await db
      .update(orders)
      .set({ paymentMethod: method, snapshot, updatedAt: Date.now(), ...owner })
      .where(and(eq(orders.tenantId, tenant.id), eq(orders.orderNumber, existing.orderNumber)))
      .returning();
    if (order) return { order, created: false, paymentStored: false };
  }
  const now = Date.now();
  const order: OrderRow = {
    tenantId: tenant.id,
    orderNumber: newOrderNumber(),
    cartName: loaded.cart.cartName,
    status: 'paymentInit',
    paymentStatus: 'PAYMENT_PENDING',
    paymentMethod: method,
    snapshot,
    newsletter: options.newsletter ?? false,
    commitReported: false,
    commitRetries: 0,
    deliveries: [],
    customerId: options.customerId ?? null,
    createdAt: now,
    updatedAt: now,
  };
  try {
    if (options.payment) {
      // the order as a WITH query of the payment's INSERT: one round trip, both rows or neither
      const newOrder = db.$with('new_order').as(db.insert(orders).values(order).returning());
      await db
        .with(newOrder)
        .insert(payments)
        .values({
          ...options.payment,
          tenantId: tenant.id,
          orderNumber: order.orderNumber,
          cartName: order.cartName,
        });
    } else await db.insert(orders).values(order);
    return { order, created: true, paymentStored: Boolean(options.payment) };
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    const raced = await liveOrderOf(db, tenant.id, loaded.cart.cartName);
    if (!raced) throw error;
    if (FINAL_STATES.has(raced.status))
      throw conflict('ORDER_ALREADY_COMMITTED', 'The order of this cart is already committed', {
        orderNumber: raced.orderNumber,
        orderStatus: raced.status,
      });
    return { order: raced, created: false, paymentStored: false };
  }
}

/**
 * An order of this cart with its latest payment (or the payment holding `token`), in one round
 * trip; the payments index (tenant_id, order_number, seq) serves the join.
 */
export async function orderWithPayment(
  db: SandboxDb,
  tenantId: string,
  key: { orderNumber: string; cartName: string; token?: string },
): Promise<{ order: OrderRow; payment: PaymentRow | null } | undefined> {
  const [row] = await db
    .select({ order: orders, payment: payments })
    .from(orders)
    .leftJoin(
      payments,
      and(
        eq(payments.tenantId, orders.tenantId),
        eq(payments.orderNumber, orders.orderNumber),
        key.token === undefined ? undefined : eq(payments.token, key.token),
      ),
    )
    .where(
      and(
        eq(orders.tenantId, tenantId),
        eq(orders.orderNumber, key.orderNumber),
        eq(orders.cartName, key.cartName),
      ),
    )
    .orderBy(desc(payments.seq))
    .limit(1);
  return row;
}
