import { describe, expect, it } from 'vitest';
import { PRODUCT_PAGE_SIZE, searchProducts, type ProductSearch } from '@/api';
import { SEARCH_DEBOUNCE_MS, PRODUCT_PAGE_SIZE as CONSTANT_PAGE_SIZE } from '@/config/constants';
import {
  defaultSearch,
  pageCount,
  parseSearchState,
  toProductSearch,
  writeSearchState,
  type SearchState,
} from '@/features/catalogue/search/searchState';
import { fakeBackend } from './fakeCatalogue';

const state = (overrides: Partial<SearchState> = {}): SearchState => ({ ...defaultSearch, ...overrides });

describe('SPEC §9 constants', () => {
  it('pages hold 15 products and search waits 500 ms; the contract re-exports the one constant', () => {
    expect(CONSTANT_PAGE_SIZE).toBe(15);
    expect(PRODUCT_PAGE_SIZE).toBe(CONSTANT_PAGE_SIZE);
    expect(SEARCH_DEBOUNCE_MS).toBe(500);
  });
});

describe('parseSearchState: the URL query a reload keeps', () => {
  it.each<[string, Partial<SearchState>]>([
    ['', {}],
    ['q=lebara', { q: 'lebara' }],
    ['category=giftcard', { category: 'giftcard' }],
    ['category=Gift%20Card', {}],
    ['type=ESIM', { type: 'ESIM' }],
    ['type=esim', {}],
    ['sort=-price', { sort: '-price' }],
    ['sort=cheapest', {}],
    ['page=3', { page: 3 }],
    ['page=0', {}],
    ['page=-2', {}],
    ['page=1.5', {}],
    ['page=abc', {}],
    ['all=1', { all: true }],
    ['all=yes', {}],
    [`q=${'x'.repeat(150)}`, { q: 'x'.repeat(100) }],
    [
      'q=voucher&category=voucher&type=VOUCHER&sort=name&page=2&all=1&amount=15',
      {
        q: 'voucher',
        category: 'voucher',
        type: 'VOUCHER',
        sort: 'name',
        page: 2,
        all: true,
      },
    ],
  ])('%s', (query, expected) => {
    expect(parseSearchState(new URLSearchParams(query))).toEqual(state(expected));
  });
});

describe('writeSearchState', () => {
  it.each<[Partial<SearchState>, string, string]>([
    [{}, '', ''],
    [{ q: '  sfr ' }, '', 'q=sfr'],
    [{ q: '   ' }, 'q=old', ''],
    [{ category: 'esim', page: 2 }, '', 'category=esim&page=2'],
    [{ sort: 'relevance', page: 1 }, 'sort=name&page=4', ''],
    [{ type: 'GIFT_CARD', all: true }, 'amount=15', 'amount=15&type=GIFT_CARD&all=1'],
  ])('%j over "%s" → "%s"', (search, existing, expected) => {
    expect(writeSearchState(state(search), new URLSearchParams(existing)).toString()).toBe(expected);
  });

  it('round-trips through parse', () => {
    const search = state({ q: 'eSIM 5', category: 'esim', type: 'ESIM', sort: '-name', page: 7, all: true });
    expect(parseSearchState(writeSearchState(search, new URLSearchParams()))).toEqual(search);
  });
});

describe('toProductSearch: the contract call of a search', () => {
  it.each<[Partial<SearchState>, object, ProductSearch]>([
    [{}, {}, { filters: { status: 'ACTIVE' }, sortBy: 'relevance', page: 0, size: 15 }],
    [
      { q: ' top ', page: 2 },
      {},
      { filters: { q: 'top', status: 'ACTIVE' }, sortBy: 'relevance', page: 1, size: 15 },
    ],
    [
      { category: 'voucher', type: 'VOUCHER', sort: 'price' },
      { brandId: 'sfr' },
      {
        filters: { categoryId: 'voucher', objectType: 'VOUCHER', brandId: 'sfr', status: 'ACTIVE' },
        sortBy: 'price',
        page: 0,
        size: 15,
      },
    ],
    [
      { all: true, sort: '-price', page: 3 },
      {},
      {
        filters: { status: 'ACTIVE,INACTIVE,OUT_OF_STOCK,COMING_SOON,DISCONTINUED' },
        sortBy: '-price',
        page: 2,
        size: 15,
      },
    ],
  ])('%j in scope %j', (search, scope, expected) => {
    expect(toProductSearch(state(search), scope)).toEqual(expected);
  });

  it.each<[Partial<SearchState>, Record<string, string>]>([
    [{}, { status: 'ACTIVE', page: '0', size: '15', sortBy: 'relevance' }],
    [
      { type: 'GIFT_CARD' },
      { 'object-type': 'GIFT_CARD', status: 'ACTIVE', page: '0', size: '15', sortBy: 'relevance' },
    ],
    [
      { q: 'lebara', page: 4, sort: 'name' },
      { q: 'lebara', status: 'ACTIVE', page: '3', size: '15', sortBy: 'name' },
    ],
    [
      { category: 'esim' },
      { categoryId: 'esim', status: 'ACTIVE', page: '0', size: '15', sortBy: 'relevance' },
    ],
  ])('%j travels as %j (SPEC §7: objectType is sent as object-type)', async (search, query) => {
    const backend = fakeBackend([]);
    await searchProducts(
      { shopId: 'testshop', country: 'de', fetch: backend.fetch },
      toProductSearch(state(search)),
    );
    expect(Object.fromEntries(backend.searches[0]!)).toEqual(query);
    expect(backend.searches[0]!.has('objectType')).toBe(false);
  });
});

describe('pageCount', () => {
  it.each([
    [0, 1],
    [1, 1],
    [15, 1],
    [16, 2],
    [45, 3],
    [46, 4],
  ])('%i products → %i pages', (total, pages) => {
    expect(pageCount(total)).toBe(pages);
  });
});
