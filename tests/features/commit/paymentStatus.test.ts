import { describe, expect, it } from 'vitest';
import {
  RESULT_IMAGE,
  paymentUiStatuses,
  refundKind,
  resultMessage,
  type PaymentUiStatus,
} from '@/features/commit/paymentStatus';

describe('SPEC §4 result image of each payment UI status', () => {
  it.each<[PaymentUiStatus, string]>([
    ['Success', 'successful'],
    ['PartialSuccess', 'successful'],
    ['PartiallyRefunded', 'successful'],
    ['Failure', 'failed'],
    ['Cancelled', 'failed'],
    ['Refunded', 'refunded'],
    ['Pending', 'pending'],
  ])('%s shows the %s image', (status, image) => {
    expect(RESULT_IMAGE[status]).toBe(image);
  });

  it('has an image for every status', () => {
    expect(Object.keys(RESULT_IMAGE).sort()).toEqual([...paymentUiStatuses].sort());
  });
});

describe('SPEC §4 result message', () => {
  it.each<[string, Parameters<typeof resultMessage>[0], ReturnType<typeof resultMessage>]>([
    ['success shows the success text', { status: 'Success' }, { key: 'result.message.success' }],
    [
      'pending shows the pending text, with the polling it runs',
      { status: 'Pending' },
      { key: 'result.message.pending', values: { seconds: 50, minutes: 9 } },
    ],
    ['refunded shows the refunded text', { status: 'Refunded' }, { key: 'refunded' }],
    ['partial success', { status: 'PartialSuccess' }, { key: 'partiallyCommittedMessage' }],
    ['partial refund', { status: 'PartiallyRefunded' }, { key: 'partiallyRefundedMessage' }],
    ['cancelled', { status: 'Cancelled' }, { key: 'result.message.cancelled' }],
    [
      'failure shows the server message',
      { status: 'Failure', serverMessage: 'The payment was declined' },
      { text: 'The payment was declined' },
    ],
    ['failure without one shows the general error', { status: 'Failure' }, { key: 'generalErrorMessage' }],
    [
      'a key the commit chose wins',
      { status: 'Failure', messageKey: 'paymentOperationTimedOut', serverMessage: 'x' },
      { key: 'paymentOperationTimedOut' },
    ],
  ])('%s', (_, input, expected) => {
    expect(resultMessage(input)).toEqual(expected);
  });

  it('a cash-code order succeeds with the text that says how it is paid', () => {
    expect(resultMessage({ status: 'Success' }, 'cashCode')).toEqual({ key: 'result.message.cashCode' });
    expect(resultMessage({ status: 'Failure' }, 'cashCode')).toEqual({ key: 'generalErrorMessage' });
  });
});

describe('SPEC §4 refund classification', () => {
  it.each<[string | undefined, string | undefined, boolean, ReturnType<typeof refundKind>]>([
    ['partiallyRefunded', 'partiallyRefunded', false, 'partial'],
    ['partiallyRefunded', 'paymentAuthorized', false, 'partial'],
    ['committed', 'partiallyRefunded', true, 'partial'],
    ['committed', 'partiallyRefunded', false, null],
    ['refunded', 'refunded', false, 'full'],
    ['refunded', 'paymentAuthorized', true, 'full'],
    [undefined, 'refunded', true, 'full'],
    ['committed', 'refunded', false, null],
    ['committed', 'paymentAuthorized', true, null],
    ['failed', 'declined', false, null],
  ])('order %s, payment %s, already committed %s → %s', (orderStatus, paymentStatus, already, kind) => {
    expect(refundKind(orderStatus, paymentStatus, already)).toBe(kind);
  });
});
