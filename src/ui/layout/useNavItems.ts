import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { useAppSelector } from '@/store/hooks';
import { shopHref, shopPageOf } from '@/tenancy/routes';
import type { TenantConfig } from '@/tenancy/schema';
import { selectPinned } from '@/tenancy/tenantSlice';
import { footerLinks } from './footerLinks';
import { useShop } from '@/tenancy/useShop';

/** id of the phone menu's drawer, for the menu button's aria-controls */
export const NAV_DRAWER_ID = 'nav-drawer';

export interface NavItem {
  key: 'shop' | 'blog' | 'contact' | 'account' | 'login' | 'cart';
  label: string;
  href: string;
  /** a route the browser must load itself (an API route's redirect), not the client's router */
  reload?: boolean;
  /** the items in the cart, shown on its entry */
  count?: number;
  /** entries listed under this one, each a tap away (the account's sections) */
  children?: readonly NavChild[];
}

/** An entry under another in the phone menu. */
export interface NavChild {
  key: string;
  label: string;
  href: string;
}

/**
 * The phone menu's way to the shop's content: the blog where the tenant has one, and contact (the
 * contact page, else customer support where it is not hidden). The footer lists the same pages.
 */
export function contentNavItems(tenant: TenantConfig, pinned: boolean, t: TFunction): NavItem[] {
  const items: NavItem[] = [];
  if (tenant.features.blog && tenant.seoPages.blog)
    items.push({ key: 'blog', label: t('footer.blog'), href: shopHref(tenant.seoPages.blog, pinned) });
  const support = footerLinks(tenant, pinned).find(
    (link) => link.key === 'contactUs' || link.key === 'customerSupport',
  );
  if (support) items.push({ key: 'contact', label: t(`footer.${support.key}`), href: support.href });
  return items;
}

/**
 * Header entries by feature flag: the shop link unless hidden. The login entry is the account
 * feature's (a header action), since it opens the login dialog and knows the signed-in customer.
 */
export function useNavItems(): NavItem[] {
  const { t } = useTranslation('common');
  const { tenant } = useShop();
  const pinned = useAppSelector(selectPinned);
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
  const { tenant } = useShop();
  const pinned = useAppSelector(selectPinned);
  if (tenant.headerLogo.redirection) return { href: tenant.headerLogo.redirection, reload: true };
  const target = tenant.mainPage === '/shop' ? '/shop' : '/';
  return { href: shopHref(target, pinned), reload: target !== tenant.mainPage };
}
