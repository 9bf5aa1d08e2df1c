// Not '@/api' nor '@/api/products': both would bring zod and the schemas into the page's first load.
import { buyableStatus, objectTypes, productStatuses, sortOptions } from '@/api/productOptions';
import type { Product, ProductSearch } from '@/api/products';
import { PRODUCT_PAGE_SIZE } from '@/config/constants';

export type ObjectType = Product['objectType'];
export type SortOption = (typeof sortOptions)[number];

/** What the customer asked for; lives in the URL query so a reload or a shared link keeps it. */
export interface SearchState {
  /** general search text (sent as q) */
  q: string;
  /** category search: one categoryId, '' for every category */
  category: string;
  /** objectType filter, '' for every type */
  type: ObjectType | '';
  sort: SortOption;
  /** 1-based, as the customer reads it; the backend's page is 0-based */
  page: number;
  /** also list inactive and discontinued products, which the backend hides by default */
  all: boolean;
}

export const defaultSearch: SearchState = {
  q: '',
  category: '',
  type: '',
  sort: 'relevance',
  page: 1,
  all: false,
};

/** The URL query keys this feature owns; any other key (amount, msisdn …) is left alone. */
export const SEARCH_KEYS = ['q', 'category', 'type', 'sort', 'page', 'all'] as const;

/** Same limits as the contract's query schema, so a hand-edited URL never causes a 400. */
const MAX_QUERY_LENGTH = 100;
const MAX_PAGE = 10_001;
const categoryPattern = /^[a-z0-9_-]{1,64}$/;

const oneOf = <T extends string>(values: readonly T[], value: string | null): T | undefined =>
  values.find((candidate) => candidate === value);

/** Reads the search from a URL query; anything malformed falls back to its default. */
export function parseSearchState(params: URLSearchParams): SearchState {
  const page = Number(params.get('page'));
  const category = params.get('category') ?? '';
  return {
    q: (params.get('q') ?? '').slice(0, MAX_QUERY_LENGTH),
    category: categoryPattern.test(category) ? category : '',
    type: oneOf(objectTypes, params.get('type')) ?? '',
    sort: oneOf(sortOptions, params.get('sort')) ?? 'relevance',
    page: Number.isInteger(page) && page >= 1 && page <= MAX_PAGE ? page : 1,
    all: params.get('all') === '1',
  };
}

/** Writes the search into `params` (a copy), leaving defaults out so plain pages keep plain URLs. */
export function writeSearchState(state: SearchState, params: URLSearchParams): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const key of SEARCH_KEYS) next.delete(key);
  const q = state.q.trim();
  if (q) next.set('q', q);
  if (state.category) next.set('category', state.category);
  if (state.type) next.set('type', state.type);
  if (state.sort !== defaultSearch.sort) next.set('sort', state.sort);
  if (state.page > 1) next.set('page', String(state.page));
  if (state.all) next.set('all', '1');
  return next;
}

/** Fixed filters of the page the search sits on (a brand page searches that brand only). */
export interface SearchScope {
  brandId?: string;
}

/** The contract call for a search: pages of PRODUCT_PAGE_SIZE, 0-based (SPEC §7, §9). */
export function toProductSearch(state: SearchState, scope: SearchScope = {}): ProductSearch {
  const q = state.q.trim();
  return {
    filters: {
      ...(q ? { q } : {}),
      ...(state.category ? { categoryId: state.category } : {}),
      ...(state.type ? { objectType: state.type } : {}),
      ...(scope.brandId ? { brandId: scope.brandId } : {}),
      // a list shows what can be bought unless the customer asks for the rest: the sold-out and
      // coming-soon products (the shops' status test products among them) are not for sale
      status: state.all ? productStatuses.join(',') : buyableStatus,
    },
    sortBy: state.sort,
    page: state.page - 1,
    size: PRODUCT_PAGE_SIZE,
  };
}

/** Number of result pages for a total, at least one so "page 1 of 1" reads right when empty. */
export const pageCount = (totalCount: number) => Math.max(1, Math.ceil(totalCount / PRODUCT_PAGE_SIZE));
