import { z } from 'zod/mini';
import { emptyResponse, identifier, optionalText, phoneNumber } from './common';
import { bodyCall, callRoute, type ApiContext } from './http';
import { defineRoute } from './route';

const AUTH = ['AUTHORIZATION_REQUIRED'] as const;

/** SPEC §4 auto top-up statuses and types. */
export const autoTopupStatuses = [
  'ENABLED',
  'DISABLED',
  'DELETED',
  'REJECTED',
  'INVALID_AFTER_ENABLED',
  'INVALID_AFTER_DISABLED',
  'INVALID',
] as const;
export const autoTopupTypes = [
  'LOW_BALANCE',
  'RECURRING',
  'SMS-TOPUP',
  'SMS_TOPUP',
  'AUTO_TOPUP_LIGHT',
  'UNKNOWN',
] as const;

export const autoTopup = z.object({
  autoTopupId: z.string(),
  autoTopupType: z.enum(autoTopupTypes),
  topupType: z.nullable(z.string()),
  autoTopupLight: z.boolean(),
  brand: z.string(),
  paymentToken: z.nullable(z.string()),
  userId: z.nullable(z.string()),
  status: z.enum(autoTopupStatuses),
  msisdn: z.optional(z.string()),
  amount: z.optional(z.number()),
  productId: z.optional(z.string()),
  productName: z.optional(z.string()),
  lowBalanceLimit: z.optional(z.nullable(z.number())),
  recurrenceType: z.optional(z.nullable(z.enum(['WEEKLY', 'MONTHLY']))),
  recurringDay: z.optional(z.nullable(z.number().check(z.int()))),
});
export type AutoTopup = z.infer<typeof autoTopup>;
const rows = z.object({ rows: z.array(autoTopup) });

export const autoTopupUpdateBody = z.object({
  shopId: z.string().check(z.minLength(1), z.maxLength(64)),
  brand: z.string().check(z.regex(/^[a-z0-9_-]{1,64}$/)),
  autoTopupId: identifier,
  autoTopupType: z.enum(autoTopupTypes),
  paymentToken: z.optional(z.nullable(z.string().check(z.maxLength(200)))),
  status: z.enum(['ENABLED', 'DISABLED']),
});
export const lbatlQueryBody = z.object({
  autoTopupTypes: z.array(z.literal('LOW_BALANCE')).check(z.minLength(1)),
  userId: optionalText(128),
  msisdn: phoneNumber,
  statuses: z.array(z.enum(['ENABLED', 'DISABLED'])).check(z.minLength(1)),
});
/**
 * The shop's page that a guest's light low-balance notification links to, with `hash` and
 * `notificationCode` in its query.
 */
export const LIGHT_NOTIFICATION_PATH = '/auto-topup-light';
export const notRegisteredBody = z.object({
  hash: z.string().check(z.minLength(1), z.maxLength(256)),
  notificationCode: z.string().check(z.minLength(1), z.maxLength(128)),
});
export const smsTopup = z.object({
  index: z.number().check(z.int()),
  pin: z.string(),
  msisdn: z.string(),
  brand: z.string(),
});
export const smsTopupBody = z.object({
  msisdn: phoneNumber,
  brand: z.string().check(z.regex(/^[a-z0-9_-]{1,64}$/)),
  pin: z.string().check(z.regex(/^\d{4}$/)),
  index: z.optional(z.number().check(z.int(), z.minimum(0))),
});

export const queryAutoTopupsRoute = defineRoute({
  id: 'queryAutoTopups',
  method: 'POST',
  path: '/api/topup/autotopup/query',
  tag: 'autoTopup',
  summary: "The customer's auto top-ups",
  body: z.optional(z.object({})),
  response: rows,
  errors: AUTH,
  auth: true,
});

export const updateAutoTopupRoute = defineRoute({
  id: 'updateAutoTopup',
  method: 'PUT',
  path: '/api/topup/autotopup',
  tag: 'autoTopup',
  summary: 'Activates or pauses an auto top-up, or changes its payment token',
  body: autoTopupUpdateBody,
  response: z.object({ autoTopup }),
  errors: [
    ...AUTH,
    'AUTO_TOPUP_NOT_FOUND',
    'AUTO_TOPUP_PAUSE_NOT_ALLOWED',
    'AUTO_TOPUP_INVALID',
    'PAYMENT_TOKEN_INVALID',
    'TENANT_MISMATCH',
  ],
  auth: true,
});

export const deleteAutoTopupRoute = defineRoute({
  id: 'deleteAutoTopup',
  method: 'POST',
  path: '/api/topup/autotopup/delete',
  tag: 'autoTopup',
  summary: 'Deletes an auto top-up',
  body: z.object({ autoTopupId: identifier }),
  response: emptyResponse,
  errors: [...AUTH, 'AUTO_TOPUP_NOT_FOUND'],
  auth: true,
});

export const deleteLowBalanceAutoTopupRoute = defineRoute({
  id: 'deleteLowBalanceAutoTopup',
  method: 'POST',
  path: '/api/topup/autotopuplbat/delete',
  tag: 'autoTopup',
  summary: 'Deletes a low-balance auto top-up (normal or light)',
  body: z.object({ autoTopupId: identifier }),
  response: emptyResponse,
  errors: [...AUTH, 'AUTO_TOPUP_NOT_FOUND'],
  auth: true,
});

export const queryLowBalanceLightRoute = defineRoute({
  id: 'queryLowBalanceLight',
  method: 'POST',
  path: '/api/topup/lbatl/query',
  tag: 'autoTopup',
  summary: 'Low-balance auto top-ups of a phone number',
  body: lbatlQueryBody,
  response: rows,
  errors: ['UNABLE_QUERY_AUTO_TOPUP_LIGHT'],
});

export const queryNotRegisteredRoute = defineRoute({
  id: 'queryNotRegistered',
  method: 'POST',
  path: '/api/topup/notRegistered/query',
  tag: 'autoTopup',
  summary: 'Auto top-up light of a guest, from a notification link',
  body: notRegisteredBody,
  response: rows,
  errors: ['UNABLE_QUERY_AUTO_TOPUP_LIGHT'],
});

export const querySmsTopupsRoute = defineRoute({
  id: 'querySmsTopups',
  method: 'GET',
  path: '/api/shop/rest/smstopup/query',
  tag: 'smsTopup',
  summary: "The customer's SMS top-ups",
  response: z.object({ rows: z.array(smsTopup) }),
  errors: AUTH,
  auth: true,
});

export const saveSmsTopupRoute = defineRoute({
  id: 'saveSmsTopup',
  method: 'PUT',
  path: '/api/shop/rest/smstopup',
  tag: 'smsTopup',
  summary: 'Creates an SMS top-up, or changes the one with the given index',
  body: smsTopupBody,
  response: z.object({ smsTopup }),
  errors: [...AUTH, 'ALREADY_REGISTERED_TOPUP_CONSENT_PHONE_NUMBER', 'SMS_TOPUP_NOT_FOUND'],
  auth: true,
});

export const deleteSmsTopupRoute = defineRoute({
  id: 'deleteSmsTopup',
  method: 'DELETE',
  path: '/api/shop/rest/smstopup',
  tag: 'smsTopup',
  summary: 'Deletes an SMS top-up by index',
  body: z.object({ index: z.number().check(z.int(), z.minimum(0), z.maximum(1000)) }),
  response: emptyResponse,
  errors: [...AUTH, 'SMS_TOPUP_NOT_FOUND'],
  auth: true,
});

export const autoTopupRoutes = [
  queryAutoTopupsRoute,
  updateAutoTopupRoute,
  deleteAutoTopupRoute,
  deleteLowBalanceAutoTopupRoute,
  queryLowBalanceLightRoute,
  queryNotRegisteredRoute,
  querySmsTopupsRoute,
  saveSmsTopupRoute,
  deleteSmsTopupRoute,
] as const;

export const queryAutoTopups = (ctx: ApiContext) => callRoute(ctx, queryAutoTopupsRoute, { body: {} });
export const updateAutoTopup = bodyCall(updateAutoTopupRoute);
export const deleteAutoTopup = (ctx: ApiContext, autoTopupId: string) =>
  callRoute(ctx, deleteAutoTopupRoute, { body: { autoTopupId } });
export const deleteLowBalanceAutoTopup = (ctx: ApiContext, autoTopupId: string) =>
  callRoute(ctx, deleteLowBalanceAutoTopupRoute, { body: { autoTopupId } });
export const queryLowBalanceLight = bodyCall(queryLowBalanceLightRoute);
export const queryNotRegistered = bodyCall(queryNotRegisteredRoute);
export const querySmsTopups = (ctx: ApiContext) => callRoute(ctx, querySmsTopupsRoute);
export const saveSmsTopup = bodyCall(saveSmsTopupRoute);
export const deleteSmsTopup = (ctx: ApiContext, index: number) =>
  callRoute(ctx, deleteSmsTopupRoute, { body: { index } });
