import { describe, expect, it } from 'vitest';
import { itemKind, scheduleOf, summaryLines, weekdayName } from '@/features/cart';
import { cartItem, cartOf } from './fakeCartBackend';

describe('itemKind and scheduleOf read SPEC §4 kinds and recurrences from a cart item', () => {
  it.each([
    ['a plain top-up', {}, 'ONCE_OFF', null],
    [
      'low balance',
      { autoTopupOption: { lowBalanceOption: { lowBalanceLimit: 5 } } },
      'AUTOMATIC',
      { key: 'lowBalance', limit: 5 },
    ],
    [
      'weekly',
      { autoTopupOption: { recurringOption: { recurringType: 'WEEKLY' as const, recurringDay: 3 } } },
      'AUTOMATIC',
      { key: 'weekly', day: 3 },
    ],
    [
      'monthly',
      { autoTopupOption: { recurringOption: { recurringType: 'MONTHLY' as const, recurringDay: 28 } } },
      'AUTOMATIC',
      { key: 'monthly', day: 28 },
    ],
    ['tariff', { autoTopupOption: {} }, 'AUTOMATIC', { key: 'tariff' }],
    ['SMS consent', { smsTopupConsent: { pinCode: '1234' }, amount: 0 }, 'SMS', null],
    ['cash code', { cashCode: 'ABCD' }, 'CASH_CODE', null],
    ['voucher', { objectType: 'VOUCHER' }, 'VOUCHER', null],
    ['gift card', { objectType: 'GIFT_CARD' }, 'VOUCHER', null],
  ])('%s', (_, overrides, kind, schedule) => {
    const item = cartItem({ itemKey: 'item-1', ...overrides });
    expect(itemKind(item)).toBe(kind);
    expect(scheduleOf(item)).toEqual(schedule);
  });
});

describe('weekdayName: day 1-7 = Monday-Sunday in the page language', () => {
  it.each([
    [1, 'en', 'Monday'],
    [7, 'en', 'Sunday'],
    [1, 'de', 'Montag'],
    [3, 'fr', 'mercredi'],
    [5, 'nl', 'vrijdag'],
    [6, 'es', 'sábado'],
    [2, 'it', 'martedì'],
    [4, 'pl', 'czwartek'],
    [7, 'tr', 'Pazar'],
    [1, 'ro', 'luni'],
  ])('%i in %s is %s', (day, language, name) => {
    expect(weekdayName(day, language)).toBe(name);
  });
});

describe('summaryLines: totals of the cart', () => {
  const cart = cartOf(
    [
      cartItem({ itemKey: 'a', amount: 15, serviceFee: 0.5, grossAmount: 31, quantity: 2 }),
      cartItem({ itemKey: 'b', amount: 10, grossAmount: 10 }),
    ],
    { discount: 4 },
  );

  it('lists face values, fees, the discount and the total', () => {
    expect(summaryLines(cart, false)).toEqual([
      { key: 'subtotal', amount: 40 },
      { key: 'serviceFee', amount: 1 },
      { key: 'discount', amount: -4 },
      { key: 'total', amount: 37 },
    ]);
  });

  it('adds the net amount and the VAT in the detailed cart', () => {
    const lines = summaryLines(cart, true);
    expect(lines.map((line) => line.key)).toEqual([
      'subtotal',
      'serviceFee',
      'discount',
      'net',
      'tax',
      'total',
    ]);
    const net = lines.find((l) => l.key === 'net')!.amount;
    expect(lines.find((l) => l.key === 'tax')!.amount).toBeCloseTo(37 - net, 2);
  });

  it('leaves out a zero fee and no discount in the short cart', () => {
    const plain = cartOf([cartItem({ itemKey: 'a' })]);
    expect(summaryLines(plain, false).map((l) => l.key)).toEqual(['subtotal', 'total']);
  });
});
