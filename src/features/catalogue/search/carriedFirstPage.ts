import type { Product, ProductSearchResponse } from '@/api/products';

/**
 * The search's first page as a page's data carries it: where every item of it is one of the
 * products the page carries anyway (a single-brand shop's brand page, a shop's main page), the
 * items are named by their ids, so that each product is in the page once.
 */
export type CarriedFirstPage =
  ProductSearchResponse | (Omit<ProductSearchResponse, 'items'> & { itemIds: string[] });

/** The first page to put into a page's data beside `products`. */
export function carryFirstPage(
  firstPage: ProductSearchResponse | null,
  products: readonly Product[] | null,
): CarriedFirstPage | null {
  if (!firstPage || !products) return firstPage;
  const byId = new Map(products.map((product) => [product.productId, JSON.stringify(product)]));
  const same = firstPage.items.every((item) => byId.get(item.productId) === JSON.stringify(item));
  if (!same) return firstPage;
  const { items, ...rest } = firstPage;
  return { ...rest, itemIds: items.map((item) => item.productId) };
}

/** The first page a page's data carried, whole again; null when a named product is not there. */
export function firstPageOf(
  carried: CarriedFirstPage | null | undefined,
  products: readonly Product[] | null | undefined,
): ProductSearchResponse | null {
  if (!carried) return null;
  if (!('itemIds' in carried)) return carried;
  const { itemIds, ...rest } = carried;
  const byId = new Map((products ?? []).map((product) => [product.productId, product]));
  const items = itemIds.map((id) => byId.get(id));
  return items.every((item) => item !== undefined) ? { ...rest, items } : null;
}
