import { describe, expect, it } from 'vitest';
import type { CommitKey } from '@/features/commit/commitSlice';
import { MAX_KEPT } from '@/features/commit/orderKeys';
import {
  parseResultKeys,
  RESULT_KEYS_COOKIE,
  RESULT_KEYS_MAX_AGE_SECONDS,
  resultKeyOf,
  resultKeysCookie,
  withResultKey,
} from '@/features/commit/server';

// The result page's keys cookie (ADR 0054): for the result page's path alone, unreadable by scripts,
// short-lived, a few orders at most, and only keys as an address would carry them.

const key = (n: number, token = true): CommitKey => ({
  orderNumber: `SBX${n}`,
  cartName: `cart-${n}`,
  ...(token ? { paymentToken: `tok.${n}:x` } : {}),
});

/** A Set-Cookie value's name, value and attributes (names lower-cased; a flag is true). */
function parseSetCookie(header: string) {
  const [pair = '', ...parts] = header.split(';').map((part) => part.trim());
  const at = pair.indexOf('=');
  const attributes: Record<string, string | true> = {};
  for (const part of parts) {
    const eq = part.indexOf('=');
    if (eq < 0) attributes[part.toLowerCase()] = true;
    else attributes[part.slice(0, eq).toLowerCase()] = part.slice(eq + 1);
  }
  return { name: pair.slice(0, at), value: pair.slice(at + 1), attributes };
}

const valueOf = (header: string) => parseSetCookie(header).value;

describe('the Set-Cookie of the result keys', () => {
  it.each([
    ['http on a loopback host', '/shop/checkout/result', false],
    ['https, a pinned shop', '/checkout/result', true],
    ['a language in the path', '/en/shop/checkout/result/cash-code', true],
  ])('%s: HttpOnly, SameSite=Lax, the page path only, an hour', (_name, path, secure) => {
    const { name, attributes } = parseSetCookie(resultKeysCookie([key(1)], path, secure));
    expect(name).toBe(RESULT_KEYS_COOKIE);
    expect(attributes).toEqual({
      path,
      httponly: true,
      samesite: 'Lax',
      'max-age': String(RESULT_KEYS_MAX_AGE_SECONDS),
      ...(secure ? { secure: true } : {}),
    });
    expect(RESULT_KEYS_MAX_AGE_SECONDS).toBeLessThanOrEqual(60 * 60);
  });

  it('carries what it was given, read back as it was written', () => {
    const keys = [key(1), key(2, false)];
    expect(parseResultKeys(valueOf(resultKeysCookie(keys, '/shop/checkout/result', false)))).toEqual(keys);
  });

  it(`never more than ${MAX_KEPT} orders, written or read`, () => {
    const many = Array.from({ length: MAX_KEPT + 3 }, (_, n) => key(n));
    const written = parseResultKeys(valueOf(resultKeysCookie(many, '/shop/checkout/result', false)));
    expect(written).toHaveLength(MAX_KEPT);
    expect(parseResultKeys(encodeURIComponent(JSON.stringify(many)))).toHaveLength(MAX_KEPT);
  });
});

describe('withResultKey', () => {
  it('puts the newest first, replaces the same order, and drops the oldest past the bound', () => {
    const kept = Array.from({ length: MAX_KEPT }, (_, n) => key(n));
    const next = withResultKey(kept, key(99));
    expect(next).toHaveLength(MAX_KEPT);
    expect(next[0]).toEqual(key(99));
    expect(next.map((k) => k.orderNumber)).not.toContain(`SBX${MAX_KEPT - 1}`);
    const again = withResultKey(next, { ...key(2), paymentToken: 'other' });
    expect(again.filter((k) => k.orderNumber === 'SBX2')).toEqual([{ ...key(2), paymentToken: 'other' }]);
  });
});

describe('parseResultKeys', () => {
  it.each([
    ['no cookie', undefined],
    ['not JSON', 'cart-1'],
    ['not a list', encodeURIComponent(JSON.stringify(key(1)))],
    ['a bad encoding', '%E0%A4%A'],
  ])('%s: no keys', (_name, value) => {
    expect(parseResultKeys(value)).toEqual([]);
  });

  it('drops entries that are no keys an address could carry', () => {
    const value = encodeURIComponent(
      JSON.stringify([
        key(1),
        { orderNumber: 'SBX2' },
        { orderNumber: 'SBX3', cartName: 'a b<script>' },
        'SBX4',
        { orderNumber: 'SBX5', cartName: 'cart-5', paymentToken: 'bad token' },
      ]),
    );
    expect(parseResultKeys(value)).toEqual([key(1), { orderNumber: 'SBX5', cartName: 'cart-5' }]);
  });
});

describe('resultKeyOf', () => {
  it("finds only the named order's keys", () => {
    const kept = [key(1), key(2)];
    expect(resultKeyOf(kept, 'SBX2')).toEqual(key(2));
    expect(resultKeyOf(kept, 'SBX3')).toBeNull();
  });
});
