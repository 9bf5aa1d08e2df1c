import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'next-i18next/pages';
import { useEffect } from 'react';
import { PRODUCT_PAGE_SIZE } from '@/config/constants';
import { PageSection } from '@/ui/shell/PageSection';
import { CatalogError } from '@/ui/shell/CatalogError';
import type { ProductSearchResponse } from '@/api/products';
import type { Facets } from '../catalogueSummary';
// Not the deferred ProductGrid: the search is always inside an island whose code comes when it
// wakes, and its first page is there from the server's HTML on, so the cards come with it.
import { ProductCards } from '../ProductCards';
import { ProductGridSkeleton } from '../ProductGrid';
import { SearchControls } from './SearchControls';
import { SearchPagination } from './SearchPagination';
import { pageCount, type SearchScope } from './searchState';
import { useProductSearch } from './useProductSearch';
import type { SearchControls as Controls } from './useSearchState';

export interface ProductSearchProps {
  controls: Controls;
  /** the category and type filters' options (from the catalogue) */
  facets: Facets;
  scope?: SearchScope;
  /** the first page of results, read on the server (see useProductSearch) */
  firstPage?: ProductSearchResponse | null;
}

const NO_SCOPE: SearchScope = {};

/** SPEC §7 product search: field, filters, a page of results with statuses, pagination. */
export function ProductSearch({ controls, facets, scope = NO_SCOPE, firstPage }: ProductSearchProps) {
  const { t } = useTranslation('common');
  const result = useProductSearch(controls.state, scope, firstPage);
  const answer = result.data;
  const page = controls.state?.page ?? 1;
  const total = answer?.metadata.totalCount ?? 0;
  const first = (page - 1) * PRODUCT_PAGE_SIZE + 1;
  const settledEmpty = result.status === 'success' && result.data.items.length === 0;
  // An old link or a reload after the catalogue shrank can point past the last page: go to the last.
  const lastPage = pageCount(total);
  const pastTheEnd = settledEmpty && total > 0 && page > lastPage;
  const { setPage } = controls;
  useEffect(() => {
    if (pastTheEnd) setPage(lastPage);
  }, [pastTheEnd, lastPage, setPage]);

  let status = '';
  if (result.status === 'loading' || pastTheEnd) status = t('search.searching');
  else if (settledEmpty) status = t('search.empty');
  else if (result.status === 'success')
    status = t('search.results', { from: first, to: first + result.data.items.length - 1, total });

  const goTo = (next: number) => {
    controls.setPage(next);
    document.getElementById('search-title')?.scrollIntoView?.({ block: 'start' });
  };

  return (
    <PageSection id="search" titleId="search-title" title={t('search.title')}>
      <SearchControls controls={controls} facets={facets} />
      <Typography role="status" variant="body2" color="text.secondary" sx={{ my: 2, minHeight: '1.5em' }}>
        {status}
      </Typography>
      {result.status === 'error' && (
        <Box sx={{ mb: 2 }}>
          <CatalogError onRetry={result.retry} />
        </Box>
      )}
      {pastTheEnd ? null : settledEmpty ? (
        <Box sx={{ textAlign: 'center', py: 4 }} data-testid="search-empty">
          <Typography variant="h6" component="p">
            {t('search.empty')}
          </Typography>
          <Typography color="text.secondary" sx={{ mb: 2 }}>
            {t('search.emptyHint')}
          </Typography>
          <Button variant="outlined" onClick={controls.reset}>
            {t('search.clear')}
          </Button>
        </Box>
      ) : answer ? (
        // Below the first screen on every home: the browser lays the cards out when they come near
        // it, not in the document's first task (Lighthouse counted the server's cards there).
        <Box sx={{ contentVisibility: 'auto', containIntrinsicSize: 'auto 1200px' }}>
          <ProductCards products={answer.items} busy={result.status === 'loading'} />
        </Box>
      ) : (
        result.status === 'loading' && <ProductGridSkeleton />
      )}
      {answer && !settledEmpty && <SearchPagination page={page} pages={lastPage} onPage={goTo} />}
    </PageSection>
  );
}
