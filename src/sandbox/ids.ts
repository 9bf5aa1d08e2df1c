import { randomBytes, randomInt } from 'node:crypto';

/** Unguessable ids: a cart name or payment id is the only key a guest holds. */
export const newCartName = (): string =>
  randomBytes(12)
    .toString('base64url')
    .replace(/[^A-Za-z0-9]/g, 'x');
export const newPaymentId = (): string => `pay_${randomBytes(12).toString('hex')}`;
export const newToken = (prefix: string): string =>
  `${prefix}-${randomBytes(9).toString('hex').toUpperCase()}`;
export const newOrderNumber = (): string =>
  `SBX${Date.now().toString(36).toUpperCase()}${randomInt(1000, 9999)}`;
export const newOtp = (): string => String(randomInt(0, 1_000_000)).padStart(6, '0');
