import { BrandPage } from '@/features/catalogue/BrandPage';
import {
  brandPageLoad,
  CATALOGUE_REVALIDATE_SECONDS,
  type BrandPageProps,
} from '@/features/catalogue/server';
import { sitePaths, siteProps, type PageParams } from '@/server/pageLoad';

const categoryRoute = /^\/shop\/([a-z0-9_-]+)\/([a-z0-9_-]+)$/;

/** SPEC §2 /shop/{categoryId}/{brandId}: brands reached through a category (ortel's advertisement). */
export const getStaticPaths = sitePaths;
const pages: PageParams = (tenant) =>
  Object.values(tenant.brandRoutes).flatMap((route) => {
    const [, categoryId, brandId] = categoryRoute.exec(route) ?? [];
    return categoryId && brandId && categoryId !== 'topup' && categoryId !== 'checkout'
      ? [{ categoryId, brandId }]
      : [];
  });
export const getStaticProps = siteProps<BrandPageProps>('/shop/[categoryId]/[brandId]', {
  pages,
  loader: async (tenant, params, language) => {
    const brandId = String(params.brandId);
    return brandPageLoad(tenant, language, brandId, `/shop/${String(params.categoryId)}/${brandId}`);
  },
  revalidate: CATALOGUE_REVALIDATE_SECONDS,
});

export default function CategoryBrandPage({ brandId, route, products, firstPage }: BrandPageProps) {
  return (
    <BrandPage
      brandId={brandId}
      route={route}
      initialProducts={products}
      firstPage={firstPage}
      advertisement
    />
  );
}
