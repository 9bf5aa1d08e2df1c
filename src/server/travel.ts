import { getCatalogue } from '@/tenancy/catalogues';
import { countryNamesOf } from '@/tenancy/countryNames';
import { CATALOGUE_REVALIDATE_SECONDS, countriesOf, serverCatalogue } from './catalogue';
import { INTERNATIONAL_PATH } from '@/tenancy/routes';
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
