import { useSyncExternalStore } from 'react';
import { selectSignedIn } from '@/features/account';
import { useAppSelector } from '@/store/hooks';
import { remembersNumbers, subscribeRemembered } from '@/ui/fields/rememberedNumbers';
import { deferredPart, type Wake } from '@/ui/shell/deferredPart';
import type { Destination } from './offers';
import { hasStoredChoice } from './storedChoice';
import { useShop } from '@/tenancy/useShop';

/**
 * The international form's code (its fields, the phone rules, the cart call) is not in the page's
 * first load: the server's form shows and takes typing until the customer reaches for it, then the
 * form renders over it (ADR 0035). What was typed meanwhile is the kept form's (`useKeptTyped`,
 * ADR 22); the part puts focus and caret back on the same field.
 */
export const InternationalFormPart = deferredPart(
  () => import('./InternationalForm').then((module) => module.InternationalForm),
  { ssr: true },
);

/** The session's choice changes only through the form itself, which is then in. */
const noSubscription = () => () => undefined;

/** The typed values come from the kept form; an `adopt` makes the part carry focus and caret over. */
const keepFocus = () => ({});

/**
 * The form, with its code at once where the session remembers a choice (a reload, a failed add), or
 * where there are saved or remembered numbers to offer: only the code can show them, and a customer
 * who comes back to them is about to go on.
 */
export function InternationalFormEntry({ destinations }: { destinations: readonly Destination[] }) {
  const shopId = useShop().tenant.shopId ?? '';
  // the server, and hydration after it, know nothing of the session; the browser's render then does
  const remembered = useSyncExternalStore(
    noSubscription,
    () => hasStoredChoice(shopId),
    () => false,
  );
  // the numbers the account or this browser keeps are offered by the form's code alone
  const knowsNumbers = useSyncExternalStore(subscribeRemembered, remembersNumbers, () => false);
  const signedIn = useAppSelector(selectSignedIn);
  const wake: Wake = remembered || knowsNumbers || signedIn ? 'load' : 'interaction';
  return <InternationalFormPart fallback={null} adopt={keepFocus} wake={wake} destinations={destinations} />;
}
