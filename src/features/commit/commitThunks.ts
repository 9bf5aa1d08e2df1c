import type { ApiContext, CartItem, CartItemInput } from '@/api';
import { isApiError } from '@/api/apiError';
// The lazy client, not '@/api': the index would bring zod and every call's schemas into the first load.
import { commitOrder, getCart, getOrderDetails } from '@/api/client';
import { COMMIT_MAX_RETRIES } from '@/config/constants';
import { addEntries, AFTER_PAYMENT, cartReset, PAYMENT_PATH } from '@/features/cart';
import { shopThunk } from '@/store/shopThunk';
import { shopHref } from '@/tenancy/routes';
import { selectPinned } from '@/tenancy/tenantSlice';
import { orderSettled } from './commitActions';
import { commitOutcome, type CancelledItem, type CommitCall } from './commitOutcome';
import {
  commitChecking,
  commitFinished,
  commitPending,
  commitRetried,
  commitShown,
  orderDetailsLoaded,
  type RunningCommit,
} from './commitSlice';

const commitThunk = shopThunk();

/** Resolves after `ms`, or at once when the page is left (`signal` aborted). */
const wait = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener('abort', () => {
      clearTimeout(timer);
      resolve();
    });
  });

/**
 * One commit call. A failure that is not the contract's (the lazily loaded client's chunk did not
 * arrive on a shaky network) is a network failure too: the order is checked again, never dropped.
 */
async function callCommit(ctx: ApiContext, running: RunningCommit): Promise<CommitCall> {
  try {
    const answer = await commitOrder(ctx, {
      cartName: running.cartName,
      orderNumber: running.orderNumber,
      paymentToken: running.paymentToken,
    });
    return { answer };
  } catch (error) {
    if (!isApiError(error))
      return { error: { errorCode: 'NETWORK_ERROR', message: error instanceof Error ? error.message : '' } };
    return { error: { errorCode: error.errorCode, message: error.message, body: error.body } };
  }
}

/** The order's summary and delivered codes; the result page shows the commit's outcome without them. */
export const loadOrderDetails = commitThunk(
  'commit/details',
  async (key: { orderNumber: string; cartName: string }, { dispatch, shop }) => {
    try {
      dispatch(orderDetailsLoaded(await getOrderDetails(shop.ctx, key)));
    } catch {
      // the outcome is shown all the same; the summary stays a placeholder
    }
  },
);

/** What the customer chose for an item (schedule, PIN, number …), without what the backend added. */
const inputOf = ({
  productId,
  amount,
  quantity,
  phoneNumber,
  autoTopupOption,
  smsTopupConsent,
  cashCode,
  autoTopupLight,
  autoTopupLightNotificationId,
  channel,
}: CartItem): CartItemInput & { quantity: number } => ({
  productId,
  amount,
  quantity,
  ...(phoneNumber ? { phoneNumber } : {}),
  ...(autoTopupOption ? { autoTopupOption } : {}),
  ...(smsTopupConsent ? { smsTopupConsent } : {}),
  ...(cashCode ? { cashCode } : {}),
  ...(autoTopupLight !== undefined ? { autoTopupLight } : {}),
  ...(autoTopupLightNotificationId ? { autoTopupLightNotificationId } : {}),
  ...(channel ? { channel } : {}),
});

/**
 * The entries to put back after a cancelled payment. The paid cart still holds every choice (an
 * automatic top-up's schedule, an SMS top-up's PIN) where the cancel answer names only product,
 * amount and number; that answer serves when the old cart cannot be read.
 */
async function entriesToReAdd(ctx: ApiContext, cartName: string, cancelled: CancelledItem[]) {
  try {
    const cart = await getCart(ctx, cartName);
    if (cart.items.length > 0) return cart.items.map(inputOf);
  } catch {
    // the answer's items below
  }
  return cancelled.map(({ productId, amount, quantity, phoneNumber }) => ({
    productId,
    amount,
    quantity,
    ...(phoneNumber ? { phoneNumber } : {}),
  }));
}

/**
 * After a payment that failed: the order's items, with every choice, in a new cart to pay again
 * (with the same method or another); the failed order keeps its own.
 */
export const payAgain = commitThunk('commit/payAgain', async (cartName: string, { dispatch, shop }) => {
  const entries = await entriesToReAdd(shop.ctx, cartName, []);
  dispatch(cartReset());
  const added = await dispatch(addEntries(entries));
  return added.meta.requestStatus === 'fulfilled';
});

/**
 * How a commit run ended: shown on the page, left, or back to the payment page (its path, which
 * says the payment was cancelled) with the items re-added. The path is made here, in the run's
 * lazily loaded code, so the result page's first load carries none of the cart's.
 */
export type CommitRunResult = 'shown' | 'left' | { backToPayment: string };

/**
 * SPEC §4 commit order: the commit call at once, then every COMMIT_POLL_DELAY_MS until a
 * non-pending status. The running commit is persisted (retries included), so a reload resumes it;
 * aborting the thunk (the page is left) stops it. When it settles, the commit ends (orderSettled);
 * the cart is reset unless the payment was cancelled, and one cancelled with items gets them
 * re-added to a new cart.
 */
export const runCommit = commitThunk(
  'commit/run',
  async (_: void, { getState, dispatch, signal, shop }): Promise<CommitRunResult> => {
    // The order's cart is over, not whatever cart the shop holds by then: an order checked on for
    // minutes (or found on a later visit) must not empty a cart the customer has filled since.
    const resetOrderedCart = (cartName: string) => {
      if (getState().cart.cartName === cartName) dispatch(cartReset());
    };
    const first = getState().commit.running;
    if (first) {
      dispatch(commitShown(first));
      // the summary shows while the payment is confirmed; the codes come with the final look
      void dispatch(loadOrderDetails(first));
    }
    for (;;) {
      const running = getState().commit.running;
      if (!running || signal.aborted) return 'left';
      dispatch(commitChecking());
      const call = await callCommit(shop.ctx, running);
      if (signal.aborted) return 'left';
      const outcome = commitOutcome(call, running.retries);
      if (outcome.kind === 'pending') {
        const { retries, delay, unreachable, unconfirmed } = outcome;
        dispatch(commitRetried(retries));
        // past SPEC's retries the checkout is over (a new cart, no order to pay again) while the
        // order is still checked on: its payment may arrive
        if (unconfirmed && running.retries <= COMMIT_MAX_RETRIES) {
          dispatch(orderSettled({ orderNumber: running.orderNumber, cancelled: false, unconfirmed }));
          resetOrderedCart(running.cartName);
        }
        dispatch(commitPending({ nextCheckAt: Date.now() + delay, unreachable, unconfirmed }));
        await wait(delay, signal);
        continue;
      }
      if (outcome.kind === 'cancelled') {
        // SPEC §4 on error: back to payment, the cart reset and its items re-added to a new one
        const reAdd = await entriesToReAdd(shop.ctx, running.cartName, outcome.items);
        dispatch(orderSettled({ orderNumber: running.orderNumber, cancelled: true }));
        dispatch(cartReset());
        await dispatch(addEntries(reAdd));
        return {
          backToPayment: `${shopHref(PAYMENT_PATH, selectPinned(getState()))}?${AFTER_PAYMENT}=cancelled`,
        };
      }
      // SPEC §4: the order number is cleared and the cart reset unless cancelled
      const cancelled = outcome.status === 'Cancelled';
      dispatch(orderSettled({ orderNumber: running.orderNumber, cancelled }));
      if (!cancelled) resetOrderedCart(running.cartName);
      dispatch(commitFinished(outcome));
      void dispatch(loadOrderDetails({ orderNumber: running.orderNumber, cartName: running.cartName }));
      return 'shown';
    }
  },
);
