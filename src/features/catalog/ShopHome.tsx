import Button from '@mui/material/Button';
import { useTranslation } from 'next-i18next/pages';
import Link from 'next/link';
import type { Product } from '@/api/products';
import { useAppSelector } from '@/store/hooks';
import { EsimFinder } from '@/features/esimShop';
import { INTERNATIONAL_PATH, shopHref } from '@/tenancy/routes';
import { selectPinned, selectTenant } from '@/tenancy/tenantSlice';
import { PageTitle } from '@/ui/shell/PageTitle';
import { Advertisement } from './Advertisement';
import { BrandGrid } from './BrandGrid';
import { CategoryMenu } from './CategoryMenu';
import { brandNamesOf, facetsOf, type Facets, lowestPriceByBrand, quickAmountsOf } from './catalogueSummary';
import { ProductSearch } from './search/ProductSearch';
import { useSearchState } from './search/useSearchState';
import { TopupHero } from './TopupHero';
import { useCatalogueProducts } from './useCatalogueProducts';

const NO_FACETS: Facets = { categories: [], types: [] };

/**
 * The shop's main page: /shop for multi-brand shops, / (and /shop) for esim. Brands come from the
 * tenant's brandRoutes, prices and categories from the catalogue (`initialProducts`: the one the
 * page was pre-rendered with), and the search sits below.
 */
export function ShopHome({
  initialProducts,
  countryNames = {},
}: {
  initialProducts?: Product[] | null;
  /** names of the countries eSIM plans cover, in the page's language */
  countryNames?: Record<string, string>;
}) {
  const { t } = useTranslation('common');
  const tenant = useAppSelector(selectTenant);
  const pinned = useAppSelector(selectPinned);
  const catalogue = useCatalogueProducts(undefined, initialProducts);
  const search = useSearchState();
  if (!tenant) return null;
  const brands = Object.entries(tenant.brandRoutes);
  const [onlyBrand, onlyRoute] = brands.length === 1 ? brands[0]! : [];
  const products = catalogue.data ?? null;
  const facets = products ? facetsOf(products) : null;
  // an eSIM shop leads with the destination search; a shop that sells plans among others shows it below
  const esimOnly = Boolean(products?.length) && products!.every((product) => product.plan);
  const sellsAbroad = products?.some((product) => product.destination);
  // A shop of one brand (esim) offers that brand's amounts; a multi-brand shop asks for the brand first.
  const amounts = onlyBrand
    ? products && quickAmountsOf(products.filter((product) => product.brandId === onlyBrand))
    : undefined;
  return (
    <>
      <PageTitle titleKey="pages.shop" seoKey="shop" />
      {esimOnly ? (
        <EsimFinder products={products!} countryNames={countryNames} lead />
      ) : (
        <TopupHero
          brandName={onlyBrand && tenant.shortName}
          topupHref={onlyRoute ?? '/shop'}
          amounts={amounts}
        >
          {!onlyBrand && (
            <>
              <Button href="#brands" variant="contained" color="secondary" size="large">
                {t('catalog.chooseBrand')}
              </Button>
              <Button href="#search" variant="outlined" color="inherit" size="large">
                {t('search.title')}
              </Button>
              {sellsAbroad && (
                <Button
                  component={Link}
                  href={shopHref(INTERNATIONAL_PATH, pinned)}
                  variant="outlined"
                  color="inherit"
                  size="large"
                >
                  {t('international.shopLink')}
                </Button>
              )}
            </>
          )}
        </TopupHero>
      )}
      {tenant.features.advertisement && <Advertisement ctaHref={onlyBrand ? '#search' : '#brands'} />}
      {tenant.features.categoryMenu && (
        <CategoryMenu
          categories={catalogue.status === 'error' ? [] : (facets?.categories ?? null)}
          current={search.state?.category ?? ''}
          onSelect={(category) => search.setFilter({ category })}
        />
      )}
      <BrandGrid
        prices={products ? lowestPriceByBrand(products) : catalogue.status === 'error' ? new Map() : null}
        names={products ? brandNamesOf(products) : new Map()}
      />
      {!esimOnly && products && <EsimFinder products={products} countryNames={countryNames} />}
      <ProductSearch controls={search} facets={facets ?? NO_FACETS} />
    </>
  );
}
