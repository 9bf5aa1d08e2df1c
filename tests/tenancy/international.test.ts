import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { catalogueProblems, catalogueSchema } from '@/tenancy/catalogueSchema';
import { loadCatalogues } from '@/tenancy/catalogues';
import { internationalOffers, offerId, shopPriceOf } from '@/tenancy/international';
import { loadTenants } from '@/tenancy/registry';

const tenantsDir = path.resolve(__dirname, '../../tenants');
const tenants = loadTenants(tenantsDir);
const catalogues = loadCatalogues(tenantsDir, tenants.values());

describe('the shop-currency price of credit abroad', () => {
  it.each([
    // amount abroad, rate (destination per shop unit), price: rounded up to the cent
    [100, 10.85, 9.22],
    [20, 10.85, 1.85],
    [1000, 655.957, 1.53],
    [5000, 655.957, 7.63],
    [500, 146.2, 3.42],
    [10, 1.9558, 5.12],
    [100, 36.5, 2.74],
    // exact at the cent: not a cent more for a binary fraction
    [50, 0.5, 100],
    [10, 1, 10],
    [3, 0.3, 10],
  ])('%d at %d costs %d', (amount, rate, price) => {
    expect(shopPriceOf(amount, rate)).toBe(price);
  });

  it('never charges less than the credit is worth', () => {
    for (const rate of [0.37, 1.1, 3.38, 10.85, 117.1, 655.957])
      for (const amount of [1, 5, 12.5, 99, 2000])
        expect(shopPriceOf(amount, rate) * rate).toBeGreaterThanOrEqual(amount - 1e-9);
  });
});

describe('international offers of a catalogue', () => {
  const section = catalogueSchema.shape.international.unwrap().parse({
    category: 'international',
    destinations: {
      MA: { currency: 'MAD', rate: 10.85, operators: { inwi: { name: 'inwi', amounts: [50, 20] } } },
      US: { currency: 'USD', rate: 1.08, operators: { att: { name: 'AT&T', amounts: [12.5] } } },
    },
  });

  it('lists each amount of each operator with its price, id and rate', () => {
    expect(internationalOffers(section)).toEqual([
      {
        productId: 'intl-ma-inwi-50',
        country: 'MA',
        operatorId: 'inwi',
        operatorName: 'inwi',
        currency: 'MAD',
        amount: 50,
        rate: 10.85,
        price: 4.61,
      },
      {
        productId: 'intl-ma-inwi-20',
        country: 'MA',
        operatorId: 'inwi',
        operatorName: 'inwi',
        currency: 'MAD',
        amount: 20,
        rate: 10.85,
        price: 1.85,
      },
      {
        productId: 'intl-us-att-12_5',
        country: 'US',
        operatorId: 'att',
        operatorName: 'AT&T',
        currency: 'USD',
        amount: 12.5,
        rate: 1.08,
        price: 11.58,
      },
    ]);
    expect(section.serviceFee).toBe(0);
  });

  it('makes ids the catalogue accepts', () => {
    expect(offerId('SN', 'orange-sn', 1000)).toBe('intl-sn-orange-sn-1000');
    expect(offerId('US', 'att', 7.5)).toMatch(/^[a-z0-9][a-z0-9_-]{0,63}$/);
  });

  it.each([
    [
      'a lower-case country',
      { xx: { currency: 'MAD', rate: 1, operators: { a: { name: 'A', amounts: [1] } } } },
    ],
    [
      'a currency that is no ISO code',
      { MA: { currency: 'dirham', rate: 1, operators: { a: { name: 'A', amounts: [1] } } } },
    ],
    ['a rate of zero', { MA: { currency: 'MAD', rate: 0, operators: { a: { name: 'A', amounts: [1] } } } }],
    [
      'an operator without amounts',
      { MA: { currency: 'MAD', rate: 1, operators: { a: { name: 'A', amounts: [] } } } },
    ],
  ])('rejects %s', (_case, destinations) => {
    expect(
      catalogueSchema.shape.international.safeParse({ category: 'international', destinations }).success,
    ).toBe(false);
  });
});

describe('shops selling international top-up and eSIM regions', () => {
  it.each(['reloadnow', 'reloadnow_at'])('%s sells credit abroad under a named category', (id) => {
    const catalogue = catalogues.get(id)!;
    const international = catalogue.international!;
    expect(Object.keys(international.destinations).length).toBeGreaterThanOrEqual(3);
    expect(catalogue.categories[international.category]).toBeDefined();
    const ids = internationalOffers(international).map((offer) => offer.productId);
    const own = new Set(catalogue.products.map((product) => product.id));
    expect(ids.filter((offerIdentifier) => own.has(offerIdentifier))).toEqual([]);
    expect(new Set(ids).size).toBe(ids.length);
    // operators abroad are not the shop's own brands: their products would mix
    const operators = Object.values(international.destinations).flatMap((d) => Object.keys(d.operators));
    expect(operators.filter((operator) => catalogue.brands[operator])).toEqual([]);
  });

  it.each(['esim', 'reloadnow'])('%s sells its multi-country plans for a named region', (id) => {
    const catalogue = catalogues.get(id)!;
    const regional = catalogue.products.filter((product) => (product.plan?.coverage.length ?? 0) > 1);
    expect(regional.length).toBeGreaterThan(0);
    for (const product of regional)
      expect(catalogue.regions?.[product.plan!.region!], product.id).toBeDefined();
  });

  it('says which region or category a catalogue does not name', () => {
    const tenant = tenants.get('esim')!;
    const catalogue = structuredClone(catalogues.get('esim')!);
    catalogue.regions = {};
    catalogue.international = { category: 'abroad', serviceFee: 0, destinations: {} };
    const problems = catalogueProblems(tenant, catalogue);
    expect(problems).toContain('international: category abroad has no names');
    expect(problems.some((problem) => /region europe has no names/.test(problem))).toBe(true);
  });
});
