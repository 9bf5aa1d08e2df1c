import { describe, expect, it } from 'vitest';
import { checkoutPathFor } from '@/features/cart';
import {
  autoTypesFor,
  defaultKind,
  formSells,
  kindsFor,
  lowBalanceLimitOf,
} from '@/features/topup/topupOptions';
import { product } from '../../fixtures/product';
import { loadTenants } from '@/tenancy/registry';
import { tenantFixture } from '../../ui/tenantFixture';
import type { AutoTopupFrequency, TopupKind } from '@/tenancy/schema';

const tenants = loadTenants('tenants');
const tenant = (id: string) => {
  const found = tenants.get(id);
  if (!found) throw new Error(`no tenant ${id}`);
  return found;
};

const LB = 'LOW_BALANCE';
const W = 'WEEKLY';
const M = 'MONTHLY';
const T = 'TARIFF';

/**
 * SPEC §4 kinds and §9 auto top-up types and low-balance limits, one row per tenant: the kinds in
 * the order the form shows them (automatic first where the tenant says so; vouchers only where the
 * tenant has them, SPEC §3 hasVouchers), the auto top-up types
 * and the limit (null where the tenant's is not a number), and where add to cart leads (SPEC §2).
 */
const table: Array<[string, TopupKind[], AutoTopupFrequency[], number | null, 'cart' | 'payment']> = [
  ['aufladen', ['ONCE_OFF', 'CASH_CODE'], [], null, 'cart'],
  ['ayyildiz', ['ONCE_OFF', 'AUTOMATIC'], [W, M], null, 'cart'],
  ['congstar', ['ONCE_OFF', 'AUTOMATIC', 'SMS'], [LB, M, T], 5, 'payment'],
  ['edeka', ['ONCE_OFF', 'AUTOMATIC'], [LB, M, T], 5, 'payment'],
  ['eplus', ['ONCE_OFF'], [], null, 'cart'],
  ['esim', ['ONCE_OFF'], [], null, 'cart'],
  ['fcb', ['AUTOMATIC', 'ONCE_OFF'], [LB, W, M], 2, 'cart'],
  ['foocall', ['ONCE_OFF', 'AUTOMATIC'], [W, M], null, 'payment'],
  ['herladen', ['ONCE_OFF'], [], null, 'cart'],
  ['jamobil', ['ONCE_OFF', 'AUTOMATIC', 'SMS'], [LB, M, T], 5, 'payment'],
  ['kaufland', ['ONCE_OFF', 'AUTOMATIC'], [LB, W, M], null, 'payment'],
  ['norma', ['ONCE_OFF', 'AUTOMATIC'], [LB, M, T], 5, 'payment'],
  ['o2de', ['ONCE_OFF', 'AUTOMATIC', 'VOUCHER'], [LB], 5, 'cart'],
  ['opwaarderen', ['ONCE_OFF'], [], null, 'cart'],
  ['ortel', ['ONCE_OFF', 'AUTOMATIC', 'CASH_CODE'], [LB, W, M], 5, 'cart'],
  ['pennymobil', ['ONCE_OFF', 'AUTOMATIC', 'SMS'], [LB, M, T], 5, 'payment'],
  ['product', ['ONCE_OFF'], [], null, 'cart'],
  ['reloadnow', ['ONCE_OFF', 'VOUCHER'], [], null, 'cart'],
  ['reloadnow_at', ['ONCE_OFF', 'VOUCHER'], [], null, 'cart'],
  ['tmobilenl', ['AUTOMATIC', 'ONCE_OFF'], [LB, W, M], 2, 'payment'],
  ['whitecalling', ['ONCE_OFF', 'AUTOMATIC'], [LB], 5, 'cart'],
  ['whitelabel_insidehandy', ['ONCE_OFF'], [], null, 'payment'],
  ['whitelabel_o2', ['ONCE_OFF'], [], null, 'cart'],
  ['whitelabel_tmobilenl', ['ONCE_OFF'], [], null, 'payment'],
];

describe('what each tenant offers in the top-up form', () => {
  it('covers every tenant of the registry', () => {
    expect(table.map(([id]) => id).sort()).toEqual([...tenants.keys()].sort());
  });

  it.each(table)('%s: kinds %j, types %j, limit %s, then %s', (id, kinds, types, limit, next) => {
    const shop = tenant(id);
    expect(kindsFor(shop)).toEqual(kinds);
    expect(autoTypesFor(shop)).toEqual(types);
    expect(lowBalanceLimitOf(shop)).toBe(limit);
    // SPEC §4: selectedTopupType defaults to once-off even where automatic is listed first
    expect(defaultKind(shop)).toBe('ONCE_OFF');
    expect(checkoutPathFor(shop)).toBe(next === 'cart' ? '/shop/checkout/cart' : '/shop/checkout/payment');
  });
});

describe('the voucher kind follows SPEC §3 hasVouchers', () => {
  it.each([
    [false, ['ONCE_OFF']],
    [true, ['ONCE_OFF', 'VOUCHER']],
  ] as const)('hasVouchers %s → %j', (hasVouchers, kinds) => {
    const shop = tenantFixture({ topup: { kinds: ['ONCE_OFF', 'VOUCHER'], hasVouchers } });
    expect(kindsFor(shop)).toEqual(kinds);
  });
});

describe("a product is sold by the form only where one of the shop's kinds offers its type", () => {
  const kinds = ['ONCE_OFF', 'VOUCHER'] as const;
  it.each([
    ['credit', 'TOPUP', false, true],
    ['a voucher where the shop sells vouchers', 'VOUCHER', true, true],
    ['a gift card where the shop sells vouchers', 'GIFT_CARD', true, true],
    // congstar's and aufladen's catalogues list codes their forms do not sell
    ['a voucher where the shop sells none', 'VOUCHER', false, false],
    ['a gift card where the shop sells none', 'GIFT_CARD', false, false],
    ['an eSIM plan in a shop without credit', 'ESIM', false, true],
  ] as const)('%s', (_, objectType, hasVouchers, sold) => {
    const shop = tenantFixture({ topup: { kinds: [...kinds], hasVouchers } });
    expect(formSells(shop, product({ productId: 'p', objectType }))).toBe(sold);
  });
});
