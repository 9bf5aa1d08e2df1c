import { useMemo } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Skeleton from '@mui/material/Skeleton';
import { useTranslation } from 'next-i18next/pages';
import { ShopLink } from '@/ui/layout/ShopLink';
import type { Product } from '@/api/products';
import { useAppSelector } from '@/store/hooks';
import { ESIM_DESTINATION_PARAM, INTERNATIONAL_PATH, shopHref } from '@/tenancy/routes';
import { selectPinned } from '@/tenancy/tenantSlice';
import { heroBand } from '@/tenancy/theme';
import { deferredPart, useWakeOnQuery } from '@/ui/shell/deferredPart';
import { PublicPageTitle } from '@/ui/shell/PublicPageTitle';
import { Advertisement } from './Advertisement';
import { quickAmountsOf } from './catalogueSummary';
import { adoptSearchText } from './search/SearchSection';
import { SEARCH_KEYS } from './search/searchState';
import { TopupHero } from './TopupHero';
import { useCatalogueProducts } from './useCatalogueProducts';
import { firstPageOf, type CarriedFirstPage } from './search/carriedFirstPage';
import { useShop } from '@/tenancy/useShop';

/**
 * Below the hero: the brands, destinations and the search. Its code (the search's inputs and calls,
 * the brand cards) stays out of the page's first load, while its HTML is the server's from the first
 * paint; it takes over once its code is in, with what was typed into the search field (ADR 14). The
 * code comes when the search comes into view or the customer reaches for the part, or at once
 * when the URL holds a search.
 */
const ShopCatalogue = deferredPart(() => import('./ShopCatalogue').then((module) => module.ShopCatalogue), {
  ssr: true,
});

/**
 * An eSIM shop's lead, the destination search: its code (the combobox, the plans, every destination
 * sorted) wakes when the customer reaches for it, while the server's HTML shows the title and the
 * field from the first paint (ADR 17). A link with a destination shows its plans at once.
 */
const EsimLead = deferredPart(() => import('@/features/esimShop').then((module) => module.EsimFinder), {
  ssr: true,
});
const LEAD_WAKE_KEYS = [ESIM_DESTINATION_PARAM];
/** What was typed into the server's destination field (the lead's, or the catalogue's below). */
const destinationTyped = (root: HTMLElement) =>
  root.querySelector<HTMLInputElement>('#esim-destination')?.value ?? '';
const adoptDestination = (root: HTMLElement) => ({ typed: destinationTyped(root) });

const adoptTyped = (root: HTMLElement) => ({
  ...adoptSearchText(root),
  destinationTyped: destinationTyped(root),
});

/**
 * The shop's main page: /shop for multi-brand shops, / (and /shop) for esim. Brands come from the
 * tenant's brandRoutes, prices and categories from the catalogue (`initialProducts`: the one the
 * page was pre-rendered with), and the search sits below.
 */
export function ShopHome({
  initialProducts,
  firstPage,
  countryNames = {},
}: {
  initialProducts?: Product[] | null;
  /** the search's first page, read on the server: the shop's products in its HTML (ADR 0028) */
  firstPage?: CarriedFirstPage | null;
  /** names of the countries eSIM plans cover, in the page's language */
  countryNames?: Record<string, string>;
}) {
  const { t } = useTranslation('common');
  const { tenant } = useShop();
  const pinned = useAppSelector(selectPinned);
  const catalogue = useCatalogueProducts(undefined, initialProducts);
  const searchFirstPage = useMemo(
    () => firstPageOf(firstPage, initialProducts),
    [firstPage, initialProducts],
  );
  const wake = useWakeOnQuery(SEARCH_KEYS, 'visible');
  const leadWake = useWakeOnQuery(LEAD_WAKE_KEYS);
  const brands = Object.entries(tenant.brandRoutes);
  const [onlyBrand, onlyRoute] = brands.length === 1 ? brands[0]! : [];
  const products = catalogue.data ?? null;
  // an eSIM shop leads with the destination search; a shop that sells plans among others shows it below
  const esimOnly = Boolean(products?.length) && products!.every((product) => product.plan);
  const sellsAbroad = products?.some((product) => product.destination);
  // A shop of one brand (esim) offers that brand's amounts; a multi-brand shop asks for the brand first.
  const amounts = onlyBrand
    ? products && quickAmountsOf(products.filter((product) => product.brandId === onlyBrand))
    : undefined;
  return (
    <>
      {/* esim's /shop shows what its / shows: one page for crawlers, at the main page's address */}
      <PublicPageTitle titleKey="pages.shop" seoKey="shop" path={tenant.mainPage} />
      {esimOnly ? (
        <EsimLead
          products={products!}
          countryNames={countryNames}
          lead
          fallback={<LeadPlaceholder />}
          adopt={adoptDestination}
          wake={leadWake}
        />
      ) : (
        <TopupHero
          brandName={onlyBrand && tenant.shortName}
          topupHref={onlyRoute ?? '/shop'}
          amounts={amounts}
        >
          {!onlyBrand && (
            <>
              <Button href="#brands" variant="contained" color="heroAction" size="large">
                {t('catalog.chooseBrand')}
              </Button>
              <Button href="#search" variant="outlined" color="inherit" size="large">
                {t('search.title')}
              </Button>
              {sellsAbroad && (
                <Button
                  component={ShopLink}
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
      <ShopCatalogue
        fallback={null}
        adopt={adoptTyped}
        wake={wake}
        watch="#search"
        products={products}
        failed={catalogue.status === 'error'}
        countryNames={countryNames}
        esimOnly={esimOnly}
        firstPage={searchFirstPage}
        afterBrands={
          // below the brands: on a phone the brands come first, right after a compact hero (ADR 0028)
          tenant.features.advertisement && (
            <Advertisement ctaHref={esimOnly ? '#esim' : onlyBrand ? '#search' : '#brands'} esim={esimOnly} />
          )
        }
      />
    </>
  );
}

/** A client-side navigation shows the lead's colour and its field's room until the code is in. */
function LeadPlaceholder() {
  return (
    <Box sx={heroBand}>
      <Container maxWidth="lg" sx={{ py: { xs: 4, md: 8 } }}>
        <Skeleton variant="rounded" height={220} sx={{ maxWidth: 560 }} />
      </Container>
    </Box>
  );
}

/** Tests load the parts' code ahead to render them at once. */
export const loadShopCatalogue = ShopCatalogue.load;
export const loadEsimLead = EsimLead.load;
