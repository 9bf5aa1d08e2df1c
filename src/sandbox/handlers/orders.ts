import { and, eq, exists, sql, type SQL } from 'drizzle-orm';
import {
  accountOrderRoute,
  type CommitOrderResponse,
  commitOrderRoute,
  createOrderRoute,
  orderDetailsRoute,
} from '@/api/orders';
import type { SandboxDb } from '../db/client';
import { orders, payments, type OrderRow, type PaymentRow } from '../db/schema';
import { cartView, loadCart } from '../carts';
import { conflict, notFound, unprocessable, DomainError, defineHandler, type HandlerContext } from '../http';
import { newPaymentId, newToken } from '../ids';
import { issueDeliveries } from '../deliveries';
import {
  alreadyCommitted,
  ensureOrder,
  FINAL_STATES,
  nextUpdatedAt,
  orderView,
  orderWithPayment,
  SAVED_TOKEN_PENDING,
  unchangedSince,
} from '../orders';
import { assertDeliverable, assertOtpSettled, paymentRequired, settlementOf } from '../settlement';
import { outcomeForPhones, type CommitOutcome } from '../testData';
import { recordSetups, setsUpAnything } from '../topupSetups';

/**
 * The order of a cart that starts no payment page (SPEC §4 step 3): a free setup or a cash-code
 * cart is settled by its authorised N/A payment; a cart that must be paid gets its order only for a
 * signed-in customer, whose saved token then pays it (payment-tokens/confirm). Nothing here pays.
 */
const createOrder = defineHandler(createOrderRoute, async (ctx, { body }) => {
  const loaded = await loadCart(ctx, body.cartName);
  if (loaded.items.length === 0) throw conflict('CART_EMPTY', 'The cart is empty');
  if (!loaded.cart.deliveryAddress) throw conflict('ADDRESS_REQUIRED', 'Submit the checkout address first');
  assertOtpSettled(loaded);
  const settlement = settlementOf(ctx.tenant, cartView(ctx.tenant, loaded).items);
  if (settlement === 'payment' && !ctx.customerId) throw paymentRequired();
  const options = { customerId: ctx.customerId, newsletter: body.newsletter ?? false };
  const order =
    settlement === 'payment'
      ? await ensureOrder(ctx.db, ctx.tenant, loaded, SAVED_TOKEN_PENDING, options)
      : await ensureOrder(ctx.db, ctx.tenant, loaded, 'N/A', {
          ...options,
          // a repeated submit finds the order this payment was stored with
          payment: {
            paymentId: newPaymentId(),
            method: 'N/A',
            amountCents: 0,
            currency: ctx.tenant.currency,
            status: 'approved',
            token: newToken('NA'),
            createdAt: Date.now(),
            decidedAt: Date.now(),
          },
        });
  return { status: 201, body: { orderNumber: order.orderNumber } };
});

type Final = {
  status: CommitOrderResponse['orderStatus'];
  paymentStatus: CommitOrderResponse['paymentStatus'];
  messages: string[];
};

const OUTCOMES: Record<Exclude<CommitOutcome, 'fraudDeclined' | 'pendingForever'>, Final> = {
  committed: { status: 'committed', paymentStatus: 'paymentAuthorized', messages: [] },
  partiallyCommitted: {
    status: 'partiallyCommitted',
    paymentStatus: 'paymentAuthorized',
    messages: ['Some items could not be delivered'],
  },
  productProcessError: {
    status: 'productProcessError',
    paymentStatus: 'paymentAuthorized',
    messages: ['The top-up could not be delivered'],
  },
  refunded: { status: 'refunded', paymentStatus: 'refunded', messages: ['The payment was refunded'] },
  partiallyRefunded: {
    status: 'partiallyRefunded',
    paymentStatus: 'partiallyRefunded',
    messages: ['Part of the payment was refunded'],
  },
};

const PENDING: Final = { status: 'paymentPending', paymentStatus: 'PAYMENT_PENDING', messages: [] };
const CANCELLED: Final = { status: 'cancelled', paymentStatus: 'cancelled', messages: [] };
const DECLINED: Final = {
  status: 'failed',
  paymentStatus: 'declined',
  messages: ['The payment was declined'],
};
const FRAUD: Final = { status: 'failed', paymentStatus: 'declined', messages: [] };

/**
 * Stores a final state if the order is still as the commit read it: true for the one commit that
 * did. The order's payment pages still open close with it, so a settled order cannot be paid any
 * more. `deliver` is the only way to a state that hands anything over.
 */
async function settle(db: SandboxDb, order: OrderRow, final: Final, paidWith?: PaymentRow): Promise<boolean> {
  const now = Date.now();
  // the pages close only when this statement settles the order: its condition, in the same snapshot
  const stillAsRead = db
    .select({ one: sql`1` })
    .from(orders)
    .where(unchangedSince(order));
  const closed = db.$with('closed').as(
    db
      .update(payments)
      .set({ status: 'cancelled', decidedAt: now })
      .where(
        and(
          eq(payments.tenantId, order.tenantId),
          eq(payments.orderNumber, order.orderNumber),
          eq(payments.status, 'pending'),
          exists(stillAsRead),
        ),
      )
      .returning({ paymentId: payments.paymentId }),
  );
  const settled = await db
    .with(closed)
    .update(orders)
    .set({
      status: final.status,
      paymentStatus: final.paymentStatus,
      deliveries: issueDeliveries(order, final.status, now),
      commitReported: true,
      ...(paidWith && { paymentMethod: paidWith.method }),
      updatedAt: nextUpdatedAt(),
    })
    .where(unchangedSince(order))
    .returning({ orderNumber: orders.orderNumber });
  return settled.length > 0;
}

const answer = (order: OrderRow, final: Final, retries = order.commitRetries) => ({
  body: {
    orderNumber: order.orderNumber,
    orderStatus: final.status,
    paymentStatus: final.paymentStatus,
    messages: final.messages,
    commitOrderRetries: retries,
  },
});

/** How often a commit reads the order again when other requests wrote it between its read and its write. */
const COMMIT_ATTEMPTS = 3;

/**
 * The commit state machine: pending until the payment is decided, then the test-data outcome.
 * Its write is conditioned on the order as it read it, so of the commits sent at once, through
 * any instance, one settles and delivers; the others read the order again and answer
 * ORDER_ALREADY_COMMITTED with the state it was settled in.
 */
const commitOrder = defineHandler(commitOrderRoute, async (ctx, { body }) => {
  for (let attempt = 1; ; attempt += 1) {
    const found = await orderWithPayment(ctx.db, ctx.tenant.id, {
      orderNumber: body.orderNumber,
      cartName: body.cartName,
      token: body.paymentToken || undefined,
    });
    if (!found) throw notFound('UNKNOWN_ORDER', 'No such order for this cart');
    const answered = await commitAsRead(ctx, found, Boolean(body.paymentToken));
    if (answered) return answered;
    // still being written by other requests: the client asks again after its poll delay
    if (attempt === COMMIT_ATTEMPTS) return answer(found.order, PENDING);
  }
});

/** The commit of the order as read; undefined when another request wrote the order first. */
async function commitAsRead(
  ctx: HandlerContext,
  { order, payment }: { order: OrderRow; payment: PaymentRow | null },
  byToken: boolean,
) {
  if (order.commitReported || FINAL_STATES.has(order.status)) throw alreadyCommitted(order);
  if (byToken && !payment)
    throw unprocessable('PAYMENT_TOKEN_INVALID', 'The payment token does not belong to this order');
  const snapshot = order.snapshot as { phones?: Array<string | null>; items?: unknown[] };
  const outcome = outcomeForPhones(snapshot.phones ?? []);
  if (!payment) throw paymentRequired();
  if (payment.status === 'pending' || (payment.status === 'approved' && outcome === 'pendingForever')) {
    const [counted] = await ctx.db
      .update(orders)
      .set({
        status: PENDING.status,
        commitRetries: sql`${orders.commitRetries} + 1`,
        updatedAt: nextUpdatedAt(),
      })
      .where(unchangedSince(order))
      .returning({ retries: orders.commitRetries });
    return counted ? answer(order, PENDING, counted.retries) : undefined;
  }
  if (payment.status === 'cancelled') {
    if (!(await settle(ctx.db, order, CANCELLED))) return undefined;
    throw conflict('PAYMENT_CANCELLED', 'The payment was cancelled', {
      orderNumber: order.orderNumber,
      orderStatus: 'cancelled',
      items: snapshot.items ?? [],
    });
  }
  if (payment.status === 'declined')
    return (await settle(ctx.db, order, DECLINED)) ? answer(order, DECLINED) : undefined;
  if (outcome === 'fraudDeclined') {
    if (!(await settle(ctx.db, order, FRAUD))) return undefined;
    throw new DomainError(422, 'FRAUD_DECLINED', 'The transaction was declined by the fraud check', {
      orderNumber: order.orderNumber,
      orderStatus: 'failed',
    });
  }
  const final = OUTCOMES[outcome === 'pendingForever' ? 'committed' : outcome];
  return (await deliver(ctx, order, payment, final)) ? answer(order, final) : undefined;
}

/**
 * Settles an outcome that delivers (codes, top-ups, auto top-ups), once the order is paid for.
 * What it sets up is stored in the settlement's transaction: both, or neither and the order can
 * be committed again.
 */
async function deliver(ctx: HandlerContext, order: OrderRow, payment: PaymentRow, final: Final) {
  assertDeliverable(order, payment);
  const settleAndSetUp = async (db: SandboxDb) => {
    if (!(await settle(db, order, final, payment))) return false;
    await recordSetups({ ...ctx, db }, order, payment, final.status);
    return true;
  };
  return setsUpAnything(order, final.status) ? ctx.db.transaction(settleAndSetUp) : settleAndSetUp(ctx.db);
}

/**
 * An order with what it delivered, found by its number and the key of who may see it: the cart
 * name it was made from (the guest's key, the result page) or the signed-in customer it carries
 * (the account's order page). Another key finds nothing, as an unknown number does.
 */
async function orderWithDeliveries(ctx: HandlerContext, orderNumber: string, key: SQL) {
  const [order] = await ctx.db
    .select()
    .from(orders)
    .where(and(eq(orders.tenantId, ctx.tenant.id), eq(orders.orderNumber, orderNumber), key));
  if (!order) throw notFound('UNKNOWN_ORDER', 'No such order');
  return { body: { ...orderView(order), deliveries: order.deliveries } };
}

const orderDetails = defineHandler(orderDetailsRoute, (ctx, { params, query }) =>
  orderWithDeliveries(ctx, params.orderNumber, eq(orders.cartName, query.cartName)),
);

const accountOrder = defineHandler(accountOrderRoute, (ctx, { params }) =>
  orderWithDeliveries(ctx, params.orderNumber, eq(orders.customerId, ctx.customerId ?? '')),
);

export const orderHandlers = [createOrder, commitOrder, orderDetails, accountOrder];
