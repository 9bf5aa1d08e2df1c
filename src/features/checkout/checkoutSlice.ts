import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { orderSettled } from '@/features/commit';
import type { AddressForm } from './addressForm';

/**
 * The persisted part (architecture.md §6): the typed address, so a failed call or a reload loses nothing,
 * and the order of the payment under way with the flag that a payment attempt was made, which the
 * result page's commit needs after the return from the payment provider.
 */
export interface CheckoutState {
  address: AddressForm | null;
  orderNumber: string | null;
  paymentAttempt: boolean;
}

const initialCheckout: CheckoutState = { address: null, orderNumber: null, paymentAttempt: false };

export const checkoutSlice = createSlice({
  name: 'checkout',
  initialState: initialCheckout,
  reducers: {
    addressTyped: (state, action: PayloadAction<AddressForm>) => {
      state.address = action.payload;
    },
    orderStarted: (state, action: PayloadAction<string>) => {
      state.orderNumber = action.payload;
    },
    /** the browser leaves for the payer URL */
    paymentAttempted: (state) => {
      state.paymentAttempt = true;
    },
  },
  extraReducers: (builder) => {
    // the result page ends the order's commit: the next checkout starts a new order, unless the
    // payment was cancelled (SPEC §4): the retry names the order again (SPEC §7 orderNumber)
    builder.addCase(orderSettled, (state, action) => {
      if (!action.payload.cancelled) state.orderNumber = null;
      state.paymentAttempt = false;
    });
  },
  selectors: {
    selectAddress: (state) => state.address,
    selectOrderNumber: (state) => state.orderNumber,
    selectPaymentAttempt: (state) => state.paymentAttempt,
  },
});

export const { addressTyped, orderStarted, paymentAttempted } = checkoutSlice.actions;
export const { selectAddress, selectOrderNumber, selectPaymentAttempt } = checkoutSlice.selectors;
