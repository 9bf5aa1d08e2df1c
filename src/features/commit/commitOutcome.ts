import { COMMIT_MAX_RETRIES, COMMIT_POLL_DELAY_MS, COMMIT_SLOW_CHECK_MAX_MS } from '@/config/constants';
import { refundKind, type PaymentUiStatus } from './paymentStatus';

/** What the commit call reported: its answer, or its failure with the error answer's data. */
export type CommitCall =
  | {
      /** SPEC §7 names orderStatus and messages; the rest is read when a backend sends it */
      answer: {
        orderStatus: string;
        messages?: string[];
        paymentStatus?: string;
        commitOrderRetries?: number;
      };
    }
  | { error: { errorCode: string; message: string; body?: Record<string, unknown> } };

/** An item of a cancelled order, as the PAYMENT_CANCELLED answer carries it (SPEC §3 order item). */
export interface CancelledItem {
  productId: string;
  amount: number;
  quantity: number;
  phoneNumber?: string;
}

/** A settled outcome as the page explains it. */
export interface SettledOutcome {
  status: PaymentUiStatus;
  messageKey?: string;
  serverMessage?: string;
  /** known to be unpaid: the page may offer to pay again (never after an outcome that may have been paid) */
  payAgain: boolean;
}

export type CommitOutcome =
  /**
   * Not decided yet, or not known: check again after `delay` with this many retries counted.
   * `unreachable` when the check itself failed (network, 5xx, an answer the shop cannot read), so
   * the page says so. Past the 10th retry SPEC records a Failure (paymentOperationTimedOut), but
   * the payment may still arrive: `unconfirmed`, and the order is checked on at growing intervals.
   */
  | { kind: 'pending'; retries: number; delay: number; unreachable: boolean; unconfirmed: boolean }
  /** cancelled with items: back to payment with the items in a new cart */
  | { kind: 'cancelled'; items: CancelledItem[] }
  | ({ kind: 'settled' } & SettledOutcome);

/** States in which the payment is under way; SPEC §4 names PAYMENT_PENDING, these mean the same. */
const PENDING_ORDER_STATES = new Set(['paymentPending', 'paymentInit']);
/** States after which something was delivered: SPEC §4 "otherwise Success", for the states it names. */
const DELIVERED_ORDER_STATES = new Set(['paid', 'committed', 'paymentAuthorized', 'productProcessDone']);
/** States in which nothing was delivered; SPEC §4 names product error and failed, the others mean the same. */
const FAILED_ORDER_STATES = new Set([
  'productProcessError',
  'failed',
  'aborted',
  'abortedButResponseReceived',
]);
/** SPEC §4 lists it as a state; a backend may answer it in the body instead of as an error. */
const ALREADY_COMMITTED = 'ORDER_ALREADY_COMMITTED';

/**
 * The wait before the next check: the poll delay up to the 10th retry, then twice the wait before,
 * up to COMMIT_SLOW_CHECK_MAX_MS (`retries` counts the checks that did not decide, this one included).
 */
export function nextCheckDelay(retries: number): number {
  const past = retries - COMMIT_MAX_RETRIES;
  if (past <= 0) return COMMIT_POLL_DELAY_MS;
  return Math.min(COMMIT_POLL_DELAY_MS * 2 ** Math.min(past, 16), COMMIT_SLOW_CHECK_MAX_MS);
}

/** An outcome that is not known: checked again, never a failure the customer is asked to pay for. */
function notKnown(retries: number, unreachable: boolean): CommitOutcome {
  const counted = retries + 1;
  return {
    kind: 'pending',
    retries: counted,
    delay: nextCheckDelay(counted),
    unreachable,
    unconfirmed: counted > COMMIT_MAX_RETRIES,
  };
}

const settled = (
  status: PaymentUiStatus,
  payAgain: boolean,
  extra: { messageKey?: string; serverMessage?: string } = {},
): CommitOutcome => ({ kind: 'settled', status, payAgain, ...extra });

/** SPEC §4 commit order, from the order and payment status (an answer, or the data of an error). */
function fromStatus(
  state: { orderStatus?: string; paymentStatus?: string; message?: string },
  retries: number,
  alreadyCommitted: boolean,
): CommitOutcome {
  const { orderStatus, paymentStatus } = state;
  // SPEC §4, §9: a pending answer after fewer than 10 retries is checked again (the first call and
  // 10 retries: 11 calls); after the 10th the outcome is not known (see notKnown)
  if (paymentStatus === 'PAYMENT_PENDING' || PENDING_ORDER_STATES.has(orderStatus ?? ''))
    return notKnown(retries, false);
  if (orderStatus === 'partiallyCommitted')
    return settled('PartialSuccess', false, { messageKey: 'partiallyCommittedMessage' });
  // a refund is a failure that gave the money back: classified before the failed states
  const refund = refundKind(orderStatus, paymentStatus, alreadyCommitted);
  if (refund === 'partial')
    return settled('PartiallyRefunded', false, { messageKey: 'partiallyRefundedMessage' });
  if (refund === 'full') return settled('Refunded', false, { messageKey: 'refunded' });
  // a declined payment took nothing: the one failure of a state that may be paid again
  if (paymentStatus === 'declined') return settled('Failure', true, { messageKey: 'paymentDeclined' });
  // a cancelled payment took nothing either
  if (orderStatus === 'cancelled' || paymentStatus === 'cancelled') return settled('Cancelled', true);
  if (orderStatus === 'productProcessError')
    return settled('Failure', false, { messageKey: 'productProcessErrorMessage' });
  if (FAILED_ORDER_STATES.has(orderStatus ?? ''))
    return settled('Failure', false, state.message ? { serverMessage: state.message } : {});
  // SPEC §4: an order committed before (a reload, a second tab) succeeded when its payment was
  // authorised; a delivered state says as much when the payment's is missing
  const delivered = DELIVERED_ORDER_STATES.has(orderStatus ?? '');
  if (alreadyCommitted)
    return paymentStatus === 'paymentAuthorized' || (paymentStatus === undefined && delivered)
      ? settled('Success', false)
      : notKnown(retries, false);
  if (delivered) return settled('Success', false);
  // a state SPEC does not name: the payment may have gone through
  return notKnown(retries, false);
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
 * Errors that say for certain that nothing was paid: the order does not exist, or its payment was
 * never completed. Each is said in the page's language (the backend's text would be English).
 */
const UNPAID_ERRORS: Readonly<Record<string, string>> = {
  UNKNOWN_ORDER: 'unknownOrderMessage',
  PAYMENT_REQUIRED: 'paymentNotCompletedMessage',
  PAYMENT_MISMATCH: 'paymentNotCompletedMessage',
};

/**
 * The whole SPEC §4 commit mapping: `retries` is how many undecided answers came before this one.
 * Errors: a cancelled payment with items goes back to payment; a message with "fraud" is a fraud
 * decline; an already committed order is judged by its payment; an error that says nothing was
 * paid fails and may be paid again. Anything else (a network failure, a 5xx, an answer the shop
 * cannot read, a code it does not know) leaves the outcome not known: the order is checked again.
 */
export function commitOutcome(call: CommitCall, retries: number): CommitOutcome {
  if ('answer' in call) {
    const { orderStatus, paymentStatus, messages, commitOrderRetries } = call.answer;
    // the backend's own count, when it sends one, covers checks from another tab or device too
    const before = Math.max(retries, (commitOrderRetries ?? 0) - 1);
    const alreadyCommitted = orderStatus === ALREADY_COMMITTED;
    return fromStatus(
      { orderStatus: alreadyCommitted ? undefined : orderStatus, paymentStatus, message: messages?.[0] },
      before,
      alreadyCommitted,
    );
  }
  const { errorCode, message, body } = call.error;
  const orderStatus = text(body?.orderStatus);
  if (errorCode === 'PAYMENT_CANCELLED' || orderStatus === 'cancelled') {
    const items = cancelledItems(body);
    return items.length > 0 ? { kind: 'cancelled', items } : settled('Cancelled', true);
  }
  if (errorCode === 'FRAUD_DECLINED' || /fraud/i.test(message))
    return settled('Failure', true, { messageKey: 'fraudDeclinedTransaction' });
  if (errorCode === ALREADY_COMMITTED)
    return fromStatus({ orderStatus, paymentStatus: text(body?.paymentStatus) }, retries, true);
  const unpaid = UNPAID_ERRORS[errorCode];
  if (unpaid) return settled('Failure', true, { messageKey: unpaid });
  // a token that is not the order's: the order may well be paid with its own, so no second payment
  if (errorCode === 'PAYMENT_TOKEN_INVALID')
    return settled('Failure', false, { messageKey: 'paymentTokenInvalidMessage' });
  return notKnown(retries, true);
}
