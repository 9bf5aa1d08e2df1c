import type { Product, ProductSearchResponse } from '@/api/products';
import { BrandPage } from '@/features/catalog/BrandPage';
import { brandPageData, CATALOGUE_REVALIDATE_SECONDS } from '@/server/catalogue';
import { sitePaths, siteProps, type PageParams } from '@/server/pageLoad';

type Props = {
  brandId: string;
  route: string;
  products: Product[] | null;
  firstPage: ProductSearchResponse | null;
};

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
export const getStaticProps = siteProps<Props>('/shop/[categoryId]/[brandId]', {
  pages,
  loader: async (tenant, params, language) => {
    const brandId = String(params.brandId);
    const route = `/shop/${String(params.categoryId)}/${brandId}`;
    return { props: { brandId, route, ...(await brandPageData(tenant, language, brandId)) } };
  },
  revalidate: CATALOGUE_REVALIDATE_SECONDS,
});

export default function CategoryBrandPage({ brandId, route, products, firstPage }: Props) {
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
