// Not '@/api' nor '@/api/products': both would bring zod and the schemas into the page's first load.
import { searchProducts } from '@/api/client';
import type { Product } from '@/api/products';
import { PRODUCT_PAGE_MAX } from '@/config/constants';
import { useRead } from '@/store/useRead';
import { useShop } from '@/tenancy/useShop';

/**
 * Every listed product of one brand (or of the whole shop when `brandId` is absent) in one call:
 * the top-up form needs all face values at once, so this asks for the contract's largest page
 * instead of pages of 15. A brand sells a few dozen products at most.
 * `initial`: the products the page was pre-rendered with (null when the server could not read them).
 */
export function useCatalogueProducts(brandId?: string, initial?: Product[] | null) {
  const { ctx } = useShop();
  const { language: lang } = useShop();
  const key = `products:${brandId ?? '*'}:${lang}`;
  return useRead<Product[]>(
    key,
    async () => {
      const answer = await searchProducts(ctx, {
        filters: brandId ? { brandId } : {},
        lang,
        size: PRODUCT_PAGE_MAX,
      });
      return answer.items;
    },
    initial ? { key: `products:${brandId ?? '*'}:${lang}`, data: initial } : undefined,
  );
}
