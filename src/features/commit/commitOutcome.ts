import { COMMIT_MAX_RETRIES } from '@/config/constants';
import { refundKind, type PaymentUiStatus } from './paymentStatus';

/** What the commit call reported: its answer, or its failure with the error answer's data. */
export type CommitCall =
  | { answer: { orderStatus: string; paymentStatus: string; messages: string[] } }
  | { error: { errorCode: string; message: string; body?: Record<string, unknown> } };

/** An item of a cancelled order, as the PAYMENT_CANCELLED answer carries it (SPEC §3 order item). */
export interface CancelledItem {
  productId: string;
  amount: number;
  quantity: number;
  phoneNumber?: string;
}

export type CommitOutcome =
  /** still pending: check again after the poll delay, with this many retries counted */
  | { kind: 'pending'; retries: number }
  /** cancelled with items: back to payment with the items in a new cart */
  | { kind: 'cancelled'; items: CancelledItem[] }
  | { kind: 'settled'; status: PaymentUiStatus; messageKey?: string; serverMessage?: string };

const PENDING_ORDER_STATES = new Set(['paymentPending', 'paymentInit']);
/** States in which nothing was delivered; SPEC §4 names product error and failed, the others mean the same. */
const FAILED_ORDER_STATES = new Set([
  'productProcessError',
  'failed',
  'aborted',
  'abortedButResponseReceived',
  'cancelled',
]);

/**
 * A failure the shop can name says so in the page's language: the backend's message is its own
 * language, shown only for a failure the shop has no words for (SPEC §4 "the server message").
 */
function failureMessage(
  orderStatus: string | undefined,
  paymentStatus: string | undefined,
  message: string | undefined,
): { messageKey?: string; serverMessage?: string } {
  if (paymentStatus === 'declined') return { messageKey: 'paymentDeclined' };
  if (orderStatus === 'productProcessError') return { messageKey: 'productProcessErrorMessage' };
  return message ? { serverMessage: message } : {};
}

/** Commit errors the shop names in the page's language (the backend's text would be English). */
const ERROR_KEYS: Readonly<Record<string, string>> = {
  UNKNOWN_ORDER: 'unknownOrderMessage',
  PAYMENT_REQUIRED: 'paymentNotCompletedMessage',
  PAYMENT_MISMATCH: 'paymentNotCompletedMessage',
  PAYMENT_TOKEN_INVALID: 'paymentNotCompletedMessage',
};

const settled = (status: PaymentUiStatus, extra: { messageKey?: string; serverMessage?: string } = {}) =>
  ({ kind: 'settled', status, ...extra }) as const;

/** SPEC §4 commit order, from the order and payment status (an answer, or the data of an error). */
function fromStatus(
  state: { orderStatus?: string; paymentStatus?: string; message?: string },
  retries: number,
  alreadyCommitted: boolean,
): CommitOutcome {
  const { orderStatus, paymentStatus } = state;
  // SPEC §4, §9: a pending answer after fewer than 10 retries is checked again (the first call and
  // 10 retries: 11 calls); the one after the 10th retry times out
  if (paymentStatus === 'PAYMENT_PENDING' || PENDING_ORDER_STATES.has(orderStatus ?? '')) {
    return retries < COMMIT_MAX_RETRIES
      ? { kind: 'pending', retries: retries + 1 }
      : settled('Failure', { messageKey: 'paymentOperationTimedOut' });
  }
  if (orderStatus === 'partiallyCommitted')
    return settled('PartialSuccess', { messageKey: 'partiallyCommittedMessage' });
  // a refund is a failure that gave the money back: classified before the failed states
  const refund = refundKind(orderStatus, paymentStatus, alreadyCommitted);
  if (refund === 'partial') return settled('PartiallyRefunded', { messageKey: 'partiallyRefundedMessage' });
  if (refund === 'full') return settled('Refunded', { messageKey: 'refunded' });
  const failure = settled('Failure', failureMessage(orderStatus, paymentStatus, state.message));
  if (FAILED_ORDER_STATES.has(orderStatus ?? '') || paymentStatus === 'declined') return failure;
  // an order committed before (a reload, a second tab) succeeded when its payment was authorised
  if (alreadyCommitted && paymentStatus !== 'paymentAuthorized') return failure;
  return settled('Success');
}

const text = (value: unknown): string | undefined => (typeof value === 'string' ? value : undefined);

function cancelledItems(body: Record<string, unknown> | undefined): CancelledItem[] {
  const items = Array.isArray(body?.items) ? (body.items as Array<Record<string, unknown>>) : [];
  return items
    .filter((item) => typeof item.productId === 'string' && typeof item.amount === 'number')
    .map((item) => ({
      productId: item.productId as string,
      amount: item.amount as number,
      quantity: typeof item.quantity === 'number' ? item.quantity : 1,
      ...(text(item.phoneNumber) ? { phoneNumber: text(item.phoneNumber) } : {}),
    }));
}

/**
 * The whole SPEC §4 commit mapping: `retries` is how many pending answers came before this one.
 * Errors: a cancelled payment with items goes back to payment; a message with "fraud" is a fraud
 * decline; an already committed order is judged by its payment; a network failure is checked
 * again like a pending payment; anything else fails with the server's message.
 */
export function commitOutcome(call: CommitCall, retries: number): CommitOutcome {
  if ('answer' in call)
    return fromStatus({ ...call.answer, message: call.answer.messages[0] }, retries, false);
  const { errorCode, message, body } = call.error;
  const orderStatus = text(body?.orderStatus);
  if (errorCode === 'PAYMENT_CANCELLED' || orderStatus === 'cancelled') {
    const items = cancelledItems(body);
    return items.length > 0 ? { kind: 'cancelled', items } : settled('Cancelled');
  }
  if (/fraud/i.test(message)) return settled('Failure', { messageKey: 'fraudDeclinedTransaction' });
  if (errorCode === 'ORDER_ALREADY_COMMITTED')
    return fromStatus({ orderStatus, paymentStatus: text(body?.paymentStatus) }, retries, true);
  if (errorCode === 'NETWORK_ERROR' || errorCode === 'UPSTREAM_UNAVAILABLE')
    return fromStatus({ paymentStatus: 'PAYMENT_PENDING' }, retries, false);
  const key = ERROR_KEYS[errorCode];
  return settled('Failure', key ? { messageKey: key } : { serverMessage: message });
}
