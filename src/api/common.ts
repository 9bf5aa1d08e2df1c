import { z } from 'zod/mini';
import { EMAIL_ADDRESS } from './email';

/** Money as the API carries it: a decimal in the shop currency with at most 2 decimals (SPEC §5). */
export const money = z.number().check(
  z.nonnegative(),
  z.maximum(100000),
  z.refine((v) => Number.isInteger(Math.round(v * 100)) && Math.abs(v * 100 - Math.round(v * 100)) < 1e-6, {
    message: 'at most two decimals',
  }),
);

/**
 * The VAT inside a total, one entry per rate (percent): a project extension of SPEC §3's summary, so
 * every page can show VAT wherever it shows a net amount. Absent from a backend that does not send it.
 */
export const taxesByRate = z.optional(
  z.array(z.object({ rate: z.number().check(z.nonnegative()), amount: money })),
);

/** A positive amount a customer pays or tops up. */
export const amount = money.check(z.refine((v) => v > 0, { message: 'must be positive' }));

/** International phone number; the client adds the leading + (SPEC §5), the backend accepts both. */
export const phoneNumber = z
  .string()
  .check(z.regex(/^\+?[1-9]\d{6,14}$/, 'an international phone number like +4915112345678'));

export const cartName = z.string().check(z.regex(/^[A-Za-z0-9_-]{1,64}$/, 'a cart name'));
export const orderNumber = z.string().check(z.regex(/^[A-Za-z0-9_-]{1,64}$/, 'an order number'));
export const identifier = z.string().check(z.regex(/^[A-Za-z0-9_.:-]{1,128}$/, 'an identifier'));

export const currency = z.enum(['EUR', 'GBP', 'USD']);
/** SPEC §4 channels plus the default web channel. */
export const channels = ['web', 'whatsapp', 'sms', 'ivr', 'app', 'chatbot'] as const;
export const channel = z.enum(channels);

/** Every failure answer: SPEC §8 error code, a server message, and the fields that failed validation. */
export const errorBody = z.object({
  errorCode: z.string(),
  message: z.optional(z.string()),
  fields: z.optional(z.array(z.string())),
});
export type ErrorBody = z.infer<typeof errorBody>;

export const emptyResponse = z.object({});

/** A shop id as X-Tenant-Id carries it (tenants/<id>/tenant.json `shopId`). */
export const SHOP_ID = /^[A-Za-z0-9_{}-]{1,64}$/;

/** The shared headers every backend call may carry; validated by the sandbox. */
export const requestHeadersSchema = z.object({
  'x-country': z.optional(z.string().check(z.regex(/^[A-Za-z]{2}$/, 'two-letter country code'))),
  'x-tenant-id': z.optional(z.string().check(z.regex(SHOP_ID, 'a shop id'))),
  'x-channel': z.optional(channel),
});

/** Free text of at most `max` characters that a call may leave out. */
export const optionalText = (max: number) => z.optional(z.string().check(z.maxLength(max)));

/** An e-mail the customer typed: the shop's one rule, so the form and the contract agree. */
const emailAddress = z.string().check(z.maxLength(254), z.regex(EMAIL_ADDRESS, 'an email address'));

/** SPEC §3 delivery address; "N/A" marks an unfilled field. */
export const deliveryAddress = z.object({
  firstname: optionalText(100),
  lastname: optionalText(100),
  street: optionalText(200),
  houseNumber: optionalText(20),
  zip: optionalText(20),
  city: optionalText(100),
  phoneNumber: optionalText(20),
  countryCode: optionalText(3),
  email: z.optional(emailAddress),
  ipAddress: optionalText(64),
  language: optionalText(10),
  deviceId: optionalText(200),
  newsletter: z.optional(z.object({ subscribed: z.union([z.literal(0), z.literal(1)]) })),
  voucherDeliveryAddress: z.optional(z.object({ email: emailAddress })),
});
export type DeliveryAddress = z.infer<typeof deliveryAddress>;

export { isFilled } from './filled';
