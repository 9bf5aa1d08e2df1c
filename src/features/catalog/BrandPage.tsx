import { PageTitle } from '@/ui/shell/PageTitle';
import { brandLabel } from './brandLabel';
import { TopupHero } from './TopupHero';

/** /shop/topup/{brand}: the brand's top-up page. */
export function BrandPage({ brandId, route }: { brandId: string; route: string }) {
  return (
    <>
      <PageTitle titleKey="pages.topup" seoKey="topup" values={{ brand: brandLabel(brandId) }} />
      <TopupHero brandName={brandLabel(brandId)} topupHref={route} />
    </>
  );
}
