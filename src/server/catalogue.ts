import { PHASE_PRODUCTION_BUILD } from 'next/constants';
import {
  productSearchParams,
  productSearchResponse,
  type Product,
  type ProductSearch,
  type ProductSearchResponse,
} from '@/api/products';
import { CART_COOKIE, PRODUCT_PAGE_MAX } from '@/config/constants';
import { createSandbox, getSandbox, openDatabase, type Sandbox, type SandboxDatabase } from '@/sandbox';
import { carryFirstPage, type CarriedFirstPage } from '@/features/catalogue/search/carriedFirstPage';
import { defaultSearch, toProductSearch, type SearchScope } from '@/features/catalogue/search/searchState';
import { countryNamesOf } from '@/tenancy/countryNames';
import type { TenantConfig } from '@/tenancy/schema';
import { logger } from '@/observability/log';
import { currentBackendUrl } from './env';
import { personalSitePage, siteProps } from './pageLoad';
import { cartState, paymentMethodsState } from './requestState';
import { serverCallHeaders } from './serverCalls';

/** How old a pre-rendered page with catalogue data may get before it is rendered again (seconds). */
export const CATALOGUE_REVALIDATE_SECONDS = 300;
/**
 * How soon a page rendered without its catalogue (the backend did not answer) is rendered again
 * (seconds): it shows what it can and is asked again soon, so it comes back with the backend,
 * where a kept "not found" would stay until the server restarts.
 */
export const CATALOGUE_RETRY_SECONDS = 10;

/**
 * The refresh time of a page made of catalogue reads (`serverCatalogue`, `serverFirstPage`): null
 * is a read the backend did not answer.
 */
export const catalogueRefresh = (...reads: readonly unknown[]): number =>
  reads.some((read) => read === null) ? CATALOGUE_RETRY_SECONDS : CATALOGUE_REVALIDATE_SECONDS;
const BACKEND_TIMEOUT_MS = Number(process.env.BACKEND_TIMEOUT_MS ?? 10_000);

const holder = globalThis as typeof globalThis & { __buildSandbox?: Sandbox };

/**
 * The sandbox that pre-rendering reads. At build, a throwaway in-memory database: build workers
 * are processes of their own, and PGlite's data folder takes one process only (sandbox
 * database); its seeded catalogue is the one every sandbox serves. Afterwards (revalidation inside
 * `next start`) the server's own sandbox.
 */
export function pageSandbox(): Sandbox {
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

function query(search: ProductSearch): URLSearchParams {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(productSearchParams(search)))
    if (value !== undefined) params.set(key, String(value));
  return params;
}

async function fromBackend(
  backendUrl: string,
  tenant: TenantConfig,
  search: ProductSearch,
): Promise<unknown> {
  const response = await fetch(`${backendUrl}/api/shop/rest/v1/products?${query(search)}`, {
    headers: serverCallHeaders(tenant),
    signal: AbortSignal.timeout(BACKEND_TIMEOUT_MS),
  });
  if (!response.ok) throw new Error(`catalogue answered ${response.status}`);
  return response.json();
}

async function fromSandbox(tenant: TenantConfig, search: ProductSearch): Promise<unknown> {
  const answer = await pageSandbox().handle({
    method: 'GET',
    path: '/api/shop/rest/v1/products',
    query: query(search),
    headers: serverCallHeaders(tenant),
    bodyText: '',
    tenant,
  });
  if (answer.status !== 200) throw new Error(`catalogue answered ${answer.status}`);
  // as over the wire: an absent optional field (a product without a plan) is left out, and page
  // props cannot carry `undefined`
  return JSON.parse(JSON.stringify(answer.body)) as unknown;
}

/**
 * A search's answer for a pre-rendered page, read in-process from the sandbox or from BACKEND_URL,
 * never through the shop's own URL (Node resolves no `*.localhost`). Null when the backend cannot answer:
 * the page then loads it in the browser, as before.
 */
async function serverSearch(
  tenant: TenantConfig,
  search: ProductSearch,
): Promise<ProductSearchResponse | null> {
  try {
    const backendUrl = currentBackendUrl();
    const body = backendUrl
      ? await fromBackend(backendUrl, tenant, search)
      : await fromSandbox(tenant, search);
    return productSearchResponse.parse(body);
  } catch (error) {
    logger.warn({ tenant: tenant.id, err: error }, 'catalogue not pre-rendered; the browser loads it');
    return null;
  }
}

/** The listed products of a shop (or of one brand or category), for the page's own summaries and forms. */
export async function serverCatalogue(
  tenant: TenantConfig,
  language: string,
  filter: CatalogueFilter = {},
): Promise<Product[] | null> {
  const answer = await serverSearch(tenant, { filters: filter, lang: language, size: PRODUCT_PAGE_MAX });
  return answer?.items ?? null;
}

/**
 * The first page of the product search a page shows before anything is chosen: the same call the
 * browser's search makes for a URL without a search, so its HTML lists what the shop sells and the
 * browser does not ask again (ADR 0028).
 */
export const serverFirstPage = (tenant: TenantConfig, language: string, scope: SearchScope = {}) =>
  serverSearch(tenant, { ...toProductSearch(defaultSearch, scope), lang: language });

/** Every country a page names: the destinations of international offers and the plans' coverage. */
export const countriesOf = (products: readonly Product[] | null): string[] =>
  (products ?? []).flatMap((product) => [
    ...(product.destination ? [product.destination.country] : []),
    ...(product.plan?.coverage ?? []),
  ]);

/** What a brand page (/shop/topup/{brand}, /shop/{categoryId}/{brandId}) is rendered with. */
export interface BrandPageProps {
  brandId: string;
  /** the page's path, as the tenant's brandRoutes name it */
  route: string;
  products: Product[] | null;
  /** its items named by id where `products` carries them (each datum once in the page's data) */
  firstPage: CarriedFirstPage | null;
}

/**
 * A brand page's load: the brand's products for its form and, on a single-brand shop, whose brand
 * page carries the shop's search, that search's first page; rendered again soon when either read
 * failed (the browser loads what the page lacks meanwhile).
 */
export async function brandPageLoad(
  tenant: TenantConfig,
  language: string,
  brandId: string,
  route: string,
): Promise<{ props: BrandPageProps; revalidate: number }> {
  const search = !tenant.features.multipleBrands;
  const [products, firstPage] = await Promise.all([
    serverCatalogue(tenant, language, { brandId }),
    search ? serverFirstPage(tenant, language) : null,
  ]);
  return {
    props: { brandId, route, products, firstPage: carryFirstPage(firstPage, products) },
    revalidate: search ? catalogueRefresh(products, firstPage) : catalogueRefresh(products),
  };
}

/**
 * getStaticProps of the shop's main page at `route` (/shop, esim's /): brand prices and the first
 * product page in the first paint. Tenants whose main page is elsewhere are sent there first.
 */
export const shopHomeProps = (route: '/' | '/shop') =>
  siteProps(route, {
    loader: async (tenant, _params, language) => {
      const [initialProducts, firstPage] = await Promise.all([
        serverCatalogue(tenant, language),
        serverFirstPage(tenant, language),
      ]);
      return {
        props: {
          initialProducts,
          firstPage: carryFirstPage(firstPage, initialProducts),
          // eSIM destinations are named in the page's language (see ./travel.ts)
          countryNames: countryNamesOf(countriesOf(initialProducts), language),
        },
        revalidate: catalogueRefresh(initialProducts, firstPage),
      };
    },
    revalidate: CATALOGUE_REVALIDATE_SECONDS,
  });

/**
 * getServerSideProps of the payment page: rendered per request with the cart its cookie names
 * (ADR 0050), whose goods say what the address form asks. Without a cart the server can read, the
 * kinds of goods the shop sells: until the browser has read the cart, the address form asks what a
 * cart of those kinds may need (ADR 0032), so a field a customer types into before hydration is in
 * the server's HTML, and an eSIM shop's form does not show postal lines only to take them away.
 */
export const paymentPageProps = (route: string) =>
  personalSitePage(route, async (tenant, _params, language, req) => {
    const cartName = req.cookies[CART_COOKIE];
    // the cart's methods beside the cart, so the browser neither waits for them nor asks again;
    // kept only with the cart they belong to
    const [state, methods] = await Promise.all([
      cartState(tenant, req, language),
      cartName ? paymentMethodsState(tenant, req, cartName) : {},
    ]);
    const products = state.cartContent ? null : await serverCatalogue(tenant, language);
    return {
      props: { soldKinds: products && [...new Set(products.map((product) => product.objectType))] },
      state: state.cartContent ? { ...state, ...methods } : state,
    };
  });
