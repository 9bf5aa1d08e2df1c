import type { Facets } from '../catalogueSummary';
import { ProductSearch } from './ProductSearch';
import { useSearchState } from './useSearchState';

/** The product search with its own URL-backed state, for pages that show nothing else about it. */
export function SearchSection({ facets }: { facets: Facets }) {
  const controls = useSearchState();
  return <ProductSearch controls={controls} facets={facets} />;
}
