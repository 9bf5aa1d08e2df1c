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

/** International top-up (issue 12): the shops whose catalogue sells it. */
export const INTERNATIONAL_PATH = '/shop/international';
/** An eSIM plan's page. */
export const esimPlanPath = (productId: string) => `/shop/esim/${productId}`;

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
