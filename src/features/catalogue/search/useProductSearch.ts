// Not '@/api' nor '@/api/products': both would bring zod and the schemas into the page's first load.
import { searchProducts } from '@/api/client';
import type { ProductSearchResponse } from '@/api/products';
import { useRead, type Read } from '@/store/useRead';
import { defaultSearch, toProductSearch, type SearchScope, type SearchState } from './searchState';
import { useShop } from '@/tenancy/useShop';

/**
 * The page of results for a search; waits while the search is not known yet. `firstPage`: the answer
 * to the search without any choice, read when the page was rendered on the server: it is shown until
 * the URL is known (the server's HTML and hydration), and stands for that search's call afterwards.
 */
export function useProductSearch(
  state: SearchState | null,
  scope: SearchScope,
  firstPage?: ProductSearchResponse | null,
): Read<ProductSearchResponse> {
  const { ctx } = useShop();
  const { language: lang } = useShop();
  const keyOf = (shown: SearchState) => JSON.stringify({ ...toProductSearch(shown, scope), lang });
  const shown = state ?? (firstPage ? defaultSearch : null);
  const key = shown ? keyOf(shown) : null;
  const initial = firstPage ? { key: keyOf(defaultSearch), data: firstPage } : undefined;
  return useRead(key, () => searchProducts(ctx, { ...toProductSearch(shown!, scope), lang }), initial);
}
