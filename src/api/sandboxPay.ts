import { z } from 'zod/mini';
import { currency, identifier, money } from './common';
import { callRoute, type ApiContext } from './http';
import { defineRoute } from './route';

/**
 * Calls of the sandbox payment page and OTP inbox. They live under /api/shop so that, in proxy
 * mode against `npm run sandbox`, the pages reach the backend that owns the payment.
 */
export const paymentDecisions = ['approve', 'decline', 'cancel', 'pending'] as const;

export const sandboxPayment = z.object({
  paymentId: z.string(),
  merchant: z.string(),
  amount: money,
  currency,
  paymentMethod: z.string(),
  status: z.enum(['pending', 'approved', 'declined', 'cancelled']),
  orderNumber: z.string(),
  /** where the payer goes when done: the shop's result page with the order's query */
  returnUrl: z.string(),
});
export type SandboxPayment = z.infer<typeof sandboxPayment>;

export const sandboxPaymentRoute = defineRoute({
  id: 'sandboxPayment',
  method: 'GET',
  path: '/api/shop/sandbox/payments/{paymentId}',
  tag: 'sandbox',
  summary: 'Sandbox only: a payment as the hosted payment page shows it',
  params: z.object({ paymentId: identifier }),
  response: sandboxPayment,
  errors: ['UNKNOWN_PAYMENT'],
});

export const sandboxDecideRoute = defineRoute({
  id: 'sandboxDecidePayment',
  method: 'POST',
  path: '/api/shop/sandbox/payments/{paymentId}/{decision}',
  tag: 'sandbox',
  summary: 'Sandbox only: approve, decline, cancel, or leave pending a payment',
  params: z.object({ paymentId: identifier, decision: z.enum(paymentDecisions) }),
  response: sandboxPayment,
  errors: ['UNKNOWN_PAYMENT', 'PAYMENT_ALREADY_DECIDED'],
});

export const sandboxMessage = z.object({
  recipient: z.string(),
  text: z.string(),
  createdAt: z.string(),
});

export const sandboxInboxRoute = defineRoute({
  id: 'sandboxInbox',
  method: 'GET',
  path: '/api/shop/sandbox/inbox',
  tag: 'sandbox',
  summary: 'Sandbox only: the latest messages (OTP codes) the shop would have sent',
  response: z.object({ messages: z.array(sandboxMessage) }),
  errors: [],
});

export const sandboxRoutes = [sandboxPaymentRoute, sandboxDecideRoute, sandboxInboxRoute];

export const getSandboxPayment = (ctx: ApiContext, paymentId: string) =>
  callRoute(ctx, sandboxPaymentRoute, { params: { paymentId } });
export const decideSandboxPayment = (
  ctx: ApiContext,
  paymentId: string,
  decision: (typeof paymentDecisions)[number],
) => callRoute(ctx, sandboxDecideRoute, { params: { paymentId, decision } });
export const getSandboxInbox = (ctx: ApiContext) => callRoute(ctx, sandboxInboxRoute);
