import { describe, expect, it } from 'vitest';
import { colorSchemeFromCookie, themeCookieString } from '@/ui/theme/themeCookie';

const both = {
  themes: {
    light: { primary: '#000000', secondary: '#000000' },
    dark: { primary: '#ffffff', secondary: '#ffffff' },
  },
};
const lightOnly = { themes: { light: both.themes.light } };
const darkOnly = { themes: { dark: both.themes.dark } };

describe('colorSchemeFromCookie', () => {
  it.each([
    ['dark', { ...both, defaultColorScheme: 'light' as const }, 'dark'],
    ['light', { ...both, defaultColorScheme: 'dark' as const }, 'light'],
    [undefined, { ...both, defaultColorScheme: 'dark' as const }, 'dark'],
    [undefined, { ...both, defaultColorScheme: 'light' as const }, 'light'],
    ['purple', { ...both, defaultColorScheme: 'light' as const }, 'light'],
    ['', { ...both, defaultColorScheme: 'dark' as const }, 'dark'],
    ['dark', { ...lightOnly, defaultColorScheme: 'light' as const }, 'light'],
    ['light', { ...darkOnly, defaultColorScheme: 'dark' as const }, 'dark'],
  ])('cookie %j → %s', (cookie, tenant, expected) => {
    expect(colorSchemeFromCookie(cookie, tenant)).toBe(expected);
  });
});

describe('themeCookieString (SPEC §9: 7 days, Secure, SameSite Strict)', () => {
  it('writes the scheme for the whole site', () => {
    const now = Date.UTC(2026, 0, 1, 12, 0, 0);
    expect(themeCookieString('dark', now)).toBe(
      'theme=dark; expires=Thu, 08 Jan 2026 12:00:00 GMT; path=/; secure; samesite=strict',
    );
  });
});
