import { GENERAL_ERROR } from '@/api/generalError';
import { COMMIT_MAX_RETRIES, COMMIT_POLL_DELAY_MS } from '@/config/constants';

/** SPEC §4 payment UI statuses. */
export const paymentUiStatuses = [
  'Pending',
  'Success',
  'Failure',
  'Refunded',
  'PartialSuccess',
  'PartiallyRefunded',
  'Cancelled',
] as const;
export type PaymentUiStatus = (typeof paymentUiStatuses)[number];

export type ResultImage = 'successful' | 'failed' | 'refunded' | 'pending';

/** SPEC §4 result image of each payment UI status. */
export const RESULT_IMAGE: Readonly<Record<PaymentUiStatus, ResultImage>> = {
  Success: 'successful',
  PartialSuccess: 'successful',
  PartiallyRefunded: 'successful',
  Failure: 'failed',
  Cancelled: 'failed',
  Refunded: 'refunded',
  Pending: 'pending',
};

/** How a settled commit explains itself: a message key, or the server's own words. */
export interface ResultMessageInput {
  status: PaymentUiStatus;
  messageKey?: string;
  serverMessage?: string;
}

/** The text to show: a key of the common namespace, or the server's message as is. */
export type ResultMessage = { key: string; values?: Record<string, number> } | { text: string };

/**
 * What the pending text says about the polling it shows (SPEC §4, §9: a check every 50 s, at most
 * 10 retries), from the constants the commit runs on, so the words and the countdown agree.
 */
export const PENDING_POLLING = {
  seconds: COMMIT_POLL_DELAY_MS / 1000,
  minutes: Math.ceil((COMMIT_POLL_DELAY_MS * COMMIT_MAX_RETRIES) / 60_000),
};

/**
 * SPEC §4 result message: success shows the success text, failure the server message or a general
 * error, refunded a refunded message, pending a pending message. A specific SPEC §8 key the commit
 * chose (paymentOperationTimedOut, fraudDeclinedTransaction, partiallyCommittedMessage …) wins.
 */
export function resultMessage(
  { status, messageKey, serverMessage }: ResultMessageInput,
  variant: 'order' | 'cashCode' = 'order',
): ResultMessage {
  if (messageKey) return { key: messageKey };
  switch (status) {
    case 'Success':
      // a cash-code order is paid at a store after this page: its success is a reservation
      return { key: variant === 'cashCode' ? 'result.message.cashCode' : 'result.message.success' };
    case 'Pending':
      return { key: 'result.message.pending', values: PENDING_POLLING };
    case 'Refunded':
      return { key: 'refunded' };
    case 'PartialSuccess':
      return { key: 'partiallyCommittedMessage' };
    case 'PartiallyRefunded':
      return { key: 'partiallyRefundedMessage' };
    case 'Cancelled':
      return { key: 'result.message.cancelled' };
    case 'Failure':
      return serverMessage ? { text: serverMessage } : { key: GENERAL_ERROR };
  }
}

export type RefundKind = 'partial' | 'full' | null;

/**
 * SPEC §4 refund classification: partially refunded when the order status is partially refunded,
 * or it is already committed and the payment is partially refunded; fully refunded likewise.
 */
export function refundKind(
  orderStatus: string | undefined,
  paymentStatus: string | undefined,
  alreadyCommitted: boolean,
): RefundKind {
  if (orderStatus === 'partiallyRefunded' || (alreadyCommitted && paymentStatus === 'partiallyRefunded'))
    return 'partial';
  if (orderStatus === 'refunded' || (alreadyCommitted && paymentStatus === 'refunded')) return 'full';
  return null;
}
