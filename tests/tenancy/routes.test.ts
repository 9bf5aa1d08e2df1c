import { describe, expect, it } from 'vitest';
import { shopHref } from '@/tenancy/routes';

describe('shopHref', () => {
  it.each([
    ['/shop/topup/congstar', false, '/shop/topup/congstar'],
    ['/shop', false, '/shop'],
    ['/shop/topup/congstar', true, '/topup/congstar'],
    ['/shop/checkout/cart', true, '/checkout/cart'],
    ['/shop', true, '/'],
    ['/shop?msisdn=1', true, '/?msisdn=1'],
    ['/shopping', true, '/shopping'],
    ['/', true, '/'],
    ['/login', true, '/login'],
  ])('%s (pinned %s) → %s', (path, pinned, expected) => {
    expect(shopHref(path, pinned)).toBe(expected);
  });
});
