import { useRouter, type NextRouter } from 'next/router';
import { useEffect, useLayoutEffect, useMemo } from 'react';
import { COMMIT_POLL_DELAY_MS } from '@/config/constants';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import {
  commitPending,
  commitShown,
  commitStarted,
  selectCommitHydrated,
  selectRunningCommit,
  type CommitKey,
} from './commitSlice';
import { commitKeyOf, keepOrderKey, keptOrderKey, orderNumberOf } from './orderKeys';

// useLayoutEffect warns on the server, where nothing of this runs anyway
const useBrowserLayoutEffect = typeof window === 'undefined' ? useEffect : useLayoutEffect;

/**
 * The order of the page's address: its keys, or the keys this device kept for its number, read
 * from storage once per number rather than on every render of a page that polls.
 */
function useKeyOfAddress(query: NextRouter['query']): CommitKey | null {
  const inAddress = commitKeyOf(query);
  const keptFor = inAddress ? null : orderNumberOf(query);
  const kept = useMemo(
    () => (keptFor && typeof window !== 'undefined' ? keptOrderKey(keptFor) : null),
    [keptFor],
  );
  return inAddress ?? kept;
}

/**
 * The order's keys leave the address bar before anything else of the page runs: kept on the
 * device, and the address shortened to the order number (a shallow replace: no new page load).
 * Analytics and other third-party scripts start later (after consent is read, in a task of its
 * own), so what they read of the address names no cart and no payment token.
 */
function useKeysOffTheAddress(router: NextRouter): void {
  const fromAddress = commitKeyOf(router.query);
  useBrowserLayoutEffect(() => {
    if (!fromAddress) return;
    keepOrderKey(fromAddress);
    const rest = Object.fromEntries(
      Object.entries(router.query).filter(([name]) => name !== 'cartName' && name !== 'paymentToken'),
    );
    const as = `${window.location.pathname}?${new URLSearchParams({ orderNumber: fromAddress.orderNumber })}`;
    void router.replace({ pathname: router.pathname, query: rest }, as, { shallow: true, scroll: false });
    // once per order named by the address
  }, [fromAddress?.orderNumber]);
}

/**
 * Runs the commit of the order in the address, or else of the persisted running one, once the
 * persisted state is back (it would overwrite a commit started before). Leaving the page stops
 * the polling; a cancelled payment goes back to payment. The run's code comes with the run, not in
 * the page's first load; when it does not arrive (a shaky network right after the provider's
 * page), the page says the check did not get through and tries again like a failed call. The run
 * is recorded (`commitStarted`) when its code is in, not in the task that brings the stored state
 * back: each is a render of the page, and together they were one long task on a phone.
 */
export function useCommitRun(): { key: CommitKey | null; hydrated: boolean } {
  const router = useRouter();
  const dispatch = useAppDispatch();
  const hydrated = useAppSelector(selectCommitHydrated);
  const running = useAppSelector(selectRunningCommit);
  useKeysOffTheAddress(router);
  const key = useKeyOfAddress(router.query) ?? running;
  const orderNumber = key?.orderNumber;

  useEffect(() => {
    if (!hydrated || !key) return;
    let left = false;
    let run: { abort: () => void } | null = null;
    let retry: ReturnType<typeof setTimeout> | undefined;
    const start = () =>
      import('./commitThunks').then(
        ({ runCommit }) => {
          if (left) return;
          dispatch(commitStarted(key));
          const started = dispatch(runCommit());
          run = started;
          void started.unwrap().then(
            (result) => {
              if (typeof result === 'object') void router.push(result.backToPayment);
            },
            () => undefined,
          );
        },
        () => {
          if (left) return;
          dispatch(commitStarted(key));
          dispatch(commitShown(key));
          dispatch(
            commitPending({
              nextCheckAt: Date.now() + COMMIT_POLL_DELAY_MS,
              unreachable: true,
              unconfirmed: false,
            }),
          );
          retry = setTimeout(() => void start(), COMMIT_POLL_DELAY_MS);
        },
      );
    void start();
    return () => {
      left = true;
      clearTimeout(retry);
      run?.abort();
    };
    // one run per order: the key object is rebuilt on every render
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [hydrated, orderNumber]);

  return { key, hydrated };
}
