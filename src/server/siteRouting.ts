import { resolvePageLocale } from '@/i18n/locales';
import type { HostResolution } from '@/tenancy/host';
import { pinnedShopPrefixes, shopHref } from '@/tenancy/routes';
import type { TenantConfig } from '@/tenancy/schema';
import { colorSchemeFromCookie } from '@/ui/theme/themeCookie';

export type SiteRoute =
  | { kind: 'bad-request' }
  /** `path` is public; `defaultLocale` drops a locale prefix the tenant does not have */
  | { kind: 'redirect'; path: string; permanent: boolean; defaultLocale?: boolean }
  | { kind: 'external'; url: string }
  /** `path` is internal: the page that renders the request */
  | { kind: 'rewrite'; path: string };

export interface SiteRequest {
  host: HostResolution;
  tenant?: TenantConfig;
  /** path without the locale prefix */
  pathname: string;
  locale: string;
  themeCookie?: string;
  pinned: boolean;
}

/** The public path of a request on a pinned deployment, mapped back onto the /shop routes. */
function internalPath(pathname: string, tenant: TenantConfig, pinned: boolean): string {
  if (!pinned) return pathname;
  if (pinnedShopPrefixes.some((prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`)))
    return `/shop${pathname}`;
  return pathname === '/' && tenant.mainPage === '/shop' ? '/shop' : pathname;
}

/** Tenant data decides where the main-page and login routes go (SPEC §2, §6). */
function tenantRedirect(path: string, tenant: TenantConfig, pinned: boolean): SiteRoute | null {
  const toMain: SiteRoute = { kind: 'redirect', path: shopHref(tenant.mainPage, pinned), permanent: false };
  if (path === '/' && tenant.mainPage !== '/') return toMain;
  if (path === '/shop' && tenant.mainPage !== '/shop' && tenant.mainPage !== '/') return toMain;
  if (path === '/login' && tenant.features.authDisabled) return toMain;
  if (path === '/login' && tenant.ssoLoginUrl) return { kind: 'external', url: tenant.ssoLoginUrl };
  return null;
}

/**
 * Where a page request goes: every shop page is pre-rendered per tenant and colour scheme under
 * /_sites/<tenant>/<scheme>, so the host and the theme cookie pick the file; other hosts get the
 * directory or the unknown-shop page.
 */
export function routeSiteRequest({
  host,
  tenant,
  pathname,
  locale,
  themeCookie,
  pinned,
}: SiteRequest): SiteRoute {
  if (host.kind === 'invalid') return { kind: 'bad-request' };
  if (host.kind === 'unknown' || (host.kind === 'tenant' && !tenant))
    return { kind: 'rewrite', path: '/_hosts/unknown' };
  if (host.kind === 'directory') {
    if (pathname === '/') return { kind: 'rewrite', path: '/_hosts/directory' };
    if (pathname === '/not-found') return { kind: 'rewrite', path: '/_hosts/not-found' };
    return { kind: 'redirect', path: '/not-found', permanent: true };
  }
  const shop = tenant!;
  if (resolvePageLocale(shop, locale).kind === 'redirect')
    return { kind: 'redirect', path: pathname, permanent: false, defaultLocale: true };
  const path = internalPath(pathname, shop, pinned);
  const redirect = tenantRedirect(path, shop, pinned);
  if (redirect) return redirect;
  const scheme = colorSchemeFromCookie(themeCookie, shop);
  return { kind: 'rewrite', path: `/_sites/${shop.id}/${scheme}${path === '/' ? '' : path}` };
}
