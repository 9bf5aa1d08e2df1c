import { and, count, desc, eq } from 'drizzle-orm';
import { customers, orders } from '../db/schema';
import { notFound, type Handler, type HandlerContext } from '../http';
import { addressSuggestions } from '../addressBook';
import { orderView } from '../orders';
import { EXISTING_LOW_BALANCE_SUFFIX, endsWith } from '../testData';

/**
 * Account calls the checkout needs today (saved tokens: paymentTokens.ts); auto top-up changes and
 * SMS top-ups are answered NOT_IMPLEMENTED by the router until the accounts work lands.
 */
async function customerOf(ctx: HandlerContext) {
  const [customer] = await ctx.db
    .select()
    .from(customers)
    .where(and(eq(customers.tenantId, ctx.tenant.id), eq(customers.customerId, ctx.customerId ?? '')));
  if (!customer) throw notFound('CUSTOMER_NOT_FOUND', 'No such customer');
  return customer;
}

const profileView = (c: Awaited<ReturnType<typeof customerOf>>) => ({
  userId: c.customerId,
  email: c.userName.includes('@') ? c.userName : null,
  firstName: c.firstName,
  lastName: c.lastName,
  phoneNumber: c.phoneNumber,
});

const getProfile: Handler = async (ctx) => ({ body: profileView(await customerOf(ctx)) });

const editProfile: Handler = async (ctx, { body }) => {
  const customer = await customerOf(ctx);
  const [updated] = await ctx.db
    .update(customers)
    .set({
      firstName: body.firstName ?? customer.firstName,
      lastName: body.lastName ?? customer.lastName,
      phoneNumber: body.phoneNumber ?? customer.phoneNumber,
    })
    .where(and(eq(customers.tenantId, ctx.tenant.id), eq(customers.customerId, customer.customerId)))
    .returning();
  return { body: profileView(updated ?? customer) };
};

const orderHistory: Handler = async (ctx, { query }) => {
  const offset: number = query.offset ?? 0;
  const limit: number = query.limit ?? 15;
  const mine = and(eq(orders.tenantId, ctx.tenant.id), eq(orders.customerId, ctx.customerId ?? ''));
  const [total] = await ctx.db.select({ value: count() }).from(orders).where(mine);
  const rows = await ctx.db
    .select()
    .from(orders)
    .where(mine)
    .orderBy(desc(orders.createdAt))
    .limit(limit)
    .offset(offset);
  return {
    body: {
      rows: rows.map(orderView),
      metadata: { totalCount: Number(total?.value ?? 0) },
    },
  };
};

const addressLookup: Handler = async (_ctx, { query }) => ({
  body: { addresses: addressSuggestions(String(query.postcode), String(query.countryCode)) },
});

const emptyRows: Handler = async () => ({ body: { rows: [] } });

/** A low-balance top-up exists for the documented test numbers. */
const queryLowBalanceLight: Handler = async (ctx, { body }) => ({
  body: {
    rows: endsWith(body.msisdn, EXISTING_LOW_BALANCE_SUFFIX)
      ? [
          {
            autoTopupId: `lbat-${String(body.msisdn).slice(-6)}`,
            autoTopupType: 'LOW_BALANCE',
            topupType: 'AUTOMATIC',
            autoTopupLight: true,
            brand: Object.keys(ctx.tenant.brandRoutes)[0] ?? ctx.tenant.id,
            paymentToken: null,
            userId: body.userId ?? null,
            status: 'ENABLED',
            msisdn: body.msisdn,
          },
        ]
      : [],
  },
});

export const accountHandlers: Record<string, Handler> = {
  getProfile,
  editProfile,
  orderHistory,
  addressLookup,
  queryAutoTopups: emptyRows,
  queryLowBalanceLight,
  queryNotRegistered: emptyRows,
  querySmsTopups: emptyRows,
};
