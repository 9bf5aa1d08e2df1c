import type { UnknownAction } from '@reduxjs/toolkit';
import { describe, expect, it } from 'vitest';
import { checkoutFlowSlice, otpClosed, type CheckoutFlowState } from '@/features/checkout/checkoutFlowSlice';
import {
  confirmOtp,
  loadCustomer,
  loadPaymentMethods,
  pay,
  submitAddress,
} from '@/features/checkout/checkoutThunks';

const reduce = checkoutFlowSlice.reducer;
const initial = reduce(undefined, { type: 'init' });
const methods = [{ name: 'creditcard' }] as CheckoutFlowState['methods'];
const frame = { kind: 'bankTransfer', url: '/transfer' } as const;
const refused = { errorCode: 'PAYMENT_METHOD_IS_NOT_AVAILABLE', messageKey: 'x', paymentStart: true };

describe('the payment page flags follow the thunks (lifecycle → state)', () => {
  it.each<[string, Partial<CheckoutFlowState>, UnknownAction, Partial<CheckoutFlowState>]>([
    [
      'methods answered',
      { methodsFailed: true },
      loadPaymentMethods.fulfilled(methods!, 'r'),
      { methods, methodsFailed: false },
    ],
    [
      'methods refused',
      { methods },
      loadPaymentMethods.rejected(null, 'r'),
      { methods: null, methodsFailed: true },
    ],
    ['customer known', {}, loadCustomer.fulfilled({ signedIn: true, tokens: [] }, 'r'), { signedIn: true }],
    ['address asks for a code', {}, submitAddress.fulfilled('otp', 'r'), { otpOpen: true }],
    ['address goes on', {}, submitAddress.fulfilled('normal', 'r'), { otpOpen: false }],
    ['code confirmed', { otpOpen: true }, confirmOtp.fulfilled(true, 'r', '1234'), { otpOpen: false }],
    ['dialog closed', { otpOpen: true }, otpClosed(), { otpOpen: false }],
    [
      'pay pressed',
      { paypalTransactionError: true },
      pay.pending('r', { method: 'ideal' }),
      { busy: true, paypalTransactionError: false },
    ],
    [
      'leaving for the payer',
      { busy: true },
      pay.fulfilled({ to: 'external', url: '/pay' }, 'r', { method: 'ideal' }),
      { busy: true },
    ],
    [
      'shown in the page',
      { busy: true },
      pay.fulfilled({ to: 'here', shown: frame }, 'r', { method: 'banktransfer' }),
      { busy: false, started: frame },
    ],
    [
      'a PayPal start refused',
      { busy: true },
      pay.rejected(null, 'r', { method: 'paypal' }, refused),
      { busy: false, paypalTransactionError: true },
    ],
    [
      'another start refused',
      { busy: true },
      pay.rejected(null, 'r', { method: 'ideal' }, refused),
      { busy: false, paypalTransactionError: false },
    ],
    [
      'a PayPal token order refused',
      { busy: true },
      pay.rejected(null, 'r', { method: 'paypal', savedTokenId: 'PT' }, { errorCode: 'X', messageKey: 'x' }),
      { busy: false, paypalTransactionError: false },
    ],
  ])('%s', (_, before, action, after) => {
    expect(reduce({ ...initial, ...before }, action)).toMatchObject(after);
  });
});

describe('the saved cards the server rendered (ADR 0050)', () => {
  const card = { id: 'T1', expiry: '12/30', paymentMethod: 'creditcard' };

  it('stay the same array when the browser reads the same cards again: nothing renders for them', () => {
    const served = reduce(initial, loadCustomer.fulfilled({ signedIn: true, tokens: [card] }, 'r'));
    const again = reduce(served, loadCustomer.fulfilled({ signedIn: true, tokens: [{ ...card }] }, 'r'));
    expect(again.tokens).toBe(served.tokens);
  });

  it('are replaced by cards that changed', () => {
    const served = reduce(initial, loadCustomer.fulfilled({ signedIn: true, tokens: [card] }, 'r'));
    const changed = reduce(
      served,
      loadCustomer.fulfilled({ signedIn: true, tokens: [{ ...card, expiry: '01/31' }] }, 'r'),
    );
    expect(changed.tokens).toEqual([{ ...card, expiry: '01/31' }]);
  });
});
