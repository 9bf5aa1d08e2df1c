import { useCallback, useMemo } from 'react';
import type { ApiContext } from '@/api/http';
import type { ErrorContext } from '@/api/messages';
import { useAppDispatch } from '@/store/hooks';
import { useNotify } from '@/ui/notifications/useNotify';
import { failed } from './accountThunk';
import { useShop } from '@/tenancy/useShop';

/**
 * Account reads (profile, orders, payment methods) bound to the shop, for `useRead`. A read that finds the session over ends the signed-in state on
 * AUTHORIZATION_REQUIRED, without a message: the read carried no payload (SPEC §8).
 */
export function useAccountReads() {
  const { ctx } = useShop();
  const dispatch = useAppDispatch();
  return useMemo(
    () =>
      <T>(read: (ctx: ApiContext) => Promise<T>) =>
        read(ctx).catch((error: unknown) => {
          failed(error, dispatch, 'general', false);
          throw error;
        }),
    [ctx, dispatch],
  );
}

/** Runs an account change; shows the SPEC §8 message of a failure. Answers whether it worked. */
export function useAccountChange(context: ErrorContext = 'general') {
  const { ctx } = useShop();
  const dispatch = useAppDispatch();
  const notify = useNotify();
  return useCallback(
    async (change: (ctx: ApiContext) => Promise<unknown>, successKey?: string): Promise<boolean> => {
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
