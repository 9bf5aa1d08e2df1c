import type { CountryCode, PhoneNumber } from 'libphonenumber-js/mobile';
import type { PhoneLib } from './phoneLib';

/** Why a number is refused; message keys under `phone.errors`. */
export type PhoneError =
  'required' | 'notANumber' | 'tooShort' | 'tooLong' | 'landline' | 'wrongCountry' | 'invalid';
export type PhoneCheck = { ok: true; e164: string } | { ok: false; error: PhoneError };

const upper = (country: string) => country.toUpperCase() as CountryCode;

/** "+212 612-345 678", "00212612345678" → "+212612345678"; separators people type are dropped. */
export const compactPhone = (typed: string): string =>
  typed
    .trim()
    .replace(/[\s().\-/]/g, '')
    .replace(/^00/, '+');

/**
 * A stored number (E.164) as people write it, the one way the shop shows a number: "+49 1511
 * 2345678" on a cart, a summary, an order or an account page; as stored when it is no number.
 */
export const writtenPhone = (e164: string, lib: PhoneLib): string =>
  lib.parsePhoneNumberFromString(e164)?.formatInternational() ?? e164;

/** The shop's country whose calling code the number carries; null when none of them has it. */
function servedCountry(lib: PhoneLib, callingCode: string, countries: readonly string[]): string | null {
  return countries.find((country) => lib.getCountryCallingCode(upper(country)) === callingCode) ?? null;
}

/**
 * What the mobile metadata keeps of a country beyond its public typings: the pattern of every
 * number of the country and the pattern and lengths of its mobile numbers.
 */
interface Plan {
  nationalNumberPattern(): string;
  nationalPrefix(): string | undefined;
  possibleLengths(): number[];
  type(kind: 'MOBILE'): { pattern(): string; possibleLengths(): number[] | undefined } | undefined;
}

function planOf(lib: PhoneLib, country: CountryCode) {
  const metadata = new lib.Metadata();
  metadata.selectNumberingPlan(country);
  const plan = metadata.numberingPlan as unknown as Plan;
  const mobile = plan.type('MOBILE');
  const full = (pattern: string) => new RegExp(`^(?:${pattern})$`);
  return {
    any: full(plan.nationalNumberPattern()),
    anyLengths: plan.possibleLengths(),
    mobile: mobile ? full(mobile.pattern()) : null,
    mobileLengths: mobile?.possibleLengths() ?? plan.possibleLengths(),
    prefix: plan.nationalPrefix(),
  };
}

/** Whether more digits could still make these the start of one of the country's mobile numbers. */
function startsAMobile(national: string, plan: ReturnType<typeof planOf>): boolean {
  const { mobile } = plan;
  if (!mobile) return false;
  return plan.mobileLengths.some(
    (length) =>
      length > national.length &&
      [...'0123456789'].some((digit) => mobile.test(national + digit.repeat(length - national.length))),
  );
}

/** The reason a number that is no valid mobile number of `country` is refused. */
function reasonOf(parsed: string, country: CountryCode, lib: PhoneLib): PhoneError {
  const plan = planOf(lib, country);
  // libphonenumber leaves the national prefix on a number too short to be one ("07400 12")
  const national = plan.prefix && parsed.startsWith(plan.prefix) ? parsed.slice(plan.prefix.length) : parsed;
  const { mobile, mobileLengths } = plan;
  // shorter than any mobile number of the country: whatever else it could be, too short for what
  // the shop tops up; a short landline is no reason to call every short number one
  if (startsAMobile(national, plan) || national.length < Math.min(...mobileLengths)) return 'tooShort';
  const endsAfterAMobile = mobileLengths.some(
    (length) => length < national.length && mobile?.test(national.slice(0, length)),
  );
  if (endsAfterAMobile) return 'tooLong';
  if (plan.any.test(national)) return 'landline';
  if (national.length < Math.min(...plan.anyLengths)) return 'tooShort';
  if (national.length > Math.max(...plan.anyLengths, ...mobileLengths)) return 'tooLong';
  return 'invalid';
}

const refused = (error: PhoneError): PhoneCheck => ({ ok: false, error });

/**
 * The one way the shop reads a number a customer types (the top-up forms, the profile, SMS
 * top-ups): a real mobile number of one of the shop's phone countries (tenant.phoneCountryCodes), typed
 * nationally for `country` or internationally (+…, 00…) for any of them. A refusal names the rule
 * that failed, so the customer knows what to fix. The result is E.164 with its leading + (SPEC §5).
 */
export function checkPhone(
  text: string,
  country: string,
  allowedCountries: readonly string[],
  lib: PhoneLib,
): PhoneCheck {
  const typed = text.trim();
  if (!typed) return refused('required');
  const compact = compactPhone(typed);
  if (!/^\+?\d+$/.test(compact)) return refused('notANumber');
  let number: PhoneNumber | undefined;
  try {
    number = lib.parsePhoneNumberFromString(compact, upper(country));
  } catch {
    number = undefined;
  }
  const digits = compact.replace('+', '');
  if (!number) return refused(digits.length > 15 ? 'tooLong' : 'tooShort');
  const served = servedCountry(lib, number.countryCallingCode, allowedCountries);
  if (!served) return refused('wrongCountry');
  if (number.isValid()) {
    // a calling code several countries share (+44: GB, Jersey, Guernsey…) names the exact one
    const own = number.country && allowedCountries.includes(number.country.toLowerCase());
    return own ? { ok: true, e164: number.number } : refused('wrongCountry');
  }
  return refused(reasonOf(number.nationalNumber, upper(served), lib));
}

/** What the field shows for what was typed, and the country it now belongs to. */
export interface TypedPhone {
  text: string;
  country: string;
  /** an international prefix of a country the shop does not top up */
  foreign: boolean;
}

/** E.164 has at most 15 digits; one more lets a national prefix (0…) be typed in front. */
const MAX_DIGITS = 16;

/**
 * What is typed into a phone field, kept to digits and one leading + (a letter is not entered),
 * formatted as the customer goes (libphonenumber's AsYouType): nationally for the selected
 * country, or internationally once it starts with + or 00. An international prefix of another of
 * the shop's countries selects that country; one of a country the shop does not serve is flagged.
 * Without the library (not loaded yet) the digits are kept as typed.
 */
export function typePhone(
  raw: string,
  country: string,
  allowedCountries: readonly string[],
  lib: PhoneLib | null,
): TypedPhone {
  const international = /^\s*(\+|00)/.test(raw);
  const digits = raw
    .replace(/^\s*(\+|00)/, '')
    .replace(/\D/g, '')
    .slice(0, MAX_DIGITS);
  const kept = `${international ? '+' : ''}${digits}`;
  if (!lib) return { text: kept, country, foreign: false };
  if (!international) return { text: new lib.AsYouType(upper(country)).input(kept), country, foreign: false };
  const asTyped = new lib.AsYouType();
  const text = asTyped.input(kept);
  const callingCode = asTyped.getCallingCode();
  if (!callingCode) return { text, country, foreign: false };
  const served = servedCountry(lib, callingCode, allowedCountries);
  return { text, country: served ?? country, foreign: !served };
}

/** Where a digit count puts the caret in `text`: after that many digits (and a leading +). */
export function caretAfter(text: string, count: number): number {
  if (count <= 0) return 0;
  let seen = 0;
  for (let index = 0; index < text.length; index += 1) {
    if (/[\d+]/.test(text[index]!)) seen += 1;
    if (seen === count) return index + 1;
  }
  return text.length;
}

/** How many digits (and a leading +) come before the caret. */
export const countBefore = (text: string, caret: number): number =>
  text.slice(0, caret).replace(/[^\d+]/g, '').length;

/**
 * What the international form's field shows for what was typed: digits only, formatted as typed,
 * internationally, or nationally once the destination is chosen.
 */
export const shownNumber = (typed: string, country: string, lib: PhoneLib): string =>
  typePhone(typed, country, [], country || /^\s*(\+|00)/.test(typed) ? lib : null).text;

/**
 * The country a phone number typed in international form belongs to ("+212 612 345 678" → "MA",
 * "0033 6 12" → "FR"), as soon as its first digits tell; null while they do not: no international
 * prefix, a calling code several countries share and too few digits to tell them apart, or not a
 * number at all.
 */
export function countryOfNumber(typed: string, lib: PhoneLib): string | null {
  const compact = compactPhone(typed);
  if (!/^\+\d{1,15}$/.test(compact)) return null;
  const asTyped = new lib.AsYouType();
  asTyped.input(compact);
  return asTyped.getCountry() ?? lib.parsePhoneNumberFromString(compact)?.country ?? null;
}

/** A number abroad the destination's operators can top up: a complete mobile number of that country. */
export function isNumberOf(typed: string, country: string, lib: PhoneLib): boolean {
  const number = lib.parsePhoneNumberFromString(compactPhone(typed));
  return Boolean(number?.isValid() && number.country === country);
}
