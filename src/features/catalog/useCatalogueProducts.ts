// Not '@/api' nor '@/api/products': both would bring zod and the schemas into the page's first load.
import { searchProducts } from '@/api/client';
import type { Product } from '@/api/products';
import { useAppSelector } from '@/store/hooks';
import { selectLanguage } from '@/tenancy/tenantSlice';
import { useApiContext } from '@/tenancy/useApiContext';
import { useCatalogCall } from './useCatalogCall';

/**
 * Every listed product of one brand (or of the whole shop when `brandId` is absent) in one call:
 * the top-up form needs all face values at once, so this asks for the contract's largest page
 * instead of pages of 15. A brand sells a few dozen products at most.
 */
const WHOLE_CATALOGUE = 100;

export function useCatalogueProducts(brandId?: string) {
  const ctx = useApiContext();
  const lang = useAppSelector(selectLanguage);
  const key = ctx ? `products:${brandId ?? '*'}:${lang}` : null;
  return useCatalogCall<Product[]>(key, async () => {
    const answer = await searchProducts(ctx!, {
      filters: brandId ? { brandId } : {},
      lang,
      size: WHOLE_CATALOGUE,
    });
    return answer.items;
  });
}
