import { useTranslation } from 'next-i18next/pages';
import { deferredPart, useWakeOnQuery } from '@/ui/shell/deferredPart';
import { PageSection } from '@/ui/shell/PageSection';
import type { ProductSearchResponse } from '@/api/products';
import type { Facets } from '../catalogueSummary';
import { ProductGridSkeleton } from '../ProductGrid';
import { SEARCH_KEYS } from './searchState';

/**
 * The search (its fields, MUI's inputs and selects, the search calls) is below the form, so its code
 * stays out of the page's first load: the server's HTML shows it from the first paint, and the
 * search takes over once its code is in, with what was typed into the field (ADR 14). The code comes
 * when the search comes into view or the customer reaches for it, or at once when the URL
 * holds one: the products it lists are what only its code fetches.
 */
const LoadedSearch = deferredPart(() => import('./LoadedSearch').then((module) => module.LoadedSearch), {
  ssr: true,
});

/** The text typed into a server-rendered search field, for the search that takes it over. */
export const adoptSearchText = (root: HTMLElement) => ({
  typed: root.querySelector<HTMLInputElement>('#product-search')?.value ?? '',
});

export function SearchSection({
  facets,
  firstPage,
}: {
  facets: Facets;
  /** the first page of results, read on the server: in the HTML from the first paint */
  firstPage?: ProductSearchResponse | null;
}) {
  const wake = useWakeOnQuery(SEARCH_KEYS, 'visible');
  return (
    <LoadedSearch
      fallback={<SearchPlaceholder />}
      adopt={adoptSearchText}
      wake={wake}
      facets={facets}
      firstPage={firstPage}
    />
  );
}

/** A client-side navigation shows this until the search's code is in. */
function SearchPlaceholder() {
  const { t } = useTranslation('common');
  return (
    <PageSection id="search" titleId="search-title" title={t('search.title')}>
      <ProductGridSkeleton count={3} />
    </PageSection>
  );
}

/** Tests load the search's code ahead to render it at once. */
export const loadLoadedSearch = LoadedSearch.load;
