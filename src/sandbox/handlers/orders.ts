import { and, eq, type SQL } from 'drizzle-orm';
import {
  accountOrderRoute,
  type CommitOrderResponse,
  commitOrderRoute,
  createOrderRoute,
  orderDetailsRoute,
} from '@/api/orders';
import { orders, type OrderRow, type PaymentRow } from '../db/schema';
import { cartView, loadCart } from '../carts';
import { conflict, notFound, unprocessable, DomainError, defineHandler, type HandlerContext } from '../http';
import { newPaymentId, newToken } from '../ids';
import { issueDeliveries } from '../deliveries';
import { ensureOrder, FINAL_STATES, orderView, orderWithPayment, SAVED_TOKEN_PENDING } from '../orders';
import { assertDeliverable, assertOtpSettled, paymentRequired, settlementOf } from '../settlement';
import { outcomeForPhones, type CommitOutcome } from '../testData';
import { recordSetups } from '../topupSetups';

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
  const { order } =
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

/** Stores a final state; `deliver` is the only way to a state that hands anything over. */
async function settle(ctx: HandlerContext, order: OrderRow, final: Final): Promise<void> {
  await ctx.db
    .update(orders)
    .set({
      status: final.status,
      paymentStatus: final.paymentStatus,
      deliveries: issueDeliveries(order, final.status),
      commitReported: true,
      updatedAt: Date.now(),
    })
    .where(and(eq(orders.tenantId, ctx.tenant.id), eq(orders.orderNumber, order.orderNumber)));
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

/** The commit state machine: pending until the payment is decided, then the test-data outcome. */
const commitOrder = defineHandler(commitOrderRoute, async (ctx, { body }) => {
  const found = await orderWithPayment(ctx.db, ctx.tenant.id, {
    orderNumber: body.orderNumber,
    cartName: body.cartName,
    token: body.paymentToken || undefined,
  });
  if (!found) throw notFound('UNKNOWN_ORDER', 'No such order for this cart');
  const { order } = found;
  if (order.commitReported || FINAL_STATES.has(order.status))
    throw conflict('ORDER_ALREADY_COMMITTED', 'The order was already committed', {
      orderNumber: order.orderNumber,
      orderStatus: order.status,
      paymentStatus: order.paymentStatus,
    });
  const payment = found.payment;
  if (body.paymentToken && !payment)
    throw unprocessable('PAYMENT_TOKEN_INVALID', 'The payment token does not belong to this order');
  const snapshot = order.snapshot as { phones?: Array<string | null>; items?: unknown[] };
  const outcome = outcomeForPhones(snapshot.phones ?? []);
  if (!payment) throw paymentRequired();
  if (payment.status === 'pending' || (payment.status === 'approved' && outcome === 'pendingForever')) {
    const retries = order.commitRetries + 1;
    await ctx.db
      .update(orders)
      .set({ status: 'paymentPending', commitRetries: retries, updatedAt: Date.now() })
      .where(and(eq(orders.tenantId, ctx.tenant.id), eq(orders.orderNumber, order.orderNumber)));
    return answer(
      order,
      { status: 'paymentPending', paymentStatus: 'PAYMENT_PENDING', messages: [] },
      retries,
    );
  }
  if (payment.status === 'cancelled') {
    await settle(ctx, order, { status: 'cancelled', paymentStatus: 'cancelled', messages: [] });
    throw conflict('PAYMENT_CANCELLED', 'The payment was cancelled', {
      orderNumber: order.orderNumber,
      orderStatus: 'cancelled',
      items: snapshot.items ?? [],
    });
  }
  if (payment.status === 'declined') {
    const final: Final = {
      status: 'failed',
      paymentStatus: 'declined',
      messages: ['The payment was declined'],
    };
    await settle(ctx, order, final);
    return answer(order, final);
  }
  if (outcome === 'fraudDeclined') {
    await settle(ctx, order, { status: 'failed', paymentStatus: 'declined', messages: [] });
    throw new DomainError(422, 'FRAUD_DECLINED', 'The transaction was declined by the fraud check', {
      orderNumber: order.orderNumber,
      orderStatus: 'failed',
    });
  }
  const final = OUTCOMES[outcome === 'pendingForever' ? 'committed' : outcome];
  await deliver(ctx, order, payment, final);
  return answer(order, final);
});

/** Settles an outcome that delivers (codes, top-ups, auto top-ups), once the order is paid for. */
async function deliver(ctx: HandlerContext, order: OrderRow, payment: PaymentRow, final: Final) {
  assertDeliverable(order, payment);
  await settle(ctx, order, final);
  await recordSetups(ctx, order, payment, final.status);
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
