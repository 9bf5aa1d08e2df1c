import { useMemo } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import type { Product } from '@/api/products';
import { useTranslation } from 'next-i18next/pages';
import { TopupForm } from '@/features/topup';
import { deferredPart } from '@/ui/shell/deferredPart';
import { amountText } from '@/tenancy/money';
import type { TenantConfig } from '@/tenancy/schema';
import { JsonLd } from '@/ui/shell/JsonLd';
import { listText } from '@/ui/shell/metaText';
import { PublicPageTitle, usePageUrl } from '@/ui/shell/PublicPageTitle';
import { productThing, shopLogoUrl } from '@/ui/shell/structuredData';
import { PageSection } from '@/ui/shell/PageSection';
import { Advertisement } from './Advertisement';
import { brandLabel } from '@/tenancy/brandLabel';
import { CatalogError } from '@/ui/shell/CatalogError';
import { brandNamesOf, facetsOf, otherProductsOf, quickAmountsOf } from './catalogueSummary';
import { isBuyable } from './productStatus';
import { ProductGridSkeleton } from './ProductGrid';
import { SearchSection } from './search/SearchSection';
import { TopupHero } from './TopupHero';
import { useCatalogueProducts } from './useCatalogueProducts';
import { firstPageOf, type CarriedFirstPage } from './search/carriedFirstPage';
import { useShop } from '@/tenancy/useShop';

export interface BrandPageProps {
  brandId: string;
  /** the brand's public route (its brandRoutes entry) */
  route: string;
  /** SPEC §2: the /shop/{categoryId}/{brandId} pattern carries the shop's advertisement */
  advertisement?: boolean;
  /** the brand's products the page was pre-rendered with (null: the browser loads them) */
  initialProducts?: Product[] | null;
  /** the search's first page, read on the server, where the page has the shop's search */
  firstPage?: CarriedFirstPage | null;
}

/**
 * The brand's other products (vouchers, gift cards, plans): in the server's HTML with the page, as
 * what the shop sells must be (ADR 0028), while their code comes only when they come into view.
 */
const OtherProducts = deferredPart(() => import('./ProductCards').then((module) => module.ProductCards), {
  ssr: true,
});

/**
 * /shop/topup/{brand}: the brand's top-up form over its catalogue products, then its vouchers,
 * gift cards and eSIM plans. A single-brand shop has no /shop page, so its search lives here.
 */
export function BrandPage({
  brandId,
  route,
  advertisement = false,
  initialProducts,
  firstPage,
}: BrandPageProps) {
  const { t } = useTranslation('common');
  const { tenant } = useShop();
  const catalogue = useCatalogueProducts(brandId, initialProducts);
  const searchFirstPage = useMemo(
    () => firstPageOf(firstPage, initialProducts),
    [firstPage, initialProducts],
  );
  const identity = useBrandIdentity(tenant, brandId, route, catalogue.data ?? null);
  const products = catalogue.data ?? [];
  // a single-brand shop sells its own brand, whose name is the shop's
  const name =
    brandId === tenant.id ? tenant.shortName : (brandNamesOf(products).get(brandId) ?? brandLabel(brandId));
  const nothingOnSale =
    catalogue.status === 'success' && !products.some((product) => isBuyable(product.status));
  const loading = catalogue.status === 'loading';
  const others = otherProductsOf(products);
  const withSearch = !tenant.features.multipleBrands;
  return (
    <>
      <PublicPageTitle
        titleKey="pages.topup"
        seoKey={identity.amounts ? 'topupAmounts' : 'topup'}
        values={{ brand: name, amounts: identity.amounts }}
        // the shop's main page is its home, not a page under it
        parents={route === tenant.mainPage ? undefined : []}
        crumb={name}
      />
      <JsonLd
        id="page"
        things={productThing({
          name: t('catalog.topupTitle', { brand: name }),
          description: identity.description(name),
          brand: name,
          url: identity.url,
          image: identity.image,
          products: identity.offered,
        })}
      />
      <TopupHero
        brandName={name}
        topupHref={route}
        amounts={catalogue.data ? quickAmountsOf(catalogue.data) : catalogue.status === 'error' ? [] : null}
      />
      {advertisement && tenant.features.advertisement && <Advertisement ctaHref="#topup" />}
      <PageSection
        id="topup"
        titleId="topup-title"
        title={t('catalog.topupTitle', { brand: name })}
        maxWidth="md"
      >
        {catalogue.status === 'error' && (
          <Box sx={{ mb: 2 }}>
            <CatalogError onRetry={catalogue.retry} />
          </Box>
        )}
        {nothingOnSale ? (
          <Alert severity="info" data-testid="nothing-on-sale">
            {t('catalogue.nothingOnSale', { brand: name })}
          </Alert>
        ) : (
          // stays mounted through errors and retries so a typed phone number is never lost
          <TopupForm brandId={brandId} products={products} loading={loading} />
        )}
      </PageSection>
      {withSearch ? (
        <SearchSection facets={facetsOf(products)} firstPage={searchFirstPage} />
      ) : (
        others.length > 0 && (
          <PageSection titleId="more-title" title={t('catalog.moreFrom', { brand: name })}>
            <OtherProducts
              fallback={<ProductGridSkeleton count={others.length} />}
              wake="visible"
              products={others}
            />
          </PageSection>
        )
      )}
    </>
  );
}

/**
 * What names the brand page to crawlers and link previews: its amounts as the hero shows them (the
 * title and description), and the brand's credit for sale (its top-ups, else whatever it sells).
 */
function useBrandIdentity(
  tenant: TenantConfig,
  brandId: string,
  route: string,
  products: readonly Product[] | null,
) {
  const { t } = useTranslation('seo');
  const { language } = useShop();
  const { url } = usePageUrl(route);
  const own = (products ?? []).filter((product) => product.brandId === brandId);
  const topups = own.filter((product) => product.objectType === 'TOPUP');
  const amounts = products ? quickAmountsOf(products) : [];
  const currency = products?.[0]?.currency ?? tenant.currency ?? 'EUR';
  const amountsText = amounts.length
    ? listText(amounts.map((amount) => amountText(amount, currency, language, tenant.moneyStyles)))
    : '';
  const shop = tenant.providerName ?? '';
  return {
    amounts: amountsText,
    description: (brand: string) =>
      t(amountsText ? 'topupAmounts.description' : 'topup.description', {
        brand,
        shop,
        amounts: amountsText,
      }),
    offered: topups.length ? topups : own,
    url: url(language),
    image: shopLogoUrl(tenant, language),
  };
}

/** Tests load the other products' code ahead to render them at once. */
export const loadOtherProducts = OtherProducts.load;
