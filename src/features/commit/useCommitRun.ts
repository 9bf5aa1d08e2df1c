import { useRouter } from 'next/router';
import { useEffect } from 'react';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { commitStarted, selectCommitHydrated, selectRunningCommit, type CommitKey } from './commitSlice';

/** The contract's key format (cart name, order number, token): anything else is not ours to send. */
const KEY = /^[A-Za-z0-9_-]{1,64}$/;
const TOKEN = /^[A-Za-z0-9_.:-]{1,200}$/;

const single = (value: string | string[] | undefined) => (typeof value === 'string' ? value : undefined);

/** The order named by the page's query (the payment page's return URL, the cash-code link). */
export function commitKeyOf(query: Record<string, string | string[] | undefined>): CommitKey | null {
  const cartName = single(query.cartName);
  const orderNumber = single(query.orderNumber);
  const paymentToken = single(query.paymentToken);
  if (!cartName || !orderNumber || !KEY.test(cartName) || !KEY.test(orderNumber)) return null;
  return { cartName, orderNumber, ...(paymentToken && TOKEN.test(paymentToken) ? { paymentToken } : {}) };
}

/**
 * Runs the commit of the order in the query, or else of the persisted running one, once the
 * persisted state is back (it would overwrite a commit started before). Leaving the page stops
 * the polling; a cancelled payment goes back to payment.
 */
export function useCommitRun(): { key: CommitKey | null; hydrated: boolean } {
  const router = useRouter();
  const dispatch = useAppDispatch();
  const hydrated = useAppSelector(selectCommitHydrated);
  const running = useAppSelector(selectRunningCommit);
  const key = commitKeyOf(router.query) ?? running;
  const orderNumber = key?.orderNumber;

  useEffect(() => {
    if (!hydrated || !key) return;
    dispatch(commitStarted(key));
    let left = false;
    let run: { abort: () => void } | null = null;
    // The commit's code (its calls, the contract's client, the cart's thunks) comes with the run,
    // not in the page's first load: the server's HTML says the order is being checked meanwhile.
    void import('./commitThunks').then(({ runCommit }) => {
      if (left) return;
      const started = dispatch(runCommit());
      run = started;
      void started.unwrap().then(
        (result) => {
          if (typeof result === 'object') void router.push(result.backToPayment);
        },
        () => undefined,
      );
    });
    return () => {
      left = true;
      run?.abort();
    };
    // one run per order: the key object is rebuilt on every render
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [hydrated, orderNumber]);

  return { key, hydrated };
}
