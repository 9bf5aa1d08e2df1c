import { messages } from './db/schema';
import type { HandlerContext } from './http';

/**
 * The one way the sandbox sends an email or SMS: a row in its inbox (/sandbox/inbox stands in for
 * the customer's phone and mailbox), signed with the shop's short name as a real message would be.
 */
export async function sendMessage(ctx: HandlerContext, recipient: string, text: string, at = Date.now()) {
  await ctx.db.insert(messages).values({
    tenantId: ctx.tenant.id,
    recipient,
    body: `${ctx.tenant.shortName}: ${text}`,
    createdAt: at,
  });
}
