import { z } from 'zod/mini';
import { PRODUCT_PAGE_MAX, PRODUCT_PAGE_SIZE } from '@/config/constants';
import { currency, money, optionalText } from './common';
import { callRoute, type ApiContext } from './http';
import { objectTypes, productStatuses, sortOptions } from './productOptions';
import { defineRoute } from './route';

export { objectTypes, productStatuses, sortOptions };
export const productStatus = z.enum(productStatuses);
export const objectType = z.enum(objectTypes);

/** SPEC §9 page size 15: one constant for the whole app, re-exported for the contract's callers. */
export { PRODUCT_PAGE_SIZE };

export const product = z.object({
  productId: z.string(),
  name: z.string(),
  description: z.string(),
  objectType,
  status: productStatus,
  brandId: z.string(),
  categoryId: z.string(),
  /** fixed face value; null for a free amount between minAmount and maxAmount */
  faceValue: z.nullable(money),
  minAmount: money,
  maxAmount: money,
  serviceFee: money,
  /** percent, e.g. 19 */
  taxRate: z.number(),
  currency,
  /** the brand's own name (an upstream without it: the storefront reads one from brandId) */
  brandName: z.optional(z.string()),
  /** the category's name in the requested language */
  categoryName: z.optional(z.string()),
  /** what an eSIM plan gives: gigabytes (null: unlimited), days, ISO codes of covered countries */
  plan: z.optional(
    z.object({
      dataGb: z.nullable(z.number()),
      validityDays: z.number().check(z.int()),
      coverage: z.array(z.string()),
      /** the region a multi-country plan is sold for, and its name in the requested language */
      region: z.optional(z.string()),
      regionName: z.optional(z.string()),
    }),
  ),
  /** international top-up: where the credit goes, how much of the destination's currency, the rate */
  destination: z.optional(
    z.object({
      /** ISO code of the country */
      country: z.string(),
      /** ISO code of the destination's currency */
      currency: z.string(),
      /** credit loaded abroad, in that currency */
      amount: z.number(),
      /** that currency per unit of the shop's currency */
      rate: z.number(),
    }),
  ),
});
export type Product = z.infer<typeof product>;

const list = (item: z.ZodMiniString) =>
  z.string().check(
    z.maxLength(500),
    z.refine((v) => v.split(',').every((part) => item.safeParse(part).success), {
      message: 'a comma-separated list',
    }),
  );

/** SPEC §7: the filter key objectType travels as `object-type`. */
export const productSearchQuery = z.object({
  'object-type': z.optional(list(z.string().check(z.regex(/^(TOPUP|VOUCHER|GIFT_CARD|ESIM)$/)))),
  brandId: z.optional(z.string().check(z.regex(/^[a-z0-9_-]{1,64}$/))),
  categoryId: z.optional(z.string().check(z.regex(/^[a-z0-9_-]{1,64}$/))),
  status: z.optional(
    list(z.string().check(z.regex(/^(ACTIVE|INACTIVE|OUT_OF_STOCK|COMING_SOON|DISCONTINUED)$/))),
  ),
  q: optionalText(100),
  sortBy: z.optional(z.enum(sortOptions)),
  /** the page's language: names, descriptions and category names come in it when the shop has them */
  lang: z.optional(z.string().check(z.regex(/^[a-z]{2}(-[a-z]{2})?$/))),
  page: z.optional(z.coerce.number().check(z.int(), z.minimum(0), z.maximum(10000))),
  size: z.optional(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(PRODUCT_PAGE_MAX))),
});

export const productSearchResponse = z.object({
  items: z.array(product),
  paginationParams: z.object({ page: z.number().check(z.int()), size: z.number().check(z.int()) }),
  metadata: z.object({ count: z.number().check(z.int()), totalCount: z.number().check(z.int()) }),
});
export type ProductSearchResponse = z.infer<typeof productSearchResponse>;

export const productSearchRoute = defineRoute({
  id: 'searchProducts',
  method: 'GET',
  path: '/api/shop/rest/v1/products',
  tag: 'catalogue',
  summary: 'Searches the catalogue (general search and category search); page is 0-based',
  query: productSearchQuery,
  response: productSearchResponse,
  errors: ['VALIDATION_FAILED'],
});

export const productRoutes = [productSearchRoute];

export interface ProductSearch {
  filters?: { objectType?: string; brandId?: string; categoryId?: string; status?: string; q?: string };
  sortBy?: (typeof sortOptions)[number];
  lang?: string;
  page?: number;
  size?: number;
}

/** A search as the contract's query; the server reads a page's first results with the same one. */
export function productSearchParams(search: ProductSearch) {
  const { objectType: type, ...filters } = search.filters ?? {};
  return {
    ...filters,
    'object-type': type,
    sortBy: search.sortBy,
    lang: search.lang,
    page: search.page ?? 0,
    size: search.size ?? PRODUCT_PAGE_SIZE,
  };
}

/** The caller debounces general search by 500 ms (SPEC §9); this function sends at once. */
export function searchProducts(ctx: ApiContext, search: ProductSearch = {}) {
  return callRoute(ctx, productSearchRoute, { query: productSearchParams(search) });
}
