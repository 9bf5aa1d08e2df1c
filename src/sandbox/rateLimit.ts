import { and, eq, gt, lt, or, sql, type SQL } from 'drizzle-orm';
import { authFailures } from './db/schema';
import { DomainError, type HandlerContext } from './http';

/**
 * Guessing limits of the sign-in, confirm, reset and OTP calls (ADR 0020). Only failures count (a
 * reset request and a registration count each time, since every one sends a message, and a
 * registration hashes a password), in a sliding window: a customer
 * who mistypes now and then, or many shoppers behind one address signing in at once (the e2e suite
 * runs them all from 127.0.0.1), never meet a limit. A guesser does: per account from one address,
 * and per address on any account (spraying). A password is limited per account only together with
 * the address, so a stranger's wrong passwords never lock the customer out; a short code (confirm,
 * reset, OTP) is limited per account from any address too, since its few digits would otherwise
 * fall to many addresses. A success forgets that account's failures from that address.
 */
export const RATE_LIMIT = {
  windowMs: 15 * 60_000,
  /** failures of one account from one client address */
  perAccountAndAddress: 10,
  /** failures of one account from any address: the calls of {@link ACCOUNT_WIDE} only */
  perAccount: 10,
  /** failures of one client address on any account */
  perAddress: 50,
} as const;

export type LimitedAction =
  'signIn' | 'confirm' | 'resetPass' | 'forgotPass' | 'changePassword' | 'otp' | 'resendCode' | 'register';

/** The calls whose secret is a short code (or whose every request sends one, or hashes a password) */
export const ACCOUNT_WIDE: ReadonlySet<LimitedAction> = new Set([
  'confirm',
  'resetPass',
  'forgotPass',
  'otp',
  'resendCode',
  'register',
]);

const addressOf = (ctx: HandlerContext) => ctx.client.address;

/** The shop's failures of one call, narrowed by further conditions. */
const failuresOf = (ctx: HandlerContext, action: LimitedAction, ...conditions: Array<SQL | undefined>) =>
  and(eq(authFailures.tenantId, ctx.tenant.id), eq(authFailures.action, action), ...conditions);

/** Refuses the attempt with 429 TOO_MANY_ATTEMPTS when one of the call's limits is reached. */
export async function assertNotLimited(
  ctx: HandlerContext,
  action: LimitedAction,
  account: string,
): Promise<void> {
  const since = Date.now() - RATE_LIMIT.windowMs;
  const byAccount = sql`${authFailures.account} = ${account}`;
  const byAddress = sql`${authFailures.address} = ${addressOf(ctx)}`;
  const byPair = sql`${byAccount} and ${byAddress}`;
  const count = (filter: SQL) => sql<number>`count(*) filter (where ${filter})`.mapWith(Number);
  const oldest = (filter: SQL) =>
    sql<number | null>`min(${authFailures.createdAt}) filter (where ${filter})`.mapWith(Number);
  const [row] = await ctx.db
    .select({
      pair: count(byPair),
      pairOldest: oldest(byPair),
      account: count(byAccount),
      accountOldest: oldest(byAccount),
      address: count(byAddress),
      addressOldest: oldest(byAddress),
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
  if (!row) return;
  const limits = [
    [row.pair, RATE_LIMIT.perAccountAndAddress, row.pairOldest],
    [ACCOUNT_WIDE.has(action) ? row.account : 0, RATE_LIMIT.perAccount, row.accountOldest],
    [row.address, RATE_LIMIT.perAddress, row.addressOldest],
  ] as const;
  const reached = limits.filter(([failures, limit]) => failures >= limit);
  if (!reached.length) return;
  // each limit reached lifts when the oldest failure it counts leaves the window
  const lifts = Math.max(...reached.map(([, , oldestFailure]) => oldestFailure ?? since)) - since;
  throw new DomainError(429, 'TOO_MANY_ATTEMPTS', 'Too many attempts; try again later', {
    retryAfterSeconds: Math.max(1, Math.ceil(lifts / 1000)),
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
