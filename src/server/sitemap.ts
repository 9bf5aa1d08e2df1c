import { localisedUrl, tenantLanguages } from '@/i18n/locales';
import { shopHref } from '@/tenancy/routes';
import type { TenantConfig } from '@/tenancy/schema';

export interface SitemapEntry {
  loc: string;
  /** the same page in each of the tenant's languages (hreflang) */
  alternates: { language: string; href: string }[];
  /** when the page last changed, W3C date or date-time */
  lastmod: string;
}

/** A blog post of one language, as its sitemap entry needs it. */
export interface SitemapPost {
  slug: string;
  /** publication date, ISO 8601 */
  date: string;
}

/** What a tenant's sitemap lists besides its fixed pages: what it sells, its posts, and when it was built. */
export interface SitemapInput {
  /** the paths of the pages that sell (src/server/soldPages.ts) */
  sold: readonly string[];
  posts: Record<string, readonly SitemapPost[]>;
  /** when this deployment was built: the date of pages whose content is the deployment's own */
  builtAt: string;
}

/** The index's parts (ADR 0027): the shop's own pages, the pages that sell, the blog's posts. */
export const SITEMAP_KINDS = ['pages', 'sold', 'posts'] as const;
export type SitemapKind = (typeof SITEMAP_KINDS)[number];

/** URLs per part: far below the protocol's 50,000, so a part stays quick to answer and to read. */
export const SITEMAP_PART_MAX = 1000;

/** The shop's own pages: its main page, content pages and the blog's list. */
function ownPages(tenant: TenantConfig): string[] {
  const pages = [tenant.mainPage];
  for (const [key, href] of Object.entries(tenant.seoPages)) {
    if (!href?.startsWith('/')) continue;
    if (key === 'impressum' && tenant.features.hiddenImpressum) continue;
    if (key === 'blog' && !tenant.features.blog) continue;
    pages.push(href);
  }
  if (!tenant.features.hiddenCustomerSupport) pages.push('/info/customer-support');
  return pages;
}

/**
 * Every page of a tenant that a search engine should know, by part: each shop page in every
 * language with its hreflang alternates, each post in the language it is written in.
 */
export function sitemapEntries(
  tenant: TenantConfig,
  origin: string,
  pinned: boolean,
  { sold, posts, builtAt }: SitemapInput,
): Record<SitemapKind, SitemapEntry[]> {
  const languages = tenantLanguages(tenant);
  const inEveryLanguage = (paths: readonly string[]) =>
    paths.flatMap((path) => {
      const page = shopHref(path, pinned);
      const alternates = languages.map((language) => ({
        language,
        href: localisedUrl(origin, tenant, language, page),
      }));
      return alternates.map((alternate) => ({ loc: alternate.href, alternates, lastmod: builtAt }));
    });
  const soldSet = new Set(sold);
  // a single-brand shop's main page is its brand page: listed once, with what sells
  const pages = inEveryLanguage([...new Set(ownPages(tenant))].filter((path) => !soldSet.has(path)));
  const postEntries = Object.entries(posts).flatMap(([language, list]) =>
    list.map((post) => ({
      loc: localisedUrl(origin, tenant, language, `/blog/${encodeURIComponent(post.slug)}`),
      alternates: [],
      lastmod: post.date,
    })),
  );
  return { pages, sold: inEveryLanguage([...soldSet]), posts: postEntries };
}

/** The index's parts: each kind cut into parts of at most `max` URLs, named `<kind>-<n>`. */
export function sitemapParts(
  entries: Record<SitemapKind, SitemapEntry[]>,
  max = SITEMAP_PART_MAX,
): Map<string, SitemapEntry[]> {
  const parts = new Map<string, SitemapEntry[]>();
  for (const kind of SITEMAP_KINDS)
    for (let start = 0; start < entries[kind].length; start += max)
      parts.set(`${kind}-${start / max + 1}`, entries[kind].slice(start, start + max));
  return parts;
}

/** A part's address: the index and its parts share /sitemap.xml, so no new route is needed. */
export const sitemapPartUrl = (origin: string, part: string) =>
  `${origin}/sitemap.xml?part=${encodeURIComponent(part)}`;

const escapeXml = (text: string) =>
  text.replace(
    /[<>&'"]/g,
    (char) => `&${{ '<': 'lt', '>': 'gt', '&': 'amp', "'": 'apos', '"': 'quot' }[char]};`,
  );

/** The newest of the entries' dates (a date and a date-time compare by the instant they name). */
const newest = (entries: readonly SitemapEntry[]) =>
  entries
    .map((entry) => entry.lastmod)
    .reduce((last, date) => (Date.parse(date) > Date.parse(last) ? date : last));

const XML_HEAD = '<?xml version="1.0" encoding="UTF-8"?>';

export function sitemapXml(entries: readonly SitemapEntry[]): string {
  const urls = entries.map(({ loc, alternates, lastmod }) => {
    const links = alternates.map(
      (alternate) =>
        `<xhtml:link rel="alternate" hreflang="${alternate.language}" href="${escapeXml(alternate.href)}"/>`,
    );
    return `<url><loc>${escapeXml(loc)}</loc><lastmod>${escapeXml(lastmod)}</lastmod>${links.join('')}</url>`;
  });
  return [
    XML_HEAD,
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}

/** The sitemap index: one <sitemap> per part, dated by its newest page. */
export function sitemapIndexXml(origin: string, parts: ReadonlyMap<string, readonly SitemapEntry[]>): string {
  const sitemaps = [...parts].map(
    ([part, entries]) =>
      `<sitemap><loc>${escapeXml(sitemapPartUrl(origin, part))}</loc><lastmod>${escapeXml(newest(entries))}</lastmod></sitemap>`,
  );
  return [
    XML_HEAD,
    '<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...sitemaps,
    '</sitemapindex>',
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
