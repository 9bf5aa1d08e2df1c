import { describe, expect, it } from 'vitest';
import { itemKind, scheduleOf, scheduleOfOrdered, weekdayName } from '@/features/cart';
import { kindTextKey } from '@/features/cart/cartFormat';
import { cartItem } from './fakeCartBackend';

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

describe('kindTextKey: a cart line is named for its kind; an eSIM is never “topped up”', () => {
  it.each([
    ['a top-up', {}, 'topup.kinds.ONCE_OFF'],
    ['an automatic top-up', { autoTopupOption: {} }, 'topup.kinds.AUTOMATIC'],
    ['an eSIM plan', { objectType: 'ESIM' }, 'catalog.objectTypes.ESIM'],
    ['a gift card', { objectType: 'GIFT_CARD' }, 'catalog.objectTypes.GIFT_CARD'],
    ['a voucher', { objectType: 'VOUCHER' }, 'topup.kinds.VOUCHER'],
  ])('%s → %s', (_, overrides, key) => {
    expect(kindTextKey(cartItem({ itemKey: 'item-1', ...overrides }))).toBe(key);
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

describe('scheduleOfOrdered: the schedule an ordered item keeps', () => {
  it.each([
    [
      'low balance',
      { lowBalanceLimit: 5, autoTopupFrequency: 'LOW_BALANCE' },
      { key: 'lowBalance', limit: 5 },
    ],
    ['weekly', { recurrenceType: 'WEEKLY', recurringDay: 3 }, { key: 'weekly', day: 3 }],
    ['monthly', { recurrenceType: 'MONTHLY', recurringDay: 15 }, { key: 'monthly', day: 15 }],
    ['tariff', { autoTopupFrequency: 'TARIFF' }, { key: 'tariff' }],
    ['a once-off item', undefined, null],
    ['an SMS consent', { topupConsentType: 'sms' }, null],
  ])('%s', (_, data, schedule) => {
    expect(scheduleOfOrdered(data)).toEqual(schedule);
  });
});
