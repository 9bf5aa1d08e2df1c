import {
  AsYouType,
  Metadata,
  getCountryCallingCode,
  parsePhoneNumberFromString,
  type CountryCode,
} from 'libphonenumber-js';
import { typePhone } from '@/ui/fields/phone';

const LIB = { AsYouType, Metadata, getCountryCallingCode, parsePhoneNumberFromString };

/**
 * What the international form's field shows for what was typed: digits only, formatted as typed,
 * internationally, or nationally once the destination is chosen (ui/fields/phone's typePhone).
 */
export const shownNumber = (typed: string, country: string): string =>
  typePhone(typed, country, [], country || /^\s*(\+|00)/.test(typed) ? LIB : null).text;

/** "+212 612-345 678", "00212612345678" → "+212612345678"; anything else as typed, without separators. */
export const compactNumber = (typed: string): string => typed.replace(/[\s().\-/]/g, '').replace(/^00/, '+');

/**
 * The country a phone number typed in international form belongs to ("+212 612 345 678" → "MA",
 * "0033 6 12" → "FR"), as soon as its first digits tell; null while they do not: no international
 * prefix, a calling code several countries share and too few digits to tell them apart, or not a
 * number at all.
 */
export function countryOfNumber(typed: string): string | null {
  const compact = compactNumber(typed);
  if (!/^\+\d{1,15}$/.test(compact)) return null;
  const asTyped = new AsYouType();
  asTyped.input(compact);
  return asTyped.getCountry() ?? parsePhoneNumberFromString(compact)?.country ?? null;
}

/** A number the destination's operators can be topped up on: complete and valid for that country. */
export function isNumberOf(typed: string, country: string): boolean {
  const number = parsePhoneNumberFromString(compactNumber(typed));
  return Boolean(number?.isValid() && number.country === country);
}

/**
 * A number as typed by a customer of the shop (nationally, "0151 …", or internationally) in E.164
 * form for the backend; null when it is no valid number of that country or its own.
 */
export function internationalNumber(typed: string, country: string): string | null {
  const number = parsePhoneNumberFromString(compactNumber(typed), country.toUpperCase() as CountryCode);
  return number?.isValid() ? number.number : null;
}
