import Cookies from 'js-cookie';
import { COOKIE_EXPIRY_DAYS, THEME_COOKIE } from '@/config/constants';
import type { TenantConfig } from '@/tenancy/schema';
import type { ColorScheme } from '@/tenancy/theme';

/**
 * The scheme to render: the cookie's, when the tenant has that scheme; otherwise the tenant's
 * default. Used on the server to preload the theme state, so the first paint is already right.
 */
export function colorSchemeFromCookie(
  value: string | undefined,
  tenant: Pick<TenantConfig, 'themes' | 'defaultColorScheme'>,
): ColorScheme {
  if ((value === 'light' || value === 'dark') && tenant.themes[value]) return value;
  return tenant.defaultColorScheme;
}

/** SPEC §9: cookies live 7 days, Secure, SameSite Strict. */
export function storeColorScheme(scheme: ColorScheme): void {
  Cookies.set(THEME_COOKIE, scheme, {
    expires: COOKIE_EXPIRY_DAYS,
    secure: true,
    sameSite: 'strict',
    path: '/',
  });
}
