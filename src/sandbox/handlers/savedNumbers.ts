import { and, asc, count, eq } from 'drizzle-orm';
import { withPlus } from '@/api/cart';
import {
  MAX_SAVED_NUMBERS,
  deleteSavedNumberRoute,
  listSavedNumbersRoute,
  renameSavedNumberRoute,
  saveNumberRoute,
  type SavedNumber,
} from '@/api/savedNumbers';
import * as phoneLib from 'libphonenumber-js/mobile';
import { isNumberOf } from '@/tenancy/phone';
import { savedNumbers } from '../db/schema';
import { conflict, defineHandler, notFound, unprocessable, type HandlerContext } from '../http';
import { newToken } from '../ids';

const mine = (ctx: HandlerContext) =>
  and(eq(savedNumbers.tenantId, ctx.tenant.id), eq(savedNumbers.customerId, ctx.customerId ?? ''));

const view = (row: typeof savedNumbers.$inferSelect): SavedNumber => ({
  id: row.id,
  msisdn: row.msisdn,
  name: row.name,
  country: row.country,
});

const missing = () => notFound('SAVED_NUMBER_NOT_FOUND', 'No such saved number');

const listSavedNumbers = defineHandler(listSavedNumbersRoute, async (ctx) => {
  const rows = await ctx.db
    .select()
    .from(savedNumbers)
    .where(mine(ctx))
    .orderBy(asc(savedNumbers.createdAt), asc(savedNumbers.id));
  return { body: { savedNumbers: rows.map(view) } };
});

/** A valid number of the country it is saved with; any country, as the international form sells abroad. */
const saveNumber = defineHandler(saveNumberRoute, async (ctx, { body }) => {
  const msisdn = withPlus(body.msisdn);
  if (!isNumberOf(msisdn, body.country, phoneLib))
    throw unprocessable('UNAVAILABLE_COUNTRY', 'This is no valid number of that country', {
      fields: ['body.msisdn'],
    });
  const [held] = await ctx.db.select({ n: count() }).from(savedNumbers).where(mine(ctx));
  if ((held?.n ?? 0) >= MAX_SAVED_NUMBERS)
    throw conflict('SAVED_NUMBERS_LIMIT', `An account keeps at most ${MAX_SAVED_NUMBERS} numbers`);
  const [row] = await ctx.db
    .insert(savedNumbers)
    .values({
      tenantId: ctx.tenant.id,
      customerId: ctx.customerId ?? '',
      id: newToken('SN'),
      msisdn,
      name: body.name,
      country: body.country,
      createdAt: Date.now(),
    })
    .onConflictDoNothing()
    .returning();
  if (!row) throw conflict('SAVED_NUMBER_EXISTS', 'This number is saved already');
  return { status: 201, body: { savedNumber: view(row) } };
});

const renameSavedNumber = defineHandler(renameSavedNumberRoute, async (ctx, { params, body }) => {
  const [row] = await ctx.db
    .update(savedNumbers)
    .set({ name: body.name })
    .where(and(mine(ctx), eq(savedNumbers.id, params.id)))
    .returning();
  if (!row) throw missing();
  return { body: { savedNumber: view(row) } };
});

const deleteSavedNumber = defineHandler(deleteSavedNumberRoute, async (ctx, { params }) => {
  const [row] = await ctx.db
    .delete(savedNumbers)
    .where(and(mine(ctx), eq(savedNumbers.id, params.id)))
    .returning();
  if (!row) throw missing();
  return { body: {} };
});

export const savedNumberHandlers = [listSavedNumbers, saveNumber, renameSavedNumber, deleteSavedNumber];
