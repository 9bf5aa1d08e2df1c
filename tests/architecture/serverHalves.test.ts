import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, posix, relative, sep } from 'node:path';
import { describe, expect, it } from 'vitest';
import { typeScriptFilesOf } from './sourceFiles';

/*
 * Each feature owns its server half (ADR 0052): its pages' loads and the data they read live in
 * src/features/<f>/server.ts (or server/), so a change to a feature touches one folder. src/server
 * keeps what every page or request shares. And a feature's browser code never imports server code:
 * Next leaves a page's getStaticProps out of the browser's bundle, not what a component imports.
 */

/** What src/server may hold, each file with what makes it everyone's rather than one feature's. */
const SERVER_FILES: Record<string, string> = {
  'backendApi.ts': 'proxy: the entry of /api/shop, /api/topup and /api/auth',
  'backendCalls.ts': 'observability: the operation and outcome of a backend call',
  'backendGate.ts': 'proxy: no backend, 503',
  'boundedMap.ts': 'request trust: a bound on what client input keeps',
  'crossSite.ts': 'request trust: changes only from the shop’s own pages',
  'csp.ts': 'request trust: the content security policy',
  'env.ts': 'the environment',
  'graphqlCall.ts': 'proxy: the GraphQL endpoint’s limits',
  'metrics.ts': 'observability: Prometheus metrics',
  'metricsAccess.ts': 'observability: who may read the metrics',
  'observe.ts': 'observability: request ids, logs and counts per request',
  'pageLoad.ts': 'page load: every page’s shell, redirects and 404s',
  'proxy.ts': 'proxy: the streamed call to BACKEND_URL',
  'readiness.ts': 'observability: the readiness probe',
  'requestState.ts': 'page load: a customer’s page request as it reaches the backend',
  'requestTenant.ts': 'routing: the tenant and origin of a request',
  'sandboxHosts.ts': 'proxy: the hosts the sandbox answers',
  'seoFiles.ts': 'SEO: robots.txt and sitemap.xml',
  'serverCalls.ts': 'page load: the headers and sandbox of the server’s own calls',
  'sitePages.ts': 'routing: the kept pages, rendered again when their tenant changes',
  'siteRules.ts': 'routing: the host rules',
  'sitemap.ts': 'SEO: the sitemap’s parts',
  'soldPages.ts': 'SEO: the sitemap’s pages that sell',
  'ssoState.ts': 'request trust: the single sign-on’s one-time state',
  'statistics.ts': 'page load: the shell’s statistics parameters',
  'tenantWatch.ts': 'routing: tenants reloaded while the server runs',
  'upstreamRequest.ts': 'proxy: what of a request reaches the backend',
};

const SRC = join(process.cwd(), 'src');

/** `features/cart/server.ts`: a path under src, with `/`. */
const underSrc = (file: string) => relative(SRC, file).split(sep).join('/');

/** The sources of the files under a folder of src, by their path under src. */
const sourcesUnder = (folder: string): Record<string, string> =>
  Object.fromEntries(
    typeScriptFilesOf(join(SRC, folder)).map((file) => [underSrc(file), readFileSync(file, 'utf8')]),
  );

/** A page's load is made with one of the page-load pipeline's makers, defined in pageLoad.ts. */
const PAGE_LOAD_MAKER = /\b(siteProps|personalSitePage|dynamicSitePage)\s*(<[^>]*>)?\s*\(/;

/** The files of src/server (other than the pipeline itself) that make a page's load. */
const pageLoadsIn = (files: Record<string, string>): string[] =>
  Object.entries(files)
    .filter(([file, source]) => file !== 'server/pageLoad.ts' && PAGE_LOAD_MAKER.test(source))
    .map(([file]) => file);

const SERVER_HALF = /^features\/[^/]+\/server(\.tsx?$|\/|$)/;
const isServerCode = (path: string) => SERVER_HALF.test(path) || /^server(\/|$)/.test(path);

/** The module paths a file imports, statically (types too), dynamically or by require. */
const importsOf = (source: string): string[] =>
  [
    ...source.matchAll(
      /(?:\bfrom\s+|\bimport\s*\(\s*|\brequire\s*\(\s*|^\s*import\s+|^\s*export\s+\*\s+from\s+)['"]([^'"]+)['"]/gm,
    ),
  ].map(([, path]) => path ?? '');

/** Where an import of a file under src points, as a path under src; null for a package. */
function target(file: string, request: string): string | null {
  if (request.startsWith('@/')) return request.slice(2);
  if (request.startsWith('.')) return posix.join(dirname(file), request);
  return null;
}

/** `file: module` for each import of server code in a feature's browser code (its index included). */
const browserImportsOfServer = (files: Record<string, string>): string[] =>
  Object.entries(files)
    .filter(([file]) => file.startsWith('features/') && !SERVER_HALF.test(file))
    .flatMap(([file, source]) =>
      importsOf(source)
        .filter((request) => {
          const path = target(file, request);
          return path !== null && isServerCode(path);
        })
        .map((request) => `${file}: ${request}`),
    );

describe('each feature owns its server half; src/server holds what is shared (ADR 0052)', () => {
  it('src/server holds only the files listed above, each with the concern every page shares', () => {
    const held = readdirSync(join(SRC, 'server')).sort();
    expect(held).toEqual(Object.keys(SERVER_FILES).sort());
  });

  it('finds a page’s load made in src/server, and none in the pipeline that makes them', () => {
    expect(
      pageLoadsIn({
        'server/pageLoad.ts': 'export function siteProps<P>(route: string) {}',
        'server/giftCards.ts': "export const giftCardProps = siteProps<GiftProps>('/gift', { loader });",
        'server/orders.ts': "export const orderProps = personalSitePage('/order', load);",
        'server/proxy.ts': 'export const proxy = () => pageRedirect(tenant, path);',
      }),
    ).toEqual(['server/giftCards.ts', 'server/orders.ts']);
  });

  it('no file of src/server makes a page’s load: that is its feature’s server half', () => {
    expect(pageLoadsIn(sourcesUnder('server'))).toEqual([]);
  });

  it('finds every way browser code could import server code, and not a server half’s own imports', () => {
    expect(
      browserImportsOfServer({
        'features/cart/CartPage.tsx': "import { cartState } from './server';",
        'features/cart/index.ts': "export { cartPageProps } from './server';",
        'features/blog/BlogList.tsx': "import type { BlogIndexProps } from './server/blogPages';",
        'features/checkout/PaymentPage.tsx': "const s = await import('../catalogue/server');",
        'features/topup/TopupForm.tsx': "import { serverEnv } from '@/server/env';",
        'features/account/pages/Overview.tsx': "import { x } from '../server';",
        'features/catalogue/search/Search.tsx': "import { y } from '../serverless';",
        'features/catalogue/server.ts': "import { siteProps } from '@/server/pageLoad';",
        'features/blog/server/blogPages.ts': "import { ALL_POSTS } from '../queries';",
      }),
    ).toEqual([
      'features/cart/CartPage.tsx: ./server',
      'features/cart/index.ts: ./server',
      'features/blog/BlogList.tsx: ./server/blogPages',
      'features/checkout/PaymentPage.tsx: ../catalogue/server',
      'features/topup/TopupForm.tsx: @/server/env',
      'features/account/pages/Overview.tsx: ../server',
    ]);
  });

  it('no browser module of a feature, nor its index, imports a server half or src/server', () => {
    expect(browserImportsOfServer(sourcesUnder('features'))).toEqual([]);
  });
});
