import { useAccountNavItem } from '@/features/account';
import { useCartNavItem } from '@/features/cart';
import type { NavItem } from '@/ui/layout/useNavItems';

/**
 * The features' entries of the phone menu: the account or sign-in, and the cart with its count.
 * Loaded with the menu's drawer, so neither weighs on a page's first load.
 */
export function useMenuItems(): NavItem[] {
  const account = useAccountNavItem();
  const cart = useCartNavItem();
  return [account, cart].filter((item) => item !== null);
}
