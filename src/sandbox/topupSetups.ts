import { createHash } from 'node:crypto';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { LIGHT_NOTIFICATION_PATH, type AutoTopup } from '@/api/autoTopup';
import { withPlus } from '@/api/cart';
import type { LoadedCart } from './carts';
import { autoTopups, smsTopups } from './db/schema';
import { conflict, type HandlerContext } from './http';
import { sendMessage } from './inbox';
import { newToken } from './ids';
import { fromCents, toCents } from './money';
import type { OrderRow, PaymentRow } from './db/schema';
import { AUTO_TOPUP_STATUS_BY_PHONE_SUFFIX } from './testData';

/** What an order sets up besides the top-up itself, frozen in its snapshot at order time. */
export interface Setup {
  productId: string;
  productName: string;
  brand: string;
  msisdn: string;
  amountCents: number;
  autoTopup?: {
    lowBalanceLimit?: number;
    recurringType?: string;
    recurringDay?: number;
    light: boolean;
  };
  smsPin?: string;
}

type Option = {
  lowBalanceOption?: { lowBalanceLimit: number };
  recurringOption?: { recurringType: string; recurringDay: number };
};

/**
 * The saved token a payment becomes (or already is, when a saved token paid it): derived from the
 * payment's provider token, so the auto top-ups of that order name the same token.
 */
export const savedTokenIdOf = (payment: Pick<PaymentRow, 'token'>): string =>
  payment.token.startsWith('PT-') ? payment.token : `PT-${payment.token.replace(/^[A-Z]+-/, '')}`;

export function setupsOf(loaded: LoadedCart): Setup[] {
  return loaded.items.flatMap((item) => {
    const option = item.details.autoTopupOption as Option | undefined;
    const pin = item.details.smsTopupConsent?.pinCode;
    if (!item.phoneNumber || (!option && !pin)) return [];
    const product = loaded.products.get(item.productId);
    return [
      {
        productId: item.productId,
        productName: product?.name ?? item.productId,
        brand: product?.brandId ?? '',
        msisdn: withPlus(item.phoneNumber),
        amountCents: item.amountCents,
        ...(option && {
          autoTopup: {
            lowBalanceLimit: option.lowBalanceOption?.lowBalanceLimit,
            recurringType: option.recurringOption?.recurringType,
            recurringDay: option.recurringOption?.recurringDay,
            light: Boolean(item.details.autoTopupLight),
          },
        }),
        ...(pin && { smsPin: pin }),
      },
    ];
  });
}

/** The key of a guest's notification link: it names the number without showing it. */
export const notificationHashOf = (tenantId: string, msisdn: string) =>
  createHash('sha256').update(`${tenantId}:${msisdn}`).digest('hex').slice(0, 32);

/** Order outcomes after which a bought setup exists: refused by the operator, or running. */
const SETUP_STATUS: Record<string, 'ENABLED' | 'REJECTED'> = {
  committed: 'ENABLED',
  partiallyCommitted: 'ENABLED',
  partiallyRefunded: 'ENABLED',
  productProcessError: 'REJECTED',
  refunded: 'REJECTED',
};

const setupsOfOrder = (order: OrderRow): Setup[] => (order.snapshot as { setups?: Setup[] }).setups ?? [];

/** Whether settling the order in this state stores setups (recordSetups writes rows). */
export const setsUpAnything = (order: OrderRow, orderStatus: string): boolean =>
  Boolean(SETUP_STATUS[orderStatus]) && setupsOfOrder(order).length > 0;

/**
 * Stores the auto top-ups and SMS top-ups of a settled order for the customer who paid signed in
 * (a guest's light low-balance top-up gets a notification link in the inbox instead).
 */
export async function recordSetups(
  ctx: HandlerContext,
  order: OrderRow,
  payment: PaymentRow,
  orderStatus: string,
) {
  const outcome = SETUP_STATUS[orderStatus];
  const setups = setupsOfOrder(order);
  if (!outcome || setups.length === 0) return;
  const now = Date.now();
  for (const [position, setup] of setups.entries()) {
    const auto = setup.autoTopup;
    if (auto) {
      // the code is the link's secret (anyone can hash a number), so the sandbox makes it itself
      const notificationCode = auto.light ? newToken('N') : null;
      await ctx.db.insert(autoTopups).values({
        tenantId: ctx.tenant.id,
        autoTopupId: newToken('AT'),
        customerId: order.customerId,
        orderNumber: order.orderNumber,
        msisdn: setup.msisdn,
        brand: setup.brand,
        productId: setup.productId,
        productName: setup.productName,
        amountCents: setup.amountCents,
        autoTopupType: auto.recurringType ? 'RECURRING' : 'LOW_BALANCE',
        light: auto.light,
        lowBalanceLimitCents: auto.lowBalanceLimit === undefined ? null : toCents(auto.lowBalanceLimit),
        recurrenceType: auto.recurringType ?? null,
        recurringDay: auto.recurringDay ?? null,
        paymentToken: savedTokenIdOf(payment),
        status:
          outcome === 'ENABLED'
            ? (AUTO_TOPUP_STATUS_BY_PHONE_SUFFIX[setup.msisdn.slice(-4)] ?? outcome)
            : outcome,
        notificationCode,
        // the cart's order, so an account lists them as they were bought
        createdAt: now + position,
        updatedAt: now,
      });
      if (outcome === 'ENABLED') await confirmRecurring(ctx, order, setup, auto, now);
      if (notificationCode && !order.customerId) {
        const link = new URLSearchParams({
          hash: notificationHashOf(ctx.tenant.id, setup.msisdn),
          notificationCode,
        });
        await sendMessage(
          ctx,
          setup.msisdn,
          `your low-balance top-up is set up: ${LIGHT_NOTIFICATION_PATH}?${link.toString()}`,
          now,
        );
      }
    }
    if (setup.smsPin && outcome === 'ENABLED')
      await insertSmsTopup(ctx, order.customerId ?? '', setup.msisdn, setup.brand, setup.smsPin);
  }
}

/** When an auto top-up charges again, as its confirmation says it. */
function scheduleText(auto: NonNullable<Setup['autoTopup']>, currency: string): string {
  if (auto.lowBalanceLimit !== undefined)
    return `whenever the balance falls below ${auto.lowBalanceLimit.toFixed(2)} ${currency}`;
  if (auto.recurringType === 'WEEKLY') return `every week on day ${auto.recurringDay ?? 1} (1 = Monday)`;
  if (auto.recurringType === 'MONTHLY') return `every month on day ${auto.recurringDay ?? 1}`;
  return 'with each tariff renewal';
}

/**
 * The confirmation e-mail of a recurring charge (the inbox stands in for the mailbox): what, how
 * much, when, that the saved method is charged again, and where to pause or cancel it.
 */
async function confirmRecurring(
  ctx: HandlerContext,
  order: OrderRow,
  setup: Setup,
  auto: NonNullable<Setup['autoTopup']>,
  now: number,
) {
  const snapshot = order.snapshot as {
    deliveryAddress?: { email?: string } | null;
    summary?: { currency?: string };
  };
  const currency = snapshot.summary?.currency ?? ctx.tenant.currency;
  const email = snapshot.deliveryAddress?.email;
  await sendMessage(
    ctx,
    email && email !== 'N/A' ? email : setup.msisdn,
    `your automatic top-up of ${fromCents(setup.amountCents).toFixed(2)} ${currency} ` +
      `for ${setup.msisdn} runs ${scheduleText(auto, currency)}. Your saved payment method is charged each ` +
      `time without asking you first. Pause or cancel it at any time in your account: /account/auto-topups`,
    now,
  );
}

/**
 * A new SMS top-up with the customer's next index; a number already registered in the shop
 * (unique index) inserts nothing and answers undefined.
 */
export async function insertSmsTopup(
  ctx: HandlerContext,
  customerId: string,
  msisdn: string,
  brand: string,
  pin: string,
): Promise<typeof smsTopups.$inferSelect | undefined> {
  const next = sql<number>`(SELECT coalesce(max(${smsTopups.index}) + 1, 0) FROM ${smsTopups} WHERE ${and(
    eq(smsTopups.tenantId, ctx.tenant.id),
    eq(smsTopups.customerId, customerId),
  )})`;
  const [row] = await ctx.db
    .insert(smsTopups)
    .values({ tenantId: ctx.tenant.id, customerId, index: next, msisdn, brand, pin, createdAt: Date.now() })
    .onConflictDoNothing()
    .returning();
  return row;
}

/** An auto top-up as the contract shows it; another customer's token and id are never shown. */
export function autoTopupView(row: typeof autoTopups.$inferSelect, viewer: string | undefined): AutoTopup {
  const own = Boolean(viewer && row.customerId === viewer);
  return {
    autoTopupId: row.autoTopupId,
    autoTopupType: row.autoTopupType as AutoTopup['autoTopupType'],
    topupType: 'AUTOMATIC',
    autoTopupLight: row.light,
    brand: row.brand,
    paymentToken: own ? row.paymentToken : null,
    userId: own ? row.customerId : null,
    status: row.status as AutoTopup['status'],
    msisdn: row.msisdn,
    amount: fromCents(row.amountCents),
    productId: row.productId,
    productName: row.productName,
    lowBalanceLimit: row.lowBalanceLimitCents === null ? null : fromCents(row.lowBalanceLimitCents),
    recurrenceType: row.recurrenceType as AutoTopup['recurrenceType'],
    recurringDay: row.recurringDay,
  };
}

/**
 * Add to cart refuses a second low-balance top-up or SMS top-up for a number that has one (SPEC §8
 * EXISTING_LOW_BALANCE_TOPUP, ALREADY_REGISTERED_TOPUP_CONSENT_PHONE_NUMBER); no query without such items.
 */
export async function assertNoExistingSetup(
  ctx: HandlerContext,
  items: Array<{ phoneNumber: string | null; details: Record<string, unknown> }>,
): Promise<void> {
  const phonesWith = (key: string, test: (value: unknown) => boolean) =>
    items.flatMap((item) => (item.phoneNumber && test(item.details[key]) ? [item.phoneNumber] : []));
  const lowBalance = phonesWith('autoTopupOption', (o) =>
    Boolean((o as Option | undefined)?.lowBalanceOption),
  );
  const sms = phonesWith('smsTopupConsent', Boolean);
  if (lowBalance.length) {
    const [found] = await ctx.db
      .select({ id: autoTopups.autoTopupId })
      .from(autoTopups)
      .where(
        and(
          eq(autoTopups.tenantId, ctx.tenant.id),
          inArray(autoTopups.msisdn, lowBalance),
          eq(autoTopups.autoTopupType, 'LOW_BALANCE'),
          inArray(autoTopups.status, ['ENABLED', 'DISABLED']),
        ),
      )
      .limit(1);
    if (found)
      throw conflict('EXISTING_LOW_BALANCE_TOPUP', 'A low-balance top-up already exists for this number');
  }
  if (sms.length) {
    const [found] = await ctx.db
      .select({ index: smsTopups.index })
      .from(smsTopups)
      .where(and(eq(smsTopups.tenantId, ctx.tenant.id), inArray(smsTopups.msisdn, sms)))
      .limit(1);
    if (found)
      throw conflict('ALREADY_REGISTERED_TOPUP_CONSENT_PHONE_NUMBER', 'SMS top-up already registered');
  }
}
