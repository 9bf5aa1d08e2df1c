import { BrandPage } from '@/features/catalog/BrandPage';
import { siteProps, sitePaths } from '@/server/pageLoad';

type Props = { brandId: string; route: string };

/** /shop/topup/{brand}: each brand the shop sells (its brandRoutes). */
export const getStaticPaths = sitePaths((tenant) =>
  Object.entries(tenant.brandRoutes)
    .filter(([brand, route]) => route === `/shop/topup/${brand}`)
    .map(([brand]) => ({ brand })),
);
export const getStaticProps = siteProps<Props>((tenant, params) => {
  const brandId = String(params.brand);
  const route = tenant.brandRoutes[brandId];
  return route ? { props: { brandId, route } } : { notFound: true };
});

export default function TopupPage({ brandId, route }: Props) {
  return <BrandPage brandId={brandId} route={route} />;
}
