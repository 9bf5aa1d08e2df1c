import { describe, expect, it } from 'vitest';
import { addToCart, getCart, searchProducts, type ApiError } from '@/api';
import { harnessForFile, phoneFor } from './harness';

const h = harnessForFile();

const failure = (promise: Promise<unknown>) =>
  promise.then(
    () => {
      throw new Error('expected the call to fail');
    },
    (error: ApiError) => error.errorCode,
  );

describe('international top-up in the sandbox', { timeout: 30_000 }, () => {
  it('lists each offer priced in the shop currency at the catalogue rate, named in the page language', async () => {
    const ctx = h.ctx('reloadnow');
    const { items } = await searchProducts(ctx, {
      filters: { categoryId: 'international' },
      lang: 'fr',
      size: 100,
    });
    const offer = items.find((item) => item.productId === 'intl-ma-maroc-telecom-100')!;
    expect(offer).toMatchObject({
      objectType: 'TOPUP',
      brandId: 'maroc-telecom',
      brandName: 'Maroc Telecom',
      faceValue: 9.22,
      serviceFee: 0.99,
      currency: 'EUR',
      categoryName: 'Recharge internationale',
      destination: { country: 'MA', currency: 'MAD', amount: 100, rate: 10.85 },
    });
    expect(offer.name.replace(/\s/g, ' ')).toBe('Maroc Telecom 100 MAD');
    expect(offer.description).toContain('Maroc');
    const english = await searchProducts(ctx, {
      filters: { categoryId: 'international' },
      lang: 'en',
      size: 100,
    });
    expect(english.items.find((item) => item.productId === offer.productId)!.description).toContain(
      'Morocco',
    );
    expect(new Set(items.map((item) => item.destination?.country))).toEqual(
      new Set(['MA', 'DZ', 'TN', 'SN', 'CI']),
    );
  });

  it('puts the shop-currency price in the cart, for a number of the destination only', async () => {
    const ctx = h.ctx('reloadnow');
    const cart = await addToCart(ctx, {
      items: [{ productId: 'intl-sn-orange-sn-5000', phoneNumber: '+221771234567' }],
    });
    expect(cart.items[0]).toMatchObject({
      amount: 7.63,
      serviceFee: 0.99,
      grossAmount: 8.62,
      phoneNumber: '+221771234567',
    });
    expect(cart.summary).toMatchObject({ grossAmount: 8.62, currency: 'EUR' });
    expect((await getCart(ctx, cart.cartName)).summary.grossAmount).toBe(8.62);

    // a French number for credit in Senegal, a Senegalese one for a French operator
    expect(
      await failure(
        addToCart(ctx, {
          items: [{ productId: 'intl-sn-orange-sn-5000', phoneNumber: phoneFor(h.tenant('reloadnow')) }],
        }),
      ),
    ).toBe('UNAVAILABLE_COUNTRY');
    expect(
      await failure(addToCart(ctx, { items: [{ productId: 'sfr-topup-10', phoneNumber: '+221771234567' }] })),
    ).toBe('UNAVAILABLE_COUNTRY');
  });

  it('sells eSIM plans with the region they are sold for, named in the page language', async () => {
    const { items } = await searchProducts(h.ctx('reloadnow'), {
      filters: { objectType: 'ESIM' },
      lang: 'fr',
      size: 100,
    });
    expect(items.find((item) => item.productId === 'esim-europe-10gb-30d')!.plan).toMatchObject({
      region: 'europe',
      regionName: 'Europe',
    });
    expect(items.find((item) => item.productId === 'esim-world-3gb-15d')!.plan?.regionName).toBe(
      'Monde entier',
    );
  });

  it('names a cart line in the language the cart is read in', async () => {
    const ctx = h.ctx('reloadnow');
    const phoneNumber = phoneFor(h.tenant('reloadnow'));
    const { cartName } = await addToCart(ctx, { items: [{ productId: 'sfr-topup-10', phoneNumber }] });
    const nameIn = async (lang?: string) => (await getCart(ctx, cartName, lang)).items[0]!.productName;
    expect(await nameIn('en')).toBe('SFR La Carte credit €10');
    expect(await nameIn('fr')).not.toBe(await nameIn('en'));
    // no language, or one the shop does not speak: the shop's default
    expect(await nameIn()).toBe(await nameIn('fr'));
    expect(await nameIn('de')).toBe(await nameIn('fr'));
  });
});
