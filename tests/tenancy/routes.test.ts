import { describe, expect, it } from 'vitest';
import { shopHref, shopPageOf } from '@/tenancy/routes';

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

describe('shopPageOf', () => {
  it.each([
    ['/shop/topup/congstar', '/shop/topup/congstar'],
    ['/shop', '/shop'],
    ['/', '/shop'],
  ])('main page %s → the shop link goes to %s', (mainPage, expected) => {
    expect(shopPageOf({ mainPage })).toBe(expected);
  });
});
