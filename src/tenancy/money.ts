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
