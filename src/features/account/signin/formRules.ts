import { isEmailAddress } from '@/api/email';

/** Client checks of the sign-in forms, as translation keys under `auth.errors` (null: fine). */
const PHONE = /^\+?[0-9 ()/-]{6,20}$/;
/** the contract's password rule (src/api/auth.ts) */
export const PASSWORD_MIN = 8;
const PASSWORD_MAX = 128;

export function identifierError(value: string, phoneAllowed: boolean): string | null {
  const trimmed = value.trim();
  if (!trimmed) return 'identifierRequired';
  if (isEmailAddress(trimmed) || (phoneAllowed && PHONE.test(trimmed))) return null;
  return phoneAllowed ? 'identifierInvalid' : 'emailInvalid';
}

/** A new password (registration, reset, change): the contract's rule for new passwords. */
export function passwordError(value: string): string | null {
  if (!value) return 'passwordRequired';
  return value.length < PASSWORD_MIN || value.length > PASSWORD_MAX ? 'passwordLength' : null;
}

/**
 * A password typed to sign in: anything but nothing. It is checked against the stored one, whatever
 * the rules for new passwords say (an older account's may not meet them); a wrong one is the
 * backend's NotAuthorizedException (SPEC §8), never a length rule.
 */
export const typedPasswordError = (value: string): string | null => (value ? null : 'passwordRequired');

export const codeError = (value: string): string | null =>
  /^\d{4,8}$/.test(value.trim()) ? null : 'codeInvalid';

export const repeatError = (password: string, repeat: string): string | null =>
  password === repeat ? null : 'passwordsDiffer';
