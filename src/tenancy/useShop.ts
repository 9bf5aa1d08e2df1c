import { useAppSelector } from '@/store/hooks';
import { selectShop, type Shop } from './shop';

/**
 * The shop of the page: tenant, language and API context. The shell renders a shop page only once the
 * tenant is known (the Loading page before), so on a shop page it is never null.
 */
export function useShop(): Shop {
  const shop = useAppSelector(selectShop);
  if (!shop) throw new Error('useShop outside a shop page: the shell renders shop pages only with a tenant');
  return shop;
}

/** The shop, or null: only for the shell and the pages of other hosts, which render before or without one. */
export const useShopOrNull = (): Shop | null => useAppSelector(selectShop);
