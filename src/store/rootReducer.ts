import { combineSlices } from '@reduxjs/toolkit';
import { cartContentSlice, cartSlice } from '@/features/cart/slices';
import { checkoutFlowSlice, checkoutSlice } from '@/features/checkout/slices';
import { commitSlice, commitViewSlice } from '@/features/commit/slices';
import { consentSlice } from '@/features/consent/consentSlice';
import { tenantSlice } from '@/tenancy/tenantSlice';
import { themeSlice } from '@/ui/theme/themeSlice';

/** The composition root: every slice of the app, added as features arrive. */
export const rootReducer = combineSlices(
  tenantSlice,
  themeSlice,
  cartSlice,
  cartContentSlice,
  checkoutSlice,
  checkoutFlowSlice,
  commitSlice,
  commitViewSlice,
  consentSlice,
);

/** Slices that must survive a payment redirect or a reload (DESIGN §4). */
export const persistedSlices: string[] = [cartSlice.name, checkoutSlice.name, commitSlice.name];
