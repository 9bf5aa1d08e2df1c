import { describe, expect, it } from 'vitest';
import { themeCookieString } from '@/ui/theme/themeCookie';

describe('themeCookieString (SPEC §9: 7 days, Secure, SameSite Strict)', () => {
  it('writes the scheme for the whole site', () => {
    const now = Date.UTC(2026, 0, 1, 12, 0, 0);
    expect(themeCookieString('dark', now)).toBe(
      'theme=dark; expires=Thu, 08 Jan 2026 12:00:00 GMT; path=/; secure; samesite=strict',
    );
  });
});
