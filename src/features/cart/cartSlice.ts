import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { markHydrated } from '@/store/rehydration';
import type { Cart } from '@/api';

/**
 * The persisted part (architecture.md §6): the cart's name, so a reload or a return from another site finds
 * the cart again, and its item count for the header badge. Kept this small on purpose: the cart
 * itself is read from the backend by name.
 */
export interface CartState {
  cartName: string | null;
  itemCount: number;
}

export type CartStatus = 'idle' | 'loading' | 'ready' | 'failed';

/** The cart as last read from the backend; never persisted. */
export interface CartContentState {
  cart: Cart | null;
  status: CartStatus;
  /** a change (count, removal, voucher) is on its way */
  busy: boolean;
  /** the persisted cart name has been read back (or there was none) */
  hydrated: boolean;
}

const initialCart: CartState = { cartName: null, itemCount: 0 };
const initialContent: CartContentState = { cart: null, status: 'idle', busy: false, hydrated: false };

export const countItems = (cart: Pick<Cart, 'items'>): number =>
  cart.items.reduce((sum, item) => sum + item.quantity, 0);

export const cartSlice = createSlice({
  name: 'cart',
  initialState: initialCart,
  reducers: {
    cartReceived: (_state, action: PayloadAction<Cart>) => ({
      cartName: action.payload.cartName,
      itemCount: countItems(action.payload),
    }),
    cartNamed: (_state, action: PayloadAction<{ cartName: string; itemCount: number }>) => action.payload,
    /** UNKNOWN_CART, or the order was placed: the next add starts a new cart */
    cartReset: () => initialCart,
  },
  selectors: {
    selectCartName: (state) => state.cartName,
    selectCartItemCount: (state) => state.itemCount,
  },
});

export const { cartReceived, cartNamed, cartReset } = cartSlice.actions;
export const { selectCartName, selectCartItemCount } = cartSlice.selectors;

export const cartContentSlice = createSlice({
  name: 'cartContent',
  initialState: initialContent,
  reducers: {
    cartLoading: (state) => {
      state.status = state.cart ? state.status : 'loading';
    },
    cartLoaded: (state, action: PayloadAction<Cart | null>) => {
      state.cart = action.payload;
      state.status = 'ready';
      state.busy = false;
    },
    cartLoadFailed: (state) => {
      state.status = state.cart ? 'ready' : 'failed';
      state.busy = false;
    },
    cartBusy: (state, action: PayloadAction<boolean>) => {
      state.busy = action.payload;
    },
  },
  extraReducers: markHydrated,
  selectors: {
    selectCart: (state) => state.cart,
    selectCartStatus: (state) => state.status,
    selectCartBusy: (state) => state.busy,
    selectCartHydrated: (state) => state.hydrated,
  },
});

export const { cartLoading, cartLoaded, cartLoadFailed, cartBusy } = cartContentSlice.actions;
export const { selectCart, selectCartStatus, selectCartBusy, selectCartHydrated } =
  cartContentSlice.selectors;
