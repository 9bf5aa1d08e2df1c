import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { addToCart, searchProducts, type ApiContext } from '@/api';
import { catalogueSeeds, products } from '@/sandbox/db/schema';
import { createSandboxFetch } from '@/sandbox/fetch';
import { seedCatalogues } from '@/sandbox/seed';
import type { Catalogue } from '@/tenancy/catalogueSchema';
import { loadTenants } from '@/tenancy/registry';
import { harnessForFile, phoneFor } from './harness';

// A tenants folder of its own: the catalogue loader reads the new shop's files from there.
const folder = vi.hoisted(() => ({ root: '' }));
vi.mock(import('@/tenancy/registry'), async (original) => ({
  ...(await original()),
  tenantsRoot: () => folder.root,
}));

const h = harnessForFile();
folder.root = mkdtempSync(path.join(os.tmpdir(), 'tenants-'));
afterAll(() => rmSync(folder.root, { recursive: true, force: true }));

const congstar = JSON.parse(
  readFileSync(path.resolve(__dirname, '../../tenants/congstar/tenant.json'), 'utf8'),
);
mkdirSync(path.join(folder.root, 'kiezfunk'));
writeFileSync(
  path.join(folder.root, 'kiezfunk', 'tenant.json'),
  JSON.stringify({
    ...congstar,
    id: 'kiezfunk',
    shopId: 'kiezfunk',
    hosts: [],
    locales: ['de', 'en'],
    mainPage: '/shop/topup/kiezfunk',
    brandRoutes: { kiezfunk: '/shop/topup/kiezfunk' },
  }),
);

const texts = (de: string, en: string) => ({
  de: { name: de, description: `${de}: Beschreibung` },
  en: { name: en, description: `${en}: description` },
});
const catalogue = (products: Catalogue['products']): Catalogue => ({
  brands: { kiezfunk: { name: 'Kiezfunk', minAmount: 5, maxAmount: 60 } },
  categories: { topup: { de: 'Guthaben', en: 'Credit' } },
  products,
});
const topup = (value: number, de: string, en: string): Catalogue['products'][number] => ({
  id: `kiezfunk-${value}`,
  brand: 'kiezfunk',
  category: 'topup',
  type: 'TOPUP',
  status: 'ACTIVE',
  faceValue: value,
  serviceFee: 0,
  texts: texts(de, en),
});
const writeCatalogue = (value: Catalogue) =>
  writeFileSync(path.join(folder.root, 'kiezfunk', 'catalogue.json'), JSON.stringify(value));

const tenants = () => loadTenants(folder.root);
const context = (sandbox: typeof h.sandbox): ApiContext => {
  const tenant = tenants().get('kiezfunk')!;
  return {
    shopId: 'kiezfunk',
    country: 'de',
    channel: 'web',
    fetch: createSandboxFetch(sandbox, tenants(), tenant),
  };
};
const listed = async (ctx: ApiContext, lang?: string, status?: string) =>
  (await searchProducts(ctx, { lang, size: 100, filters: status ? { status } : {} })).items;

describe('a new tenant folder with its own catalogue.json', () => {
  it('sells exactly those products, named in the asked language, with no code change', async () => {
    writeCatalogue(
      catalogue([
        topup(12, '12 € Kiezguthaben', '€12 Kiez credit'),
        topup(42, '42 € Kiezguthaben', '€42 Kiez credit'),
      ]),
    );
    const ctx = context(h.sandbox);
    const german = await listed(ctx);
    expect(german.map((p) => [p.productId, p.name, p.faceValue, p.brandName, p.categoryName])).toEqual([
      ['kiezfunk-12', '12 € Kiezguthaben', 12, 'Kiezfunk', 'Guthaben'],
      ['kiezfunk-42', '42 € Kiezguthaben', 42, 'Kiezfunk', 'Guthaben'],
    ]);
    expect((await listed(ctx, 'en')).map((p) => [p.name, p.categoryName])).toEqual([
      ['€12 Kiez credit', 'Credit'],
      ['€42 Kiez credit', 'Credit'],
    ]);
    expect((await listed(ctx, 'fr')).map((p) => p.name)).toEqual(['12 € Kiezguthaben', '42 € Kiezguthaben']);
    const cart = await addToCart(ctx, {
      items: [{ productId: 'kiezfunk-42', phoneNumber: phoneFor(tenants().get('kiezfunk')!) }],
    });
    expect(cart.items.map((item) => item.productId)).toEqual(['kiezfunk-42']);
    // the other language's name finds the product too
    expect((await searchProducts(ctx, { filters: { q: 'Kiez credit' } })).metadata.totalCount).toBe(2);
  });

  it('re-seeds on the next start when the file changed, retiring products it no longer lists', async () => {
    writeCatalogue(
      catalogue([
        topup(12, '12 € Stadtguthaben', '€12 city credit'),
        topup(30, '30 € Kiezguthaben', '€30 Kiez credit'),
      ]),
    );
    // a restart: fresh modules over the same database
    vi.resetModules();
    const { createSandbox } = await import('@/sandbox');
    const ctx = context(createSandbox(async () => h.database));
    expect((await listed(ctx)).map((p) => p.name)).toEqual(['12 € Stadtguthaben', '30 € Kiezguthaben']);
    expect((await listed(ctx, undefined, 'DISCONTINUED')).map((p) => p.productId)).toEqual(['kiezfunk-42']);
  });
});

describe('seedCatalogues, when the sandbox opens its database (ADR 0029)', () => {
  const active = async () =>
    (
      await h.database.db
        .select({ id: products.productId })
        .from(products)
        .where(and(eq(products.tenantId, 'kiezfunk'), eq(products.status, 'ACTIVE')))
    ).map((row) => row.id);
  const seededAt = async () =>
    (await h.database.db.select().from(catalogueSeeds).where(eq(catalogueSeeds.tenantId, 'kiezfunk')))[0]
      ?.seededAt;

  it('seeds every shop before its first call, and writes again only a catalogue that changed', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      writeCatalogue(catalogue([topup(15, '15 € Kiezguthaben', '€15 Kiez credit')]));
      await seedCatalogues(h.database.db, tenants().values());
      expect(await active()).toEqual(['kiezfunk-15']);
      const first = await seededAt();

      vi.advanceTimersByTime(60_000);
      await seedCatalogues(h.database.db, tenants().values());
      expect(await seededAt()).toBe(first);

      writeCatalogue(
        catalogue([
          topup(15, '15 € Kiezguthaben', '€15 Kiez credit'),
          topup(20, '20 € Kiezguthaben', '€20 Kiez credit'),
        ]),
      );
      await seedCatalogues(h.database.db, tenants().values());
      expect(await active()).toEqual(['kiezfunk-15', 'kiezfunk-20']);
      expect(await seededAt()).toBe(first! + 60_000);
    } finally {
      vi.useRealTimers();
    }
  });
});
