import { and, asc, eq, gt, inArray, ne, type SQL } from 'drizzle-orm';
import { autoTopups, payments, paymentTokens } from '../db/schema';
import { DomainError, notFound, unprocessable, defineHandler, type HandlerContext } from '../http';
import { EXISTING_LOW_BALANCE_SUFFIX, UNABLE_QUERY_LIGHT_SUFFIX, endsWith } from '../testData';
import { autoTopupView, notificationHashOf } from '../topupSetups';
import { cardExpired } from '@/api/account';
import { withPlus } from '@/api/cart';
import {
  type AutoTopup,
  deleteAutoTopupRoute,
  deleteLowBalanceAutoTopupRoute,
  queryAutoTopupsRoute,
  queryLowBalanceLightRoute,
  queryNotRegisteredRoute,
  updateAutoTopupRoute,
} from '@/api/autoTopup';

type AutoTopupRow = typeof autoTopups.$inferSelect;

const mine = (ctx: HandlerContext) =>
  and(
    eq(autoTopups.tenantId, ctx.tenant.id),
    eq(autoTopups.customerId, ctx.customerId ?? ''),
    ne(autoTopups.status, 'DELETED'),
  );

async function findMine(
  ctx: HandlerContext,
  autoTopupId: string,
  lowBalanceOnly = false,
): Promise<AutoTopupRow> {
  const [row] = await ctx.db
    .select()
    .from(autoTopups)
    .where(
      and(
        mine(ctx),
        eq(autoTopups.autoTopupId, autoTopupId),
        lowBalanceOnly ? eq(autoTopups.autoTopupType, 'LOW_BALANCE') : undefined,
      ),
    );
  if (!row) throw notFound('AUTO_TOPUP_NOT_FOUND', 'No such auto top-up');
  return row;
}

const queryAutoTopups = defineHandler(queryAutoTopupsRoute, async (ctx) => {
  const rows = await ctx.db.select().from(autoTopups).where(mine(ctx)).orderBy(asc(autoTopups.createdAt));
  return { body: { rows: rows.map((row) => autoTopupView(row, ctx.customerId)) } };
});

/**
 * SPEC §4 actions. Pausing keeps an invalid top-up invalid (now "after disabled"); activating an
 * invalid one (INVALID too: what failed is its payment) needs a valid saved payment method in the
 * same call; a rejected one can only be deleted and bought again.
 */
const NEXT_STATUS: Record<'ENABLED' | 'DISABLED', Readonly<Record<string, string>>> = {
  ENABLED: { ENABLED: 'ENABLED', DISABLED: 'ENABLED' },
  DISABLED: {
    ENABLED: 'DISABLED',
    DISABLED: 'DISABLED',
    INVALID_AFTER_ENABLED: 'INVALID_AFTER_DISABLED',
    INVALID_AFTER_DISABLED: 'INVALID_AFTER_DISABLED',
  },
};
const REVALIDATED = new Set(['INVALID', 'INVALID_AFTER_ENABLED', 'INVALID_AFTER_DISABLED']);

async function assertUsableToken(ctx: HandlerContext, tokenId: string) {
  const [token] = await ctx.db
    .select()
    .from(paymentTokens)
    .where(
      and(
        eq(paymentTokens.tenantId, ctx.tenant.id),
        eq(paymentTokens.customerId, ctx.customerId ?? ''),
        eq(paymentTokens.tokenId, tokenId),
      ),
    );
  if (!token || cardExpired(token.cardExpiry, new Date()))
    throw unprocessable('PAYMENT_TOKEN_INVALID', 'No such valid saved payment method');
}

const updateAutoTopup = defineHandler(updateAutoTopupRoute, async (ctx, { body }) => {
  if (body.shopId !== ctx.tenant.shopId)
    throw new DomainError(403, 'TENANT_MISMATCH', 'The auto top-up belongs to another shop');
  const row = await findMine(ctx, body.autoTopupId);
  if (body.status === 'DISABLED' && !ctx.tenant.topup.allowAutoTopupPause)
    throw new DomainError(403, 'AUTO_TOPUP_PAUSE_NOT_ALLOWED', 'This shop does not pause auto top-ups');
  const newToken: string | undefined = body.paymentToken ?? undefined;
  if (newToken) await assertUsableToken(ctx, newToken);
  const wanted = body.status as 'ENABLED' | 'DISABLED';
  const status =
    NEXT_STATUS[wanted][row.status] ??
    (wanted === 'ENABLED' && newToken && REVALIDATED.has(row.status) ? 'ENABLED' : undefined);
  if (!status)
    throw new DomainError(
      409,
      'AUTO_TOPUP_INVALID',
      `An auto top-up in status ${row.status} cannot be ${wanted}`,
    );
  const [updated] = await ctx.db
    .update(autoTopups)
    .set({ status, paymentToken: newToken ?? row.paymentToken, updatedAt: Date.now() })
    .where(and(mine(ctx), eq(autoTopups.autoTopupId, row.autoTopupId)))
    .returning();
  return { body: { autoTopup: autoTopupView(updated ?? row, ctx.customerId) } };
});

async function markDeleted(ctx: HandlerContext, row: AutoTopupRow) {
  await ctx.db
    .update(autoTopups)
    .set({ status: 'DELETED', updatedAt: Date.now() })
    .where(and(mine(ctx), eq(autoTopups.autoTopupId, row.autoTopupId)));
  return { body: {} };
}

const deleteAutoTopup = defineHandler(deleteAutoTopupRoute, async (ctx, { body }) =>
  markDeleted(ctx, await findMine(ctx, body.autoTopupId)),
);

const deleteLowBalanceAutoTopup = defineHandler(deleteLowBalanceAutoTopupRoute, async (ctx, { body }) =>
  markDeleted(ctx, await findMine(ctx, body.autoTopupId, true)),
);

const unableToQuery = (status: number) =>
  new DomainError(status, 'UNABLE_QUERY_AUTO_TOPUP_LIGHT', 'The low-balance top-ups could not be queried');

/** Auto top-ups of the shop, of any customer or guest. */
const inShop = (ctx: HandlerContext, ...conditions: SQL[]) =>
  ctx.db
    .select()
    .from(autoTopups)
    .where(and(eq(autoTopups.tenantId, ctx.tenant.id), ...conditions));

/** Another owner's top-up on the customer's number: what it is and whether it runs, nothing of theirs. */
const typeOnly = (row: AutoTopupRow): AutoTopup => ({
  autoTopupId: '',
  autoTopupType: row.autoTopupType as AutoTopup['autoTopupType'],
  topupType: 'AUTOMATIC',
  autoTopupLight: row.light,
  brand: row.brand,
  paymentToken: null,
  userId: null,
  status: row.status as AutoTopup['status'],
  msisdn: row.msisdn,
});

/**
 * Whether the number is the customer's: they have paid for a top-up of it. One of their auto
 * top-ups is for it, of an amount, and its order was paid by an approved payment of more than
 * nothing. A zero-price setup costs nothing to make on anybody's number, so it makes no number
 * anyone's.
 */
async function paidFor(ctx: HandlerContext, msisdn: string): Promise<boolean> {
  if (!ctx.customerId) return false;
  const paidOrders = ctx.db
    .select({ orderNumber: payments.orderNumber })
    .from(payments)
    .where(
      and(eq(payments.tenantId, ctx.tenant.id), eq(payments.status, 'approved'), gt(payments.amountCents, 0)),
    );
  const [paid] = await ctx.db
    .select({ autoTopupId: autoTopups.autoTopupId })
    .from(autoTopups)
    .where(
      and(
        mine(ctx),
        eq(autoTopups.msisdn, msisdn),
        gt(autoTopups.amountCents, 0),
        inArray(autoTopups.orderNumber, paidOrders),
      ),
    )
    .limit(1);
  return Boolean(paid);
}

/**
 * The low-balance top-ups of one of the customer's numbers, for the account's low-balance type
 * (SPEC §4: LIGHT if any row is light). A number is the customer's when they have paid for a top-up
 * of it (paidFor); for any other number, and without a session, there are no rows, so nobody
 * learns about another customer's number. Rows of other owners on the customer's number (a light
 * one bought as a guest) say only their type and status.
 */
const queryLowBalanceLight = defineHandler(queryLowBalanceLightRoute, async (ctx, { body }) => {
  const msisdn = withPlus(body.msisdn);
  if (endsWith(msisdn, UNABLE_QUERY_LIGHT_SUFFIX)) throw unableToQuery(503);
  const owned = await paidFor(ctx, msisdn);
  const rows = owned
    ? await inShop(
        ctx,
        eq(autoTopups.msisdn, msisdn),
        inArray(autoTopups.autoTopupType, body.autoTopupTypes),
        inArray(autoTopups.status, body.statuses),
      )
    : [];
  const views = rows.map((row) =>
    row.customerId === ctx.customerId ? autoTopupView(row, ctx.customerId) : typeOnly(row),
  );
  // the documented test number has one without any purchase (made up, so nobody's)
  if (views.length === 0 && endsWith(msisdn, EXISTING_LOW_BALANCE_SUFFIX))
    views.push({
      autoTopupId: `lbat-${msisdn.slice(-6)}`,
      autoTopupType: 'LOW_BALANCE',
      topupType: 'AUTOMATIC',
      autoTopupLight: true,
      brand: Object.keys(ctx.tenant.brandRoutes)[0] ?? ctx.tenant.id,
      paymentToken: null,
      userId: null,
      status: 'ENABLED',
      msisdn,
    });
  return { body: { rows: views } };
});

/** A guest's light top-up, from the link of its notification: the hash names the number, the code the top-up. */
const queryNotRegistered = defineHandler(queryNotRegisteredRoute, async (ctx, { body }) => {
  const rows = await inShop(
    ctx,
    eq(autoTopups.notificationCode, body.notificationCode),
    ne(autoTopups.status, 'DELETED'),
  );
  const matching = rows.filter((row) => notificationHashOf(ctx.tenant.id, row.msisdn) === body.hash);
  if (matching.length === 0) throw unableToQuery(404);
  return { body: { rows: matching.map((row) => autoTopupView(row, ctx.customerId)) } };
});

export const autoTopupHandlers = [
  queryAutoTopups,
  updateAutoTopup,
  deleteAutoTopup,
  deleteLowBalanceAutoTopup,
  queryLowBalanceLight,
  queryNotRegistered,
];
