import { useTranslation } from 'next-i18next/pages';
import { ShopLink } from '@/ui/layout/ShopLink';
import { useAppSelector } from '@/store/hooks';
import { shopHref } from '@/tenancy/routes';
import { selectPinned } from '@/tenancy/tenantSlice';
import { CartIcon } from '@/ui/icons/Icons';
import { CountBadge, IconAction } from '@/ui/layout/ShellButtons';
import type { NavItem } from '@/ui/layout/useNavItems';
import { selectCartItemCount } from './cartSlice';
import { CART_PATH } from './checkoutPaths';
import { useShop } from '@/tenancy/useShop';

/**
 * The way to the cart with the number of items (from the persisted cart, so it shows right after a
 * reload without a backend call), for the header and the phone menu. A tenant without a cart page
 * has none (SPEC §2).
 */
export function useCartNavItem(): NavItem | null {
  const { t } = useTranslation('common');
  const { tenant } = useShop();
  const pinned = useAppSelector(selectPinned);
  const count = useAppSelector(selectCartItemCount);
  if (!tenant.features.cartPageAvailable) return null;
  return { key: 'cart', label: t('nav.cart'), href: shopHref(CART_PATH, pinned), count };
}

/** The header's way to the cart. */
export function CartLink() {
  const { t } = useTranslation('common');
  const item = useCartNavItem();
  if (!item) return null;
  return (
    <IconAction component={ShopLink} href={item.href} aria-label={t('cart.linkLabel', { count: item.count })}>
      <CountBadge count={item.count ?? 0} max={99}>
        <CartIcon />
      </CountBadge>
    </IconAction>
  );
}
