import { describe, expect, it } from 'vitest';
import { robotsTxt, sitemapEntries, sitemapXml } from '@/server/sitemap';
import { getTenant } from '@/tenancy/registry';
import type { TenantConfig } from '@/tenancy/schema';

const tenant = (id: string): TenantConfig => {
  const found = getTenant(id);
  if (!found) throw new Error(id);
  return found;
};
const locs = (id: string, posts: Record<string, string[]> = {}, origin = `http://${id}.localhost:3000`) =>
  sitemapEntries(tenant(id), origin, false, posts).map((entry) => entry.loc.replace(origin, ''));

describe('sitemap entries', () => {
  it('lists brand pages, content pages and blog posts in every locale (aufladen, de default)', () => {
    const entries = locs('aufladen', { de: ['gutscheine-verschenken'], en: ['vouchers-as-gifts'] });
    for (const path of [
      '/shop',
      '/shop/topup/o2',
      '/info/about-us',
      '/info/impressum',
      '/info/customer-support',
      '/blog',
    ])
      expect(entries).toEqual(expect.arrayContaining([path, `/en${path}`]));
    expect(entries).toContain('/blog/gutscheine-verschenken');
    expect(entries).toContain('/en/blog/vouchers-as-gifts');
    expect(entries).not.toContain('/de/shop');
  });

  it('gives each page its hreflang alternates', () => {
    const origin = 'https://shop.aufladen-shop.de';
    const about = sitemapEntries(tenant('aufladen'), origin, false, {}).find(
      (e) => e.loc === `${origin}/info/about-us`,
    );
    expect(about?.alternates).toEqual([
      { language: 'de', href: `${origin}/info/about-us` },
      { language: 'en', href: `${origin}/en/info/about-us` },
    ]);
  });

  it.each([
    ['congstar', '/blog', false],
    ['aufladen', '/blog', true],
  ])('%s lists %s: %s (blog flag)', (id, path, listed) => {
    expect(locs(id).includes(path)).toBe(listed);
  });

  it('leaves out the impressum and customer support where the tenant hides them', () => {
    const hidden = {
      ...tenant('congstar'),
      features: { ...tenant('congstar').features, hiddenImpressum: true, hiddenCustomerSupport: true },
    };
    const paths = sitemapEntries(hidden, '', false, {}).map((entry) => entry.loc);
    expect(paths).not.toContain('/info/impressum');
    expect(paths).not.toContain('/info/customer-support');
    expect(paths).toContain('/info/privacy');
  });

  it('writes valid, escaped XML', () => {
    const xml = sitemapXml([{ loc: 'https://a.example/?x=1&y=2', alternates: [] }]);
    expect(xml).toContain('<loc>https://a.example/?x=1&amp;y=2</loc>');
    expect(xml.startsWith('<?xml')).toBe(true);
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

describe('sitemap: the landing pages by destination (issue 23)', () => {
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
    const entries = locs(id);
    expect(entries).toEqual(expect.arrayContaining(listed));
    if (absent) expect(entries.filter((loc) => loc.includes(absent))).toEqual([]);
  });

  it('lists each destination once per language, as the pages the build renders', () => {
    const entries = locs('reloadnow');
    expect(entries.filter((loc) => loc.endsWith('/shop/international/destination/ma'))).toEqual([
      '/shop/international/destination/ma',
      '/en/shop/international/destination/ma',
    ]);
  });
});
