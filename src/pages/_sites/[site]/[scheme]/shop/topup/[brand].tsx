import { BrandPage } from '@/features/catalogue/BrandPage';
import {
  brandPageLoad,
  CATALOGUE_REVALIDATE_SECONDS,
  type BrandPageProps,
} from '@/features/catalogue/server';
import { siteProps, sitePaths } from '@/server/pageLoad';

/** /shop/topup/{brand}: each brand the shop sells (its brandRoutes). */
export const getStaticPaths = sitePaths;
// The brand's products come with the page, so its form is in the first paint (ADR 0008).
export const getStaticProps = siteProps<BrandPageProps>('/shop/topup/[brand]', {
  pages: (tenant) =>
    Object.entries(tenant.brandRoutes)
      .filter(([brand, route]) => route === `/shop/topup/${brand}`)
      .map(([brand]) => ({ brand })),
  loader: async (tenant, params, language) => {
    const brandId = String(params.brand);
    const route = tenant.brandRoutes[brandId];
    return route ? brandPageLoad(tenant, language, brandId, route) : { notFound: true };
  },
  revalidate: CATALOGUE_REVALIDATE_SECONDS,
});

export default function TopupPage({ brandId, route, products, firstPage }: BrandPageProps) {
  return <BrandPage brandId={brandId} route={route} initialProducts={products} firstPage={firstPage} />;
}
