import { describe, expect, it } from 'vitest';
import { cartNeedsPayment, isCashCodeCart, type PricedItem } from '@/api/cartPayment';

const lowBalance = { autoTopupOption: { lowBalanceOption: { lowBalanceLimit: 5 } } };
const recurring = {
  autoTopupOption: { recurringOption: { recurringType: 'MONTHLY' as const, recurringDay: 3 } },
};
const smsConsent = { smsTopupConsent: { pinCode: '1234' } };

describe('SPEC §4 cart needs payment', () => {
  it.each<[string, PricedItem[], boolean]>([
    ['a once-off top-up', [{ grossAmount: 15 }], true],
    ['a once-off top-up a voucher brought to zero', [{ grossAmount: 0 }], true],
    ['a zero-price low-balance setup', [{ grossAmount: 0, ...lowBalance }], false],
    ['a zero-price recurring setup', [{ grossAmount: 0, ...recurring }], false],
    ['a zero-price SMS consent', [{ grossAmount: 0, ...smsConsent }], false],
    ['a priced low-balance top-up', [{ grossAmount: 10, ...lowBalance }], true],
    ['a priced recurring top-up', [{ grossAmount: 10, ...recurring }], true],
    ['a priced SMS consent', [{ grossAmount: 10, ...smsConsent }], true],
    ['an auto top-up option with neither setup', [{ grossAmount: 0, autoTopupOption: {} }], true],
    [
      'two free setups',
      [
        { grossAmount: 0, ...lowBalance },
        { grossAmount: 0, ...smsConsent },
      ],
      false,
    ],
    ['a free setup beside a purchase', [{ grossAmount: 0, ...lowBalance }, { grossAmount: 5 }], true],
    ['an empty cart (nothing to pay for)', [], false],
  ])('%s → %s', (_name, items, expected) => {
    expect(cartNeedsPayment(items)).toBe(expected);
  });
});

describe('SPEC §4 cash-code cart: no payment method, on a shop that sells cash codes', () => {
  const cashShop = ['ONCE_OFF', 'CASH_CODE'];
  it.each<[string, { cashCode?: string }[], string[], boolean]>([
    ['one cash-code item', [{ cashCode: 'AB12-CD34' }], cashShop, true],
    ['two cash-code items', [{ cashCode: 'AB12' }, { cashCode: 'CD34' }], cashShop, true],
    ['a cash-code item beside a once-off one', [{ cashCode: 'AB12' }, {}], cashShop, false],
    ['a once-off item', [{}], cashShop, false],
    ['an empty cart', [], cashShop, false],
    ['a cash-code item on a shop without CASH_CODE', [{ cashCode: 'AB12' }], ['ONCE_OFF', 'VOUCHER'], false],
  ])('%s → %s', (_name, items, kinds, expected) => {
    expect(isCashCodeCart(items, kinds)).toBe(expected);
  });
});
