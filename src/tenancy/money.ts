import type { MoneyStyle, MoneyStyles } from './moneyStyles';

const currencyFormat = (language: string, currency: string, digits: number) =>
  new Intl.NumberFormat(language, {
    style: 'currency',
    currency,
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  });

/** The parts of an amount written by Intl: the text around its digits, and the digits' parts. */
function around(parts: Intl.NumberFormatPart[]) {
  const digitTypes = new Set(['integer', 'group', 'decimal', 'fraction']);
  const first = parts.findIndex((part) => digitTypes.has(part.type));
  const last = parts.findLastIndex((part) => digitTypes.has(part.type));
  const text = (from: number, to: number) =>
    parts
      .slice(from, to)
      .map((part) => part.value)
      .join('');
  return {
    prefix: text(0, first),
    suffix: text(last + 1, parts.length),
    digits: parts.slice(first, last + 1),
  };
}

/**
 * The style of `currency` in `language`, read from Intl; null where the formatter below would not
 * write what Intl writes (digits other than 0–9, a sign between the digits), which then stays Intl's.
 */
export function moneyStyle(language: string, currency: string): MoneyStyle | null {
  const format = currencyFormat(language, currency, 2);
  const large = around(format.formatToParts(1234567.5));
  const negative = around(format.formatToParts(-1234567.5));
  const integers = large.digits.filter((part) => part.type === 'integer').map((part) => part.value);
  const group = large.digits.find((part) => part.type === 'group')?.value ?? '';
  const decimal = large.digits.find((part) => part.type === 'decimal')?.value ?? '';
  const digitsOnly = large.digits.every(
    (part) => (part.type !== 'integer' && part.type !== 'fraction') || /^[0-9]+$/.test(part.value),
  );
  if (!digitsOnly || integers.length === 0 || negative.digits.length !== large.digits.length) return null;
  const grouped = (amount: number) => format.formatToParts(amount).some((part) => part.type === 'group');
  const primary = integers.at(-1)!.length;
  const style: MoneyStyle = {
    prefix: large.prefix,
    suffix: large.suffix,
    negativePrefix: negative.prefix,
    negativeSuffix: negative.suffix,
    group,
    decimal,
    primary,
    secondary: integers.length > 2 ? integers.at(-2)!.length : primary,
    minimumGrouping: grouped(10 ** primary) ? 1 : 2,
  };
  // a style this formatter cannot write (no grouping, a currency written apart from the digits
  // differently without cents) stays Intl's
  const same = [0, 5, 1234.5, -4].every(
    (amount) =>
      withStyle(style, amount, 2) === format.format(amount) &&
      withStyle(style, amount, 0) === currencyFormat(language, currency, 0).format(amount),
  );
  return group && decimal && same ? style : null;
}

/**
 * The digits of `value` (zero or more) before and after the point, with `digits` decimals, rounded
 * as Intl rounds: the shortest decimal that reads back as the number (1.005, not the 1.00499… the
 * binary number holds and toFixed rounds), half away from zero.
 */
function decimals(value: number, digits: number): [string, string | undefined] {
  const shortest = String(value);
  // below a millionth: written with an exponent, and nothing to round up at two decimals
  const [whole = '', fraction = ''] = (shortest.includes('e') ? value.toFixed(digits) : shortest).split('.');
  const up = fraction.length > digits && fraction.charAt(digits) >= '5';
  const scaled = (BigInt(whole + fraction.slice(0, digits).padEnd(digits, '0')) + (up ? 1n : 0n))
    .toString()
    .padStart(digits + 1, '0');
  return digits === 0 ? [scaled, undefined] : [scaled.slice(0, -digits), scaled.slice(-digits)];
}

/** `amount` with `digits` decimals, written in `style`. */
function withStyle(style: MoneyStyle, amount: number, digits: number): string {
  const [whole, cents] = decimals(Math.abs(amount), digits);
  let integer = whole;
  if (whole.length >= style.primary + style.minimumGrouping) {
    const groups = [whole.slice(-style.primary)];
    let rest = whole.slice(0, -style.primary);
    while (rest.length > style.secondary) {
      groups.unshift(rest.slice(-style.secondary));
      rest = rest.slice(0, -style.secondary);
    }
    groups.unshift(rest);
    integer = groups.join(style.group);
  }
  const digitsText = cents === undefined ? integer : `${integer}${style.decimal}${cents}`;
  // Intl signs every negative amount, minus zero and what rounds to zero too ("-0,00 €")
  return amount < 0 || Object.is(amount, -0)
    ? `${style.negativePrefix}${digitsText}${style.negativeSuffix}`
    : `${style.prefix}${digitsText}${style.suffix}`;
}

/** Styles read so far: tenants share a few languages and currencies (reading one takes ~0.3 ms). */
const readStyles = new Map<string, MoneyStyle | null>();

/** language:currency → the style, for each of a tenant's languages; null where Intl writes it. */
export function tenantMoneyStyles(locales: readonly string[], currency: string): MoneyStyles {
  return Object.fromEntries(
    locales.map((locale) => {
      const key = `${locale}:${currency}`;
      if (!readStyles.has(key)) readStyles.set(key, moneyStyle(locale, currency));
      return [key, readStyles.get(key) ?? null];
    }),
  );
}

const intlFormats = new Map<string, Intl.NumberFormat>();

function money(
  amount: number,
  currency: string,
  language: string,
  styles: MoneyStyles,
  digits: number,
): string {
  const key = `${language}:${currency}`;
  // the styles of the tenant the page belongs to, which the server and the browser both have in
  // its config: both write each amount the same way
  const style = styles[key];
  if (style && Number.isFinite(amount) && Math.abs(amount) < 1e21) return withStyle(style, amount, digits);
  const formatKey = `${key}:${digits}`;
  let format = intlFormats.get(formatKey);
  if (!format) {
    format = currencyFormat(language, currency, digits);
    intlFormats.set(formatKey, format);
  }
  return format.format(amount);
}

/**
 * SPEC §5: prices with 2 decimals, in the shop's currency and the page's language; `styles` are the
 * tenant's (`tenant.moneyStyles`): a currency or language they lack is written by Intl.
 */
export const formatPrice = (
  amount: number,
  currency: string,
  language: string,
  styles: MoneyStyles,
): string => money(amount, currency, language, styles, 2);

/** "15 €", "€15", "€ 12,50": whole amounts without cents, as price tags and brands write them. */
export const amountText = (amount: number, currency: string, locale: string, styles: MoneyStyles): string =>
  money(amount, currency, locale, styles, Number.isInteger(amount) ? 0 : 2);

/** "10.85 MAD": an exchange rate, what one unit of the shop's currency buys, up to four decimals. */
export const rateText = (rate: number, currency: string, locale: string): string =>
  `${new Intl.NumberFormat(locale, { maximumFractionDigits: 4 }).format(rate)} ${currency}`;
