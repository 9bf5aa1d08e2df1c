import { useTranslation } from 'react-i18next';
import { useAppSelector } from '@/store/hooks';
import { shopHref, shopPageOf } from '@/tenancy/routes';
import { selectPinned, selectTenant } from '@/tenancy/tenantSlice';

/** id of the phone menu's drawer, for the menu button's aria-controls */
export const NAV_DRAWER_ID = 'nav-drawer';

export interface NavItem {
  key: 'shop';
  label: string;
  href: string;
}

/**
 * Header entries by feature flag: the shop link unless hidden. The login entry is the account
 * feature's (a header action), since it opens the login dialog and knows the signed-in customer.
 */
export function useNavItems(): NavItem[] {
  const { t } = useTranslation('common');
  const tenant = useAppSelector(selectTenant);
  const pinned = useAppSelector(selectPinned);
  if (!tenant) return [];
  const items: NavItem[] = [];
  if (!tenant.features.hiddenShopLinkInMenu)
    items.push({ key: 'shop', label: t('nav.shop'), href: shopHref(shopPageOf(tenant), pinned) });
  return items;
}

export interface LogoLink {
  href: string;
  /** the server redirects the target: a full page load, as the browser's router follows no redirects */
  reload: boolean;
}

/** Where the header logo goes (SPEC §2): / or /shop, or the brand's external site (kaufland). */
export function useLogoLink(): LogoLink | null {
  const tenant = useAppSelector(selectTenant);
  const pinned = useAppSelector(selectPinned);
  if (!tenant) return null;
  if (tenant.headerLogo.redirection) return { href: tenant.headerLogo.redirection, reload: true };
  const target = tenant.mainPage === '/shop' ? '/shop' : '/';
  return { href: shopHref(target, pinned), reload: target !== tenant.mainPage };
}
