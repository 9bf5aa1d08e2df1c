import { MAX_SAVED_NUMBER_NAME, SAVED_NUMBER_NAME } from '@/api/savedNumberLimits';
import { checkPhone, compactPhone, type PhoneError } from '@/tenancy/phone';
import type { PhoneLib } from '@/tenancy/phoneLib';

export type SavedNumberCheck = { ok: true; e164: string; country: string } | { ok: false; error: PhoneError };

/**
 * A number to save: the top-up form's rule (a mobile number of the shop's countries, typed
 * nationally or internationally), or, typed internationally, a valid number of any other country,
 * which the international form tops up. The country is the number's own, in capitals.
 */
export function checkSavedNumber(
  text: string,
  country: string,
  countries: readonly string[],
  lib: PhoneLib,
): SavedNumberCheck {
  const checked = checkPhone(text, country, countries, lib);
  if (checked.ok) {
    const own = lib.parsePhoneNumberFromString(checked.e164)?.country ?? country.toUpperCase();
    return { ok: true, e164: checked.e164, country: own };
  }
  if (checked.error !== 'wrongCountry') return checked;
  const abroad = lib.parsePhoneNumberFromString(compactPhone(text));
  return abroad?.isValid() && abroad.country
    ? { ok: true, e164: abroad.number, country: abroad.country }
    : checked;
}

/** The name as it is saved (trimmed), or null when it is none the backend takes. */
export function savedNumberName(text: string): string | null {
  const name = text.trim();
  return name.length <= MAX_SAVED_NUMBER_NAME && SAVED_NUMBER_NAME.test(name) ? name : null;
}
