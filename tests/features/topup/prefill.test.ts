import { describe, expect, it } from 'vitest';
import type { Product } from '@/api';
import {
  initialFormState,
  topupFormReducer,
  withPrefill,
  type TopupFormState,
} from '@/features/topup/formModel';
import { prefilledNames, prefillKey, type Prefill } from '@/features/topup/prefill';
import type { TopupKind } from '@/tenancy/schema';
import { product } from '../../fixtures/product';
import { tenantFixture } from '../../ui/tenantFixture';

const products: Product[] = [
  product({ productId: 'topup-10', faceValue: 10 }),
  product({ productId: 'topup-15', faceValue: 15 }),
  product({ productId: 'topup-20', faceValue: 20, status: 'OUT_OF_STOCK' }),
  product({ productId: 'topup-free', faceValue: null, minAmount: 5, maxAmount: 150 }),
  product({ productId: 'voucher-15', faceValue: 15, objectType: 'VOUCHER', serviceFee: 0.5 }),
  product({ productId: 'voucher-30', faceValue: 30, objectType: 'VOUCHER', serviceFee: 0.5 }),
];

const shop = tenantFixture({
  topup: {
    kinds: ['ONCE_OFF', 'AUTOMATIC', 'SMS', 'VOUCHER'],
    autoTopupTypes: ['MONTHLY'],
    hasVouchers: true,
  },
});

const start = (kind: TopupKind, productId: string): TopupFormState => ({
  ...initialFormState(shop, products),
  kind,
  productId,
});

describe('what a link asks of the top-up form (the address names the amount chosen)', () => {
  type Choice = [TopupKind, string, string];
  it.each<[string, [TopupKind, string], Prefill, Choice]>([
    ['an amount: that face value', ['ONCE_OFF', 'topup-10'], { amount: 15 }, ['ONCE_OFF', 'topup-15', '']],
    [
      'an amount no face value has: the different amount',
      ['ONCE_OFF', 'topup-10'],
      { amount: 17.5 },
      ['ONCE_OFF', 'topup-free', '17.5'],
    ],
    [
      'a face value that cannot be bought: the different amount',
      ['ONCE_OFF', 'topup-10'],
      { amount: 20 },
      ['ONCE_OFF', 'topup-free', '20'],
    ],
    [
      'an amount while automatic is chosen: automatic stays, with that face value',
      ['AUTOMATIC', 'topup-10'],
      { amount: 15 },
      ['AUTOMATIC', 'topup-15', ''],
    ],
    [
      'an amount while vouchers are chosen: credit of that amount, not a voucher of that value',
      ['VOUCHER', 'voucher-30'],
      { amount: 15 },
      ['ONCE_OFF', 'topup-15', ''],
    ],
    [
      'an amount while the SMS top-up (no amount) is chosen: a kind with an amount',
      ['SMS', 'topup-10'],
      { amount: 15 },
      ['ONCE_OFF', 'topup-15', ''],
    ],
    [
      'a voucher’s product: the voucher kind with that voucher',
      ['ONCE_OFF', 'topup-10'],
      { productId: 'voucher-15', amount: 15 },
      ['VOUCHER', 'voucher-15', ''],
    ],
    [
      'the free-amount product with an amount: that amount in its field',
      ['ONCE_OFF', 'topup-10'],
      { productId: 'topup-free', amount: 42 },
      ['ONCE_OFF', 'topup-free', '42'],
    ],
    [
      'a product that cannot be bought: its amount instead',
      ['VOUCHER', 'voucher-30'],
      { productId: 'topup-20', amount: 10 },
      ['ONCE_OFF', 'topup-10', ''],
    ],
    [
      'a number alone: the choice stays',
      ['AUTOMATIC', 'topup-15'],
      { phone: '015112345678' },
      ['AUTOMATIC', 'topup-15', ''],
    ],
  ])('%s', (_, [kind, productId], prefill, [chosenKind, chosenProduct, customAmount]) => {
    const state = start(kind, productId);
    const next = withPrefill(state, shop, products, prefill);
    expect([next.kind, next.productId, next.customAmount]).toEqual([chosenKind, chosenProduct, customAmount]);
    expect(next.phone).toBe(prefill.phone ?? state.phone);
    // the reducer's prefill is the same rule
    expect(topupFormReducer(state, { type: 'prefill', prefill, tenant: shop, products })).toEqual(next);
  });

  it('with nothing a kind of the shop sells, leaves the choice as it is', () => {
    const onceOnly = tenantFixture({ topup: { kinds: ['ONCE_OFF'] } });
    const state = { ...initialFormState(onceOnly, products), productId: 'topup-10' };
    expect(withPrefill(state, onceOnly, products, { productId: 'voucher-15' })).toEqual(state);
    // a product card's link names the voucher and its face value: never credit of that value instead
    expect(withPrefill(state, onceOnly, products, { productId: 'voucher-15', amount: 15 })).toEqual(state);
    const fixedOnly = products.filter((entry) => entry.faceValue !== null);
    expect(withPrefill(state, onceOnly, fixedOnly, { amount: 99 })).toEqual(state);
  });

  it('the first state is the link’s choice, else the first amount that can be bought', () => {
    expect(initialFormState(shop, products).productId).toBe('topup-10');
    expect(initialFormState(shop, products, { amount: 15, phone: '0151' })).toMatchObject({
      kind: 'ONCE_OFF',
      productId: 'topup-15',
      phone: '0151',
    });
  });

  it.each([
    [{}, '[null,null,null]', []],
    [{ amount: '15', q: 'x' }, '[null,"15",null]', ['kind', 'amount', 'customAmount']],
    [
      { msisdn: '0151', amount: ['15', '20'] },
      '["0151","15",null]',
      ['phone', 'kind', 'amount', 'customAmount'],
    ],
    [{ product: 'voucher-15' }, '[null,null,"voucher-15"]', ['kind', 'amount', 'customAmount']],
  ])('the query %j asks %s of the fields %j', (query, key, names) => {
    expect(prefillKey(query)).toBe(key);
    expect(prefilledNames(query)).toEqual(names);
  });
});
