import type { TenantConfig } from './schema';

/**
 * SPEC §2: /shop is the shop base path, except when a deployment is pinned to one tenant, where
 * the shop routes are served at the root (/shop/topup/x → /topup/x, /shop → /).
 */
export function shopHref(path: string, pinned: boolean): string {
  if (!pinned || !/^\/shop(\/|$|\?|#)/.test(path)) return path;
  const rest = path.slice('/shop'.length);
  return rest === '' || /^[?#]/.test(rest) ? `/${rest}` : rest;
}

/** International top-up (ADR 0013): the shops whose catalogue sells it. */
export const INTERNATIONAL_PATH = '/shop/international';
/** An eSIM plan's page. */
export const esimPlanPath = (productId: string) => `/shop/esim/${productId}`;
/** The query key of the eSIM destination chosen on a shop home (`/?destination=FR`). */
export const ESIM_DESTINATION_PARAM = 'destination';

/**
 * The account's page of one order. Order numbers are not known at build, so one pre-rendered page
 * (its number segment {@link ORDER_PAGE_PARAM}) serves them all: a routing rule maps every order's
 * path onto it and the page reads the number from the address (ADR 0033).
 */
export const ORDERS_PATH = '/account/orders';
export const ORDER_PAGE_PARAM = 'order';
export const orderPath = (orderNumber: string) => `${ORDERS_PATH}/${encodeURIComponent(orderNumber)}`;

/** The order number in an order page's address (the router's asPath), or null on any other page. */
export function orderNumberIn(asPath: string): string | null {
  const segment = new RegExp(`^${ORDERS_PATH}/([^/?#]+)/?(?:[?#]|$)`).exec(asPath)?.[1];
  if (!segment) return null;
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
}

/** Paths served at the root of a pinned deployment that belong under /shop internally. */
export const pinnedShopPrefixes = ['/topup', '/checkout', '/international', '/esim'] as const;

/**
 * The page that /shop shows: the shop home where the tenant has one (its main page is /shop, or /
 * with /shop beside it), else its main page, where /shop redirects. Links name it directly: the
 * browser's router follows rewrites but not redirects.
 */
export function shopPageOf(tenant: Pick<TenantConfig, 'mainPage'>): string {
  return tenant.mainPage === '/' ? '/shop' : tenant.mainPage;
}

/**
 * The way to a single-sign-on tenant's customer portal (SPEC §6). The same build runs on the
 * sandbox or in front of a real backend, so the server picks the portal per request (ADR 0012).
 */
export const SSO_PORTAL_PATH = '/api/sso/portal';
/** The portal entry that brings the customer back to `redirect` (a path of this shop) afterwards. */
export const ssoPortalHref = (redirect?: string) =>
  redirect ? `${SSO_PORTAL_PATH}?${new URLSearchParams({ redirect }).toString()}` : SSO_PORTAL_PATH;
/** The sandbox's stand-in for the portal (src/pages/sandbox/sso.tsx). */
export const SANDBOX_SSO_PATH = '/sandbox/sso';

/**
 * Where the portal entry leads: the tenant's portal when a real backend answers, whose sign-in it
 * is; the sandbox's portal page, carrying the way back, when the embedded sandbox does. Both carry
 * the one-time `state` the shop issued, which the portal hands back in its link to /login/sso.
 */
export function ssoPortalTarget(
  tenant: Pick<TenantConfig, 'ssoLoginUrl'>,
  sandbox: boolean,
  redirect: string | null,
  state: string,
): string | null {
  if (!tenant.ssoLoginUrl) return null;
  if (!sandbox) {
    const portal = new URL(tenant.ssoLoginUrl);
    portal.searchParams.set('state', state);
    return portal.toString();
  }
  return `${SANDBOX_SSO_PATH}?${new URLSearchParams({ ...(redirect ? { redirect } : {}), state }).toString()}`;
}
