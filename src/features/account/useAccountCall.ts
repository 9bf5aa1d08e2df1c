import { useCallback, useEffect, useState } from 'react';
import type { ApiContext } from '@/api/http';
import type { ErrorContext } from '@/api/messages';
import { useAppDispatch } from '@/store/hooks';
import { useApiContext } from '@/tenancy/useApiContext';
import { useNotify } from '@/ui/notifications/useNotify';
import { failed } from './accountThunk';

export type Loaded<T> = { state: 'loading' } | { state: 'failed' } | { state: 'ready'; data: T };

/**
 * An account read (profile, orders, payment methods) for one page: loads with the shop's context
 * when `key` changes, ends the signed-in state on AUTHORIZATION_REQUIRED (without a message: the
 * read carried no payload, SPEC §8) and offers `reload` after a change.
 */
export function useAccountRead<T>(
  read: (ctx: ApiContext) => Promise<T>,
  key: unknown,
): Loaded<T> & { reload: () => void } {
  const ctx = useApiContext();
  const dispatch = useAppDispatch();
  const [loaded, setLoaded] = useState<Loaded<T>>({ state: 'loading' });
  const [round, setRound] = useState(0);
  useEffect(() => {
    if (!ctx) return;
    let active = true;
    read(ctx).then(
      (data) => active && setLoaded({ state: 'ready', data }),
      (error: unknown) => {
        failed(error, dispatch, 'general', false);
        if (active) setLoaded({ state: 'failed' });
      },
    );
    return () => {
      active = false;
    };
    // `read` is a new function each render; `key` names what it reads
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [ctx, dispatch, key, round]);
  const reload = useCallback(() => setRound((value) => value + 1), []);
  return { ...loaded, reload };
}

/** Runs an account change; shows the SPEC §8 message of a failure. Answers whether it worked. */
export function useAccountChange(context: ErrorContext = 'general') {
  const ctx = useApiContext();
  const dispatch = useAppDispatch();
  const notify = useNotify();
  return useCallback(
    async (change: (ctx: ApiContext) => Promise<unknown>, successKey?: string): Promise<boolean> => {
      if (!ctx) return false;
      try {
        await change(ctx);
        if (successKey) notify.success(successKey);
        return true;
      } catch (error) {
        const failure = failed(error, dispatch, context);
        if (failure.messageKey) notify.error(failure.messageKey);
        return false;
      }
    },
    [ctx, dispatch, notify, context],
  );
}
