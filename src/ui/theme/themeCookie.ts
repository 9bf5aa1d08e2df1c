import { COOKIE_EXPIRY_DAYS, THEME_COOKIE } from '@/config/constants';
import type { ColorScheme } from '@/tenancy/theme';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The Set-Cookie-style string for the theme cookie. SPEC §9: cookies live 7 days, Secure,
 * SameSite Strict; path / so every page of the shop sees it.
 */
export function themeCookieString(scheme: ColorScheme, now = Date.now()): string {
  const expires = new Date(now + COOKIE_EXPIRY_DAYS * DAY_MS).toUTCString();
  return `${THEME_COOKIE}=${scheme}; expires=${expires}; path=/; secure; samesite=strict`;
}

/** Stores the scheme for the routing rules, which serve that scheme's pages from the next request on. */
export function storeColorScheme(scheme: ColorScheme): void {
  // A plain write, not through js-cookie (src/features/consent/cookies.ts): the theme switch is in
  // every page's header, so the library would join every page's first load for one value that needs
  // no encoding; the attributes are the same.
  document.cookie = themeCookieString(scheme);
}
