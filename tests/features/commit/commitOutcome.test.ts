import { describe, expect, it } from 'vitest';
import { COMMIT_MAX_RETRIES, COMMIT_POLL_DELAY_MS, COMMIT_SLOW_CHECK_MAX_MS } from '@/config/constants';
import {
  commitOutcome,
  nextCheckDelay,
  type CommitCall,
  type CommitOutcome,
} from '@/features/commit/commitOutcome';

const answer = (orderStatus: string, paymentStatus?: string, messages: string[] = []): CommitCall => ({
  answer: { orderStatus, messages, ...(paymentStatus ? { paymentStatus } : {}) },
});
const error = (errorCode: string, message = errorCode, body: Record<string, unknown> = {}): CommitCall => ({
  error: { errorCode, message, body: { errorCode, message, ...body } },
});
const item = { productId: 'p-topup-15', amount: 15, quantity: 2, phoneNumber: '+4915112349901' };

/** Checked again after the poll delay: undecided, or not known (`unreachable`: the check failed). */
const pending = (retries: number, unreachable = false): CommitOutcome => ({
  kind: 'pending',
  retries,
  delay: nextCheckDelay(retries),
  unreachable,
  unconfirmed: retries > COMMIT_MAX_RETRIES,
});
const settled = (
  status: string,
  payAgain: boolean,
  extra: { messageKey?: string; serverMessage?: string } = {},
) => ({ kind: 'settled', status, payAgain, ...extra });

describe('SPEC §4 commit order: answers', () => {
  it.each<[string, CommitCall, number, unknown]>([
    ['pending, first answer', answer('paymentPending', 'PAYMENT_PENDING'), 0, pending(1)],
    ['pending below 10 retries', answer('paymentPending', 'PAYMENT_PENDING'), 8, pending(9)],
    ['payment not started yet', answer('paymentInit', 'PAYMENT_PENDING'), 3, pending(4)],
    [
      'pending after 9 retries: the 10th retry follows',
      answer('paymentPending', 'PAYMENT_PENDING'),
      COMMIT_MAX_RETRIES - 1,
      pending(COMMIT_MAX_RETRIES),
    ],
    [
      'pending after 10 retries (the 11th call): not known, checked on at a longer interval',
      answer('paymentPending', 'PAYMENT_PENDING'),
      COMMIT_MAX_RETRIES,
      pending(COMMIT_MAX_RETRIES + 1),
    ],
    [
      'partially committed',
      answer('partiallyCommitted', 'paymentAuthorized', ['Some items could not be delivered']),
      0,
      settled('PartialSuccess', false, { messageKey: 'partiallyCommittedMessage' }),
    ],
    [
      'product error is said in the page’s language, not the backend’s',
      answer('productProcessError', 'paymentAuthorized', ['The top-up could not be delivered']),
      0,
      settled('Failure', false, { messageKey: 'productProcessErrorMessage' }),
    ],
    [
      'failed (declined) is said in the page’s language, not the backend’s',
      answer('failed', 'declined', ['The payment was declined']),
      2,
      settled('Failure', true, { messageKey: 'paymentDeclined' }),
    ],
    [
      'failed for a reason the shop cannot name shows the server message',
      answer('failed', 'paymentAuthorized', ['Blocked by the operator']),
      0,
      settled('Failure', false, { serverMessage: 'Blocked by the operator' }),
    ],
    ['failed without a message', answer('failed', 'paymentAuthorized'), 0, settled('Failure', false)],
    [
      'full refund',
      answer('refunded', 'refunded', ['The payment was refunded']),
      0,
      settled('Refunded', false, { messageKey: 'refunded' }),
    ],
    [
      'partial refund',
      answer('partiallyRefunded', 'partiallyRefunded'),
      0,
      settled('PartiallyRefunded', false, { messageKey: 'partiallyRefundedMessage' }),
    ],
    ['committed', answer('committed', 'paymentAuthorized'), 0, settled('Success', false)],
    ['product process done', answer('productProcessDone', 'paymentAuthorized'), 4, settled('Success', false)],
    ['paid', answer('paid', 'paymentAuthorized'), 0, settled('Success', false)],
    // SPEC §7 names only orderStatus and messages: the rest is read when present
    ['committed, with only the fields SPEC names', answer('committed'), 0, settled('Success', false)],
    [
      'already committed in the answer, payment authorised',
      answer('ORDER_ALREADY_COMMITTED', 'paymentAuthorized'),
      0,
      settled('Success', false),
    ],
    [
      'already committed in the answer, payment refunded',
      answer('ORDER_ALREADY_COMMITTED', 'refunded'),
      0,
      settled('Refunded', false, { messageKey: 'refunded' }),
    ],
    [
      'already committed in the answer, nothing else said: not known',
      answer('ORDER_ALREADY_COMMITTED'),
      0,
      pending(1),
    ],
    ['a state SPEC does not name: not known', answer('settledSomehow', 'paymentAuthorized'), 0, pending(1)],
  ])('%s', (_, call, retries, expected) => {
    expect(commitOutcome(call, retries)).toEqual(expected);
  });

  it('counts the retries the backend reports when it reports more (another tab checked too)', () => {
    const call: CommitCall = {
      answer: { orderStatus: 'paymentPending', paymentStatus: 'PAYMENT_PENDING', commitOrderRetries: 11 },
    };
    expect(commitOutcome(call, 2)).toEqual(pending(COMMIT_MAX_RETRIES + 1));
    expect(commitOutcome({ answer: { ...call.answer, commitOrderRetries: 1 } }, 2)).toEqual(pending(3));
  });
});

describe('SPEC §4 commit order: error branches', () => {
  it.each<[string, CommitCall, unknown]>([
    [
      'cancelled payment with items goes back to payment with them',
      error('PAYMENT_CANCELLED', 'The payment was cancelled', { orderStatus: 'cancelled', items: [item] }),
      { kind: 'cancelled', items: [item] },
    ],
    [
      'cancelled payment without items',
      error('PAYMENT_CANCELLED', 'The payment was cancelled', { orderStatus: 'cancelled', items: [] }),
      settled('Cancelled', true),
    ],
    [
      'a fraud decline',
      error('FRAUD_DECLINED', 'The transaction was declined by the fraud check', { orderStatus: 'failed' }),
      settled('Failure', true, { messageKey: 'fraudDeclinedTransaction' }),
    ],
    [
      'fraud in any code, any case',
      error('UNKNOWN_ERROR', 'Suspected FRAUD'),
      settled('Failure', true, { messageKey: 'fraudDeclinedTransaction' }),
    ],
    [
      'already committed and authorized',
      error('ORDER_ALREADY_COMMITTED', 'The order was already committed', {
        orderStatus: 'committed',
        paymentStatus: 'paymentAuthorized',
      }),
      settled('Success', false),
    ],
    [
      'already committed, no payment status, a delivered state',
      error('ORDER_ALREADY_COMMITTED', 'already', { orderStatus: 'committed' }),
      settled('Success', false),
    ],
    [
      'already committed, payment cancelled',
      error('ORDER_ALREADY_COMMITTED', 'already', { orderStatus: 'committed', paymentStatus: 'cancelled' }),
      settled('Cancelled', true),
    ],
    [
      'already committed, product process done, payment started only: not known',
      error('ORDER_ALREADY_COMMITTED', 'already', {
        orderStatus: 'productProcessDone',
        paymentStatus: 'paymentInit',
      }),
      pending(1),
    ],
    [
      'already committed, nothing else said: not known',
      error('ORDER_ALREADY_COMMITTED', 'already'),
      pending(1),
    ],
    [
      'already committed, authorized, no order status',
      error('ORDER_ALREADY_COMMITTED', 'already', { paymentStatus: 'paymentAuthorized' }),
      settled('Success', false),
    ],
    [
      'refunded and authorized',
      error('ORDER_ALREADY_COMMITTED', 'already', {
        orderStatus: 'refunded',
        paymentStatus: 'paymentAuthorized',
      }),
      settled('Refunded', false, { messageKey: 'refunded' }),
    ],
    [
      'already committed, payment refunded',
      error('ORDER_ALREADY_COMMITTED', 'already', { paymentStatus: 'refunded' }),
      settled('Refunded', false, { messageKey: 'refunded' }),
    ],
    [
      'already committed, payment partially refunded',
      error('ORDER_ALREADY_COMMITTED', 'already', { paymentStatus: 'partiallyRefunded' }),
      settled('PartiallyRefunded', false, { messageKey: 'partiallyRefundedMessage' }),
    ],
    [
      'already committed in part',
      error('ORDER_ALREADY_COMMITTED', 'already', {
        orderStatus: 'partiallyCommitted',
        paymentStatus: 'paymentAuthorized',
      }),
      settled('PartialSuccess', false, { messageKey: 'partiallyCommittedMessage' }),
    ],
    [
      'already committed with a product error',
      error('ORDER_ALREADY_COMMITTED', 'already', {
        orderStatus: 'productProcessError',
        paymentStatus: 'paymentAuthorized',
      }),
      settled('Failure', false, { messageKey: 'productProcessErrorMessage' }),
    ],
    [
      'already committed, payment declined',
      error('ORDER_ALREADY_COMMITTED', 'already', { orderStatus: 'failed', paymentStatus: 'declined' }),
      settled('Failure', true, { messageKey: 'paymentDeclined' }),
    ],
    [
      'already committed, still pending',
      error('ORDER_ALREADY_COMMITTED', 'already', {
        orderStatus: 'paymentPending',
        paymentStatus: 'PAYMENT_PENDING',
      }),
      pending(1),
    ],
    ['a network failure is checked again', error('NETWORK_ERROR', 'offline'), pending(1, true)],
    ['the upstream down is checked again', error('UPSTREAM_UNAVAILABLE', 'down'), pending(1, true)],
    [
      'a 5xx without a code is checked again',
      error('UNKNOWN_ERROR', 'Internal Server Error'),
      pending(1, true),
    ],
    [
      'an answer the shop cannot read is checked again',
      error('SCHEMA_MISMATCH', 'The server answered in an unexpected shape'),
      pending(1, true),
    ],
    [
      'a code the shop does not know is checked again',
      error('SOMETHING_NEW', 'Something new'),
      pending(1, true),
    ],
    [
      'an unknown order (never created) is said in the page’s language',
      error('UNKNOWN_ORDER', 'No such order for this cart'),
      settled('Failure', true, { messageKey: 'unknownOrderMessage' }),
    ],
    ...['PAYMENT_REQUIRED', 'PAYMENT_MISMATCH'].map((code): [string, CommitCall, unknown] => [
      `${code}: the payment was not completed`,
      error(code, 'The order is not paid'),
      settled('Failure', true, { messageKey: 'paymentNotCompletedMessage' }),
    ]),
    [
      'a token that is not the order’s: the order may be paid with its own',
      error('PAYMENT_TOKEN_INVALID', 'The payment token does not belong to this order'),
      settled('Failure', false, { messageKey: 'paymentTokenInvalidMessage' }),
    ],
  ])('%s', (_, call, expected) => {
    expect(commitOutcome(call, 0)).toEqual(expected);
  });

  it('a failed check past the 10th retry is not known either, and says the check did not get through', () => {
    expect(commitOutcome(error('NETWORK_ERROR', 'offline'), COMMIT_MAX_RETRIES - 1)).toEqual(
      pending(COMMIT_MAX_RETRIES, true),
    );
    expect(commitOutcome(error('UNKNOWN_ERROR', 'Bad Gateway'), COMMIT_MAX_RETRIES)).toEqual(
      pending(COMMIT_MAX_RETRIES + 1, true),
    );
  });

  it('re-adds one entry per cancelled order item, with its amount and phone number', () => {
    const outcome = commitOutcome(
      error('PAYMENT_CANCELLED', 'cancelled', {
        items: [item, { productId: 'esim-1gb', amount: 4.99, quantity: 1 }, { broken: true }],
      }),
      0,
    );
    expect(outcome).toEqual({
      kind: 'cancelled',
      items: [item, { productId: 'esim-1gb', amount: 4.99, quantity: 1 }],
    });
  });
});

/**
 * Only an outcome known to be unpaid invites paying again: one that may have been paid (a timeout,
 * a 5xx, a network error, an answer the shop cannot read) never does, or a slow provider becomes a
 * double charge. Every outcome, past the 10th retry where that makes a difference.
 */
describe('may the customer pay again?', () => {
  const pastRetries = COMMIT_MAX_RETRIES;
  it.each<[string, CommitCall, boolean]>([
    ['declined', answer('failed', 'declined'), true],
    ['cancelled by the customer', error('PAYMENT_CANCELLED', 'cancelled', { items: [] }), true],
    ['cancelled order state', answer('cancelled'), true],
    ['a fraud decline', error('FRAUD_DECLINED', 'fraud check'), true],
    ['payment required', error('PAYMENT_REQUIRED'), true],
    ['payment mismatch', error('PAYMENT_MISMATCH'), true],
    ['an order never created', error('UNKNOWN_ORDER'), true],
    ['success', answer('committed', 'paymentAuthorized'), false],
    ['partial success', answer('partiallyCommitted', 'paymentAuthorized'), false],
    ['refunded', answer('refunded', 'refunded'), false],
    ['partially refunded', answer('partiallyRefunded', 'partiallyRefunded'), false],
    ['a product error (paid, to be refunded)', answer('productProcessError', 'paymentAuthorized'), false],
    ['failed, payment authorised', answer('failed', 'paymentAuthorized'), false],
    ['aborted', answer('aborted'), false],
    ['aborted, answer received', answer('abortedButResponseReceived'), false],
    ['a token that is not the order’s', error('PAYMENT_TOKEN_INVALID'), false],
    ['still pending past the 10th retry', answer('paymentPending', 'PAYMENT_PENDING'), false],
    ['a network error', error('NETWORK_ERROR'), false],
    ['the upstream down', error('UPSTREAM_UNAVAILABLE'), false],
    ['a 5xx', error('UNKNOWN_ERROR', 'Internal Server Error'), false],
    ['an answer the shop cannot read', error('SCHEMA_MISMATCH'), false],
    ['an unknown error code', error('SOMETHING_NEW'), false],
    ['an unknown order state', answer('weird'), false],
    ['already committed, nothing said', error('ORDER_ALREADY_COMMITTED'), false],
  ])('%s: %s', (_, call, payAgain) => {
    for (const retries of [0, pastRetries]) {
      const outcome = commitOutcome(call, retries);
      expect(outcome.kind === 'settled' && outcome.payAgain).toBe(payAgain);
    }
  });
});

describe('the checks after the 10th retry wait longer each time', () => {
  it.each([
    [1, COMMIT_POLL_DELAY_MS],
    [COMMIT_MAX_RETRIES, COMMIT_POLL_DELAY_MS],
    [COMMIT_MAX_RETRIES + 1, 2 * COMMIT_POLL_DELAY_MS],
    [COMMIT_MAX_RETRIES + 2, 4 * COMMIT_POLL_DELAY_MS],
    [COMMIT_MAX_RETRIES + 3, 8 * COMMIT_POLL_DELAY_MS],
    [COMMIT_MAX_RETRIES + 5, COMMIT_SLOW_CHECK_MAX_MS],
    [COMMIT_MAX_RETRIES + 500, COMMIT_SLOW_CHECK_MAX_MS],
  ])('after %i checks: %i ms', (retries, delay) => {
    expect(nextCheckDelay(retries)).toBe(delay);
  });
});
