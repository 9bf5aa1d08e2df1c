import { combineSlices, type UnknownAction } from '@reduxjs/toolkit';
import { authViewSlice, authSlice, signedOut } from '@/features/account/slices';
import { cartContentSlice, cartSlice } from '@/features/cart/slices';
import { checkoutSlice } from '@/features/checkout/slices';
import { commitSlice, commitViewSlice } from '@/features/commit/slices';
import { consentSlice } from '@/features/consent/consentSlice';
import { tenantSlice } from '@/tenancy/tenantSlice';
import { themeSlice } from '@/ui/theme/themeSlice';

/**
 * Slices of a few pages only (the account's lists, the payment page's working state): each adds itself with `slice.injectInto(lazySlices)`
 * when its page's code loads, so its thunks, rules and messages stay out of every page's first load.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by the slices' declarations
export interface LazyLoadedSlices {}

/** The composition root: every slice that the shell or most pages need. */
const combined = combineSlices(
  tenantSlice,
  themeSlice,
  cartSlice,
  cartContentSlice,
  checkoutSlice,
  commitSlice,
  commitViewSlice,
  consentSlice,
  authSlice,
  authViewSlice,
).withLazyLoadedSlices<LazyLoadedSlices>();
export const lazySlices = combined;
type CombinedState = ReturnType<typeof combined>;

/** Slices that must survive a payment redirect or a reload (docs/architecture.md §6). */
export const persistedSlices: string[] = [
  cartSlice.name,
  checkoutSlice.name,
  commitSlice.name,
  authSlice.name,
];

/**
 * Persisted slices a kept form types into (the payment page's address): they come back in the
 * REHYDRATE itself, with the `hydrated` flags, so the form adopts what was typed over them in the
 * same render, before the browser paints (ADR 0022). The others come back a task each before it.
 */
export const restoredWithFlags: string[] = [checkoutSlice.name];

/**
 * SPEC §4 logout clears the user and, because the next person at this browser must find nothing of
 * the customer's, every persisted slice (the typed address, the cart, the order under way). Each
 * slice's `hydrated` flag stays: storage has been read, and it now holds the emptied state.
 */
function forgetPersisted(state: CombinedState, action: UnknownAction): CombinedState {
  const initial = combined(undefined, action) as Record<string, unknown>;
  const next: Record<string, unknown> = { ...state };
  for (const name of persistedSlices) {
    const old = next[name] as Record<string, unknown>;
    next[name] = 'hydrated' in old ? { ...(initial[name] as object), hydrated: old.hydrated } : initial[name];
  }
  return next as CombinedState;
}

export function rootReducer(state: CombinedState | undefined, action: UnknownAction): CombinedState {
  return combined(state && signedOut.match(action) ? forgetPersisted(state, action) : state, action);
}
