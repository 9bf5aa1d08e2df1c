import { z } from 'zod/mini';
import { cartName, currency, deliveryAddress, money, optionalText, orderNumber, taxesByRate } from './common';
import { bodyCall, callRoute, type ApiContext } from './http';
import { defineRoute } from './route';

/** SPEC §4 order states. */
export const orderStates = [
  'paid',
  'committed',
  'cancelled',
  'paymentPending',
  'paymentInit',
  'paymentAuthorized',
  'aborted',
  'abortedButResponseReceived',
  'refunded',
  'partiallyRefunded',
  'partiallyCommitted',
  'productProcessDone',
  'productProcessError',
  'failed',
] as const;
export const orderState = z.enum(orderStates);
export type OrderState = z.infer<typeof orderState>;

export const createOrderBody = z.object({ cartName, newsletter: z.optional(z.boolean()) });

export const createOrderRoute = defineRoute({
  id: 'createOrder',
  method: 'POST',
  path: '/api/shop/rest/orders',
  tag: 'orders',
  summary:
    'Creates the order of a cart that needs no payment start (free setup, cash code, or a signed-in customer paying with a saved token); idempotent per cart',
  body: createOrderBody,
  response: z.object({ orderNumber: z.string() }),
  status: 201,
  errors: ['UNKNOWN_CART', 'CART_EMPTY', 'ADDRESS_REQUIRED', 'OTP_REQUIRED', 'PAYMENT_REQUIRED'],
});

export const commitOrderBody = z.object({
  cartName,
  orderNumber,
  paymentToken: optionalText(200),
});

/**
 * SPEC §7 names `orderStatus` and `messages`; the rest is read when present. A state SPEC §4 does
 * not list (or ORDER_ALREADY_COMMITTED, which it does) is the client's to judge, not a broken answer:
 * a backend that adds a field or leaves one out must not turn a paid order into an error.
 */
export const commitOrderResponse = z.object({
  orderStatus: z.string().check(z.minLength(1), z.maxLength(100)),
  messages: z.optional(z.array(z.string())),
  orderNumber: z.optional(z.string()),
  paymentStatus: z.optional(z.string()),
  /** how many commit calls found the payment still pending */
  commitOrderRetries: z.optional(z.number().check(z.int(), z.nonnegative())),
});
export type CommitOrderResponse = z.infer<typeof commitOrderResponse>;

export const commitOrderRoute = defineRoute({
  id: 'commitOrder',
  method: 'POST',
  path: '/api/shop/rest/payment-commit-order',
  tag: 'orders',
  summary: 'Commits a paid order; answers paymentPending until the payment is decided',
  body: commitOrderBody,
  response: commitOrderResponse,
  errors: [
    'UNKNOWN_ORDER',
    'PAYMENT_TOKEN_INVALID',
    'PAYMENT_CANCELLED',
    'FRAUD_DECLINED',
    'ORDER_ALREADY_COMMITTED',
    'PAYMENT_REQUIRED',
    'PAYMENT_MISMATCH',
  ],
});

export const orderItem = z.object({
  id: z.string(),
  productId: z.string(),
  product_id: z.string(),
  description: z.string(),
  productName: z.string(),
  amount: money,
  originalAmount: money,
  serviceFee: money,
  taxRates: z.array(z.object({ rate: z.number(), amount: money })),
  grossAmount: money,
  quantity: z.number().check(z.int()),
  brand: z.object({ brandId: z.string() }),
  category: z.object({ categoryId: z.string() }),
  phoneNumber: z.optional(z.string()),
  additionalData: z.optional(z.record(z.string(), z.unknown())),
});

export const order = z.object({
  orderNumber: z.string(),
  items: z.array(orderItem),
  summary: z.object({
    netAmount: money,
    grossAmount: money,
    currency,
    totalServiceFee: money,
    /** project extensions: what the vouchers took off, and the VAT per rate */
    discount: z.optional(money),
    taxes: taxesByRate,
  }),
  deliveryAddress: z.nullable(deliveryAddress),
  paymentMethod: z.object({ name: z.string() }),
  orderStatus: orderState,
  paymentStatus: z.string(),
  createdAt: z.string(),
});
export type Order = z.infer<typeof order>;

export const orderHistoryRoute = defineRoute({
  id: 'orderHistory',
  method: 'GET',
  path: '/api/shop/rest/orders/history',
  tag: 'account',
  summary: "The signed-in customer's orders, newest first",
  query: z.object({
    offset: z.optional(z.coerce.number().check(z.int(), z.minimum(0), z.maximum(100000))),
    limit: z.optional(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(100))),
  }),
  response: z.object({ rows: z.array(order), metadata: z.object({ totalCount: z.number().check(z.int()) }) }),
  errors: ['AUTHORIZATION_REQUIRED'],
  auth: true,
});

/**
 * What the shop delivers on the result page, issued by the backend when the order commits: a
 * voucher's or gift card's code, an eSIM's activation (LPA string for the QR code, and its parts
 * for manual entry), or the cash code of a cash-code order with the amount to pay and its expiry.
 */
export const delivery = z.discriminatedUnion('kind', [
  z.object({
    kind: z.enum(['voucher', 'giftCard']),
    itemId: z.string(),
    productName: z.string(),
    code: z.string(),
  }),
  z.object({
    kind: z.literal('esim'),
    itemId: z.string(),
    productName: z.string(),
    /** LPA:1$<SM-DP+ address>$<matching id>, the text of the activation QR code */
    activationCode: z.string(),
    smdpAddress: z.string(),
    matchingId: z.string(),
  }),
  z.object({
    kind: z.literal('cashCode'),
    code: z.string(),
    amount: money,
    currency,
    expiresAt: z.string(),
  }),
]);
export type Delivery = z.infer<typeof delivery>;

export const orderDetails = z.extend(order, { deliveries: z.array(delivery) });
export type OrderDetails = z.infer<typeof orderDetails>;

export const orderDetailsRoute = defineRoute({
  id: 'orderDetails',
  method: 'GET',
  path: '/api/shop/rest/orders/{orderNumber}/details',
  tag: 'orders',
  summary: "An order as its result page shows it, with what was delivered; the cart name is the guest's key",
  params: z.object({ orderNumber }),
  query: z.object({ cartName }),
  response: orderDetails,
  errors: ['UNKNOWN_ORDER'],
});

/**
 * One order of the signed-in customer, as its account page shows it. SPEC §7 names only the
 * history; the order page reads the one order the way the result page does, with the session as
 * the key instead of the cart name, so another customer's number is UNKNOWN_ORDER (ADR 0033).
 */
export const accountOrderRoute = defineRoute({
  id: 'accountOrder',
  method: 'GET',
  path: '/api/shop/rest/account/orders/{orderNumber}',
  tag: 'account',
  summary: "One of the signed-in customer's orders, with what was delivered",
  params: z.object({ orderNumber }),
  response: orderDetails,
  errors: ['AUTHORIZATION_REQUIRED', 'UNKNOWN_ORDER'],
  auth: true,
});

export const orderRoutes = [
  createOrderRoute,
  commitOrderRoute,
  orderHistoryRoute,
  orderDetailsRoute,
  accountOrderRoute,
];

export const createOrder = bodyCall(createOrderRoute);

export const commitOrder = bodyCall(commitOrderRoute);

export const getOrderDetails = (ctx: ApiContext, key: { orderNumber: string; cartName: string }) =>
  callRoute(ctx, orderDetailsRoute, {
    params: { orderNumber: key.orderNumber },
    query: { cartName: key.cartName },
  });

export const getAccountOrder = (ctx: ApiContext, orderNumber: string) =>
  callRoute(ctx, accountOrderRoute, { params: { orderNumber } });

export const getOrderHistory = (ctx: ApiContext, page: { offset: number; limit: number }) =>
  callRoute(ctx, orderHistoryRoute, { query: page });
