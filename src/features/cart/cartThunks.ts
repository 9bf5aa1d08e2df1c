import type { ApiContext, Cart, CartItemInput, ErrorContext } from '@/api';
import { isApiError } from '@/api/apiError';
// The lazy client, not '@/api': the index would bring zod and every call's schemas into the first load.
import {
  addToCart,
  addVouchers,
  createCart,
  getCart,
  removeCartItem,
  removeVouchers,
  setCartItemCount,
} from '@/api/client';
import { failureOf, shopThunk, type ShopFailure } from '@/store/shopThunk';
import {
  cartBusy,
  cartLoaded,
  cartLoadFailed,
  cartLoading,
  cartNamed,
  cartReceived,
  cartReset,
} from './cartSlice';

/** Why a cart call failed: the SPEC §8 message key to show, and the code behind it. */
export type CartFailure = ShopFailure;

const cartThunk = shopThunk();

/** Codes that mean the remembered cart cannot take changes any more, so a new one is started. */
const STALE_CART = new Set(['UNKNOWN_CART', 'CART_LOCKED']);

/** Reads the remembered cart; SPEC §8: UNKNOWN_CART resets it, with unknownCartErrorMessage. */
export const fetchCart = cartThunk(
  'cart/fetch',
  async (_: void, { getState, dispatch, rejectWithValue, shop }) => {
    const cartName = getState().cart.cartName;
    if (!cartName) {
      dispatch(cartLoaded(null));
      return null;
    }
    dispatch(cartLoading());
    try {
      // named in the page's language: a customer who switched language reads the lines in it
      const cart = await getCart(shop.ctx, cartName, shop.language);
      dispatch(cartReceived(cart));
      dispatch(cartLoaded(cart));
      return cart;
    } catch (error) {
      const reason = failureOf(error, 'loadCart', getState());
      if (reason.errorCode === 'UNKNOWN_CART') {
        dispatch(cartReset());
        dispatch(cartLoaded(null));
      } else dispatch(cartLoadFailed());
      return rejectWithValue(reason);
    }
  },
);

/** Beside the cart, an add may bring news: a message key to show although the add went through. */
export interface AddNotice {
  notice: string | null;
}

const addThunk = shopThunk<CartFailure, AddNotice>();

/**
 * SPEC §7 v2 addToCart: into the remembered cart, or a new one when there is none. A cart that is
 * gone or already being paid for is replaced by a new one instead of failing the customer's add;
 * when a gone cart held items, the notice says so (SPEC §8 unknownCartErrorMessage), so that
 * nothing disappears unexplained.
 */
export const addEntries = addThunk(
  'cart/add',
  async (
    entries: Array<CartItemInput & { quantity?: number }>,
    { getState, dispatch, fail, fulfillWithValue, shop },
  ) => {
    const { ctx } = shop;
    const { cartName, itemCount } = getState().cart;
    let notice: string | null = null;
    try {
      let cart: Cart;
      try {
        cart = await addToCart(ctx, { cartName: cartName ?? undefined, items: entries });
      } catch (error) {
        if (!cartName || !isApiError(error) || !STALE_CART.has(error.errorCode)) throw error;
        if (error.errorCode === 'UNKNOWN_CART' && itemCount > 0)
          notice = failureOf(error, 'loadCart', getState()).messageKey;
        dispatch(cartReset());
        cart = await addToCart(ctx, { items: entries });
      }
      dispatch(cartReceived(cart));
      dispatch(cartLoaded(cart));
      return fulfillWithValue(cart, { notice });
    } catch (error) {
      return fail(error, 'addToCart');
    }
  },
);

/** A change to the cart on the cart page; the shown cart stays as it was when it fails. */
function cartChange<A>(
  type: string,
  context: ErrorContext,
  call: (ctx: ApiContext, cartName: string, arg: A) => Promise<Cart>,
) {
  return cartThunk(type, async (arg: A, { getState, dispatch, rejectWithValue, shop }) => {
    const cartName = getState().cart.cartName;
    if (!cartName)
      return rejectWithValue({ errorCode: 'UNKNOWN_CART', messageKey: 'unknownCartErrorMessage' });
    dispatch(cartBusy(true));
    try {
      const cart = await call(shop.ctx, cartName, arg);
      dispatch(cartReceived(cart));
      dispatch(cartLoaded(cart));
      return cart;
    } catch (error) {
      dispatch(cartBusy(false));
      const reason = failureOf(error, context, getState());
      if (reason.errorCode === 'UNKNOWN_CART') {
        dispatch(cartReset());
        dispatch(cartLoaded(null));
        return rejectWithValue({ ...reason, messageKey: 'unknownCartErrorMessage' });
      }
      return rejectWithValue(reason);
    }
  });
}

/** Count changes meet the same cart limits as an add, so they share its messages. */
export const changeItemCount = cartChange<{ itemKey: string; count: number }>(
  'cart/count',
  'addToCart',
  (ctx, cartName, { itemKey, count }) => setCartItemCount(ctx, cartName, itemKey, count),
);

export const removeItem = cartChange<string>('cart/remove', 'general', (ctx, cartName, itemKey) =>
  removeCartItem(ctx, cartName, itemKey),
);

export const applyVoucher = cartChange<string>('cart/voucher', 'voucher', (ctx, cartName, code) =>
  addVouchers(ctx, cartName, [code]),
);

export const dropVoucher = cartChange<string>('cart/dropVoucher', 'voucher', (ctx, cartName, code) =>
  removeVouchers(ctx, cartName, [code]),
);

/** SPEC §4 web or chatbot request: a new cart for the phone number and amount. */
export const createRequestCart = cartThunk(
  'cart/create',
  async (request: { msisdn: string; amount: number }, { dispatch, fail, shop }) => {
    try {
      const { cartName } = await createCart(shop.ctx, {
        phoneNumber: request.msisdn,
        amount: request.amount,
      });
      dispatch(cartNamed({ cartName, itemCount: 1 }));
      return cartName;
    } catch (error) {
      return fail(error, 'createCart');
    }
  },
);
