import { and, desc, eq, sql } from 'drizzle-orm';
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

/**
 * Every write to an order moves its updated_at forward, by a millisecond at least, so the value
 * read with an order names that version of it: two writes in one millisecond still differ.
 */
export const nextUpdatedAt = () => sql<number>`greatest(${Date.now()}, ${orders.updatedAt} + 1)`;

export const orderKey = (tenantId: string, orderNumber: string) =>
  and(eq(orders.tenantId, tenantId), eq(orders.orderNumber, orderNumber));

/**
 * The order as `order` was read: not settled and not written since. A write conditioned on it
 * goes through for one of the requests that read that version, whichever instance served them;
 * the others find no row and must read the order again.
 */
export const unchangedSince = (order: OrderRow) =>
  and(
    orderKey(order.tenantId, order.orderNumber),
    eq(orders.commitReported, false),
    eq(orders.updatedAt, order.updatedAt),
  );

/** A request that would change a settled order: the answer names the state it was settled in. */
export const alreadyCommitted = (order: { orderNumber: string; status: string; paymentStatus?: string }) =>
  conflict('ORDER_ALREADY_COMMITTED', 'The order was already committed', {
    orderNumber: order.orderNumber,
    orderStatus: order.status,
    ...(order.paymentStatus === undefined ? {} : { paymentStatus: order.paymentStatus }),
  });

/** A payment to store with the order it belongs to. */
export type NewPayment = Omit<typeof payments.$inferInsert, 'seq' | 'tenantId' | 'orderNumber' | 'cartName'>;

interface EnsureOptions {
  customerId?: string;
  newsletter?: boolean;
  /** stored with a new order, in the same statement */
  payment?: NewPayment;
  /**
   * `payment` is a new attempt to pay: stored with an existing order too, where it replaces the
   * undecided earlier ones, so only the latest payment page can pay
   */
  replacesPending?: boolean;
}

/** How often the cart's order is looked up again when other requests create or settle it meanwhile. */
const ENSURE_ATTEMPTS = 4;

/**
 * The cart's live order (as loadCart read it), created when missing. The partial unique index
 * makes a double submit (two tabs, a retried request) land on the same order instead of making a
 * second one. An existing order is taken over only while it is unsettled (`reopen`); a settled one
 * answers ORDER_ALREADY_COMMITTED.
 */
export async function ensureOrder(
  db: SandboxDb,
  tenant: TenantConfig,
  loaded: LoadedCart,
  method: string,
  options: EnsureOptions = {},
): Promise<OrderRow> {
  const snapshot = snapshotOf(tenant, loaded);
  const cartName = loaded.cart.cartName;
  let live: { orderNumber: string; status: string } | undefined = loaded.liveOrder;
  for (let attempt = 1; attempt <= ENSURE_ATTEMPTS; attempt += 1) {
    if (live) {
      if (FINAL_STATES.has(live.status)) throw alreadyCommitted(live);
      // a guest who signs in before paying makes the order theirs
      const owner = options.customerId ? { customerId: options.customerId } : {};
      const replacement = options.replacesPending ? options.payment : undefined;
      const order = await reopen(db, tenant.id, live.orderNumber, {
        changes: { paymentMethod: method, snapshot, ...owner },
        replacement,
      });
      if (order) return order;
    } else {
      const order = await insertOrder(db, tenant, loaded, method, snapshot, options);
      if (order) return order;
    }
    // another request created, settled or cancelled the order in between: as it is now
    live = await liveOrderOf(db, tenant.id, cartName);
  }
  throw new Error(`the order of cart ${cartName} kept changing`);
}

/**
 * Takes over an unsettled order, and with `replacement` stores a new payment attempt in the same
 * transaction: the order's row stays locked from the check to the insert, so a commit either
 * settles the order first (and this finds no row) or sees the order changed and reads it again.
 */
async function reopen(
  db: SandboxDb,
  tenantId: string,
  orderNumber: string,
  { changes, replacement }: { changes: Partial<OrderRow>; replacement?: NewPayment },
): Promise<OrderRow | undefined> {
  const write = async (tx: SandboxDb) => {
    const [order] = await tx
      .update(orders)
      .set({ ...changes, updatedAt: nextUpdatedAt() })
      .where(and(orderKey(tenantId, orderNumber), eq(orders.commitReported, false)))
      .returning();
    if (!order || !replacement) return order;
    await tx
      .update(payments)
      .set({ status: 'cancelled', decidedAt: Date.now() })
      .where(
        and(
          eq(payments.tenantId, tenantId),
          eq(payments.orderNumber, orderNumber),
          eq(payments.status, 'pending'),
        ),
      );
    await tx.insert(payments).values({ ...replacement, tenantId, orderNumber, cartName: order.cartName });
    return order;
  };
  return replacement ? db.transaction(write) : write(db);
}

/** A new order, stored with `options.payment` in one statement; undefined when the cart has one already. */
async function insertOrder(
  db: SandboxDb,
  tenant: TenantConfig,
  loaded: LoadedCart,
  method: string,
  snapshot: Record<string, unknown>,
  options: EnsureOptions,
): Promise<OrderRow | undefined> {
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
    return order;
  } catch (error) {
    if (isUniqueViolation(error)) return undefined;
    throw error;
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
