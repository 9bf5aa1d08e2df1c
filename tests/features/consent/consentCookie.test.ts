// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { readConsent, writeConsent } from '@/features/consent/consentCookie';
import {
  consentDialogClosed,
  consentDialogOpened,
  consentRead,
  consentSlice,
  selectFirstVisit,
} from '@/features/consent/consentSlice';

const clear = () => {
  for (const name of ['consent', 'theme', 'cart']) document.cookie = `${name}=; max-age=0; path=/`;
};
afterEach(clear);

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
    for (const cookie of cookies.split('; ').filter(Boolean)) document.cookie = `${cookie}; path=/`;
    expect(readConsent()).toEqual(statistics === null ? null : { necessary: true, statistics });
  });
});

describe('writeConsent', () => {
  it('lives 7 days, for the whole shop, Secure and SameSite Strict (SPEC §9)', () => {
    const setter = vi.spyOn(document, 'cookie', 'set');
    writeConsent({ necessary: true, statistics: false }, Date.UTC(2026, 0, 1));
    const [[cookie = '']] = setter.mock.calls as [[string]];
    setter.mockRestore();
    const [, ...attributes] = cookie.toLowerCase().split('; ');
    expect(attributes.sort()).toEqual([
      'expires=thu, 08 jan 2026 00:00:00 gmt',
      'path=/',
      'samesite=strict',
      'secure',
    ]);
  });

  it.each([true, false])('reads back what it writes (statistics %s)', (statistics) => {
    writeConsent({ necessary: true, statistics });
    expect(readConsent()).toEqual({ necessary: true, statistics });
  });
});

describe('consent state', () => {
  const reduce = consentSlice.reducer;

  it('opens the dialog when no choice is recorded, and keeps it closed when one is', () => {
    expect(reduce(undefined, consentRead(null)).dialogOpen).toBe(true);
    expect(reduce(undefined, consentRead({ necessary: true, statistics: false })).dialogOpen).toBe(false);
  });

  it('keeps a dialog the footer link opened before the cookie was read', () => {
    const opened = reduce(undefined, consentDialogOpened());
    const read = reduce(opened, consentRead({ necessary: true, statistics: true }));
    expect(read).toEqual({ choice: { necessary: true, statistics: true }, read: true, dialogOpen: true });
    expect(reduce(read, consentDialogClosed()).dialogOpen).toBe(false);
  });

  it('closes a dialog the footer link opened before the cookie was read, which then keeps it closed', () => {
    const opened = reduce(undefined, consentDialogOpened());
    const closed = reduce(opened, consentDialogClosed());
    expect(closed.dialogOpen).toBe(false);
    expect(reduce(closed, consentRead({ necessary: true, statistics: false })).dialogOpen).toBe(false);
  });

  it.each([
    ['before the cookie is read', [], false],
    ['with no choice recorded', [consentRead(null)], true],
    ['with a choice recorded', [consentRead({ necessary: true, statistics: false })], false],
  ])('is a first visit %s: %s', (_, actions, first) => {
    const state = actions.reduce(reduce, reduce(undefined, { type: 'init' }));
    expect(selectFirstVisit({ consent: state })).toBe(first);
  });

  it('cannot be closed without a choice on the first visit', () => {
    const first = reduce(undefined, consentRead(null));
    expect(reduce(first, consentDialogClosed()).dialogOpen).toBe(true);
  });
});
