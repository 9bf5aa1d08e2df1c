import { CART_COOKIE, COOKIE_EXPIRY_DAYS } from '@/config/constants';
import { readCookie, removeCookie, writeCookie } from '@/features/consent';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Puts the cart's name in the cart cookie (ADR 0050), where the server reads it to render the cart
 * and payment pages; no name (a reset cart, a sign-out) clears it. Each write gives it SPEC §9's
 * seven days again.
 */
export function writeCartCookie(cartName: string | null): void {
  if (cartName === readCookie(CART_COOKIE)) return;
  if (cartName) writeCookie(CART_COOKIE, cartName, new Date(Date.now() + COOKIE_EXPIRY_DAYS * DAY_MS));
  else removeCookie(CART_COOKIE);
}
