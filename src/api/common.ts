import { z } from 'zod';

/** Money as the API carries it: a decimal in the shop currency with at most 2 decimals (SPEC §5). */
export const money = z
  .number()
  .nonnegative()
  .max(100000)
  .refine((v) => Number.isInteger(Math.round(v * 100)) && Math.abs(v * 100 - Math.round(v * 100)) < 1e-6, {
    message: 'at most two decimals',
  });

/** A positive amount a customer pays or tops up. */
export const amount = money.refine((v) => v > 0, { message: 'must be positive' });

/** International phone number; the client adds the leading + (SPEC §5), the backend accepts both. */
export const phoneNumber = z
  .string()
  .regex(/^\+?[1-9]\d{6,14}$/, 'an international phone number like +4915112345678');

export const cartName = z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, 'a cart name');
export const orderNumber = z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, 'an order number');
export const identifier = z.string().regex(/^[A-Za-z0-9_.:-]{1,128}$/, 'an identifier');

export const currency = z.enum(['EUR', 'GBP', 'USD']);
/** SPEC §4 channels plus the default web channel. */
export const channels = ['web', 'whatsapp', 'sms', 'ivr', 'app', 'chatbot'] as const;
export const channel = z.enum(channels);

/** Every failure answer: SPEC §8 error code, a server message, and the fields that failed validation. */
export const errorBody = z.object({
  errorCode: z.string(),
  message: z.string().optional(),
  fields: z.array(z.string()).optional(),
});
export type ErrorBody = z.infer<typeof errorBody>;

export const emptyResponse = z.object({});

/** The shared headers every backend call may carry; validated by the sandbox. */
export const requestHeadersSchema = z.object({
  'x-country': z
    .string()
    .regex(/^[A-Za-z]{2}$/, 'two-letter country code')
    .optional(),
  'x-tenant-id': z
    .string()
    .regex(/^[A-Za-z0-9_{}-]{1,64}$/, 'a shop id')
    .optional(),
  'x-channel': channel.optional(),
});

/** SPEC §3 delivery address; "N/A" marks an unfilled field. */
export const deliveryAddress = z.object({
  firstname: z.string().max(100).optional(),
  lastname: z.string().max(100).optional(),
  street: z.string().max(200).optional(),
  houseNumber: z.string().max(20).optional(),
  zip: z.string().max(20).optional(),
  city: z.string().max(100).optional(),
  phoneNumber: z.string().max(20).optional(),
  countryCode: z.string().max(3).optional(),
  email: z.string().max(254).optional(),
  ipAddress: z.string().max(64).optional(),
  language: z.string().max(10).optional(),
  deviceId: z.string().max(200).optional(),
  newsletter: z.object({ subscribed: z.union([z.literal(0), z.literal(1)]) }).optional(),
  voucherDeliveryAddress: z.object({ email: z.string().max(254) }).optional(),
});
export type DeliveryAddress = z.infer<typeof deliveryAddress>;

export { isFilled } from './filled';
