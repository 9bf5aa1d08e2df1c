import { useEffect, useRef } from 'react';
import { GENERAL_ERROR } from '@/api/generalError';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { selectLanguage } from '@/tenancy/tenantSlice';
import { useNotify } from '@/ui/notifications/useNotify';
import { useServerRender } from '@/ui/shell/deferredPart';
import { selectCart, selectCartHydrated, selectCartName } from './cartSlice';

/**
 * The cart's calls (and with them the contract's client) come when the stored cart is first loaded,
 * after hydration, so they are not in the cart page's first load.
 */
const cartThunks = () => import('./cartThunks');

/**
 * Loads the remembered cart once the persisted name is back (a reload or a return from another
 * site), and wraps the cart page's changes so each failure shows its SPEC §8 message.
 */
export function useCartActions() {
  const dispatch = useAppDispatch();
  const notify = useNotify();
  const hydrated = useAppSelector(selectCartHydrated);
  const cartName = useAppSelector(selectCartName);
  const language = useAppSelector(selectLanguage);
  const cart = useAppSelector(selectCart);
  // the cart the server rendered from the request is not read again as the page hydrates (ADR 0050)
  const hydrating = useServerRender();
  const served = useRef(hydrating && cart !== null && cart.cartName === cartName);

  const load = async () => {
    const { fetchCart } = await cartThunks();
    const result = await dispatch(fetchCart());
    // only a vanished cart is worth an alert; other failures leave the page's retry in place
    if (fetchCart.rejected.match(result) && result.payload?.errorCode === 'UNKNOWN_CART')
      notify.error(result.payload.messageKey);
  };

  useEffect(() => {
    if (!hydrated) return;
    if (served.current) served.current = false;
    else void load();
    // load once per hydration, cart and language (the lines are named in it); `load` is rebuilt every render
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [hydrated, cartName === null, language]);

  const run = async (go: () => Promise<{ meta: { requestStatus: string }; payload?: unknown }>) => {
    const result = await go();
    if (result.meta.requestStatus === 'rejected') {
      const payload = result.payload as { messageKey?: string } | undefined;
      notify.error(payload?.messageKey ?? GENERAL_ERROR);
      return false;
    }
    return true;
  };

  return {
    reload: load,
    setCount: (itemKey: string, count: number) =>
      run(async () => dispatch((await cartThunks()).changeItemCount({ itemKey, count }))),
    remove: (itemKey: string) => run(async () => dispatch((await cartThunks()).removeItem(itemKey))),
    applyVoucher: (code: string) => run(async () => dispatch((await cartThunks()).applyVoucher(code))),
    removeVoucher: (code: string) => run(async () => dispatch((await cartThunks()).dropVoucher(code))),
  };
}
