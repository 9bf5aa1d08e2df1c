import { describe, expect, it } from 'vitest';
import type { Product } from '@/api/products';
import { getTenant, getTenantRegistry } from '@/tenancy/registry';
import type { TenantConfig } from '@/tenancy/schema';
import { structuredDataText } from '@/ui/shell/JsonLd';
import {
  breadcrumbList,
  offer,
  organization,
  productThing,
  shopLogoUrl,
  webSite,
} from '@/ui/shell/structuredData';
import { problemsOf, thingsOf } from './schemaOrg';

const tenant = (id: string): TenantConfig => {
  const found = getTenant(id);
  if (!found) throw new Error(id);
  return found;
};

const topup = (faceValue: number | null, status: Product['status'] = 'ACTIVE'): Product => ({
  productId: `congstar-topup-${faceValue ?? 'free'}`,
  name: `${faceValue} € Guthaben`,
  description: 'Guthaben für deine congstar Prepaid-Karte',
  objectType: 'TOPUP',
  status,
  brandId: 'congstar',
  categoryId: 'topup',
  faceValue,
  minAmount: 5,
  maxAmount: 150,
  serviceFee: 0,
  taxRate: 19,
  currency: 'EUR',
});

const plan: Product = {
  ...topup(9.99),
  productId: 'esim-fr-3gb-15d',
  name: 'France 3 GB',
  objectType: 'ESIM',
  brandId: 'esim',
  plan: { dataGb: 3, validityDays: 15, coverage: ['FR'] },
};

const url = 'https://congstar-prepaid.de/shop/topup/congstar';
const brandProduct = (products: Product[]) =>
  productThing({
    name: 'congstar aufladen',
    description: 'congstar Prepaid-Guthaben online aufladen',
    brand: 'congstar',
    url,
    image: shopLogoUrl(tenant('congstar'), 'de'),
    products,
  });

/** What a crawler reads: the block as the page writes it, parsed, each thing checked. */
const problemsInBlock = (things: Parameters<typeof structuredDataText>[0]) =>
  thingsOf(structuredDataText(things)).flatMap(problemsOf);

describe('structured data builders meet what search engines require', () => {
  it.each([...getTenantRegistry().keys()])('%s: Organization and WebSite of the shell', (id) => {
    const shop = tenant(id);
    expect(
      problemsInBlock([organization(shop, shop.defaultLocale), webSite(shop, shop.defaultLocale)]),
    ).toEqual([]);
  });

  it.each([
    ['fixed amounts', [topup(15), topup(30), topup(50)]],
    ['a free amount', [topup(null)]],
    [
      'amounts not for sale now',
      [topup(15, 'OUT_OF_STOCK'), topup(30, 'COMING_SOON'), topup(50, 'INACTIVE')],
    ],
  ])('a brand page’s Product with one Offer per amount: %s', (_case, products) => {
    const things = brandProduct(products);
    expect(problemsInBlock(things)).toEqual([]);
    expect(things[0]?.offers).toHaveLength(products.length);
  });

  it('an eSIM plan’s Product offers the plan at its price', () => {
    const things = productThing({
      name: plan.name,
      description: 'Mobile data in France',
      brand: 'eSIM Travel',
      url: 'https://esim-travel-shop.eu/shop/esim/esim-fr-3gb-15d',
      image: shopLogoUrl(tenant('esim'), 'en'),
      products: [plan],
    });
    expect(problemsInBlock(things)).toEqual([]);
    expect(things[0]?.offers).toEqual([
      expect.objectContaining({
        price: '9.99',
        priceCurrency: 'EUR',
        availability: 'https://schema.org/InStock',
      }),
    ]);
  });

  it.each([
    ['a fixed amount', topup(15), '15.99', undefined],
    ['a free amount', topup(null), '5.99', { minPrice: '5.99', maxPrice: '150.99' }],
  ])('%s is offered at what the customer pays, its service fee included', (_, product, price, range) => {
    const [offered] = brandProduct([{ ...product, serviceFee: 0.99 }])[0]?.offers as object[];
    expect(offered).toMatchObject({ price });
    if (range) expect(offered).toMatchObject({ priceSpecification: range });
  });

  it('makes no Product where nothing is sold (schema.org wants an offer)', () => {
    expect(brandProduct([])).toEqual([]);
  });

  it('a BreadcrumbList numbers its pages from the home', () => {
    const things = [
      breadcrumbList([
        { name: 'Aufladen', url: 'https://aufladen-shop.de/shop' },
        { name: 'o2', url: 'https://aufladen-shop.de/shop/topup/o2' },
      ]),
    ];
    expect(problemsInBlock(things)).toEqual([]);
  });

  it.each([
    ['an offer without a price', { ...offer(topup(15), url), price: undefined }],
    ['an offer with a formatted price', { ...offer(topup(15), url), price: '15,00 €' }],
    ['an offer without its address', { ...offer(topup(15), url), url: undefined }],
  ])('the checks refuse %s', (_case, broken) => {
    const [product] = brandProduct([topup(15)]);
    expect(problemsOf({ ...product!, offers: [broken] })).not.toEqual([]);
  });
});
