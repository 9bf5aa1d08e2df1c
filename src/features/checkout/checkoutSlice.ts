import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { PaymentMethod } from '@/api/checkout';
import { orderSettled } from '@/features/commit';
import type { AddressForm } from './addressForm';
import type { ShownPayment } from './paymentFlow';

/**
 * The persisted part (DESIGN §4): the typed address, so a failed call or a reload loses nothing,
 * and the order of the payment under way with the flag that a payment attempt was made, which the
 * result page's commit needs after the return from the payment provider.
 */
export interface CheckoutState {
  address: AddressForm | null;
  orderNumber: string | null;
  paymentAttempt: boolean;
}

export interface SavedToken {
  id: string;
  /** MM/YY (SPEC §5) */
  expiry: string;
  paymentMethod: string;
}

/** The page's working state; never persisted. */
export interface CheckoutFlowState {
  methods: PaymentMethod[] | null;
  methodsFailed: boolean;
  signedIn: boolean;
  tokens: SavedToken[];
  otpOpen: boolean;
  busy: boolean;
  /** a bank-transfer request or a payment shown in an iframe */
  started: ShownPayment | null;
  /** SPEC §8: a PayPal start failed */
  paypalTransactionError: boolean;
}

const initialCheckout: CheckoutState = { address: null, orderNumber: null, paymentAttempt: false };
const initialFlow: CheckoutFlowState = {
  methods: null,
  methodsFailed: false,
  signedIn: false,
  tokens: [],
  otpOpen: false,
  busy: false,
  started: null,
  paypalTransactionError: false,
};

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

export const checkoutFlowSlice = createSlice({
  name: 'checkoutFlow',
  initialState: initialFlow,
  reducers: {
    methodsLoaded: (state, action: PayloadAction<PaymentMethod[] | null>) => {
      state.methods = action.payload;
      state.methodsFailed = action.payload === null;
    },
    customerLoaded: (state, action: PayloadAction<{ signedIn: boolean; tokens: SavedToken[] }>) => {
      state.signedIn = action.payload.signedIn;
      state.tokens = action.payload.tokens;
    },
    otpOpened: (state, action: PayloadAction<boolean>) => {
      state.otpOpen = action.payload;
    },
    busyChanged: (state, action: PayloadAction<boolean>) => {
      state.busy = action.payload;
    },
    paymentShown: (state, action: PayloadAction<ShownPayment | null>) => {
      state.started = action.payload;
    },
    paypalFailed: (state, action: PayloadAction<boolean>) => {
      state.paypalTransactionError = action.payload;
    },
  },
  selectors: {
    selectFlow: (state) => state,
  },
});

export const { addressTyped, orderStarted, paymentAttempted } = checkoutSlice.actions;
export const { selectAddress, selectOrderNumber, selectPaymentAttempt } = checkoutSlice.selectors;
export const { methodsLoaded, customerLoaded, otpOpened, busyChanged, paymentShown, paypalFailed } =
  checkoutFlowSlice.actions;
export const { selectFlow } = checkoutFlowSlice.selectors;
