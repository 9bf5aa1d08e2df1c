import { getCatalogue } from '@/tenancy/catalogues';
import { countryName, countryNamesOf } from '@/tenancy/countryNames';
import { countryOfPath } from '@/tenancy/destinationRoutes';
import { INTERNATIONAL_PATH } from '@/tenancy/routes';
import type { TenantConfig } from '@/tenancy/schema';
import {
  CATALOGUE_RETRY_SECONDS,
  CATALOGUE_REVALIDATE_SECONDS,
  catalogueRefresh,
  countriesOf,
  serverCatalogue,
} from '@/features/catalogue/server';
import { siteProps } from '@/server/pageLoad';

/*
 * The pages of international top-up: rendered per host × scheme × locale and kept like the brand
 * pages (ADR 0008, 0029), with the country names they show in the page's language, read on the
 * server (i18n-iso-countries' data of every language stays out of the browser).
 *
 * A catalogue the backend did not answer is never a "not found": the page renders without it, says
 * so, and is rendered again soon (CATALOGUE_RETRY_SECONDS). A country the catalogue answers is not
 * for sale is a 404 asked again at the catalogue's refresh time; only params the tenant's own
 * catalogue lacks (`pages`) are SPEC §7's permanent redirect to /not-found.
 */

/**
 * Every country the shop tops up phones in, from its catalogue: the landing pages rendered and the
 * sitemap's are the same list (ADR 0028).
 */
export const internationalCountries = (tenant: TenantConfig): string[] =>
  Object.keys(getCatalogue(tenant).international?.destinations ?? {}).sort();

/** /shop/international exists for the shops whose catalogue sells international top-up. */
export const internationalProps = siteProps(INTERNATIONAL_PATH, {
  pages: (tenant) => (getCatalogue(tenant).international ? [{}] : []),
  loader: async (tenant, _params, language) => {
    const categoryId = getCatalogue(tenant).international?.category;
    if (!categoryId) return { notFound: true };
    const products = await serverCatalogue(tenant, language, { categoryId });
    return {
      props: { products, countryNames: countryNamesOf(countriesOf(products), language) },
      revalidate: catalogueRefresh(products),
    };
  },
  revalidate: CATALOGUE_REVALIDATE_SECONDS,
});

/**
 * The international page preset to one country (one of every country the shop tops up phones in),
 * with what is sold there in its HTML. A country the shop no longer sells (or a catalogue that
 * cannot be read) is a 404, as an unknown one is.
 */
export const internationalCountryProps = siteProps(`${INTERNATIONAL_PATH}/destination/[country]`, {
  pages: (tenant) => internationalCountries(tenant).map((code) => ({ country: code.toLowerCase() })),
  loader: async (tenant, params, language) => {
    const country = countryOfPath(params.country);
    const categoryId = getCatalogue(tenant).international?.category;
    if (!country || !categoryId) return { notFound: true };
    const name = countryName(country, language);
    const products = await serverCatalogue(tenant, language, { categoryId });
    if (!products)
      return { props: { country, name, products, countryNames: {} }, revalidate: CATALOGUE_RETRY_SECONDS };
    const sold = products.some(
      (product) => product.destination?.country === country && product.status === 'ACTIVE',
    );
    if (!sold) return { notFound: true };
    return {
      props: { country, name, products, countryNames: countryNamesOf(countriesOf(products), language) },
    };
  },
  revalidate: CATALOGUE_REVALIDATE_SECONDS,
});
