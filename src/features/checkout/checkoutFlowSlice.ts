import { createSlice, type WithSlice } from '@reduxjs/toolkit';
import type { PaymentMethod } from '@/api/checkout';
import { lazySlices } from '@/store/rootReducer';
import {
  askForOtp,
  confirmOtp,
  loadCustomer,
  loadPaymentMethods,
  pay,
  submitAddress,
} from './checkoutThunks';
import type { SavedToken, ShownPayment } from './paymentFlow';

/**
 * The payment page's working state, never persisted: each flag follows a thunk's lifecycle. It is
 * injected with the page's code, so the checkout's thunks stay out of every other page's first load.
 */
export interface CheckoutFlowState {
  methods: PaymentMethod[] | null;
  methodsFailed: boolean;
  signedIn: boolean;
  tokens: SavedToken[];
  otpOpen: boolean;
  /** a pay is under way, or the browser is leaving for the payer URL */
  busy: boolean;
  /** a bank-transfer request or a payment shown in an iframe */
  started: ShownPayment | null;
  /** SPEC §8: a PayPal start failed */
  paypalTransactionError: boolean;
}

const initialState: CheckoutFlowState = {
  methods: null,
  methodsFailed: false,
  signedIn: false,
  tokens: [],
  otpOpen: false,
  busy: false,
  started: null,
  paypalTransactionError: false,
};

/**
 * The working state of a payment page whose server read the cart's methods, and the signed-in
 * customer's saved cards where it read them too (ADR 0050).
 */
export const servedFlow = (
  methods: PaymentMethod[] | null,
  customer: { tokens: SavedToken[] } | null,
): CheckoutFlowState => ({
  ...initialState,
  methods,
  ...(customer && { signedIn: true, tokens: customer.tokens }),
});

const sameTokens = (a: readonly SavedToken[], b: readonly SavedToken[]) =>
  a.length === b.length &&
  a.every(
    (token, i) =>
      token.id === b[i]!.id && token.expiry === b[i]!.expiry && token.paymentMethod === b[i]!.paymentMethod,
  );

export const checkoutFlowSlice = createSlice({
  name: 'checkoutFlow',
  initialState,
  reducers: {
    /** the customer closed the one-time password dialog */
    otpClosed: (state) => {
      state.otpOpen = false;
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(loadPaymentMethods.fulfilled, (state, action) => {
        state.methods = action.payload;
        state.methodsFailed = false;
      })
      .addCase(loadPaymentMethods.rejected, (state) => {
        state.methods = null;
        state.methodsFailed = true;
      })
      .addCase(loadCustomer.fulfilled, (state, action) => {
        state.signedIn = action.payload.signedIn;
        // the cards the server rendered, read again: the page is not rendered again for them
        if (!sameTokens(state.tokens, action.payload.tokens)) state.tokens = action.payload.tokens;
      })
      // the server asks for a one-time password first; resending keeps the dialog open
      .addCase(submitAddress.fulfilled, (state, action) => {
        if (action.payload === 'otp') state.otpOpen = true;
      })
      // a step answered OTP_REQUIRED: the code was asked for again (or moments ago)
      .addCase(askForOtp.fulfilled, (state) => {
        state.otpOpen = true;
      })
      .addCase(confirmOtp.fulfilled, (state) => {
        state.otpOpen = false;
      })
      .addCase(pay.pending, (state) => {
        state.busy = true;
        state.paypalTransactionError = false;
      })
      .addCase(pay.fulfilled, (state, action) => {
        // the page stays busy while the browser leaves for the payer URL
        state.busy = action.payload.to === 'external';
        if (action.payload.to === 'here') state.started = action.payload.shown;
      })
      .addCase(pay.rejected, (state, action) => {
        state.busy = false;
        state.paypalTransactionError =
          action.meta.arg.method === 'paypal' && Boolean(action.payload?.paymentStart);
      });
  },
  selectors: {
    selectFlow: (state) => state,
  },
});

declare module '@/store/rootReducer' {
  export interface LazyLoadedSlices extends WithSlice<typeof checkoutFlowSlice> {}
}
const injected = checkoutFlowSlice.injectInto(lazySlices);

export const { otpClosed } = checkoutFlowSlice.actions;
export const { selectFlow } = injected.selectors;
