import { useAppSelector } from '@/store/hooks';
import { selectTenant } from '@/tenancy/tenantSlice';
import { PageTitle } from '@/ui/shell/PageTitle';
import { BrandGrid } from './BrandGrid';
import { TopupHero } from './TopupHero';

/** The shop's main page: /shop for multi-brand shops, / for esim. */
export function ShopHome() {
  const tenant = useAppSelector(selectTenant);
  if (!tenant) return null;
  const firstRoute = Object.values(tenant.brandRoutes)[0] ?? '/shop';
  return (
    <>
      <PageTitle titleKey="pages.shop" seoKey="shop" />
      <TopupHero brandName={tenant.shortName} topupHref={firstRoute} />
      <BrandGrid />
    </>
  );
}
