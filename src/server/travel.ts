import { esimDestinationsOf } from '@/features/esimShop/destinations';
import { getCatalogue } from '@/tenancy/catalogues';
import { countryName, countryNamesOf } from '@/tenancy/countryNames';
import { CATALOGUE_REVALIDATE_SECONDS, countriesOf, serverCatalogue } from './catalogue';
import { INTERNATIONAL_PATH } from '@/tenancy/routes';
import { countryOfPath, esimCountries, internationalCountries } from './destinations';
import { siteProps } from './pageLoad';

/*
 * The pages of international top-up and eSIM plans: rendered per host × scheme × locale and kept like
 * the brand pages (ADR 0008, 0029), with the country names they show in the page's language, read on
 * the server (i18n-iso-countries' data of every language stays out of the browser).
 */

/** /shop/international exists for the shops whose catalogue sells international top-up. */
export const internationalProps = siteProps(INTERNATIONAL_PATH, {
  pages: (tenant) => (getCatalogue(tenant).international ? [{}] : []),
  loader: async (tenant, _params, language) => {
    const categoryId = getCatalogue(tenant).international?.category;
    if (!categoryId) return { notFound: true };
    const products = await serverCatalogue(tenant, language, { categoryId });
    return { props: { products, countryNames: countryNamesOf(countriesOf(products), language) } };
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
    const products = await serverCatalogue(tenant, language, { categoryId });
    const sold = products?.some(
      (product) => product.destination?.country === country && product.status === 'ACTIVE',
    );
    if (!sold) return { notFound: true };
    return { props: { country, products, countryNames: countryNamesOf(countriesOf(products), language) } };
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
    const products = country ? await serverCatalogue(tenant, language) : null;
    if (!country || !products) return { notFound: true };
    const names = countryNamesOf(countriesOf(products), language);
    const plans = esimDestinationsOf(products, names, language).find((entry) => entry.id === country)?.plans;
    if (!plans?.length) return { notFound: true };
    return {
      props: {
        country,
        name: countryName(country, language),
        plans,
        countryNames: countryNamesOf(countriesOf(plans), language),
      },
    };
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
    return { props: { product, countryNames: countryNamesOf(countriesOf(product && [product]), language) } };
  },
  revalidate: CATALOGUE_REVALIDATE_SECONDS,
});
