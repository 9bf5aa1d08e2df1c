import { describe, expect, it } from 'vitest';
import type { Product } from '@/api/products';
import { nearestOffer, orderedKind, repeatPlan, repeatSummary } from '@/features/cart/repeatOrder';
import { product } from '../../fixtures/product';
import { orderItem as ordered, ORDERED_PHONE as PHONE, type OrderItem } from '../../fixtures/orderItem';

const topup = (amount: number, extra: Partial<Product> = {}) =>
  product({
    productId: `testshop-topup-${amount}`,
    faceValue: amount,
    minAmount: amount,
    maxAmount: amount,
    ...extra,
  });

/** What the shop sells now: top-ups 10, 20, 30 and a free range, a voucher, an eSIM plan. */
const catalogue: Product[] = [
  topup(10),
  topup(20),
  topup(30),
  product({ productId: 'testshop-topup-free', faceValue: null, minAmount: 5, maxAmount: 150 }),
  product({ productId: 'testshop-voucher-15', objectType: 'VOUCHER', categoryId: 'voucher', faceValue: 15 }),
  product({ productId: 'testshop-voucher-30', objectType: 'VOUCHER', categoryId: 'voucher', faceValue: 30 }),
  product({ productId: 'esim-5gb', objectType: 'ESIM', categoryId: 'esim', faceValue: 12 }),
  // listed, but not sold: the search lists OUT_OF_STOCK and COMING_SOON
  topup(100, { status: 'OUT_OF_STOCK' }),
  product({ productId: 'othershop-topup-15', brandId: 'othershop', faceValue: 15 }),
];

const lowBalance = { lowBalanceLimit: 5, autoTopupFrequency: 'LOW_BALANCE' };
const weekly = { recurrenceType: 'WEEKLY', recurringDay: 3, autoTopupFrequency: 'WEEKLY' };

describe('the kind of an ordered item, from the order and the catalogue', () => {
  it.each<[string, Partial<OrderItem>, Product | undefined, string]>([
    ['a top-up', {}, topup(20), 'ONCE_OFF'],
    ['a low-balance top-up', { additionalData: lowBalance }, topup(20), 'AUTOMATIC'],
    ['a weekly top-up', { additionalData: weekly }, topup(20), 'AUTOMATIC'],
    ['a tariff top-up', { additionalData: { autoTopupFrequency: 'TARIFF' } }, topup(20), 'AUTOMATIC'],
    ['an SMS consent', { additionalData: { topupConsentType: 'sms' } }, topup(20), 'SMS'],
    ['a voucher', {}, catalogue[4], 'VOUCHER'],
    ['a gift card', {}, product({ productId: 'giftcard-25', objectType: 'GIFT_CARD' }), 'VOUCHER'],
    ['an eSIM plan', {}, catalogue[6], 'ESIM'],
    ['a product no longer listed', {}, undefined, 'ONCE_OFF'],
  ])('%s → %s', (_name, extra, known, kind) => {
    expect(orderedKind(ordered({ productId: 'x', ...extra }), known)).toBe(kind);
  });
});

describe('a past order as cart items: the same number, product, amount and count', () => {
  it.each<[string, OrderItem, object]>([
    [
      'a once-off top-up',
      ordered({ productId: 'testshop-topup-20', amount: 20 }),
      { productId: 'testshop-topup-20', amount: 20, quantity: 1, phoneNumber: PHONE },
    ],
    [
      'a free amount within the range',
      ordered({ productId: 'testshop-topup-free', amount: 42.5 }),
      { productId: 'testshop-topup-free', amount: 42.5, quantity: 1, phoneNumber: PHONE },
    ],
    [
      'a voucher, two of them, sent the way the shop sends codes first',
      ordered({
        productId: 'testshop-voucher-15',
        quantity: 2,
        category: { categoryId: 'voucher' },
        phoneNumber: undefined,
      }),
      { productId: 'testshop-voucher-15', amount: 15, quantity: 2, channel: 'whatsapp' },
    ],
    [
      'an eSIM plan',
      ordered({
        productId: 'esim-5gb',
        amount: 12,
        category: { categoryId: 'esim' },
        phoneNumber: undefined,
      }),
      { productId: 'esim-5gb', amount: 12, quantity: 1 },
    ],
    [
      'an automatic top-up, as a one-off top-up: no auto top-up option',
      ordered({ productId: 'testshop-topup-10', amount: 10, additionalData: weekly }),
      { productId: 'testshop-topup-10', amount: 10, quantity: 1, phoneNumber: PHONE },
    ],
  ])('%s', (_name, item, entry) => {
    const plan = repeatPlan([item], catalogue, 'whatsapp');
    expect(plan.asBought).toBe(true);
    expect(plan.lines.map((line) => line.outcome)).toEqual(['same']);
    // exactly these fields: no autoTopupOption, smsTopupConsent or cashCode carried over
    expect(plan.entries).toEqual([entry]);
  });
});

describe('a product no longer sold: the nearest amount of its operator and kind, not a failure', () => {
  const fixedOnly = catalogue.filter((p) => p.faceValue !== null);
  it.each<[string, OrderItem, Product[], { productId: string; amount: number } | null]>([
    [
      '15, gone, between 10 and 20: the lower of two as near',
      ordered({ productId: 'testshop-topup-15' }),
      fixedOnly,
      { productId: 'testshop-topup-10', amount: 10 },
    ],
    [
      '40, gone, fixed values only: 30',
      ordered({ productId: 'testshop-topup-40', amount: 40 }),
      fixedOnly,
      { productId: 'testshop-topup-30', amount: 30 },
    ],
    [
      '40, gone, beside a free range: the same amount in the range',
      ordered({ productId: 'testshop-topup-40', amount: 40 }),
      catalogue,
      { productId: 'testshop-topup-free', amount: 40 },
    ],
    [
      'a voucher of 24, gone: another voucher (never a top-up of 20), 30 being nearer than 15',
      ordered({ productId: 'testshop-voucher-24', amount: 24, category: { categoryId: 'voucher' } }),
      catalogue,
      { productId: 'testshop-voucher-30', amount: 30 },
    ],
    [
      'out of stock (listed, not sold): another product, never the same one',
      ordered({ productId: 'testshop-topup-100', amount: 100 }),
      fixedOnly,
      { productId: 'testshop-topup-30', amount: 30 },
    ],
    [
      'a free range that shrank: the amount brought into the range',
      ordered({ productId: 'testshop-topup-free', amount: 200 }),
      catalogue,
      { productId: 'testshop-topup-free', amount: 150 },
    ],
    [
      'an operator that sells nothing any more',
      ordered({ productId: 'gone-topup-15', brand: { brandId: 'gone' } }),
      catalogue,
      null,
    ],
  ])('%s', (_name, item, shop, expected) => {
    const offer = nearestOffer(
      item,
      shop.find((p) => p.productId === item.productId),
      shop,
    );
    expect(offer && { productId: offer.product.productId, amount: offer.amount }).toEqual(expected);
  });

  it('the plan says which item is gone, offers the nearest, and fills nothing until it is taken', () => {
    const plan = repeatPlan(
      [
        ordered({ productId: 'testshop-topup-20', amount: 20 }),
        ordered({ productId: 'testshop-topup-25', amount: 25, productName: 'Top-up 25' }),
      ],
      catalogue.filter((p) => p.faceValue !== null),
    );
    expect(plan.asBought).toBe(false);
    expect(plan.lines.map((line) => line.outcome)).toEqual(['same', 'nearest']);
    expect(plan.lines[1]).toMatchObject({ productName: 'Top-up 25', amount: 25, nearest: { amount: 20 } });
    expect(plan.entries.map((entry) => [entry.productId, entry.amount])).toEqual([
      ['testshop-topup-20', 20],
      ['testshop-topup-20', 20],
    ]);
  });

  it('nothing like it: said as unavailable, and the rest of the order still offered', () => {
    const plan = repeatPlan(
      [
        ordered({ productId: 'gone-topup-15', brand: { brandId: 'gone' } }),
        ordered({ productId: 'testshop-topup-10', amount: 10 }),
      ],
      catalogue,
    );
    expect(plan.lines.map((line) => line.outcome)).toEqual(['unavailable', 'same']);
    expect(plan.asBought).toBe(false);
    expect(plan.entries).toHaveLength(1);
  });
});

describe('what the button says before anything is read', () => {
  it.each<[string, Partial<OrderItem>[], { repeatable: boolean; oneOff: boolean }]>([
    ['a once-off top-up', [{}], { repeatable: true, oneOff: false }],
    [
      'an automatic top-up with an amount: bought again once, and said',
      [{ additionalData: lowBalance }],
      {
        repeatable: true,
        oneOff: true,
      },
    ],
    [
      'a free automatic setup: nothing to buy again',
      [{ amount: 0, additionalData: lowBalance }],
      {
        repeatable: false,
        oneOff: false,
      },
    ],
    [
      'an SMS consent: a standing permission',
      [{ amount: 0, additionalData: { topupConsentType: 'sms' } }],
      {
        repeatable: false,
        oneOff: false,
      },
    ],
    [
      'an SMS consent beside a top-up: the top-up',
      [{ additionalData: { topupConsentType: 'sms' } }, {}],
      {
        repeatable: true,
        oneOff: false,
      },
    ],
  ])('%s', (_name, items, expected) => {
    expect(
      repeatSummary(items.map((extra) => ordered({ productId: 'testshop-topup-10', ...extra }))),
    ).toEqual(expected);
  });

  it('a standing SMS consent is left out of the cart, and is no reason to ask', () => {
    const plan = repeatPlan(
      [
        ordered({ productId: 'testshop-topup-10', amount: 0, additionalData: { topupConsentType: 'sms' } }),
        ordered({ productId: 'testshop-topup-10', amount: 10 }),
      ],
      catalogue,
    );
    expect(plan.lines.map((line) => line.outcome)).toEqual(['standing', 'same']);
    expect(plan.asBought).toBe(true);
    expect(plan.entries).toEqual([
      { productId: 'testshop-topup-10', amount: 10, quantity: 1, phoneNumber: PHONE },
    ]);
  });
});
