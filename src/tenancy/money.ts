import type { TenantConfig } from './schema';

const formatters = new Map<string, Intl.NumberFormat>();

/** SPEC §5: prices with 2 decimals, in the shop's currency and the page's language. */
export function formatPrice(amount: number, currency: TenantConfig['currency'], language: string): string {
  const key = `${language}:${currency}`;
  let format = formatters.get(key);
  if (!format) {
    format = new Intl.NumberFormat(language, {
      style: 'currency',
      currency,
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
    });
    formatters.set(key, format);
  }
  return format.format(amount);
}

const formats = new Map<string, Intl.NumberFormat>();

/** "15 €", "€15", "€ 12,50": whole amounts without cents, as price tags and brands write them. */
export function amountText(amount: number, currency: string, locale: string): string {
  const digits = Number.isInteger(amount) ? 0 : 2;
  const key = `${locale}:${currency}:${digits}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, {
      style: 'currency',
      currency,
      minimumFractionDigits: digits,
      maximumFractionDigits: digits,
    });
    formats.set(key, format);
  }
  return format.format(amount);
}

/** "10.85 MAD": an exchange rate, what one unit of the shop's currency buys, up to four decimals. */
export const rateText = (rate: number, currency: string, locale: string): string =>
  `${new Intl.NumberFormat(locale, { maximumFractionDigits: 4 }).format(rate)} ${currency}`;
