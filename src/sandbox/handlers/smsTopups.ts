import { and, asc, eq } from 'drizzle-orm';
import { smsTopups } from '../db/schema';
import { conflict, DomainError, notFound, defineHandler, type HandlerContext } from '../http';
import { insertSmsTopup } from '../topupSetups';
import { withPlus } from '@/api/cart';
import { deleteSmsTopupRoute, querySmsTopupsRoute, saveSmsTopupRoute } from '@/api/autoTopup';

const mine = (ctx: HandlerContext) =>
  and(eq(smsTopups.tenantId, ctx.tenant.id), eq(smsTopups.customerId, ctx.customerId ?? ''));

const view = (row: typeof smsTopups.$inferSelect) => ({
  index: row.index,
  pin: row.pin,
  msisdn: row.msisdn,
  brand: row.brand,
});

const alreadyRegistered = () =>
  conflict('ALREADY_REGISTERED_TOPUP_CONSENT_PHONE_NUMBER', 'This number already has an SMS top-up');

const querySmsTopups = defineHandler(querySmsTopupsRoute, async (ctx) => {
  const rows = await ctx.db.select().from(smsTopups).where(mine(ctx)).orderBy(asc(smsTopups.index));
  return { body: { rows: rows.map(view) } };
});

/** Without an index a new SMS top-up; with one, that top-up's number, brand or pin changes. */
const saveSmsTopup = defineHandler(saveSmsTopupRoute, async (ctx, { body }) => {
  if (!(body.brand in ctx.tenant.brandRoutes))
    throw new DomainError(400, 'VALIDATION_FAILED', 'This shop has no such brand', {
      fields: ['body.brand'],
    });
  const msisdn = withPlus(body.msisdn);
  const customerId = ctx.customerId ?? '';
  if (body.index === undefined) {
    const row = await insertSmsTopup(ctx, customerId, msisdn, body.brand, body.pin);
    if (!row) throw alreadyRegistered();
    return { body: { smsTopup: view(row) } };
  }
  const [existing] = await ctx.db
    .select()
    .from(smsTopups)
    .where(and(mine(ctx), eq(smsTopups.index, body.index)));
  if (!existing) throw notFound('SMS_TOPUP_NOT_FOUND', 'No such SMS top-up');
  const [other] = await ctx.db
    .select({ customerId: smsTopups.customerId, index: smsTopups.index })
    .from(smsTopups)
    .where(and(eq(smsTopups.tenantId, ctx.tenant.id), eq(smsTopups.msisdn, msisdn)));
  if (other && (other.customerId !== customerId || other.index !== existing.index)) throw alreadyRegistered();
  const [updated] = await ctx.db
    .update(smsTopups)
    .set({ msisdn, brand: body.brand, pin: body.pin })
    .where(and(mine(ctx), eq(smsTopups.index, existing.index)))
    .returning();
  return { body: { smsTopup: view(updated ?? existing) } };
});

const deleteSmsTopup = defineHandler(deleteSmsTopupRoute, async (ctx, { body }) => {
  const [deleted] = await ctx.db
    .delete(smsTopups)
    .where(and(mine(ctx), eq(smsTopups.index, body.index)))
    .returning();
  if (!deleted) throw notFound('SMS_TOPUP_NOT_FOUND', 'No such SMS top-up');
  return { body: {} };
});

export const smsTopupHandlers = [querySmsTopups, saveSmsTopup, deleteSmsTopup];
