import Cookies from 'js-cookie';

/**
 * SPEC §9: every cookie of the shop is Secure and SameSite Strict, for the whole shop; browsers
 * treat localhost as secure, so this works in development too.
 */
const SHOP_COOKIE = { path: '/', secure: true, sameSite: 'strict' } as const;

// The shop's cookies in the browser, through js-cookie. Only code that runs after hydration imports
// this module, by a dynamic import (consent, tracking): js-cookie stays out of every page's first
// load. The theme cookie (src/ui/theme/themeCookie.ts) and the consent marker's test before paint
// (src/config/consentMarker.ts) stay plain, for the reasons given there.

/** The value of cookie `name`, or null when the page has none or it is garbled. */
export const readCookie = (name: string): string | null => Cookies.get(name) ?? null;

/** Writes cookie `name` until `expires`. */
export function writeCookie(name: string, value: string, expires: Date): void {
  Cookies.set(name, value, { ...SHOP_COOKIE, expires });
}

/** Deletes cookie `name`. */
export function removeCookie(name: string): void {
  Cookies.remove(name, SHOP_COOKIE);
}
