import { useEffect } from 'react';
import { useAppSelector } from '@/store/hooks';
import { selectCartHydrated, selectCartName } from './cartSlice';

/**
 * Keeps the cart cookie equal to the cart's name once the stored state is back (a name only in
 * storage, from before the cookie, is written too). js-cookie comes with the first write, after
 * hydration, not in the page's first load.
 */
export function CartCookie() {
  const hydrated = useAppSelector(selectCartHydrated);
  const cartName = useAppSelector(selectCartName);
  useEffect(() => {
    if (!hydrated) return;
    void import('./cartCookie').then(({ writeCartCookie }) => writeCartCookie(cartName));
  }, [hydrated, cartName]);
  return null;
}
