import type { ReactNode } from 'react';
import type { Product, ProductSearchResponse } from '@/api/products';
import { EsimFinder } from '@/features/esimShop';
import { BrandGrid } from './BrandGrid';
import { CategoryMenu } from './CategoryMenu';
import { DestinationLinks } from './DestinationLinks';
import { brandNamesOf, facetsOf, lowestPriceByBrand, type Facets } from './catalogueSummary';
import { ProductSearch } from './search/ProductSearch';
import { useSearchState } from './search/useSearchState';
import { useShop } from '@/tenancy/useShop';

const NO_FACETS: Facets = { categories: [], types: [] };

export interface ShopCatalogueProps {
  /** the catalogue; null while the browser loads it */
  products: Product[] | null;
  /** the catalogue could not be loaded */
  failed: boolean;
  /** names of the countries eSIM plans cover, in the page's language */
  countryNames: Record<string, string>;
  /** an eSIM-only shop leads with the destination search, above this part */
  esimOnly: boolean;
  /** the search's first page, read on the server */
  firstPage?: ProductSearchResponse | null;
  /** shown below the brands (the shop's advertisement), not above them */
  afterBrands?: ReactNode;
  /** what the customer typed into the server's search field before this code arrived */
  typed?: string;
  /** and into the server's destination field */
  destinationTyped?: string;
}

/** The shop home below its hero: the category menu, the brands, eSIM destinations and the search. */
export function ShopCatalogue({
  products,
  failed,
  countryNames,
  esimOnly,
  firstPage,
  afterBrands,
  typed,
  destinationTyped,
}: ShopCatalogueProps) {
  const { tenant } = useShop();
  const search = useSearchState(typed);
  const facets = products ? facetsOf(products) : null;
  return (
    <>
      {tenant.features.categoryMenu && (
        <CategoryMenu
          categories={failed ? [] : (facets?.categories ?? null)}
          current={search.state?.category ?? ''}
          onSelect={(category) => search.setFilter({ category })}
        />
      )}
      {/* a shop of one brand has no provider to choose: its home leads to that brand's products */}
      {Object.keys(tenant.brandRoutes).length > 1 && (
        <BrandGrid
          prices={products ? lowestPriceByBrand(products) : failed ? new Map() : null}
          names={products ? brandNamesOf(products) : new Map()}
        />
      )}
      {afterBrands}
      {!esimOnly && products && (
        <EsimFinder products={products} countryNames={countryNames} typed={destinationTyped} />
      )}
      {products && <DestinationLinks products={products} countryNames={countryNames} />}
      <ProductSearch controls={search} facets={facets ?? NO_FACETS} firstPage={firstPage} />
    </>
  );
}
