import { describe, expect, it } from 'vitest';
import type { Product } from '@/api/products';
import {
  robotsTxt,
  sitemapEntries,
  sitemapIndexXml,
  sitemapParts,
  sitemapXml,
  type SitemapInput,
} from '@/server/sitemap';
import { soldPages } from '@/server/soldPages';
import { getCatalogue } from '@/tenancy/catalogues';
import { getTenant } from '@/tenancy/registry';
import type { TenantConfig } from '@/tenancy/schema';

const tenant = (id: string): TenantConfig => {
  const found = getTenant(id);
  if (!found) throw new Error(id);
  return found;
};
const BUILT_AT = '2026-11-20T10:00:00.000Z';
const input = (partial: Partial<SitemapInput> = {}): SitemapInput => ({
  sold: [],
  posts: {},
  builtAt: BUILT_AT,
  ...partial,
});
const all = (entries: ReturnType<typeof sitemapEntries>) => [
  ...entries.pages,
  ...entries.sold,
  ...entries.posts,
];
const locs = (id: string, partial: Partial<SitemapInput> = {}, origin = `http://${id}.localhost:3000`) =>
  all(sitemapEntries(tenant(id), origin, false, input(partial))).map((entry) =>
    entry.loc.replace(origin, ''),
  );

/**
 * The catalogue's products as the backend lists them, all active: every product of the tenant, and
 * an international offer where the tenant sells international top-up.
 */
const listedProducts = (id: string): Product[] => {
  const catalogue = getCatalogue(tenant(id));
  const products: Product[] = catalogue.products.map((entry) => ({
    productId: entry.id,
    name: entry.id,
    description: '',
    objectType: entry.type,
    status: 'ACTIVE',
    brandId: entry.brand,
    categoryId: entry.category,
    faceValue: entry.faceValue ?? null,
    minAmount: 5,
    maxAmount: 50,
    serviceFee: 0,
    taxRate: 0,
    currency: 'EUR',
    ...(entry.type === 'ESIM' && { plan: { dataGb: 1, validityDays: 7, coverage: ['FR'] } }),
  }));
  const abroad = catalogue.international;
  if (!abroad) return products;
  const [first] = products;
  return [
    ...products,
    {
      ...first!,
      productId: 'intl-ma',
      categoryId: abroad.category,
      destination: { country: 'MA', currency: 'MAD', amount: 100, rate: 10 },
    },
  ];
};

describe('sitemap entries', () => {
  it('lists the main page, content pages and blog posts in every locale (aufladen, de default)', () => {
    const entries = locs('aufladen', {
      posts: {
        de: [{ slug: 'gutscheine-verschenken', date: '2026-05-01' }],
        en: [{ slug: 'vouchers-as-gifts', date: '2026-05-02' }],
      },
    });
    for (const path of ['/shop', '/info/about-us', '/info/impressum', '/info/customer-support', '/blog'])
      expect(entries).toEqual(expect.arrayContaining([path, `/en${path}`]));
    expect(entries).toContain('/blog/gutscheine-verschenken');
    expect(entries).toContain('/en/blog/vouchers-as-gifts');
    expect(entries).not.toContain('/de/shop');
  });

  it('gives each page its hreflang alternates', () => {
    const origin = 'https://shop.aufladen-shop.de';
    const about = all(sitemapEntries(tenant('aufladen'), origin, false, input())).find(
      (e) => e.loc === `${origin}/info/about-us`,
    );
    expect(about?.alternates).toEqual([
      { language: 'de', href: `${origin}/info/about-us` },
      { language: 'en', href: `${origin}/en/info/about-us` },
    ]);
  });

  it('dates a post by its publication and every other page by the build', () => {
    const entries = sitemapEntries(tenant('aufladen'), '', false, {
      ...input({ sold: ['/shop/topup/o2'] }),
      posts: { de: [{ slug: 'a', date: '2026-05-01' }] },
    });
    expect(entries.posts.map((entry) => entry.lastmod)).toEqual(['2026-05-01']);
    expect(new Set([...entries.pages, ...entries.sold].map((entry) => entry.lastmod))).toEqual(
      new Set([BUILT_AT]),
    );
  });

  it.each([
    ['congstar', '/blog', false],
    ['aufladen', '/blog', true],
  ])('%s lists %s: %s (blog flag)', (id, path, listed) => {
    expect(locs(id).includes(path)).toBe(listed);
  });

  it('lists a single-brand shop’s main page once, with the pages that sell', () => {
    const entries = sitemapEntries(tenant('congstar'), '', false, input({ sold: ['/shop/topup/congstar'] }));
    expect(entries.pages.map((entry) => entry.loc)).not.toContain('/shop/topup/congstar');
    expect(entries.sold.map((entry) => entry.loc)).toEqual(['/shop/topup/congstar']);
  });

  it('lists esim’s home once, at / (its /shop names / as canonical)', () => {
    expect(locs('esim')).toContain('/');
    expect(locs('esim')).not.toContain('/shop');
  });

  it('leaves out the impressum and customer support where the tenant hides them', () => {
    const hidden = {
      ...tenant('congstar'),
      features: { ...tenant('congstar').features, hiddenImpressum: true, hiddenCustomerSupport: true },
    };
    const paths = all(sitemapEntries(hidden, '', false, input())).map((entry) => entry.loc);
    expect(paths).not.toContain('/info/impressum');
    expect(paths).not.toContain('/info/customer-support');
    expect(paths).toContain('/info/privacy');
  });

  it('writes valid, escaped XML with each page’s date', () => {
    const xml = sitemapXml([{ loc: 'https://a.example/?x=1&y=2', alternates: [], lastmod: '2026-01-02' }]);
    expect(xml).toContain('<loc>https://a.example/?x=1&amp;y=2</loc><lastmod>2026-01-02</lastmod>');
    expect(xml.startsWith('<?xml')).toBe(true);
  });
});

describe('sold pages', () => {
  it('lists every brand page, whatever the catalogue answers', () => {
    expect(soldPages(tenant('aufladen'), null)).toEqual(Object.values(tenant('aufladen').brandRoutes));
  });

  it('lists each eSIM plan the catalogue lists, and no plan it does not', () => {
    const listed = listedProducts('esim');
    const [dropped, ...kept] = listed;
    const paths = soldPages(tenant('esim'), kept);
    expect(paths).toEqual(expect.arrayContaining(kept.map((plan) => `/shop/esim/${plan.productId}`)));
    expect(paths).not.toContain(`/shop/esim/${dropped!.productId}`);
    // without the backend's answer no plan is listed; brand and destination pages come from config
    expect(soldPages(tenant('esim'), null).filter((path) => !path.includes('/destination/'))).toEqual([
      '/shop/topup/esim',
    ]);
  });

  it.each([
    ['reloadnow', true],
    ['aufladen', false],
  ])('%s lists international top-up: %s (its catalogue sells it)', (id, listed) => {
    expect(soldPages(tenant(id), listedProducts(id)).includes('/shop/international')).toBe(listed);
  });

  it('leaves international top-up out while no destination can be bought', () => {
    const inactive = listedProducts('reloadnow').map((product) => ({
      ...product,
      status: 'INACTIVE' as const,
    }));
    expect(soldPages(tenant('reloadnow'), inactive)).not.toContain('/shop/international');
  });
});

describe('sitemap index', () => {
  const origin = 'https://shop.esim-travel-shop.eu';
  const entries = sitemapEntries(
    tenant('esim'),
    origin,
    false,
    input({
      sold: soldPages(tenant('esim'), listedProducts('esim')),
      posts: {
        en: [
          { slug: 'a', date: '2026-05-01' },
          { slug: 'b', date: '2026-06-01' },
        ],
      },
    }),
  );

  it('cuts each kind into parts of at most the part size, every URL in exactly one part', () => {
    const parts = sitemapParts(entries, 5);
    for (const part of parts.values()) expect(part.length).toBeLessThanOrEqual(5);
    expect([...parts.keys()]).toEqual(expect.arrayContaining(['pages-1', 'sold-1', 'sold-2', 'posts-1']));
    const locsOf = (list: Iterable<{ loc: string }[]>) => [...list].flat().map((entry) => entry.loc);
    expect(locsOf(parts.values()).sort()).toEqual(locsOf([all(entries)]).sort());
  });

  it('names each part at /sitemap.xml?part=…, dated by its newest page', () => {
    const xml = sitemapIndexXml(origin, sitemapParts(entries));
    expect(xml).toContain('<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    expect(xml).toContain(
      `<sitemap><loc>${origin}/sitemap.xml?part=posts-1</loc><lastmod>2026-06-01</lastmod></sitemap>`,
    );
    expect(xml).toContain(`<loc>${origin}/sitemap.xml?part=sold-1</loc><lastmod>${BUILT_AT}</lastmod>`);
  });
});

describe('robots.txt', () => {
  it('points to the host’s sitemap and keeps crawlers out of checkout and account', () => {
    const robots = robotsTxt('https://shop.aufladen-shop.de', false);
    expect(robots).toContain('Sitemap: https://shop.aufladen-shop.de/sitemap.xml');
    expect(robots).toContain('Disallow: /shop/checkout/');
    expect(robotsTxt('https://x.example', true)).toContain('Disallow: /checkout/');
  });
});

describe('sitemap: the landing pages by destination (ADR 0028)', () => {
  it.each([
    ['esim', ['/shop/esim/destination/fr', '/shop/esim/destination/jp'], '/shop/international/'],
    [
      'reloadnow',
      [
        '/shop/esim/destination/fr',
        '/shop/international/destination/ma',
        '/en/shop/international/destination/ma',
      ],
      null,
    ],
    [
      'reloadnow_at',
      ['/shop/international/destination/tr', '/en/shop/international/destination/rs'],
      '/shop/esim/destination/',
    ],
    ['aufladen', [], '/destination/'],
  ])('%s lists the destinations it sells for', (id, listed, absent) => {
    const entries = locs(id, { sold: soldPages(tenant(id), listedProducts(id)) });
    expect(entries).toEqual(expect.arrayContaining(listed));
    if (absent) expect(entries.filter((loc) => loc.includes(absent))).toEqual([]);
  });

  it('lists each destination once per language, as the pages the build renders', () => {
    const entries = locs('reloadnow', { sold: soldPages(tenant('reloadnow'), listedProducts('reloadnow')) });
    expect(entries.filter((loc) => loc.endsWith('/shop/international/destination/ma'))).toEqual([
      '/shop/international/destination/ma',
      '/en/shop/international/destination/ma',
    ]);
  });
});
