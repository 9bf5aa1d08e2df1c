/**
 * SPEC §2: /shop is the shop base path, except when a deployment is pinned to one tenant, where
 * the shop routes are served at the root (/shop/topup/x → /topup/x, /shop → /).
 */
export function shopHref(path: string, pinned: boolean): string {
  if (!pinned || !/^\/shop(\/|$|\?|#)/.test(path)) return path;
  const rest = path.slice('/shop'.length);
  return rest === '' || /^[?#]/.test(rest) ? `/${rest}` : rest;
}

/** Paths served at the root of a pinned deployment that belong under /shop internally. */
export const pinnedShopPrefixes = ['/topup', '/checkout'] as const;
