import { describe, expect, it } from 'vitest';
import { COMMIT_MAX_RETRIES } from '@/config/constants';
import { commitOutcome, type CommitCall, type CommitOutcome } from '@/features/commit/commitOutcome';

const answer = (orderStatus: string, paymentStatus: string, messages: string[] = []): CommitCall => ({
  answer: { orderStatus, paymentStatus, messages },
});
const error = (errorCode: string, message = errorCode, body: Record<string, unknown> = {}): CommitCall => ({
  error: { errorCode, message, body: { errorCode, message, ...body } },
});
const item = { productId: 'p-topup-15', amount: 15, quantity: 2, phoneNumber: '+4915112349901' };

describe('SPEC §4 commit order: answers', () => {
  it.each<[string, CommitCall, number, ReturnType<typeof commitOutcome>]>([
    [
      'pending, first answer',
      answer('paymentPending', 'PAYMENT_PENDING'),
      0,
      { kind: 'pending', retries: 1 },
    ],
    [
      'pending below 10 retries',
      answer('paymentPending', 'PAYMENT_PENDING'),
      8,
      { kind: 'pending', retries: 9 },
    ],
    ['payment not started yet', answer('paymentInit', 'PAYMENT_PENDING'), 3, { kind: 'pending', retries: 4 }],
    [
      'pending after 9 retries: the 10th retry follows',
      answer('paymentPending', 'PAYMENT_PENDING'),
      COMMIT_MAX_RETRIES - 1,
      { kind: 'pending', retries: COMMIT_MAX_RETRIES },
    ],
    [
      'pending after 10 retries (the 11th call) times out',
      answer('paymentPending', 'PAYMENT_PENDING'),
      COMMIT_MAX_RETRIES,
      { kind: 'settled', status: 'Failure', messageKey: 'paymentOperationTimedOut' },
    ],
    [
      'partially committed',
      answer('partiallyCommitted', 'paymentAuthorized', ['Some items could not be delivered']),
      0,
      { kind: 'settled', status: 'PartialSuccess', messageKey: 'partiallyCommittedMessage' },
    ],
    [
      'product error is said in the page’s language, not the backend’s',
      answer('productProcessError', 'paymentAuthorized', ['The top-up could not be delivered']),
      0,
      { kind: 'settled', status: 'Failure', messageKey: 'productProcessErrorMessage' },
    ],
    [
      'failed (declined) is said in the page’s language, not the backend’s',
      answer('failed', 'declined', ['The payment was declined']),
      2,
      { kind: 'settled', status: 'Failure', messageKey: 'paymentDeclined' },
    ],
    [
      'failed for a reason the shop cannot name shows the server message',
      answer('failed', 'paymentAuthorized', ['Blocked by the operator']),
      0,
      { kind: 'settled', status: 'Failure', serverMessage: 'Blocked by the operator' },
    ],
    [
      'failed without a message',
      answer('failed', 'paymentAuthorized'),
      0,
      { kind: 'settled', status: 'Failure' },
    ],
    [
      'full refund',
      answer('refunded', 'refunded', ['The payment was refunded']),
      0,
      { kind: 'settled', status: 'Refunded', messageKey: 'refunded' },
    ],
    [
      'partial refund',
      answer('partiallyRefunded', 'partiallyRefunded'),
      0,
      { kind: 'settled', status: 'PartiallyRefunded', messageKey: 'partiallyRefundedMessage' },
    ],
    ['committed', answer('committed', 'paymentAuthorized'), 0, { kind: 'settled', status: 'Success' }],
    [
      'product process done',
      answer('productProcessDone', 'paymentAuthorized'),
      4,
      { kind: 'settled', status: 'Success' },
    ],
    ['paid', answer('paid', 'paymentAuthorized'), 0, { kind: 'settled', status: 'Success' }],
  ])('%s', (_, call, retries, expected) => {
    expect(commitOutcome(call, retries)).toEqual(expected);
  });
});

describe('SPEC §4 commit order: error branches', () => {
  it.each<[string, CommitCall, ReturnType<typeof commitOutcome>]>([
    [
      'cancelled payment with items goes back to payment with them',
      error('PAYMENT_CANCELLED', 'The payment was cancelled', { orderStatus: 'cancelled', items: [item] }),
      { kind: 'cancelled', items: [item] },
    ],
    [
      'cancelled payment without items',
      error('PAYMENT_CANCELLED', 'The payment was cancelled', { orderStatus: 'cancelled', items: [] }),
      { kind: 'settled', status: 'Cancelled' },
    ],
    [
      'a message with fraud',
      error('FRAUD_DECLINED', 'The transaction was declined by the fraud check', { orderStatus: 'failed' }),
      { kind: 'settled', status: 'Failure', messageKey: 'fraudDeclinedTransaction' },
    ],
    [
      'fraud in any code, any case',
      error('UNKNOWN_ERROR', 'Suspected FRAUD'),
      { kind: 'settled', status: 'Failure', messageKey: 'fraudDeclinedTransaction' },
    ],
    [
      'already committed and authorized',
      error('ORDER_ALREADY_COMMITTED', 'The order was already committed', {
        orderStatus: 'committed',
        paymentStatus: 'paymentAuthorized',
      }),
      { kind: 'settled', status: 'Success' },
    ],
    [
      'already committed, payment not authorised: no payment status',
      error('ORDER_ALREADY_COMMITTED', 'already', { orderStatus: 'committed' }),
      { kind: 'settled', status: 'Failure' },
    ],
    [
      'already committed, payment not authorised: payment cancelled',
      error('ORDER_ALREADY_COMMITTED', 'already', { orderStatus: 'committed', paymentStatus: 'cancelled' }),
      { kind: 'settled', status: 'Failure' },
    ],
    [
      'already committed, payment not authorised: product process done, payment started only',
      error('ORDER_ALREADY_COMMITTED', 'already', {
        orderStatus: 'productProcessDone',
        paymentStatus: 'paymentInit',
      }),
      { kind: 'settled', status: 'Failure' },
    ],
    [
      'already committed, authorized, no order status',
      error('ORDER_ALREADY_COMMITTED', 'already', { paymentStatus: 'paymentAuthorized' }),
      { kind: 'settled', status: 'Success' },
    ],
    [
      'refunded and authorized',
      error('ORDER_ALREADY_COMMITTED', 'already', {
        orderStatus: 'refunded',
        paymentStatus: 'paymentAuthorized',
      }),
      { kind: 'settled', status: 'Refunded', messageKey: 'refunded' },
    ],
    [
      'already committed, payment refunded',
      error('ORDER_ALREADY_COMMITTED', 'already', { paymentStatus: 'refunded' }),
      { kind: 'settled', status: 'Refunded', messageKey: 'refunded' },
    ],
    [
      'already committed, payment partially refunded',
      error('ORDER_ALREADY_COMMITTED', 'already', { paymentStatus: 'partiallyRefunded' }),
      { kind: 'settled', status: 'PartiallyRefunded', messageKey: 'partiallyRefundedMessage' },
    ],
    [
      'already committed in part',
      error('ORDER_ALREADY_COMMITTED', 'already', {
        orderStatus: 'partiallyCommitted',
        paymentStatus: 'paymentAuthorized',
      }),
      { kind: 'settled', status: 'PartialSuccess', messageKey: 'partiallyCommittedMessage' },
    ],
    [
      'already committed with a product error',
      error('ORDER_ALREADY_COMMITTED', 'already', {
        orderStatus: 'productProcessError',
        paymentStatus: 'paymentAuthorized',
      }),
      { kind: 'settled', status: 'Failure', messageKey: 'productProcessErrorMessage' },
    ],
    [
      'already committed, payment declined',
      error('ORDER_ALREADY_COMMITTED', 'already', { orderStatus: 'failed', paymentStatus: 'declined' }),
      { kind: 'settled', status: 'Failure', messageKey: 'paymentDeclined' },
    ],
    [
      'already committed, still pending',
      error('ORDER_ALREADY_COMMITTED', 'already', {
        orderStatus: 'paymentPending',
        paymentStatus: 'PAYMENT_PENDING',
      }),
      { kind: 'pending', retries: 1 },
    ],
    ['network failure is checked again', error('NETWORK_ERROR', 'offline'), { kind: 'pending', retries: 1 }],
    [
      'upstream down is checked again',
      error('UPSTREAM_UNAVAILABLE', 'down'),
      { kind: 'pending', retries: 1 },
    ],
    [
      'an unknown order is said in the page’s language',
      error('UNKNOWN_ORDER', 'No such order for this cart'),
      { kind: 'settled', status: 'Failure', messageKey: 'unknownOrderMessage' },
    ],
    ...['PAYMENT_REQUIRED', 'PAYMENT_MISMATCH', 'PAYMENT_TOKEN_INVALID'].map(
      (code): [string, CommitCall, CommitOutcome] => [
        `${code}: the payment was not completed`,
        error(code, 'The order is not paid'),
        { kind: 'settled', status: 'Failure', messageKey: 'paymentNotCompletedMessage' },
      ],
    ),
    [
      'any other error shows the server message',
      error('SOMETHING_NEW', 'Something new went wrong'),
      { kind: 'settled', status: 'Failure', serverMessage: 'Something new went wrong' },
    ],
  ])('%s', (_, call, expected) => {
    expect(commitOutcome(call, 0)).toEqual(expected);
  });

  it('times out a network failure after 10 retries like a pending answer', () => {
    expect(commitOutcome(error('NETWORK_ERROR', 'offline'), COMMIT_MAX_RETRIES - 1)).toEqual({
      kind: 'pending',
      retries: COMMIT_MAX_RETRIES,
    });
    expect(commitOutcome(error('NETWORK_ERROR', 'offline'), COMMIT_MAX_RETRIES)).toEqual({
      kind: 'settled',
      status: 'Failure',
      messageKey: 'paymentOperationTimedOut',
    });
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
