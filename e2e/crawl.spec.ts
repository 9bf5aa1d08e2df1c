import { request as httpRequest } from 'node:http';
import { test, expect } from '@playwright/test';
import { JSDOM } from 'jsdom';
import { getTranslations } from '../src/i18n/serverTranslations';
import { tenantLanguages } from '../src/i18n/locales';
import type { TenantConfig } from '../src/tenancy/schema';
import { problemsOf, thingsOf, type SchemaOrgType } from '../tests/ui/schemaOrg';
import { seedCatalogues, SEED_TIMEOUT_MS } from './helpers/catalogue';
import { PORT, tenant } from './helpers/shop';

/*
 * The shop as a crawler reads it (ADR 0027): every URL of a tenant's sitemap fetched without
 * JavaScript, as Bing and link previews do. Each page must answer 200 with its own title and
 * description, one h1, its main text, its canonical address and valid structured data, and no
 * loading placeholder where its content belongs. `npm run test:crawl` (project `crawl`) runs it,
 * and `npm run e2e` (so `npm test`) runs that after the browser projects.
 */

const TENANTS = ['aufladen', 'esim', 'congstar', 'reloadnow'] as const;
/** Words a page's main content has at least: more than a heading and a button. */
const MIN_WORDS = 30;
/** A blog post is an article, not a teaser (ADR 0026). */
const MIN_POST_WORDS = 150;
/** Pages fetched at once: enough to keep the server busy, few enough for a shared CI machine. */
const CONCURRENCY = 4;

interface Answer {
  status: number;
  body: string;
}

/** One GET with the shop's Host (Node cannot resolve *.localhost, hence 127.0.0.1); no redirect followed. */
const get = (url: string) =>
  new Promise<Answer>((resolve, reject) => {
    const { host, pathname, search } = new URL(url);
    httpRequest(
      // a connection each: a kept-alive socket the server has closed hangs up the next request
      { host: '127.0.0.1', port: PORT, path: `${pathname}${search}`, headers: { host }, agent: false },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8') }),
        );
      },
    )
      .on('error', reject)
      .end();
  });

const unescapeXml = (text: string) =>
  text.replace(
    /&(lt|gt|amp|apos|quot);/g,
    (_, name: string) => ({ lt: '<', gt: '>', amp: '&', apos: "'", quot: '"' })[name]!,
  );
const locsOf = (xml: string) =>
  [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => unescapeXml(match[1]!));

/** Every URL the tenant's sitemap lists: the index's parts, each read. */
async function sitemapUrls(id: string): Promise<string[]> {
  const index = await get(`http://${id}.localhost:${PORT}/sitemap.xml`);
  expect(index.status, `${id}: /sitemap.xml`).toBe(200);
  expect(index.body).toContain('<sitemapindex');
  const urls: string[] = [];
  for (const part of locsOf(index.body)) {
    const answer = await get(part);
    expect(answer.status, part).toBe(200);
    urls.push(...locsOf(answer.body));
  }
  return urls;
}

/** The path a page has in the shop's default language: rules below are written for it. */
function pathOf(shop: TenantConfig, url: string): { path: string; language: string } {
  const { pathname } = new URL(url);
  const [, first = ''] = pathname.split('/');
  const [defaultLanguage = shop.defaultLocale, ...others] = tenantLanguages(shop);
  if (!others.includes(first)) return { path: pathname, language: defaultLanguage };
  return { path: pathname.slice(first.length + 1) || '/', language: first };
}

/** The structured data each kind of page must carry, besides the shell's Organization and WebSite. */
function expectedTypes(shop: TenantConfig, path: string): SchemaOrgType[] {
  const types: SchemaOrgType[] = ['Organization', 'WebSite'];
  const brandPage = Object.values(shop.brandRoutes).includes(path);
  if (brandPage || path.startsWith('/shop/esim/')) types.push('Product');
  // every page under another (a single-brand shop's brand page is its home)
  if ((brandPage && path !== shop.mainPage) || /^\/(shop\/esim|info)\/|^\/shop\/international/.test(path))
    types.push('BreadcrumbList');
  if (/^\/blog\/[^/]+$/.test(path)) types.push('BlogPosting');
  return types;
}

/** What the locale shows while content loads ("Loading top-ups", "Searching…"): never a page's content. */
function loadingTexts(shop: TenantConfig, language: string): string[] {
  const texts: string[] = [];
  const walk = (node: unknown, key: string) => {
    if (typeof node === 'string') {
      if (/loading|searching/i.test(key)) texts.push(node.replace(/[….\s]+$/, ''));
    } else if (node && typeof node === 'object')
      for (const [child, value] of Object.entries(node)) walk(value, child);
  };
  walk(getTranslations(shop, language, 'common'), '');
  return [...new Set(texts)].filter((text) => text.length > 3);
}

const words = (text: string) => text.split(/\s+/).filter((word) => /\p{L}/u.test(word)).length;

interface PageFacts {
  title: string;
  description: string;
  problems: string[];
}

/** Everything wrong with one page as a crawler reads it. */
function inspect(shop: TenantConfig, url: string, html: string): PageFacts {
  const { document } = new JSDOM(html).window;
  const { path, language } = pathOf(shop, url);
  const problems: string[] = [];
  const meta = (selector: string) => document.querySelector(selector)?.getAttribute('content')?.trim() ?? '';
  const title = document.title.trim();
  const description = meta('meta[name="description"]');
  if (!title) problems.push('no <title>');
  if (!description) problems.push('no description');
  const headings = document.querySelectorAll('h1').length;
  if (headings !== 1) problems.push(`${headings} h1 elements`);

  const canonicals = [...document.querySelectorAll('link[rel="canonical"]')].map((link) =>
    link.getAttribute('href'),
  );
  const expected =
    `https://${shop.domain}${new URL(url).pathname}`.replace(/\/$/, '') || `https://${shop.domain}`;
  if (canonicals.length !== 1 || canonicals[0]?.replace(/\/$/, '') !== expected.replace(/\/$/, ''))
    problems.push(`canonical ${JSON.stringify(canonicals)}, expected ${expected}`);
  if (meta('meta[property="og:title"]') !== title) problems.push('og:title is not the title');
  if (meta('meta[property="og:description"]') !== description)
    problems.push('og:description is not the description');
  if (meta('meta[name="twitter:title"]') !== title) problems.push('twitter:title is not the title');
  if (meta('meta[name="twitter:description"]') !== description)
    problems.push('twitter:description is not the description');
  for (const image of ['meta[property="og:image"]', 'meta[name="twitter:image"]'])
    if (!/^https:\/\//.test(meta(image))) problems.push(`${image} is no absolute URL`);

  const main = document.querySelector('main');
  main?.querySelectorAll('script, style, noscript').forEach((element) => element.remove());
  const mainText = main?.textContent?.replace(/\s+/g, ' ').trim() ?? '';
  const post = /^\/blog\/[^/]+$/.test(path);
  const minimum = post ? MIN_POST_WORDS : MIN_WORDS;
  if (words(mainText) < minimum) problems.push(`main text of ${words(mainText)} words (at least ${minimum})`);
  for (const placeholder of loadingTexts(shop, language))
    if (mainText.includes(placeholder)) problems.push(`shows "${placeholder}" as content`);

  const found = new Set<string>();
  const prices: string[] = [];
  for (const script of document.querySelectorAll('script[type="application/ld+json"]')) {
    try {
      for (const thing of thingsOf(script.textContent ?? '')) {
        found.add(thing['@type']);
        problems.push(...problemsOf(thing));
        if (thing['@type'] === 'Product')
          prices.push(...[thing.offers].flat().map((offer) => String((offer as { price: unknown }).price)));
      }
    } catch (error) {
      problems.push(`JSON-LD does not parse: ${String(error).slice(0, 200)}`);
    }
  }
  for (const type of expectedTypes(shop, path)) if (!found.has(type)) problems.push(`no ${type} JSON-LD`);
  problems.push(...unnamedAmounts(shop, path, title, main, prices));
  return { title, description, problems };
}

/**
 * What sells must be in the title: a plan's price, and the first amount a brand page's hero
 * offers (its quick-amount links); the whole number is enough whatever the language's format.
 * A multi-brand home's tiles offer many brands' amounts: its title names the shop, not one of them.
 */
function unnamedAmounts(
  shop: TenantConfig,
  path: string,
  title: string,
  main: Element | null,
  prices: string[],
): string[] {
  const whole = (amount: string) => String(Math.trunc(Number(amount)));
  if (path.startsWith('/shop/esim/'))
    return prices.some((price) => title.includes(whole(price))) ? [] : [`title names no price of ${prices}`];
  if (!Object.values(shop.brandRoutes).includes(path)) return [];
  const [quick] = [...(main?.querySelectorAll('a[href*="amount="]') ?? [])].flatMap(
    (link) => /[?&]amount=([\d.]+)/.exec(link.getAttribute('href') ?? '')?.[1] ?? [],
  );
  return quick && !title.includes(whole(quick)) ? [`title does not name the amount ${quick}`] : [];
}

/** The URLs of a list that share a value with another: each value's URLs, where more than one. */
function duplicates(values: Map<string, string>): Record<string, string[]> {
  const byValue = new Map<string, string[]>();
  for (const [url, value] of values) byValue.set(value, [...(byValue.get(value) ?? []), url]);
  return Object.fromEntries([...byValue].filter(([, urls]) => urls.length > 1));
}

test.describe.configure({ mode: 'parallel' });

test.beforeAll(async () => {
  test.setTimeout(SEED_TIMEOUT_MS);
  await seedCatalogues(TENANTS);
});

for (const id of TENANTS) {
  test(`${id}: every sitemap URL reads as its own page without JavaScript`, async () => {
    test.setTimeout(180_000);
    const shop = tenant(id);
    const urls = await sitemapUrls(id);
    expect(urls.length, `${id}: sitemap URLs`).toBeGreaterThan(0);
    const problems: Record<string, string[]> = {};
    const titles = new Map<string, string>();
    const descriptions = new Map<string, string>();
    const queue = [...urls];
    const worker = async () => {
      for (let url = queue.shift(); url; url = queue.shift()) {
        const answer = await get(url);
        if (answer.status !== 200) {
          problems[url] = [`answered ${answer.status}`];
          continue;
        }
        const facts = inspect(shop, url, answer.body);
        titles.set(url, facts.title);
        descriptions.set(url, facts.description);
        if (facts.problems.length) problems[url] = facts.problems;
      }
    };
    await Promise.all(Array.from({ length: CONCURRENCY }, worker));
    expect.soft(problems, `${id}: pages with problems`).toEqual({});
    expect.soft(duplicates(titles), `${id}: titles shared by more than one URL`).toEqual({});
    expect.soft(duplicates(descriptions), `${id}: descriptions shared by more than one URL`).toEqual({});
  });
}

// A customer's own pages (behind robots.txt's Disallow) still reach link previews when shared: they
// ask not to be indexed and name no canonical address or preview, which would show a placeholder.
test('a customer’s own pages are kept out of search and previews', async () => {
  for (const [id, path] of [
    ['congstar', '/account'],
    ['congstar', '/account/orders/SBX-CRAWL-1'],
    ['congstar', '/shop/checkout/payment'],
    ['congstar', '/shop/checkout/result'],
    ['aufladen', '/shop/checkout/cart'],
  ] as const) {
    const { status, body } = await get(`http://${id}.localhost${path}`);
    expect(status, `${id} ${path}`).toBe(200);
    const head = new JSDOM(body).window.document.head;
    expect(head.querySelector('meta[name="robots"]')?.getAttribute('content'), `${id} ${path}`).toBe(
      'noindex, nofollow',
    );
    expect(head.querySelector('link[rel="canonical"], meta[property^="og:"]'), `${id} ${path}`).toBeNull();
  }
});
