import { PHASE_PRODUCTION_BUILD } from 'next/constants';
import { productSearchResponse, type Product } from '@/api/products';
import { PRODUCT_PAGE_MAX } from '@/config/constants';
import { createSandbox, getSandbox, openDatabase, type Sandbox, type SandboxDatabase } from '@/sandbox';
import { countryNamesOf } from '@/tenancy/countryNames';
import type { TenantConfig } from '@/tenancy/schema';
import { currentBackendUrl } from './env';
import { siteProps } from './pageLoad';

/** How old a pre-rendered page with catalogue data may get before it is rendered again (seconds). */
export const CATALOGUE_REVALIDATE_SECONDS = 300;
const BACKEND_TIMEOUT_MS = Number(process.env.BACKEND_TIMEOUT_MS ?? 10_000);

const holder = globalThis as typeof globalThis & { __buildSandbox?: Sandbox };

/**
 * The sandbox that pre-rendering reads. At build, a throwaway in-memory database: build workers
 * are processes of their own, and PGlite's data folder takes one process only (STACK, sandbox
 * database); its seeded catalogue is the one every sandbox serves. Afterwards (revalidation inside
 * `next start`) the server's own sandbox.
 */
function pageSandbox(): Sandbox {
  if (process.env.NEXT_PHASE !== PHASE_PRODUCTION_BUILD || process.env.DATABASE_URL) return getSandbox();
  let opening: Promise<SandboxDatabase> | undefined;
  holder.__buildSandbox ??= createSandbox(() => (opening ??= openDatabase({ dataDir: 'memory://' })));
  return holder.__buildSandbox;
}

/** Which products a page shows: one brand's, one category's, or (neither) the whole shop's. */
export interface CatalogueFilter {
  brandId?: string;
  categoryId?: string;
}

function query(language: string, filter: CatalogueFilter): URLSearchParams {
  const search = new URLSearchParams({ size: String(PRODUCT_PAGE_MAX), lang: language });
  if (filter.brandId) search.set('brandId', filter.brandId);
  if (filter.categoryId) search.set('categoryId', filter.categoryId);
  return search;
}

const shopHeaders = (tenant: TenantConfig) => ({
  'x-tenant-id': tenant.shopId,
  'x-country': tenant.country,
  'x-channel': 'web',
});

async function fromBackend(
  backendUrl: string,
  tenant: TenantConfig,
  language: string,
  filter: CatalogueFilter,
): Promise<unknown> {
  const response = await fetch(`${backendUrl}/api/shop/rest/v1/products?${query(language, filter)}`, {
    headers: shopHeaders(tenant),
    signal: AbortSignal.timeout(BACKEND_TIMEOUT_MS),
  });
  if (!response.ok) throw new Error(`catalogue answered ${response.status}`);
  return response.json();
}

async function fromSandbox(
  tenant: TenantConfig,
  language: string,
  filter: CatalogueFilter,
): Promise<unknown> {
  const answer = await pageSandbox().handle({
    method: 'GET',
    path: '/api/shop/rest/v1/products',
    query: query(language, filter),
    headers: shopHeaders(tenant),
    bodyText: '',
    tenant,
  });
  if (answer.status !== 200) throw new Error(`catalogue answered ${answer.status}`);
  // as over the wire: an absent optional field (a product without a plan) is left out, and page
  // props cannot carry `undefined`
  return JSON.parse(JSON.stringify(answer.body)) as unknown;
}

/**
 * The listed products of a shop (or of one brand or category) for a pre-rendered page, read in-process from the
 * sandbox or from BACKEND_URL, never through the shop's own public URL (STACK pitfall 4). Null when
 * the backend cannot answer: the page then loads the catalogue in the browser, as before.
 */
export async function serverCatalogue(
  tenant: TenantConfig,
  language: string,
  filter: CatalogueFilter = {},
): Promise<Product[] | null> {
  try {
    const backendUrl = currentBackendUrl();
    const body = backendUrl
      ? await fromBackend(backendUrl, tenant, language, filter)
      : await fromSandbox(tenant, language, filter);
    return productSearchResponse.parse(body).items;
  } catch (error) {
    console.warn(`${tenant.id}: catalogue not pre-rendered (${String(error)}); the browser loads it`);
    return null;
  }
}

/** Every country a page names: the destinations of international offers and the plans' coverage. */
export const countriesOf = (products: readonly Product[] | null): string[] =>
  (products ?? []).flatMap((product) => [
    ...(product.destination ? [product.destination.country] : []),
    ...(product.plan?.coverage ?? []),
  ]);

/**
 * getStaticProps of the shop's main page at `route` (/shop, esim's /): brand prices and the first
 * product page in the first paint. Tenants whose main page is elsewhere are sent there first.
 */
export const shopHomeProps = (route: '/' | '/shop') =>
  siteProps(route, {
    loader: async (tenant, _params, language) => ({
      props: await serverCatalogue(tenant, language).then((initialProducts) => ({
        initialProducts,
        // eSIM destinations are named in the page's language (see ./travel.ts)
        countryNames: countryNamesOf(countriesOf(initialProducts), language),
      })),
    }),
    revalidate: CATALOGUE_REVALIDATE_SECONDS,
  });
