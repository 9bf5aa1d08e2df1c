import type { ProductSearchResponse } from '@/api/products';
import type { Facets } from '../catalogueSummary';
import { ProductSearch } from './ProductSearch';
import { useSearchState } from './useSearchState';

export interface LoadedSearchProps {
  facets: Facets;
  /** what the customer typed into the server's search field before this code arrived */
  typed?: string;
  /** the first page of results, read on the server */
  firstPage?: ProductSearchResponse | null;
}

/** The product search with its own URL-backed state, for pages that show nothing else about it. */
export function LoadedSearch({ facets, typed, firstPage }: LoadedSearchProps) {
  const controls = useSearchState(typed);
  return <ProductSearch controls={controls} facets={facets} firstPage={firstPage} />;
}
