import type { Product } from '@/api';
// Not '@/api/products': it would bring zod and the schemas into the page's first load.
import { objectTypes } from '@/api/productOptions';
import { payable } from '@/api/moneyLines';
import { isBuyable } from './productStatus';

/** A category of the catalogue; its name in the page's language when the backend sends one. */
export interface Category {
  id: string;
  name?: string;
}

/** What the search filters offer: the categories and product types this catalogue has. */
export interface Facets {
  categories: Category[];
  types: Product['objectType'][];
}

/** Distinct categories in catalogue order (the category menu and the category filter). */
export function categoriesOf(products: readonly Product[]): Category[] {
  const byId = new Map<string, Category>();
  for (const { categoryId, categoryName } of products)
    if (!byId.has(categoryId)) byId.set(categoryId, { id: categoryId, name: categoryName });
  return [...byId.values()];
}

export const facetsOf = (products: readonly Product[]): Facets => ({
  categories: categoriesOf(products),
  types: objectTypes.filter((type) => products.some((product) => product.objectType === type)),
});

/** Brand names as the catalogue writes them ("ALDI TALK"), for brands the backend names. */
export function brandNamesOf(products: readonly Product[]): Map<string, string> {
  const names = new Map<string, string>();
  for (const { brandId, brandName } of products)
    if (brandName && !names.has(brandId)) names.set(brandId, brandName);
  return names;
}

/** The least a customer pays for a top-up per brand, its fee included, for "from …" on the brand grid. */
export function lowestPriceByBrand(products: readonly Product[]): Map<string, number> {
  const lowest = new Map<string, number>();
  for (const product of products) {
    // eSIM plans and gift cards of the first brand would otherwise set a top-up brand's "from"
    if (product.objectType !== 'TOPUP' || !isBuyable(product.status)) continue;
    const price = payable(product.faceValue ?? product.minAmount, product.serviceFee);
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

/** Products the top-up form does not lead with and that can be bought: vouchers, gift cards and eSIM plans. */
export const otherProductsOf = (products: readonly Product[]): Product[] =>
  products.filter((product) => product.objectType !== 'TOPUP' && isBuyable(product.status));
