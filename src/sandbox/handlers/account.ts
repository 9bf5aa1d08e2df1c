import { and, count, desc, eq } from 'drizzle-orm';
import { withPlus } from '@/api/cart';
import { isEmailAddress } from '@/api/email';
import { ORDER_HISTORY_PAGE_SIZE } from '@/config/constants';
import { customers, orders } from '../db/schema';
import { notFound, defineHandler, type HandlerContext } from '../http';
import { addressSuggestions } from '../addressBook';
import { orderView } from '../orders';
import { addressLookupRoute, type Profile, profileEditRoute, profileRoute } from '@/api/account';
import { orderHistoryRoute } from '@/api/orders';

type Customer = typeof customers.$inferSelect;

const mine = (ctx: HandlerContext) =>
  and(eq(customers.tenantId, ctx.tenant.id), eq(customers.customerId, ctx.customerId ?? ''));

async function customerOf(ctx: HandlerContext): Promise<Customer> {
  const [customer] = await ctx.db.select().from(customers).where(mine(ctx));
  if (!customer) throw notFound('CUSTOMER_NOT_FOUND', 'No such customer');
  return customer;
}

const profileView = (c: Customer): Profile => ({
  userId: c.customerId,
  email: isEmailAddress(c.userName) ? c.userName : null,
  firstName: c.firstName,
  lastName: c.lastName,
  phoneNumber: c.phoneNumber,
  street: c.street,
  houseNumber: c.houseNumber,
  zip: c.zip,
  city: c.city,
  countryCode: c.countryCode,
});

const getProfile = defineHandler(profileRoute, async (ctx) => ({ body: profileView(await customerOf(ctx)) }));

const EDITABLE = [
  'firstName',
  'lastName',
  'phoneNumber',
  'street',
  'houseNumber',
  'zip',
  'city',
  'countryCode',
] as const;

/** A field left out stays; an empty (or blank) one is cleared. */
const editProfile = defineHandler(profileEditRoute, async (ctx, { body }) => {
  const changes: Partial<Record<(typeof EDITABLE)[number], string | null>> = {};
  for (const field of EDITABLE) {
    const value: string | undefined = body[field];
    if (value !== undefined) changes[field] = value.trim() || null;
  }
  if (changes.phoneNumber) changes.phoneNumber = withPlus(changes.phoneNumber);
  const [updated] = Object.keys(changes).length
    ? await ctx.db.update(customers).set(changes).where(mine(ctx)).returning()
    : [await customerOf(ctx)];
  if (!updated) throw notFound('CUSTOMER_NOT_FOUND', 'No such customer');
  return { body: profileView(updated) };
});

/** Orders paid while signed in carry the customer (ensureOrder); newest first. */
const orderHistory = defineHandler(orderHistoryRoute, async (ctx, { query }) => {
  const offset: number = query.offset ?? 0;
  const limit: number = query.limit ?? ORDER_HISTORY_PAGE_SIZE;
  const own = and(eq(orders.tenantId, ctx.tenant.id), eq(orders.customerId, ctx.customerId ?? ''));
  const [total] = await ctx.db.select({ value: count() }).from(orders).where(own);
  const rows = await ctx.db
    .select()
    .from(orders)
    .where(own)
    .orderBy(desc(orders.createdAt), desc(orders.orderNumber))
    .limit(limit)
    .offset(offset);
  return { body: { rows: rows.map(orderView), metadata: { totalCount: Number(total?.value ?? 0) } } };
});

const addressLookup = defineHandler(addressLookupRoute, async (_ctx, { query }) => ({
  body: { addresses: addressSuggestions(String(query.postcode), String(query.countryCode)) },
}));

export const accountHandlers = [getProfile, editProfile, orderHistory, addressLookup];
