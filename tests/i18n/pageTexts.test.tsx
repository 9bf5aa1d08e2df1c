import { readFileSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ProductSearchResponse } from '@/api/products';
import { BrandPage } from '@/features/catalogue/BrandPage';
import { ShopHome, loadEsimLead, loadShopCatalogue } from '@/features/catalogue/ShopHome';
import { loadLoadedSearch } from '@/features/catalogue/search/SearchSection';
import type { TranslationTree } from '@/i18n/merge';
import {
  keysNamedBy,
  pageTextKeys,
  scanPageTexts,
  SERVER_CODE,
  textsOf,
  type PageTexts,
} from '@/i18n/pageTexts';
import { AppLayout } from '@/ui/layout/AppLayout';
import { topups } from '../features/catalogue/fakeCatalogue';
import { baseTexts, renderServerHtml } from '../ui/render';
import { tenantFixture } from '../ui/tenantFixture';

const TREE: TranslationTree = {
  generalErrorMessage: 'Something went wrong',
  topup: { title: 'Top up', kinds: { ONCE: 'Once', AUTOMATIC: 'Monthly' } },
  auth: { errors: { codeWrong: 'Wrong code', codeOld: 'Old code' }, loginTitle: 'Sign in' },
  cart: { title: 'Cart' },
};

describe('the keys a source names', () => {
  it.each([
    ["t('topup.title')", ['topup.title']],
    ['t(`topup.kinds.${kind}`)', ['topup.kinds']],
    ["{ AUTHENTICATION_FAILED: 'auth.errors.codeWrong' }", ['auth.errors.codeWrong']],
    ["t('common:cart.title')", ['cart.title']],
    // written deeper than the tree goes: the deepest part the tree has
    ["t('topup.kinds.ONCE.extra')", ['topup.kinds.ONCE']],
    ["'topup.' + name", ['topup']],
    // a word alone is a name more often than a key; a top-level text is in every page anyway
    ["const kind = 'cart'; t('generalErrorMessage')", []],
    // not a string: a property of a variable
    ['tenant.topup.amounts', []],
    ["t('unknown.key')", []],
  ])('%s', (source, keys) => {
    expect([...keysNamedBy(source, TREE)]).toEqual(keys);
  });
});

describe('the code the scan leaves out: the server’s, which renders no text', () => {
  it.each([
    ['server/pageLoad.ts', true],
    ['sandbox/handlers/cart.ts', true],
    ['features/catalogue/server.ts', true],
    ['features/blog/server/index.ts', true],
    ['features/catalogue/ShopHome.tsx', false],
    ['features/catalogue/search/server.ts', false],
    ['features/catalogue/serverFirstPage.ts', false],
    ['pages/_sites/[site]/[scheme]/shop/index.tsx', false],
  ])('%s: %s', (file, skipped) => {
    expect(SERVER_CODE.some((pattern) => pattern.test(file))).toBe(skipped);
  });
});

describe('the texts of keys', () => {
  it('keeps the top-level texts and the subtrees named, nothing else', () => {
    expect(textsOf(TREE, ['topup.kinds', 'auth.errors.codeWrong'])).toEqual({
      generalErrorMessage: 'Something went wrong',
      topup: { kinds: { ONCE: 'Once', AUTOMATIC: 'Monthly' } },
      auth: { errors: { codeWrong: 'Wrong code' } },
    });
  });

  it('joins keys below one group', () => {
    expect(textsOf(TREE, ['topup.title', 'topup.kinds.ONCE'])).toEqual({
      generalErrorMessage: 'Something went wrong',
      topup: { title: 'Top up', kinds: { ONCE: 'Once' } },
    });
  });
});

describe("a page's keys by route or path", () => {
  const scanned: PageTexts = {
    shell: ['cart.title'],
    pages: {
      '/': ['topup.title'],
      '/blog/[slug]': ['auth.loginTitle'],
      '/blog/new': ['auth.errors'],
      '/[...slug]': ['topup.kinds'],
    },
  };
  it.each([
    ['/', ['cart.title', 'topup.title']],
    ['/blog/[slug]', ['auth.loginTitle', 'cart.title']],
    ['/blog/first-post', ['auth.loginTitle', 'cart.title']],
    // a fixed route before one with params
    ['/blog/new', ['auth.errors', 'cart.title']],
    ['/any/thing', ['cart.title', 'topup.kinds']],
  ])('%s', (route, keys) => {
    expect(pageTextKeys(scanned, route)).toEqual(keys);
  });

  it('without a scan (development, tests) a page carries every text', () => {
    expect(pageTextKeys(undefined, '/')).toBeUndefined();
  });
});

// What the build reads (next.config.ts), on the real code: a page rendered with only the texts its
// route carries shows no key where a text belongs.
const src = path.join(process.cwd(), 'src');
const common = JSON.parse(readFileSync(path.join(process.cwd(), 'locales/en/common.json'), 'utf8'));
const scan = scanPageTexts({
  srcRoot: src,
  pagesRoot: path.join(src, 'pages', '_sites', '[site]', '[scheme]'),
  shell: ['_app.tsx', '_document.tsx'].map((file) => path.join(src, 'pages', file)),
  tree: common,
});

/** Every key of the namespace, as i18next shows one it cannot find. */
const keyPaths = (tree: TranslationTree, prefix = ''): string[] =>
  Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string' ? [`${prefix}${key}`] : keyPaths(value, `${prefix}${key}.`),
  );
const ALL_KEYS = keyPaths(common);

/** The keys shown in the HTML in place of their texts (as text or in an attribute). */
const shownKeys = (html: HTMLElement) =>
  ALL_KEYS.filter((key) => new RegExp(`[>"]${key.replaceAll('.', '\\.')}[<"]`).test(html.innerHTML));

const CATALOGUE = topups(16, 'testshop');
const firstPage: ProductSearchResponse = {
  items: CATALOGUE.slice(0, 15),
  paginationParams: { page: 0, size: 15 },
  metadata: { count: 15, totalCount: 16 },
};

const PAGES = [
  {
    route: '/shop/topup/[brand]',
    page: (
      <BrandPage
        brandId="testshop"
        route="/shop/topup/testshop"
        initialProducts={CATALOGUE}
        firstPage={firstPage}
      />
    ),
    tenant: tenantFixture({ features: { multipleBrands: false } }),
  },
  {
    route: '/shop',
    page: <ShopHome initialProducts={CATALOGUE} firstPage={firstPage} />,
    tenant: tenantFixture({
      mainPage: '/shop',
      features: { multipleBrands: true, advertisement: true },
      brandRoutes: { testshop: '/shop/topup/testshop' },
    }),
  },
];

/** The page in the shop's layout, rendered as the server does, with `keys` of `common` only. */
const serverHtml = ({ page, tenant }: (typeof PAGES)[number], keys: string[] | undefined) =>
  renderServerHtml(<AppLayout>{page}</AppLayout>, {
    tenant,
    texts: { ...baseTexts('en'), common: keys ? textsOf(common, keys) : common },
  });

describe('a page rendered with the texts its route carries', { timeout: 30_000 }, () => {
  beforeAll(async () => {
    await Promise.all([loadShopCatalogue(), loadEsimLead(), loadLoadedSearch()]);
  });

  it.each(PAGES)('$route shows every text, and carries less than the whole namespace', (entry) => {
    const keys = pageTextKeys(scan, entry.route)!;
    expect(shownKeys(serverHtml(entry, undefined))).toEqual([]);
    expect(shownKeys(serverHtml(entry, keys))).toEqual([]);
    expect(JSON.stringify(textsOf(common, keys)).length).toBeLessThan(JSON.stringify(common).length * 0.6);
  });

  it('a page with the shell’s texts alone would show keys: the check sees a missing text', () => {
    const shown = shownKeys(serverHtml(PAGES[0]!, scan.shell));
    expect(shown.length).toBeGreaterThan(0);
    expect(shown.every((key) => !scan.shell.some((kept) => key === kept || key.startsWith(`${kept}.`)))).toBe(
      true,
    );
  });
});
