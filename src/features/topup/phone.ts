import type { CountryCode, PhoneNumber } from 'libphonenumber-js';

/** libphonenumber's parser, injected so the rules stay pure and the metadata loads lazily. */
export type ParsePhone = (text: string, country: CountryCode) => PhoneNumber | undefined;

export type PhoneError = 'phoneRequired' | 'phoneInvalid' | 'phoneCountry';
export type PhoneCheck = { ok: true; e164: string } | { ok: false; error: PhoneError };

/**
 * A real mobile number of one of the shop's phone countries (tenant.phoneCountryCodes). The parser
 * runs on libphonenumber's mobile metadata, where only mobile numbers are valid, so a landline is
 * rejected too. A number typed in international form (+…, 00…) may name its own country; it must
 * still be one the shop serves. The result is E.164 with its leading + (SPEC §5).
 */
export function checkPhone(
  text: string,
  country: string,
  allowedCountries: readonly string[],
  parse: ParsePhone,
): PhoneCheck {
  const typed = text.trim();
  if (!typed) return { ok: false, error: 'phoneRequired' };
  let number: PhoneNumber | undefined;
  try {
    number = parse(typed, country.toUpperCase() as CountryCode);
  } catch {
    number = undefined;
  }
  if (!number || !number.isValid()) return { ok: false, error: 'phoneInvalid' };
  const numberCountry = number.country?.toLowerCase();
  if (!numberCountry || !allowedCountries.includes(numberCountry))
    return { ok: false, error: 'phoneCountry' };
  return { ok: true, e164: number.number };
}

let parser: Promise<{ parse: ParsePhone }> | null = null;

/**
 * The mobile metadata is about 100 KB, so it is its own chunk, fetched after the form is shown,
 * instead of weighing on every page's first load.
 */
export function loadPhoneLib() {
  parser ??= import('libphonenumber-js/mobile').then((lib) => ({
    parse: (text: string, country: CountryCode) => lib.parsePhoneNumberFromString(text, country),
  }));
  // a failed chunk fetch (offline) may be retried by the next attempt
  parser.catch(() => (parser = null));
  return parser;
}
