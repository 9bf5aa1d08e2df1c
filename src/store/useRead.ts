import { startTransition, useCallback, useEffect, useEffectEvent, useState } from 'react';

/** A read as a component sees it; `data` while loading or failed is the last answer, if any. */
export type ReadState<T> =
  | { status: 'loading'; data?: T }
  | { status: 'error'; error: unknown; data?: T }
  | { status: 'success'; data: T };

export type Read<T> = ReadState<T> & { retry: () => void };

type Settled<T> = { key: string; attempt: number } & ({ ok: true; data: T } | { ok: false; error: unknown });

/**
 * The storefront's one way to load data for a component (catalogue, search, account pages): runs
 * `read` for `key` (null: not yet, e.g. before the router knows the URL or the shop is known) and
 * again on `retry`. Loading is derived from "no answer for this key yet", so an answer to an older
 * key that arrives late is ignored and the last data stays available while the next loads (a list
 * being paged or reloaded after a change keeps showing). `initial` is the answer the page came with
 * (pre-rendered): it stands for the first call, so the server HTML shows the data and the browser
 * does not ask again until a retry or another key. What a session's end means for a read is the
 * caller's `read` to say (the account's reads sign out), not this hook's.
 */
export function useRead<T>(
  key: string | null,
  read: () => Promise<T>,
  initial?: { key: string; data: T },
): Read<T> {
  const [attempt, setAttempt] = useState(0);
  const [settled, setSettled] = useState<Settled<T> | null>(null);
  const [lastData, setLastData] = useState<T | undefined>(initial?.data);
  const run = useEffectEvent(read);
  const preloaded = initial !== undefined && initial.key === key && attempt === 0;

  useEffect(() => {
    if (key === null || preloaded) return;
    let current = true;
    // An answer renders in a transition: in slices between which the browser paints and answers
    // input, where an update from a promise would render in one piece (a long task on a phone for
    // a list of orders or products).
    run().then(
      (data) => {
        if (!current) return;
        startTransition(() => {
          setSettled({ key, attempt, ok: true, data });
          setLastData(data);
        });
      },
      (error: unknown) => {
        if (current) startTransition(() => setSettled({ key, attempt, ok: false, error }));
      },
    );
    return () => {
      current = false;
    };
  }, [key, attempt, preloaded]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  // also when the key comes back to the initial one after others (a search typed, then cleared)
  if (preloaded) return { status: 'success', data: initial.data, retry };
  const answered = settled && settled.key === key && settled.attempt === attempt;
  if (!answered) return { status: 'loading', data: lastData, retry };
  if (!settled.ok) return { status: 'error', error: settled.error, data: lastData, retry };
  return { status: 'success', data: settled.data, retry };
}
