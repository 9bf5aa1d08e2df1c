import type { Facets } from '../catalogueSummary';
import { ProductSearch } from './ProductSearch';
import { useSearchState } from './useSearchState';

export interface LoadedSearchProps {
  facets: Facets;
  /** what the customer typed into the server's search field before this code arrived */
  typed?: string;
}

/** The product search with its own URL-backed state, for pages that show nothing else about it. */
export function LoadedSearch({ facets, typed }: LoadedSearchProps) {
  const controls = useSearchState(typed);
  return <ProductSearch controls={controls} facets={facets} />;
}
