import { describe, expect, it } from 'vitest';
import { consentCookieString, readConsent } from '@/features/consent';
import { consentDialogClosed, consentRead, consentSlice } from '@/features/consent/consentSlice';

describe('readConsent', () => {
  it.each([
    ['no cookie at all', '', null],
    ['other cookies only', 'theme=dark; cart=abc', null],
    ['statistics accepted', `consent=${encodeURIComponent('{"necessary":true,"statistics":true}')}`, true],
    ['only necessary', `theme=dark; consent=${encodeURIComponent('{"statistics":false}')}`, false],
    [
      'necessary cannot be switched off',
      `consent=${encodeURIComponent('{"necessary":false,"statistics":false}')}`,
      false,
    ],
    ['statistics must be exactly true', `consent=${encodeURIComponent('{"statistics":"yes"}')}`, null],
    ['not JSON', 'consent=yes', null],
    ['broken encoding', 'consent=%E0%A4%A', null],
    ['JSON that is not an object', 'consent=true', null],
  ] as const)('%s', (_name, cookies, statistics) => {
    const consent = readConsent(cookies);
    expect(consent).toEqual(statistics === null ? null : { necessary: true, statistics });
  });
});

describe('consentCookieString', () => {
  const now = Date.UTC(2026, 0, 1);

  it('lives 7 days, Secure, SameSite Strict, for the whole shop (SPEC §9)', () => {
    const cookie = consentCookieString({ necessary: true, statistics: false }, now);
    expect(cookie).toContain('expires=Thu, 08 Jan 2026 00:00:00 GMT');
    expect(cookie).toMatch(/; path=\/; secure; samesite=strict$/);
  });

  it.each([true, false])('reads back what it writes (statistics %s)', (statistics) => {
    const pair = consentCookieString({ necessary: true, statistics }, now).split(';')[0] as string;
    expect(readConsent(pair)).toEqual({ necessary: true, statistics });
  });
});

describe('consent state', () => {
  const reduce = consentSlice.reducer;

  it('opens the dialog when no choice is recorded, and keeps it closed when one is', () => {
    expect(reduce(undefined, consentRead(null)).dialogOpen).toBe(true);
    expect(reduce(undefined, consentRead({ necessary: true, statistics: false })).dialogOpen).toBe(false);
  });

  it('cannot be closed without a choice on the first visit', () => {
    const first = reduce(undefined, consentRead(null));
    expect(reduce(first, consentDialogClosed()).dialogOpen).toBe(true);
  });
});
