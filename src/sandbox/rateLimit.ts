import { and, eq, gt, lt, or, sql, type SQL } from 'drizzle-orm';
import { authFailures } from './db/schema';
import { DomainError, type HandlerContext } from './http';

/**
 * Guessing limits of the sign-in, confirm, reset and OTP calls. Only failures count (a reset
 * request counts each time, since every one sends a message), in a sliding window: a customer who
 * mistypes now and then, or many shoppers behind one address signing in at once (the e2e suite
 * runs them all from 127.0.0.1), never meet a limit; a guesser does, per account from any address
 * and per address on any account. A success forgets that account's failures from that address.
 */
export const RATE_LIMIT = {
  windowMs: 15 * 60_000,
  perAccount: 10,
  perAddress: 50,
} as const;

export type LimitedAction = 'signIn' | 'confirm' | 'resetPass' | 'forgotPass' | 'changePassword' | 'otp';

const addressOf = (ctx: HandlerContext) => ctx.client.address;

/** The shop's failures of one call, narrowed by further conditions. */
const failuresOf = (ctx: HandlerContext, action: LimitedAction, ...conditions: Array<SQL | undefined>) =>
  and(eq(authFailures.tenantId, ctx.tenant.id), eq(authFailures.action, action), ...conditions);

/** Refuses the attempt with 429 TOO_MANY_ATTEMPTS when the account or the address is over its limit. */
export async function assertNotLimited(
  ctx: HandlerContext,
  action: LimitedAction,
  account: string,
): Promise<void> {
  const since = Date.now() - RATE_LIMIT.windowMs;
  const [row] = await ctx.db
    .select({
      byAccount: sql<number>`count(*) filter (where ${authFailures.account} = ${account})`.mapWith(Number),
      byAddress: sql<number>`count(*) filter (where ${authFailures.address} = ${addressOf(ctx)})`.mapWith(
        Number,
      ),
      oldest: sql<number | null>`min(${authFailures.createdAt})`.mapWith(Number),
    })
    .from(authFailures)
    .where(
      failuresOf(
        ctx,
        action,
        gt(authFailures.createdAt, since),
        or(eq(authFailures.account, account), eq(authFailures.address, addressOf(ctx))),
      ),
    );
  if (!row || (row.byAccount < RATE_LIMIT.perAccount && row.byAddress < RATE_LIMIT.perAddress)) return;
  const retryAfterSeconds = Math.max(1, Math.ceil(((row.oldest || Date.now()) - since) / 1000));
  throw new DomainError(429, 'TOO_MANY_ATTEMPTS', 'Too many attempts; try again later', {
    retryAfterSeconds,
  });
}

/** Counts one failure, and drops this shop's failures that left the window. */
export async function recordFailure(ctx: HandlerContext, action: LimitedAction, account: string) {
  const now = Date.now();
  await ctx.db
    .delete(authFailures)
    .where(
      and(eq(authFailures.tenantId, ctx.tenant.id), lt(authFailures.createdAt, now - RATE_LIMIT.windowMs)),
    );
  await ctx.db
    .insert(authFailures)
    .values({ tenantId: ctx.tenant.id, action, account, address: addressOf(ctx), createdAt: now });
}

export async function forgetFailures(ctx: HandlerContext, action: LimitedAction, account: string) {
  await ctx.db
    .delete(authFailures)
    .where(
      failuresOf(ctx, action, eq(authFailures.account, account), eq(authFailures.address, addressOf(ctx))),
    );
}

/** Runs an attempt under the limits: a DomainError it throws counts as a failure. */
export async function limited<T>(
  ctx: HandlerContext,
  action: LimitedAction,
  account: string,
  attempt: () => Promise<T>,
): Promise<T> {
  await assertNotLimited(ctx, action, account);
  try {
    const result = await attempt();
    await forgetFailures(ctx, action, account);
    return result;
  } catch (error) {
    if (error instanceof DomainError) await recordFailure(ctx, action, account);
    throw error;
  }
}
