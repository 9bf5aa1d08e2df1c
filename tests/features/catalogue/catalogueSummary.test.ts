import { describe, expect, it } from 'vitest';
import {
  categoriesOf,
  lowestPriceByBrand,
  otherProductsOf,
  quickAmountsOf,
} from '@/features/catalogue/catalogueSummary';
import { pageWindow } from '@/features/catalogue/search/pageWindow';
import { product } from './fakeCatalogue';

const catalogue = [
  product({ productId: 'a-30', brandId: 'a', faceValue: 30 }),
  product({ productId: 'a-10', brandId: 'a', faceValue: 10 }),
  product({ productId: 'a-5', brandId: 'a', faceValue: 5, status: 'OUT_OF_STOCK' }),
  product({ productId: 'a-free', brandId: 'a', faceValue: null, minAmount: 7, maxAmount: 150 }),
  product({ productId: 'a-20', brandId: 'a', faceValue: 20 }),
  product({ productId: 'a-15', brandId: 'a', faceValue: 15 }),
  product({ productId: 'a-25', brandId: 'a', faceValue: 25 }),
  product({ productId: 'b-50', brandId: 'b', faceValue: 50 }),
  product({
    productId: 'gift-25',
    brandId: 'a',
    categoryId: 'giftcard',
    objectType: 'GIFT_CARD',
    faceValue: 2,
  }),
  product({ productId: 'esim-1', brandId: 'a', categoryId: 'esim', objectType: 'ESIM', faceValue: 4.99 }),
];

describe('what the catalogue tells the pages', () => {
  it('categories in catalogue order, each once', () => {
    expect(categoriesOf(catalogue).map((category) => category.id)).toEqual(['topup', 'giftcard', 'esim']);
  });

  it('the lowest price per brand counts top-ups that can be bought, free amounts by their minimum', () => {
    expect(Object.fromEntries(lowestPriceByBrand(catalogue))).toEqual({ a: 7, b: 50 });
  });

  it('the lowest price per brand is what the customer pays, a fee included', () => {
    const withFee = catalogue.map((entry) => ({ ...entry, serviceFee: 0.5 }));
    expect(Object.fromEntries(lowestPriceByBrand(withFee))).toEqual({ a: 7.5, b: 50.5 });
  });

  it('quick amounts: the four smallest buyable fixed top-up face values', () => {
    expect(quickAmountsOf(catalogue)).toEqual([10, 15, 20, 25]);
  });

  it('other products: vouchers, gift cards and eSIM plans that can be bought', () => {
    expect(otherProductsOf(catalogue).map((p) => p.productId)).toEqual(['gift-25', 'esim-1']);
    const soldOut = catalogue.map((p) =>
      p.productId === 'esim-1' ? { ...p, status: 'OUT_OF_STOCK' as const } : p,
    );
    expect(otherProductsOf(soldOut).map((p) => p.productId)).toEqual(['gift-25']);
  });
});

describe('pageWindow: page buttons that fit a phone', () => {
  it.each([
    [1, 1, [1]],
    [2, 5, [1, 2, 3, 4, 5]],
    [1, 9, [1, 2, null, 9]],
    [5, 9, [1, null, 4, 5, 6, null, 9]],
    [9, 9, [1, null, 8, 9]],
    [3, 9, [1, 2, 3, 4, null, 9]],
  ])('page %i of %i → %j', (page, pages, expected) => {
    expect(pageWindow(page, pages)).toEqual(expected);
  });
});
