import { CONSENT_COOKIE, COOKIE_EXPIRY_DAYS } from '@/config/constants';
import { readCookie, writeCookie } from './cookies';

/** SPEC §9: necessary cookies are always on; statistics is the visitor's choice. */
export interface Consent {
  necessary: true;
  statistics: boolean;
}

export const ONLY_NECESSARY: Consent = { necessary: true, statistics: false };
export const ALL_ACCEPTED: Consent = { necessary: true, statistics: true };

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The visitor's recorded choice, or null when there is none (first visit, expired, or a value this
 * shop did not write): then the dialog asks again. Statistics counts only when it is exactly true.
 */
export function readConsent(): Consent | null {
  const raw = readCookie(CONSENT_COOKIE);
  if (raw === null) return null;
  try {
    const value: unknown = JSON.parse(raw);
    if (typeof value !== 'object' || value === null) return null;
    const { statistics } = value as Record<string, unknown>;
    if (typeof statistics !== 'boolean') return null;
    return { necessary: true, statistics };
  } catch {
    return null;
  }
}

/** SPEC §9: the consent cookie lives 7 days, Secure, SameSite Strict, and holds both flags. */
export function writeConsent(consent: Consent, now = Date.now()): void {
  const value = JSON.stringify({ necessary: true, statistics: consent.statistics });
  writeCookie(CONSENT_COOKIE, value, new Date(now + COOKIE_EXPIRY_DAYS * DAY_MS));
}
