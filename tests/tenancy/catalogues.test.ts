import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { catalogueProblems, catalogueSchema, type Catalogue } from '@/tenancy/catalogueSchema';
import { CatalogueError, loadCatalogue, loadCatalogues } from '@/tenancy/catalogues';
import { amountText, defaultCatalogue } from '@/tenancy/defaultCatalogue';
import { tenantMoneyStyles } from '@/tenancy/money';
import { loadTenants } from '@/tenancy/registry';
import type { TenantConfig } from '@/tenancy/schema';

const tenantsDir = path.resolve(__dirname, '../../tenants');
const tenants = loadTenants(tenantsDir);
const all = [...tenants.values()];
const catalogues = loadCatalogues(tenantsDir, all);
const tenant = (id: string): TenantConfig => tenants.get(id)!;

describe('every tenant catalogue', () => {
  it.each(all.map((t) => [t.id, t] as const))('%s validates and sells something active', (_id, t) => {
    const catalogue = catalogues.get(t.id)!;
    expect(catalogueProblems(t, catalogue)).toEqual([]);
    expect(catalogue.products.some((p) => p.status === 'ACTIVE')).toBe(true);
  });

  it.each(all.map((t) => [t.id, t] as const))(
    '%s names every product and category in each of its locales, in its own words',
    (_id, t) => {
      const catalogue = catalogues.get(t.id)!;
      for (const product of catalogue.products) {
        expect(Object.keys(product.texts).sort()).toEqual([...t.locales].sort());
        const descriptions = new Set(t.locales.map((locale) => product.texts[locale]!.description));
        expect(descriptions.size, `${product.id}: one description for ${t.locales.length} locales`).toBe(
          t.locales.length,
        );
      }
      for (const names of Object.values(catalogue.categories))
        expect(Object.keys(names).sort()).toEqual([...t.locales].sort());
    },
  );

  it.each(all.map((t) => [t.id, t] as const))('%s keeps one test product per non-active status', (_id, t) => {
    const statuses = new Set(catalogues.get(t.id)!.products.map((p) => p.status));
    for (const status of ['INACTIVE', 'OUT_OF_STOCK', 'COMING_SOON', 'DISCONTINUED'])
      expect(statuses).toContain(status);
  });
});

const congstar = tenant('congstar');
const base = (): Catalogue => ({
  brands: { congstar: { name: 'congstar', minAmount: 5, maxAmount: 100 } },
  categories: { topup: { de: 'Guthaben' } },
  products: [
    {
      id: 'congstar-topup-15',
      brand: 'congstar',
      category: 'topup',
      type: 'TOPUP',
      status: 'ACTIVE',
      faceValue: 15,
      serviceFee: 0,
      texts: { de: { name: '15 € Guthaben', description: 'Guthaben für Ihre Prepaid-Karte' } },
    },
  ],
});

describe('catalogue rules', () => {
  const cases: Array<[string, (c: Catalogue) => void, string]> = [
    [
      'a face value above the brand limit',
      (c) => (c.products[0]!.faceValue = 150),
      '150 is outside congstar',
    ],
    ['a face value below the brand limit', (c) => (c.products[0]!.faceValue = 2), '2 is outside congstar'],
    [
      'a free amount beyond the limit',
      (c) => Object.assign(c.products[0]!, { faceValue: undefined, minAmount: 5, maxAmount: 200 }),
      '200 is outside',
    ],
    [
      'a locale without texts',
      (c) => (c.products[0]!.texts = { en: { name: 'x', description: 'y' } }),
      'no texts in de',
    ],
    [
      'a category without a name in a locale',
      (c) => (c.categories.topup = { en: 'Credit' }),
      'categories.topup: no name in de',
    ],
    [
      'a brand the shop does not route',
      (c) => (c.products[0]!.brand = 'lebara'),
      'brand lebara is not in brandRoutes',
    ],
    ['an unnamed category', (c) => (c.products[0]!.category = 'gifts'), 'category gifts has no names'],
    ['an id used twice', (c) => c.products.push({ ...c.products[0]! }), 'id used twice'],
    ['an eSIM without its plan', (c) => (c.products[0]!.type = 'ESIM'), 'an eSIM needs its plan'],
  ];
  it.each(cases)('rejects %s', (_name, breakIt, problem) => {
    const catalogue = base();
    breakIt(catalogue);
    expect(catalogueProblems(congstar, catalogue).join('\n')).toContain(problem);
  });

  it('accepts a sound catalogue', () => expect(catalogueProblems(congstar, base())).toEqual([]));

  it.each([
    [{ ...base().products[0], faceValue: 12.345 }, 'whole cents'],
    [{ ...base().products[0], faceValue: undefined }, 'either faceValue'],
    [
      { ...base().products[0], faceValue: undefined, minAmount: 50, maxAmount: 10 },
      'minAmount above maxAmount',
    ],
    [{ ...base().products[0], price: 3 }, 'Unrecognized key'],
  ])('the schema rejects a malformed product (%#)', (product, message) => {
    const parsed = catalogueSchema.safeParse({ ...base(), products: [product] });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues.map((i) => i.message).join('\n')).toContain(message);
  });

  it('names the tenant, the file, the path and the reason of a broken file', () => {
    const fixtures = path.resolve(__dirname, 'fixtures');
    expect(() => loadCatalogue(fixtures, { ...congstar, id: 'broken' })).toThrow(CatalogueError);
    expect(() => loadCatalogue(fixtures, { ...congstar, id: 'broken' })).toThrow(
      /tenant broken: catalogue\.json: products\.0\.faceValue: .*whole cents/,
    );
  });
});

describe('the generated default', () => {
  // Intl puts a no-break space between amount and symbol, so a price never wraps apart
  it('writes amounts the way each language does', () => {
    const styles = { ...tenantMoneyStyles(['de', 'nl'], 'EUR'), ...tenantMoneyStyles(['en'], 'GBP') };
    expect(amountText(15, 'EUR', 'de', styles)).toBe('15\u00a0€');
    expect(amountText(15, 'GBP', 'en', styles)).toBe('£15');
    expect(amountText(4.99, 'EUR', 'nl', styles)).toBe('€\u00a04,99');
  });

  it('names a German shop in German and keeps the documented test data ids', () => {
    const catalogue = defaultCatalogue(tenant('whitelabel_insidehandy'));
    const ids = catalogue.products.map((p) => p.id);
    for (const id of ['-topup-10', '-topup-free', '-topup-100', '-voucher-15'])
      expect(ids).toContain(`whitelabel_insidehandy${id}`);
    expect(ids).toEqual(expect.arrayContaining(['giftcard-25', 'esim-1gb', 'esim-unlimited']));
    expect(catalogue.products[0]!.texts.de!.name).toBe('10\u00a0€ Guthaben');
  });
});
