import { BrandPage } from '@/features/catalog/BrandPage';
import { siteProps, sitePaths } from '@/server/pageLoad';

type Props = { brandId: string; route: string };

const categoryRoute = /^\/shop\/([a-z0-9_-]+)\/([a-z0-9_-]+)$/;

/** SPEC §2 /shop/{categoryId}/{brandId}: brands reached through a category (ortel's advertisement). */
export const getStaticPaths = sitePaths((tenant) =>
  Object.values(tenant.brandRoutes).flatMap((route) => {
    const [, categoryId, brandId] = categoryRoute.exec(route) ?? [];
    return categoryId && brandId && categoryId !== 'topup' && categoryId !== 'checkout'
      ? [{ categoryId, brandId }]
      : [];
  }),
);
export const getStaticProps = siteProps<Props>((_tenant, params) => {
  const brandId = String(params.brandId);
  return { props: { brandId, route: `/shop/${String(params.categoryId)}/${brandId}` } };
});

export default function CategoryBrandPage({ brandId, route }: Props) {
  return <BrandPage brandId={brandId} route={route} advertisement />;
}
