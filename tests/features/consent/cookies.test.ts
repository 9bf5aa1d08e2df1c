// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { readCookie, removeCookie, writeCookie } from '@/features/consent';

/** What a call hands the browser: the `document.cookie` assignments. */
function assignments(run: () => void): string[] {
  const setter = vi.spyOn(document, 'cookie', 'set');
  try {
    run();
    return setter.mock.calls.map(([cookie]) => cookie);
  } finally {
    setter.mockRestore();
  }
}

afterEach(() => {
  for (const name of ['shop_a', 'shop_b', 'theme']) document.cookie = `${name}=; max-age=0; path=/`;
});

describe("the shop's cookies (SPEC §9: Secure, SameSite Strict, for the whole shop)", () => {
  const until = new Date(Date.UTC(2026, 0, 8));

  it('writes a cookie with its end and the shop’s attributes', () => {
    const [cookie = ''] = assignments(() => writeCookie('shop_a', 'x', until));
    const [pair, ...attributes] = cookie.split('; ');
    expect(pair).toBe('shop_a=x');
    expect(attributes.map((attribute) => attribute.toLowerCase()).sort()).toEqual([
      'expires=thu, 08 jan 2026 00:00:00 gmt',
      'path=/',
      'samesite=strict',
      'secure',
    ]);
  });

  it('deletes a cookie with the same attributes and an end in the past', () => {
    const [cookie = ''] = assignments(() => removeCookie('shop_a'));
    const [pair, ...attributes] = cookie.split('; ');
    expect(pair).toBe('shop_a=');
    const expires = attributes.find((attribute) => attribute.startsWith('expires='));
    expect(new Date(expires?.slice('expires='.length) ?? '').getTime()).toBeLessThan(Date.now());
    expect(attributes.map((attribute) => attribute.toLowerCase())).toEqual(
      expect.arrayContaining(['path=/', 'secure', 'samesite=strict']),
    );
  });

  it('reads back what it writes, encoded where a cookie needs it', () => {
    const value = '{"statistics":true}; ü';
    writeCookie('shop_a', value, new Date(Date.now() + 60_000));
    expect(readCookie('shop_a')).toBe(value);
    removeCookie('shop_a');
    expect(readCookie('shop_a')).toBeNull();
  });

  it.each([
    ['absent', 'theme=dark', null],
    ['among others', 'theme=dark; shop_a=1; shop_b=2', '1'],
    ['written by hand, percent-encoded', `shop_a=${encodeURIComponent('{"a":1}')}`, '{"a":1}'],
    ['garbled', 'shop_a=%E0%A4%A', null],
  ])('reads a cookie %s', (_case, cookies, expected) => {
    for (const cookie of cookies.split('; ')) document.cookie = `${cookie}; path=/`;
    expect(readCookie('shop_a')).toBe(expected);
  });
});
