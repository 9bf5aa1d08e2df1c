import type { Product } from '@/api';
import { shopPriceOf } from '@/tenancy/international';
import { product } from '../../fixtures/product';

/** An international offer as the sandbox lists it: priced at the rate, named with the amount abroad. */
export function offer(
  country: string,
  operator: string,
  operatorName: string,
  amount: number,
  rate: number,
  currency: string,
): Product {
  const price = shopPriceOf(amount, rate);
  return product({
    productId: `intl-${country.toLowerCase()}-${operator}-${amount}`,
    name: `${operatorName} ${amount} ${currency}`,
    brandId: operator,
    brandName: operatorName,
    categoryId: 'international',
    faceValue: price,
    minAmount: price,
    maxAmount: price,
    serviceFee: 0.99,
    destination: { country, currency, amount, rate },
  });
}

export const OFFERS: Product[] = [
  offer('MA', 'maroc-telecom', 'Maroc Telecom', 100, 10.85, 'MAD'),
  offer('MA', 'maroc-telecom', 'Maroc Telecom', 20, 10.85, 'MAD'),
  offer('MA', 'inwi', 'inwi', 50, 10.85, 'MAD'),
  offer('SN', 'orange-sn', 'Orange Sénégal', 2000, 655.957, 'XOF'),
  offer('DZ', 'mobilis', 'Mobilis', 1000, 146.2, 'DZD'),
];

export const NAMES_FR = { MA: 'Maroc', SN: 'Sénégal', DZ: 'Algérie' };
export const NAMES_EN = { MA: 'Morocco', SN: 'Senegal', DZ: 'Algeria' };
