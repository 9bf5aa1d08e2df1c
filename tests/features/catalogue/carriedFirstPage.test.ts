import { describe, expect, it } from 'vitest';
import type { ProductSearchResponse } from '@/api/products';
import { carryFirstPage, firstPageOf } from '@/features/catalogue/search/carriedFirstPage';
import { topups } from './fakeCatalogue';

const CATALOGUE = topups(16, 'testshop');
const pageOf = (items = CATALOGUE.slice(0, 15)): ProductSearchResponse => ({
  items,
  paginationParams: { page: 0, size: 15 },
  metadata: { count: items.length, totalCount: 16 },
});

describe("the search's first page in a page's data", () => {
  it('names its items by id where the page carries them, and comes back whole', () => {
    const carried = carryFirstPage(pageOf(), CATALOGUE);
    expect(carried).not.toHaveProperty('items');
    expect(carried).toHaveProperty(
      'itemIds',
      CATALOGUE.slice(0, 15).map((product) => product.productId),
    );
    // each product once: the carried page is far smaller than the page itself
    expect(JSON.stringify(carried).length).toBeLessThan(JSON.stringify(pageOf()).length / 3);
    expect(firstPageOf(carried, CATALOGUE)).toEqual(pageOf());
  });

  it.each([
    ['an item the page does not carry', pageOf([...CATALOGUE.slice(0, 14), topups(1, 'other')[0]!])],
    ['an item that differs from the carried one', pageOf([{ ...CATALOGUE[0]!, name: 'Renamed' }])],
  ])('stays whole with %s', (_, page) => {
    expect(carryFirstPage(page, CATALOGUE)).toEqual(page);
    expect(firstPageOf(carryFirstPage(page, CATALOGUE), CATALOGUE)).toEqual(page);
  });

  it('stays as it is without products, and null without a first page', () => {
    expect(carryFirstPage(pageOf(), null)).toEqual(pageOf());
    expect(carryFirstPage(null, CATALOGUE)).toBeNull();
    expect(firstPageOf(null, CATALOGUE)).toBeNull();
  });

  it('is null when a named product is missing (the browser then searches itself)', () => {
    const carried = carryFirstPage(pageOf(), CATALOGUE);
    expect(firstPageOf(carried, CATALOGUE.slice(1))).toBeNull();
  });
});
