import { esimDestinationsOf } from '@/features/esimShop/destinations';
import { getCatalogue } from '@/tenancy/catalogues';
import { countryName, countryNamesOf } from '@/tenancy/countryNames';
import {
  CATALOGUE_RETRY_SECONDS,
  CATALOGUE_REVALIDATE_SECONDS,
  catalogueRefresh,
  countriesOf,
  serverCatalogue,
} from '@/features/catalogue/server';
import { INTERNATIONAL_PATH } from '@/tenancy/routes';
import { countryOfPath, esimCountries, internationalCountries } from './destinations';
import { siteProps } from './pageLoad';

/*
 * The pages of international top-up and eSIM plans: rendered per host × scheme × locale and kept like
 * the brand pages (ADR 0008, 0029), with the country names they show in the page's language, read on
 * the server (i18n-iso-countries' data of every language stays out of the browser).
 *
 * A catalogue the backend did not answer is never a "not found": the page renders without it, says
 * so, and is rendered again soon (CATALOGUE_RETRY_SECONDS). What the catalogue answers is not for
 * sale is a 404 asked again at the catalogue's refresh time; only params the tenant's own catalogue
 * lacks (`pages`) are SPEC §7's permanent redirect to /not-found.
 */

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
