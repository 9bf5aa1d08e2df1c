import { useTranslation } from 'next-i18next/pages';
import { ShopLink } from '@/ui/layout/SmartLink';
import { useAppSelector } from '@/store/hooks';
import { shopHref } from '@/tenancy/routes';
import { selectPinned, selectTenant } from '@/tenancy/tenantSlice';
import { CountBadge, IconAction } from '@/ui/layout/ShellButtons';
import { selectCartItemCount } from './cartSlice';
import { CartIcon } from './icons';
import { CART_PATH } from './checkoutPaths';

/**
 * The header's way to the cart, with the number of items (from the persisted cart, so it shows
 * right after a reload without a backend call). A tenant without a cart page has none (SPEC §2).
 */
export function CartLink() {
  const { t } = useTranslation('common');
  const tenant = useAppSelector(selectTenant);
  const pinned = useAppSelector(selectPinned);
  const count = useAppSelector(selectCartItemCount);
  if (!tenant?.features.cartPageAvailable) return null;
  return (
    <IconAction
      component={ShopLink}
      href={shopHref(CART_PATH, pinned)}
      aria-label={t('cart.linkLabel', { count })}
    >
      <CountBadge count={count} max={99}>
        <CartIcon />
      </CountBadge>
    </IconAction>
  );
}
