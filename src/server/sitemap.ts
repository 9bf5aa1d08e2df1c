import { localisedUrl, tenantLanguages } from '@/i18n/locales';
import { shopHref, shopPageOf } from '@/tenancy/routes';
import type { TenantConfig } from '@/tenancy/schema';
import { destinationPagePaths } from './destinations';

export interface SitemapEntry {
  loc: string;
  /** the same page in each of the tenant's languages (hreflang) */
  alternates: { language: string; href: string }[];
}

/**
 * Every page of a tenant that a search engine should know, in every language: main and shop
 * pages, brand pages, the landing pages by destination, the brand's own content pages, the blog
 * and its posts (each post in the language it is written in).
 */
export function sitemapEntries(
  tenant: TenantConfig,
  origin: string,
  pinned: boolean,
  posts: Record<string, string[]>,
): SitemapEntry[] {
  const pages = new Set<string>([
    tenant.mainPage,
    shopPageOf(tenant),
    ...Object.values(tenant.brandRoutes),
    ...destinationPagePaths(tenant),
  ]);
  for (const [key, href] of Object.entries(tenant.seoPages)) {
    if (!href?.startsWith('/')) continue;
    if (key === 'impressum' && tenant.features.hiddenImpressum) continue;
    if (key === 'blog' && !tenant.features.blog) continue;
    pages.add(href);
  }
  if (!tenant.features.hiddenCustomerSupport) pages.add('/info/customer-support');
  const languages = tenantLanguages(tenant);
  const entries: SitemapEntry[] = [];
  for (const page of [...pages].map((path) => shopHref(path, pinned))) {
    const alternates = languages.map((language) => ({
      language,
      href: localisedUrl(origin, tenant, language, page),
    }));
    for (const alternate of alternates) entries.push({ loc: alternate.href, alternates });
  }
  for (const [language, slugs] of Object.entries(posts))
    for (const slug of slugs)
      entries.push({
        loc: localisedUrl(origin, tenant, language, `/blog/${encodeURIComponent(slug)}`),
        alternates: [],
      });
  return entries;
}

const escapeXml = (text: string) =>
  text.replace(
    /[<>&'"]/g,
    (char) => `&${{ '<': 'lt', '>': 'gt', '&': 'amp', "'": 'apos', '"': 'quot' }[char]};`,
  );

export function sitemapXml(entries: SitemapEntry[]): string {
  const urls = entries.map(({ loc, alternates }) => {
    const links = alternates.map(
      (alternate) =>
        `<xhtml:link rel="alternate" hreflang="${alternate.language}" href="${escapeXml(alternate.href)}"/>`,
    );
    return `<url><loc>${escapeXml(loc)}</loc>${links.join('')}</url>`;
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}

/** Crawlers may read the shop but not its checkout, account or API. */
export function robotsTxt(origin: string, pinned: boolean): string {
  const checkout = shopHref('/shop/checkout/', pinned);
  return [
    'User-agent: *',
    `Disallow: ${checkout}`,
    'Disallow: /account/',
    'Disallow: /api/',
    'Allow: /',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n');
}
