import { describe, expect, it } from 'vitest';
import { NO_PAYMENT_METHOD } from '@/api/cartPayment';
import type { StartPaymentResponse } from '@/api/checkout';
import {
  additionalDataOf,
  createsOrderOnly,
  savedCardDefault,
  startedPayment,
  type PaymentChoice,
} from '@/features/checkout/paymentFlow';

const response: StartPaymentResponse = {
  orderNumber: 'SBX1',
  payerUrl: '/sandbox/pay/pay_1',
  redirectUrl: '/sandbox/pay/pay_1?embed=1&token=EC-1',
  token: 'EC-1',
  paymentMethod: 'x',
};
const none = {
  iFrameCreditCard: false,
  payPalIframeEnabledOnceOff: false,
  payPalIframeEnabledAutomatic: false,
};

describe('SPEC §4 step 3: which choices create the order instead of starting a payment', () => {
  it.each<[string, PaymentChoice, boolean]>([
    ['a saved token', { method: 'creditcard', savedTokenId: 'PT-1' }, true],
    ['method N/A', { method: NO_PAYMENT_METHOD }, true],
    ['card', { method: 'creditcard' }, false],
    ['PayPal', { method: 'paypal' }, false],
  ])('%s → %s', (_name, choice, expected) => {
    expect(createsOrderOnly(choice)).toBe(expected);
  });
});

describe('SPEC §4 step 4: where a started payment goes', () => {
  it.each<[string, string, Partial<typeof none>, boolean, object]>([
    [
      'bank transfer stores its URL',
      'banktransfer',
      {},
      false,
      { kind: 'bankTransfer', url: '/sandbox/pay/pay_1' },
    ],
    [
      'PayPal with the once-off iframe setting',
      'paypal',
      { payPalIframeEnabledOnceOff: true },
      false,
      { kind: 'paypalFrame', url: response.redirectUrl, orderNumber: 'SBX1', token: 'EC-1' },
    ],
    [
      'PayPal once-off setting, automatic cart: redirect',
      'paypal',
      { payPalIframeEnabledOnceOff: true },
      true,
      { kind: 'redirect' },
    ],
    [
      'PayPal with the automatic iframe setting',
      'paypal',
      { payPalIframeEnabledAutomatic: true },
      true,
      { kind: 'paypalFrame' },
    ],
    [
      'card with iFrameCreditCard',
      'creditcard',
      { iFrameCreditCard: true },
      false,
      { kind: 'cardFrame', url: '/sandbox/pay/pay_1' },
    ],
    [
      'card without it: redirect to the payer URL',
      'creditcard',
      {},
      false,
      { kind: 'redirect', url: '/sandbox/pay/pay_1' },
    ],
    ['iDEAL: redirect', 'ideal', { iFrameCreditCard: true }, false, { kind: 'redirect' }],
  ])('%s', (_name, method, settings, automatic, expected) => {
    expect(startedPayment(method, response, { ...none, ...settings }, automatic)).toMatchObject(expected);
  });
});

describe('additionalData', () => {
  it('carries the crypto currency, and only for crypto', () => {
    expect(additionalDataOf({ method: 'crypto', cryptoCurrency: 'BTC' })).toEqual({ cryptoCurrency: 'BTC' });
    expect(additionalDataOf({ method: 'creditcard', cryptoCurrency: 'BTC' })).toBeUndefined();
  });

  it('carries how a voucher code travels', () => {
    expect(additionalDataOf({ method: 'paypal' }, 'whatsapp')).toEqual({ voucherDelivery: 'whatsapp' });
  });
});

describe('a saved card stays the default payment method, however the cart was filled', () => {
  const card = { id: 'PT-1', paymentMethod: 'creditcard' };
  const paypal = { id: 'PT-2', paymentMethod: 'paypal' };
  const offered = [
    { name: 'creditcard' },
    { name: 'paypal' },
    { name: 'ideal', unavailableFor: ['AUTOMATIC' as const] },
  ];
  it.each<
    [
      string,
      (typeof card)[],
      Parameters<typeof savedCardDefault>[1],
      Parameters<typeof savedCardDefault>[2],
      PaymentChoice | null,
    ]
  >([
    [
      'the first saved card',
      [card, paypal],
      offered,
      ['ONCE_OFF'],
      { method: 'creditcard', savedTokenId: 'PT-1' },
    ],
    ['no saved card: nothing chosen', [], offered, ['ONCE_OFF'], null],
    ['the methods not read yet: nothing chosen', [card], null, ['ONCE_OFF'], null],
    [
      'a card the shop does not offer: the next saved one',
      [card, paypal],
      [{ name: 'paypal' }],
      ['ONCE_OFF'],
      { method: 'paypal', savedTokenId: 'PT-2' },
    ],
    [
      'a method that cannot pay a kind in the cart is not chosen',
      [{ id: 'PT-3', paymentMethod: 'ideal' }],
      offered,
      ['AUTOMATIC'],
      null,
    ],
  ])('%s', (_name, tokens, methods, kinds, expected) => {
    expect(savedCardDefault(tokens, methods, kinds)).toEqual(expected);
  });
});
