import { and, desc, eq } from 'drizzle-orm';
import type { TenantConfig } from '@/tenancy/schema';
import { messages, payments } from '../db/schema';
import { conflict, notFound, defineHandler, type HandlerContext } from '../http';
import { fromCents } from '../money';
import type { PaymentRow } from '../db/schema';
import { keepToken } from './paymentTokens';
import { returnUrlOf } from '../returnUrl';
import {
  sandboxDecideRoute,
  sandboxInboxRoute,
  type SandboxPayment,
  sandboxPaymentRoute,
} from '@/api/sandboxPay';

const INBOX_SIZE = 20;

const view = (tenant: TenantConfig, payment: PaymentRow): SandboxPayment => ({
  paymentId: payment.paymentId,
  merchant: tenant.providerName,
  amount: fromCents(payment.amountCents),
  currency: payment.currency as SandboxPayment['currency'],
  paymentMethod: payment.method,
  status: payment.status as SandboxPayment['status'],
  orderNumber: payment.orderNumber ?? '',
  returnUrl: returnUrlOf(payment),
});

async function find(ctx: HandlerContext, paymentId: string): Promise<PaymentRow> {
  const [payment] = await ctx.db
    .select()
    .from(payments)
    .where(and(eq(payments.tenantId, ctx.tenant.id), eq(payments.paymentId, paymentId)));
  if (!payment) throw notFound('UNKNOWN_PAYMENT', 'No such payment');
  return payment;
}

const sandboxPayment = defineHandler(sandboxPaymentRoute, async (ctx, { params }) => ({
  body: view(ctx.tenant, await find(ctx, params.paymentId)),
}));

const STATUS_OF = {
  approve: 'approved',
  decline: 'declined',
  cancel: 'cancelled',
  pending: 'pending',
} as const;

/** One UPDATE … RETURNING decides a pending payment; only a miss needs a second look. */
const decide = defineHandler(sandboxDecideRoute, async (ctx, { params }) => {
  const status = STATUS_OF[params.decision as keyof typeof STATUS_OF];
  if (status === 'pending') {
    const payment = await find(ctx, params.paymentId);
    if (payment.status !== 'pending')
      throw conflict('PAYMENT_ALREADY_DECIDED', `The payment is already ${payment.status}`);
    return { body: view(ctx.tenant, payment) };
  }
  const [updated] = await ctx.db
    .update(payments)
    .set({ status, decidedAt: Date.now() })
    .where(
      and(
        eq(payments.tenantId, ctx.tenant.id),
        eq(payments.paymentId, params.paymentId),
        eq(payments.status, 'pending'),
      ),
    )
    .returning();
  if (updated) {
    await keepToken(ctx, updated);
    return { body: view(ctx.tenant, updated) };
  }
  const payment = await find(ctx, params.paymentId);
  throw conflict('PAYMENT_ALREADY_DECIDED', `The payment is already ${payment.status}`);
});

const inbox = defineHandler(sandboxInboxRoute, async (ctx) => {
  const rows = await ctx.db
    .select()
    .from(messages)
    .where(eq(messages.tenantId, ctx.tenant.id))
    .orderBy(desc(messages.id))
    .limit(INBOX_SIZE);
  return {
    body: {
      messages: rows.map((row) => ({
        recipient: row.recipient,
        text: row.body,
        createdAt: new Date(row.createdAt).toISOString(),
      })),
    },
  };
});

export const sandboxPayHandlers = [sandboxPayment, decide, inbox];
