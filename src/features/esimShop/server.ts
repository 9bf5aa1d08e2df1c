import { getCatalogue } from '@/tenancy/catalogues';
import { countryName, countryNamesOf } from '@/tenancy/countryNames';
import { countryOfPath } from '@/tenancy/destinationRoutes';
import type { TenantConfig } from '@/tenancy/schema';
import {
  CATALOGUE_RETRY_SECONDS,
  CATALOGUE_REVALIDATE_SECONDS,
  catalogueRefresh,
  countriesOf,
  serverCatalogue,
} from '@/features/catalogue/server';
import { siteProps } from '@/server/pageLoad';
import { esimDestinationsOf } from './destinations';

/*
 * The pages of eSIM plans: rendered per host × scheme × locale and kept like the brand pages
 * (ADR 0008, 0029), with the country names they show in the page's language, read on the server
 * (i18n-iso-countries' data of every language stays out of the browser).
 *
 * A catalogue the backend did not answer is never a "not found": the page renders without it, says
 * so, and is rendered again soon (CATALOGUE_RETRY_SECONDS). What the catalogue answers is not for
 * sale is a 404 asked again at the catalogue's refresh time; only params the tenant's own catalogue
 * lacks (`pages`) are SPEC §7's permanent redirect to /not-found.
 */

/**
 * Every country one of the shop's eSIM plans on sale works in, from its catalogue: the landing
 * pages rendered and the sitemap's are the same list (ADR 0028).
 */
export const esimCountries = (tenant: TenantConfig): string[] =>
  [
    ...new Set(
      getCatalogue(tenant).products.flatMap((product) =>
        product.type === 'ESIM' && product.status === 'ACTIVE' ? (product.plan?.coverage ?? []) : [],
      ),
    ),
  ].sort();

/**
 * /shop/esim/destination/<country>, for every country one of the shop's eSIM plans works in: the
 * plans that work there, cheapest first; a country no plan on sale covers is a 404.
 */
export const esimDestinationProps = siteProps('/shop/esim/destination/[country]', {
  pages: (tenant) => esimCountries(tenant).map((code) => ({ country: code.toLowerCase() })),
  loader: async (tenant, params, language) => {
    const country = countryOfPath(params.country);
    if (!country) return { notFound: true };
    const name = countryName(country, language);
    const products = await serverCatalogue(tenant, language);
    if (!products)
      return { props: { country, name, plans: null, countryNames: {} }, revalidate: CATALOGUE_RETRY_SECONDS };
    const names = countryNamesOf(countriesOf(products), language);
    const plans = esimDestinationsOf(products, names, language).find((entry) => entry.id === country)?.plans;
    if (!plans?.length) return { notFound: true };
    return { props: { country, name, plans, countryNames: countryNamesOf(countriesOf(plans), language) } };
  },
  revalidate: CATALOGUE_REVALIDATE_SECONDS,
});

/** /shop/esim/<plan> for every eSIM plan of the shop's catalogue. */
export const esimPlanProps = siteProps('/shop/esim/[plan]', {
  pages: (tenant) =>
    getCatalogue(tenant)
      .products.filter((product) => product.type === 'ESIM')
      .map((product) => ({ plan: product.id })),
  loader: async (tenant, params, language) => {
    const products = await serverCatalogue(tenant, language);
    const product = products?.find((entry) => entry.productId === params.plan && entry.plan) ?? null;
    // a plan that is not listed (inactive, discontinued) is not for sale: the page says so
    return {
      props: {
        product,
        unavailable: !products,
        countryNames: countryNamesOf(countriesOf(product && [product]), language),
      },
      revalidate: catalogueRefresh(products),
    };
  },
  revalidate: CATALOGUE_REVALIDATE_SECONDS,
});
