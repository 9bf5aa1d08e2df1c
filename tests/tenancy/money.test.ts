import { afterEach, describe, expect, it, vi } from 'vitest';
import { amountText, formatPrice, moneyStyle, tenantMoneyStyles } from '@/tenancy/money';
import type { MoneyStyle } from '@/tenancy/moneyStyles';
import { loadTenants } from '@/tenancy/registry';

// Intl uses a narrow no-break space before the currency in several locales.
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

describe('formatPrice', () => {
  it.each([
    [15, 'EUR', 'de', '15,00 €'],
    [15, 'EUR', 'en', '€15.00'],
    [9.5, 'EUR', 'nl', '€ 9,50'],
    [9.5, 'EUR', 'fr', '9,50 €'],
    [1234.5, 'EUR', 'de', '1.234,50 €'],
    [20, 'GBP', 'en', '£20.00'],
    [3, 'USD', 'en', '$3.00'],
    [0.1 + 0.2, 'EUR', 'en', '€0.30'],
    [-4, 'EUR', 'de', '-4,00 €'],
    [0.5, 'EUR', 'tr', '€0,50'],
    [10, 'EUR', 'pl', '10,00 €'],
    [15.5, 'GBP', 'en', '£15.50'],
  ] as const)('%s %s in %s → %s', (amount, currency, language, expected) => {
    // by Intl (no style for it) and from the language's style alike
    expect(plain(formatPrice(amount, currency, language, {}))).toBe(expected);
    expect(plain(formatPrice(amount, currency, language, tenantMoneyStyles([language], currency)))).toBe(
      expected,
    );
  });
});

const AMOUNTS = [
  0,
  0.005,
  0.01,
  0.5,
  1,
  1.005,
  2.675,
  5,
  9.99,
  15,
  15.5,
  99.995,
  100,
  999.99,
  1000,
  1234.5,
  9999.5,
  12345.67,
  123456.78,
  1234567.89,
  12345678.9,
  -0.001,
  -4,
  -1234.5,
  0.1 + 0.2,
];
const tenants = [...loadTenants('tenants').values()];
const languages = [
  ...new Set([...tenants.flatMap((tenant) => tenant.locales), 'es', 'pl', 'en-IN', 'de-CH', 'fr-CH']),
];

describe('moneyStyle: the prices a browser writes without Intl are the ones Intl writes', () => {
  it.each(
    languages.flatMap((language) => ['EUR', 'GBP', 'USD', 'MAD'].map((currency) => [language, currency])),
  )('%s %s', (language, currency) => {
    const style = moneyStyle(language, currency);
    expect(style).not.toBeNull();
    const styles = { [`${language}:${currency}`]: style };
    for (const amount of AMOUNTS)
      for (const digits of [0, 2]) {
        const intl = new Intl.NumberFormat(language, {
          style: 'currency',
          currency,
          minimumFractionDigits: digits,
          maximumFractionDigits: digits,
        }).format(amount);
        const written =
          digits === 2
            ? formatPrice(amount, currency, language, styles)
            : amountText(Math.round(amount), currency, language, styles);
        expect(written, `${amount} with ${digits} decimals`).toBe(
          digits === 2
            ? intl
            : new Intl.NumberFormat(language, {
                style: 'currency',
                currency,
                minimumFractionDigits: 0,
                maximumFractionDigits: 0,
              }).format(Math.round(amount)),
        );
      }
  });

  it('reads a style for every locale of every tenant, in its currency', () => {
    for (const tenant of tenants)
      expect(Object.entries(tenant.moneyStyles)).toEqual(
        tenant.locales.map((locale) => [
          `${locale}:${tenant.currency}`,
          expect.objectContaining({ primary: 3 }),
        ]),
      );
  });
});

describe('tenantMoneyStyles', () => {
  afterEach(() => vi.restoreAllMocks());

  it('reads each language and currency once, however many tenants share them (start-up of many tenants)', () => {
    const first = tenantMoneyStyles(['sv', 'da'], 'EUR');
    const built = vi.spyOn(Intl, 'NumberFormat');
    expect(tenantMoneyStyles(['da', 'sv'], 'EUR')).toEqual(first);
    expect(built).not.toHaveBeenCalled();
  });
});

describe("a tenant's prices in the browser", () => {
  afterEach(() => vi.restoreAllMocks());

  it('are written without building an Intl number format, from its styles', () => {
    const intl = (language: string) =>
      new Intl.NumberFormat(language, {
        style: 'currency',
        currency: 'USD',
        minimumFractionDigits: 2,
      }).format(1234.5);
    const expected = [intl('nl-BE'), intl('de-AT')];
    const styles = tenantMoneyStyles(['nl-BE', 'de-AT'], 'USD');
    const built = vi.spyOn(Intl, 'NumberFormat');
    expect([
      formatPrice(1234.5, 'USD', 'nl-BE', styles),
      formatPrice(1234.5, 'USD', 'de-AT', styles),
    ]).toEqual(expected);
    expect(built).not.toHaveBeenCalled();
  });
});

describe('a price is written with the styles it is given, whatever was written before', () => {
  // Two tenants that write de:EUR apart: one with a style of its own (its marks tell its text from
  // Intl's), one that leaves it to Intl. Nothing of one may stay behind for the other.
  const own: MoneyStyle = { ...moneyStyle('de', 'EUR')!, prefix: '≈', suffix: ' EUR', group: "'" };
  const first = { 'de:EUR': own };
  const second = { 'de:EUR': null };
  const intl = new Intl.NumberFormat('de', { style: 'currency', currency: 'EUR' }).format(1234.5);

  it.each([
    ['the first, then the second', [first, second]],
    ['the second, then the first', [second, first]],
    ['interleaved', [first, second, first, second]],
  ] as const)('%s', (_, order) => {
    for (const styles of order)
      expect(formatPrice(1234.5, 'EUR', 'de', styles)).toBe(styles === first ? "≈1'234,50 EUR" : intl);
  });
});
