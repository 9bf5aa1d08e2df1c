import type { Product } from '@/api/products';
import { BrandPage } from '@/features/catalog/BrandPage';
import { CATALOGUE_REVALIDATE_SECONDS, serverCatalogue } from '@/server/catalogue';
import { siteProps, sitePaths } from '@/server/pageLoad';

type Props = { brandId: string; route: string; products: Product[] | null };

/** /shop/topup/{brand}: each brand the shop sells (its brandRoutes). */
export const getStaticPaths = sitePaths;
// The brand's products come with the page, so its form is in the first paint (ADR 0008).
export const getStaticProps = siteProps<Props>('/shop/topup/[brand]', {
  pages: (tenant) =>
    Object.entries(tenant.brandRoutes)
      .filter(([brand, route]) => route === `/shop/topup/${brand}`)
      .map(([brand]) => ({ brand })),
  loader: async (tenant, params, language) => {
    const brandId = String(params.brand);
    const route = tenant.brandRoutes[brandId];
    return route
      ? { props: { brandId, route, products: await serverCatalogue(tenant, language, { brandId }) } }
      : { notFound: true };
  },
  revalidate: CATALOGUE_REVALIDATE_SECONDS,
});

export default function TopupPage({ brandId, route, products }: Props) {
  return <BrandPage brandId={brandId} route={route} initialProducts={products} />;
}
