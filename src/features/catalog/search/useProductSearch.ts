// Not '@/api' nor '@/api/products': both would bring zod and the schemas into the page's first load.
import { searchProducts } from '@/api/client';
import type { ProductSearchResponse } from '@/api/products';
import { useAppSelector } from '@/store/hooks';
import { selectLanguage } from '@/tenancy/tenantSlice';
import { useApiContext } from '@/tenancy/useApiContext';
import { useCatalogCall, type CallState } from '../useCatalogCall';
import { toProductSearch, type SearchScope, type SearchState } from './searchState';

/** The page of results for a search; waits while the search is not known yet. */
export function useProductSearch(
  state: SearchState | null,
  scope: SearchScope,
): CallState<ProductSearchResponse> & { retry: () => void } {
  const ctx = useApiContext();
  const lang = useAppSelector(selectLanguage);
  const search = state ? { ...toProductSearch(state, scope), lang } : null;
  const key = ctx && search ? JSON.stringify(search) : null;
  return useCatalogCall(key, () => searchProducts(ctx!, search!));
}
