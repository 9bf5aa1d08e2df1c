import { describe, expect, it } from 'vitest';
import { formatPrice } from '@/tenancy/money';

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
    expect(plain(formatPrice(amount, currency, language))).toBe(expected);
  });
});
