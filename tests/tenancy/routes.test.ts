import { describe, expect, it } from 'vitest';
import {
  orderNumberIn,
  orderPath,
  shopHref,
  shopPageOf,
  ssoPortalHref,
  ssoPortalTarget,
} from '@/tenancy/routes';

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

describe('the single-sign-on portal (SPEC §6, ADR 0012)', () => {
  const portal = 'https://portal.example/login';
  const state = `lq2x3k.${'b'.repeat(43)}`;
  it.each([
    ['real backend: the portal with the state', portal, false, '/account', `${portal}?state=${state}`],
    ['real backend, no way back', portal, false, null, `${portal}?state=${state}`],
    [
      'real backend whose portal address has a query of its own',
      `${portal}?brand=fcb`,
      false,
      null,
      `${portal}?brand=fcb&state=${state}`,
    ],
    [
      'sandbox carries the way back and the state',
      portal,
      true,
      '/account/orders',
      `/sandbox/sso?redirect=%2Faccount%2Forders&state=${state}`,
    ],
    ['sandbox, no way back: the main page', portal, true, null, `/sandbox/sso?state=${state}`],
    ['no single sign-on', null, true, '/account', null],
  ])('%s', (_name, ssoLoginUrl, sandbox, redirect, expected) => {
    expect(ssoPortalTarget({ ssoLoginUrl }, sandbox, redirect, state)).toBe(expected);
  });

  it('links the entry with the page to return to', () => {
    expect(ssoPortalHref()).toBe('/api/sso/portal');
    expect(ssoPortalHref('/shop/topup/fcb?x=1')).toBe(
      '/api/sso/portal?redirect=%2Fshop%2Ftopup%2Ffcb%3Fx%3D1',
    );
  });
});

describe('the order number in the address of an order page (ADR 0033)', () => {
  it.each([
    ['/account/orders/A1B2C3', 'A1B2C3'],
    ['/account/orders/A1B2C3/', 'A1B2C3'],
    ['/account/orders/A1B2C3?x=1', 'A1B2C3'],
    ['/account/orders/A1B2C3#items', 'A1B2C3'],
    ['/account/orders/ORD%2D1', 'ORD-1'],
    ['/account/orders', null],
    ['/account/orders/', null],
    ['/account/orders/A1/B2', null],
    ['/account/ordersX/A1', null],
    ['/account/orders/%E0%A4%A', null],
  ])('%s → %s', (asPath, number) => {
    expect(orderNumberIn(asPath)).toBe(number);
  });

  it('reads back the number a link to the order wrote', () => {
    expect(orderNumberIn(orderPath('ORD-1/2?'))).toBe('ORD-1/2?');
  });
});
