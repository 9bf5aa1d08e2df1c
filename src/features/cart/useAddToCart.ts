import { useRouter } from 'next/router';
import { useState } from 'react';
import { GENERAL_ERROR } from '@/api/generalError';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { shopHref } from '@/tenancy/routes';
import { selectPinned } from '@/tenancy/tenantSlice';
import { useNotify } from '@/ui/notifications/useNotify';
import type { CartItemInput } from '@/api/cart';
import { checkoutPathFor, PAYMENT_PATH } from './checkoutPaths';
import { useShop } from '@/tenancy/useShop';

type CartEntryInput = CartItemInput & { quantity?: number };

/**
 * Add to cart (v2, creating the cart when there is none), apply a promo code, then go on to the
 * cart or straight to payment (SPEC §2): the top-up, international and eSIM forms' submit. A failed
 * add shows its SPEC §8 message and leaves the form as typed; an add that had to start a new cart says what became of the old one.
 */
export function useAddToCart() {
  const dispatch = useAppDispatch();
  const router = useRouter();
  const notify = useNotify();
  const { tenant } = useShop();
  const pinned = useAppSelector(selectPinned);
  const [submitting, setSubmitting] = useState(false);

  /**
   * One entry from a form, or several (an order bought again): one add either way. `to` payment
   * skips the cart page: an order bought again holds nothing new to look over. `onAdded` runs once
   * the items are in, before the shop moves on: the address changes before the next page has
   * rendered, and a customer who leaves then must not lose what the form keeps of the add.
   */
  const submit = async (
    entry: CartEntryInput | CartEntryInput[],
    promoCode: string | null,
    { to = 'checkout', onAdded }: { to?: 'checkout' | 'payment'; onAdded?: () => void } = {},
  ): Promise<void> => {
    setSubmitting(true);
    // the cart's calls come with the first add, not in the first load of every page with a form
    const { addEntries, applyVoucher } = await import('./cartThunks');
    const added = await dispatch(addEntries(Array.isArray(entry) ? entry : [entry]));
    if (addEntries.rejected.match(added)) {
      setSubmitting(false);
      notify.error(added.payload?.messageKey ?? GENERAL_ERROR);
      return;
    }
    if (addEntries.fulfilled.match(added) && added.meta.notice) notify.error(added.meta.notice);
    if (promoCode) {
      // the items are in the cart already; a bad code is said here and can be retried in the cart
      const applied = await dispatch(applyVoucher(promoCode));
      if (applyVoucher.rejected.match(applied)) notify.error(applied.payload?.messageKey ?? GENERAL_ERROR);
    }
    onAdded?.();
    await router.push(shopHref(to === 'payment' ? PAYMENT_PATH : checkoutPathFor(tenant), pinned));
    setSubmitting(false);
  };

  return { submit, submitting };
}
