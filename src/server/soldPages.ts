import type { Product } from '@/api/products';
import { esimCountries } from '@/features/esimShop/server';
import { internationalCountries } from '@/features/international/server';
import { getCatalogue } from '@/tenancy/catalogues';
import { esimDestinationPath, internationalCountryPath } from '@/tenancy/destinationRoutes';
import { esimPlanPath, INTERNATIONAL_PATH } from '@/tenancy/routes';
import type { TenantConfig } from '@/tenancy/schema';

/**
 * One kind of page that sells: its paths (unprefixed, before shopHref) for a tenant, from the
 * tenant's config and the products its catalogue lists now (empty when the backend cannot answer).
 */
export type SoldPageSource = (tenant: TenantConfig, listed: readonly Product[]) => string[];

/** Each brand the shop sells has its page (brandRoutes), whatever the catalogue answers. */
const brandPages: SoldPageSource = (tenant) => Object.values(tenant.brandRoutes);

/** International top-up, where the shop sells it and some destination can be bought now. */
const internationalPage: SoldPageSource = (tenant, listed) =>
  getCatalogue(tenant).international &&
  listed.some((product) => product.destination && product.status === 'ACTIVE')
    ? [INTERNATIONAL_PATH]
    : [];

/**
 * The plans that have a page (pre-rendered from the tenant's catalogue) and that the catalogue
 * lists: a plan no longer listed has a page that says it is not for sale, nothing to find.
 */
const esimPlanPages: SoldPageSource = (tenant, listed) => {
  const withPage = new Set(
    getCatalogue(tenant)
      .products.filter((product) => product.type === 'ESIM')
      .map((product) => product.id),
  );
  return listed
    .filter((product) => product.plan && withPage.has(product.productId))
    .map((product) => esimPlanPath(product.productId));
};

/**
 * The landing pages by destination (eSIM plans, international top-up) of the countries sold: the
 * same lists the pages are rendered for (ADR 0028).
 */
const destinationPages: SoldPageSource = (tenant) => [
  ...esimCountries(tenant).map(esimDestinationPath),
  ...internationalCountries(tenant).map(internationalCountryPath),
];

/**
 * SOLD PAGES: every kind of page of a tenant that sells something, in the order its sitemap lists
 * them (ADR 0027). A new kind of landing page (a destination's, an operator's) is one more source
 * here; the sitemap, its tests and the crawler test (e2e/crawl.spec.ts) read this list.
 */
export const SOLD_PAGE_SOURCES: readonly SoldPageSource[] = [
  brandPages,
  internationalPage,
  esimPlanPages,
  destinationPages,
];

/** The paths of a tenant's pages that sell, each once. */
export function soldPages(tenant: TenantConfig, listed: readonly Product[] | null): string[] {
  return [...new Set(SOLD_PAGE_SOURCES.flatMap((source) => source(tenant, listed ?? [])))];
}
