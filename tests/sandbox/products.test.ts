import { describe, expect, it } from 'vitest';
import { searchProducts, PRODUCT_PAGE_SIZE } from '@/api';
import { harnessForFile } from './harness';

const h = harnessForFile();

describe('product search', () => {
  it('seeds every brand of a multi-brand shop in its currency, 15 per page by default', async () => {
    const ctx = h.ctx('opwaarderen');
    const first = await searchProducts(ctx);
    expect(first.paginationParams).toEqual({ page: 0, size: PRODUCT_PAGE_SIZE });
    expect(first.items).toHaveLength(PRODUCT_PAGE_SIZE);
    const brands = new Set<string>();
    for (let page = 0; page * PRODUCT_PAGE_SIZE < first.metadata.totalCount; page += 1)
      for (const item of (await searchProducts(ctx, { page })).items) brands.add(item.brandId);
    expect([...brands].sort()).toEqual(Object.keys(h.tenant('opwaarderen').brandRoutes).sort());
    expect(first.items.every((item) => item.currency === 'EUR')).toBe(true);
    const gbp = await searchProducts(h.ctx('foocall'));
    expect(gbp.items.every((item) => item.currency === 'GBP')).toBe(true);
  });

  it('filters by object type (sent as object-type), brand and status', async () => {
    const esims = await searchProducts(h.ctx('esim'), { filters: { objectType: 'ESIM' }, size: 100 });
    expect(new Set(esims.items.map((p) => p.status))).toEqual(
      new Set(['ACTIVE', 'OUT_OF_STOCK', 'COMING_SOON']),
    );
    expect(esims.items.every((p) => p.objectType === 'ESIM' && p.plan && p.plan.validityDays > 0)).toBe(true);
    const ctx = h.ctx('congstar');
    const hidden = await searchProducts(ctx, { filters: { status: 'INACTIVE,DISCONTINUED' } });
    expect(new Set(hidden.items.map((p) => p.status))).toEqual(new Set(['INACTIVE', 'DISCONTINUED']));
    const gift = await searchProducts(h.ctx('aufladen'), {
      filters: { objectType: 'GIFT_CARD,VOUCHER' },
      size: 50,
    });
    expect(new Set(gift.items.map((p) => p.objectType))).toEqual(new Set(['GIFT_CARD', 'VOUCHER']));
    expect(gift.items.find((p) => p.objectType === 'GIFT_CARD')).toMatchObject({ serviceFee: 1, taxRate: 0 });
    const vodafone = await searchProducts(h.ctx('aufladen'), { filters: { brandId: 'vodafone' } });
    expect(vodafone.items.map((p) => p.faceValue)).toEqual([15, 25, 50]);
  });

  it('names products, categories and brands in the asked language of the shop, else its default', async () => {
    const german = await searchProducts(h.ctx('edeka'), { size: 1 });
    expect(german.items[0]).toMatchObject({
      name: '15\u00a0€ Guthaben',
      categoryName: 'Guthaben',
      brandName: 'EDEKA smart',
    });
    const english = await searchProducts(h.ctx('edeka'), { size: 1, lang: 'en' });
    expect(english.items[0]).toMatchObject({ name: '€15 credit', categoryName: 'Credit' });
    const notOffered = await searchProducts(h.ctx('edeka'), { size: 1, lang: 'fr' });
    expect(notOffered.items[0]?.name).toBe('15\u00a0€ Guthaben');
  });

  it('sorts by price both ways and searches text', async () => {
    const ctx = h.ctx('congstar');
    const up = await searchProducts(ctx, { filters: { objectType: 'TOPUP' }, sortBy: 'price', size: 100 });
    const prices = up.items.map((p) => p.minAmount);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    const down = await searchProducts(ctx, { filters: { objectType: 'TOPUP' }, sortBy: '-price', size: 1 });
    expect(down.items[0]?.maxAmount).toBe(150);
    const text = await searchProducts(ctx, { filters: { q: 'aufladecode' } });
    expect(text.items.map((p) => p.productId)).toEqual(['congstar-voucher-15', 'congstar-voucher-30']);
    expect(text.metadata).toEqual({ count: text.items.length, totalCount: text.items.length });
  });

  it('pages past the end are empty, not an error', async () => {
    const result = await searchProducts(h.ctx('congstar'), { page: 100 });
    expect(result.items).toEqual([]);
    expect(result.metadata.totalCount).toBeGreaterThan(0);
  });
});
