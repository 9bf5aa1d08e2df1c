import * as phoneLib from 'libphonenumber-js/mobile';
import { describe, expect, it } from 'vitest';
import { expandQuantity } from '@/api';
import { initialFormState, type TopupFormState } from '@/features/topup/formModel';
import { parseAmount, validateTopup } from '@/features/topup/validation';
import { tenantFixture } from '../../ui/tenantFixture';
import { product } from '../cart/fakeCartBackend';

const shop = tenantFixture({
  voucherDeliveryOptions: ['sms', 'whatsapp'],
  topup: {
    kinds: ['ONCE_OFF', 'AUTOMATIC', 'SMS', 'CASH_CODE', 'VOUCHER'],
    autoTopupTypes: ['LOW_BALANCE', 'WEEKLY', 'MONTHLY', 'TARIFF'],
    lowBalanceLimit: 5,
    allowPromoCodes: true,
    autoTopupLightOffered: true,
  },
});
const products = [
  product({ productId: 'p-10', faceValue: 10 }),
  product({ productId: 'p-free', faceValue: null, minAmount: 5, maxAmount: 150 }),
  product({ productId: 'p-100', faceValue: 100, status: 'OUT_OF_STOCK' }),
  product({ productId: 'v-15', faceValue: 15, objectType: 'VOUCHER', serviceFee: 0.5 }),
];
const PHONE = '0151 12345678';
const E164 = '+4915112345678';
const form = (patch: Partial<TopupFormState>): TopupFormState => ({
  ...initialFormState(shop, products),
  phone: PHONE,
  ...patch,
});
const validate = (patch: Partial<TopupFormState>) => validateTopup(form(patch), shop, products, phoneLib);

describe('validateTopup builds the SPEC §3 cart item of each kind', () => {
  it.each<[string, Partial<TopupFormState>, object]>([
    // SPEC §7: a fixed face value travels as the item's amount too
    ['once-off face value', {}, { productId: 'p-10', amount: 10, phoneNumber: E164, quantity: 1 }],
    [
      'once-off different amount',
      { productId: 'p-free', customAmount: '12,50' },
      { productId: 'p-free', amount: 12.5 },
    ],
    [
      'low balance with the tenant’s limit',
      { kind: 'AUTOMATIC', autoType: 'LOW_BALANCE' },
      { autoTopupOption: { lowBalanceOption: { lowBalanceLimit: 5 } } },
    ],
    [
      'weekly on Sunday (7)',
      { kind: 'AUTOMATIC', autoType: 'WEEKLY', weekday: 7 },
      { autoTopupOption: { recurringOption: { recurringType: 'WEEKLY', recurringDay: 7 } } },
    ],
    [
      'monthly on the 15th',
      { kind: 'AUTOMATIC', autoType: 'MONTHLY', monthDay: 15 },
      { autoTopupOption: { recurringOption: { recurringType: 'MONTHLY', recurringDay: 15 } } },
    ],
    ['tariff', { kind: 'AUTOMATIC', autoType: 'TARIFF' }, { autoTopupOption: {} }],
    [
      'light auto top-up',
      { kind: 'AUTOMATIC', autoType: 'LOW_BALANCE', autoTopupLight: true },
      { autoTopupLight: true },
    ],
    [
      'SMS consent: a zero-price setup',
      { kind: 'SMS', pin: '1234', smsConsent: true },
      { productId: 'p-10', amount: 0, smsTopupConsent: { pinCode: '1234' } },
    ],
    ['cash code', { kind: 'CASH_CODE', cashCode: ' ABCD-1234 ' }, { cashCode: 'ABCD-1234' }],
    [
      'voucher by WhatsApp',
      { kind: 'VOUCHER', productId: 'v-15', delivery: 'whatsapp' },
      { productId: 'v-15', channel: 'whatsapp' },
    ],
  ])('%s', (_, patch, expected) => {
    const result = validateTopup(form(patch), shop, products, phoneLib);
    expect(result.ok).toBe(true);
    if (result.ok) expect(result.entry).toMatchObject(expected);
  });

  it('an automatic top-up is one standing order, whatever the quantity field held', () => {
    const result = validate({ kind: 'AUTOMATIC', autoType: 'MONTHLY', quantity: '3' });
    expect(result.ok && result.entry.quantity).toBe(1);
  });

  it('passes a promo code on for voucher purchases only', () => {
    const voucher = validate({ kind: 'VOUCHER', productId: 'v-15', promoCode: ' SANDBOX10 ' });
    expect(voucher.ok && voucher.promoCode).toBe('SANDBOX10');
    expect(validate({ promoCode: 'SANDBOX10' })).toMatchObject({ ok: true, promoCode: null });
  });
});

describe('validateTopup names every failing field', () => {
  it.each<[string, Partial<TopupFormState>, object]>([
    ['no phone number', { phone: '' }, { phone: 'required' }],
    ['a landline', { phone: '030 12345678' }, { phone: 'landline' }],
    ['no amount typed', { productId: 'p-free', customAmount: '' }, { amount: 'amountInvalid' }],
    ['an amount below the minimum', { productId: 'p-free', customAmount: '4.99' }, { amount: 'amountRange' }],
    [
      'an amount above the maximum',
      { productId: 'p-free', customAmount: '150.01' },
      { amount: 'amountRange' },
    ],
    ['a product that is out of stock', { productId: 'p-100' }, { amount: 'amountRequired' }],
    ['quantity 0', { quantity: '0' }, { quantity: 'quantityRange' }],
    ['quantity 21', { quantity: '21' }, { quantity: 'quantityRange' }],
    [
      'a PIN of 3 digits and no consent',
      { kind: 'SMS', pin: '123' },
      { pin: 'pinInvalid', smsConsent: 'smsConsentRequired' },
    ],
    ['no cash code', { kind: 'CASH_CODE', cashCode: '' }, { cashCode: 'cashCodeInvalid' }],
    [
      'a promo code with spaces',
      { kind: 'VOUCHER', productId: 'v-15', promoCode: 'NO WAY' },
      { promoCode: 'promoCodeInvalid' },
    ],
  ])('%s', (_, patch, errors) => {
    expect(validate(patch)).toEqual({ ok: false, errors });
  });

  it('asks for the customer’s own limit where the tenant’s is not a number (kaufland "custom")', () => {
    const custom = tenantFixture({ topup: { ...shop.topup, lowBalanceLimit: 'custom' } });
    const state = { ...form({ kind: 'AUTOMATIC', autoType: 'LOW_BALANCE' }) };
    expect(validateTopup(state, custom, products, phoneLib)).toEqual({
      ok: false,
      errors: { lowBalanceLimit: 'lowBalanceLimitInvalid' },
    });
    const ok = validateTopup({ ...state, lowBalanceLimit: '3' }, custom, products, phoneLib);
    expect(ok.ok && ok.entry.autoTopupOption).toEqual({ lowBalanceOption: { lowBalanceLimit: 3 } });
  });
});

describe('SPEC §5: an add creates one item entry per quantity', () => {
  it.each([1, 2, 5, 20])('quantity %i → %i items', (quantity) => {
    const result = validate({ quantity: String(quantity) });
    if (!result.ok) throw new Error('invalid');
    const items = expandQuantity([result.entry]);
    expect(items).toHaveLength(quantity);
    expect(items.every((item) => item.productId === 'p-10' && !('quantity' in item))).toBe(true);
  });
});

describe('parseAmount', () => {
  it.each([
    ['15', 15],
    ['12,50', 12.5],
    ['12.5', 12.5],
    [' 7 ', 7],
    ['1.234', null],
    ['abc', null],
    ['', null],
    ['-3', null],
  ])('%j → %s', (text, amount) => {
    expect(parseAmount(text)).toBe(amount);
  });
});
