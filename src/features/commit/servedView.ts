import type { OrderDetails } from '@/api/orders';
import { commitOutcome } from './commitOutcome';
import { initialView, type CommitViewState } from './commitSlice';

/**
 * Paid, but the commit has not run: only the commit decides what was delivered, so the page shows
 * these as being confirmed, as the browser's first look does.
 */
const NOT_COMMITTED = new Set(['paid', 'paymentAuthorized']);

/**
 * The result page's view of an order as the server read it (ADR 0054): its state mapped as the
 * commit's answer would be (ADR 0040), where it is settled; anything undecided or not known shows as
 * pending, never as a failure. Without the cart's name: the browser's commit brings it.
 */
export function servedView(details: OrderDetails): CommitViewState {
  const outcome = NOT_COMMITTED.has(details.orderStatus)
    ? null
    : commitOutcome(
        { answer: { orderStatus: details.orderStatus, paymentStatus: details.paymentStatus } },
        0,
      );
  const settled = outcome?.kind === 'settled' ? outcome : null;
  return {
    ...initialView,
    orderNumber: details.orderNumber,
    details,
    status: settled?.status ?? 'Pending',
    // undefined is no JSON: the page's props leave it out
    ...(settled?.messageKey ? { messageKey: settled.messageKey } : {}),
    payAgain: settled?.payAgain ?? false,
  };
}
