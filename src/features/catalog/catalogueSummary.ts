import type { Product } from '@/api';
import { isBuyable } from './productStatus';

/** Distinct categories in catalogue order (the category menu and the category filter). */
export const categoriesOf = (products: readonly Product[]): string[] => [
  ...new Set(products.map((product) => product.categoryId)),
];

/** The lowest top-up a customer can buy per brand, for "from …" on the brand grid. */
export function lowestPriceByBrand(products: readonly Product[]): Map<string, number> {
  const lowest = new Map<string, number>();
  for (const product of products) {
    // eSIM plans and gift cards of the first brand would otherwise set a top-up brand's "from"
    if (product.objectType !== 'TOPUP' || !isBuyable(product.status)) continue;
    const price = product.faceValue ?? product.minAmount;
    const known = lowest.get(product.brandId);
    if (known === undefined || price < known) lowest.set(product.brandId, price);
  }
  return lowest;
}

/** How many quick picks the hero offers; more would wrap to a second row on a phone. */
const QUICK_AMOUNTS = 4;

/** The hero's quick picks: the brand's smallest fixed top-up face values that can be bought. */
export function quickAmountsOf(products: readonly Product[]): number[] {
  const values = products
    .filter((p) => p.objectType === 'TOPUP' && isBuyable(p.status) && p.faceValue !== null)
    .map((p) => p.faceValue!);
  return [...new Set(values)].sort((a, b) => a - b).slice(0, QUICK_AMOUNTS);
}

/** Products the top-up form does not lead with: vouchers, gift cards and eSIM plans. */
export const otherProductsOf = (products: readonly Product[]): Product[] =>
  products.filter((product) => product.objectType !== 'TOPUP');
