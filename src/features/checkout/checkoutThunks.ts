import { isApiError } from '@/api/apiError';
import { isCashCodeCart } from '@/api/cartPayment';
import { ErrorCodes } from '@/api/errors';
// The lazy client, not '@/api': the index would bring zod and every call's schemas into the first load.
import {
  checkoutAddress,
  confirmPaymentToken,
  createOrder,
  getPaymentMethods,
  getPaypalSessionId,
  getProfile,
  listPaymentTokens,
  startApplePayment,
  startPayment,
  validateOtp,
} from '@/api/client';
import { selectSignedIn } from '@/features/account';
import { cartReset, CASH_CODE_RESULT_PATH, RESULT_PATH } from '@/features/cart';
import type { AppDispatch, RootState } from '@/store/makeStore';
import { failureOf, shopThunk } from '@/store/shopThunk';
import { shopOf } from '@/tenancy/shop';
import { sendsDeviceId } from '@/tenancy/thirdPartyScripts';
import { emptyAddress, needsOf } from './addressForm';
import { addressTyped, orderStarted, paymentAttempted } from './checkoutSlice';
import { deliveryAddressOf, prefillAddress } from './deliveryAddress';
import { deviceId, sessionId } from '@/ui/payment/browserIds';
import {
  additionalDataOf,
  createsOrderOnly,
  savedToken,
  startedPayment,
  startsAsWallet,
  type PaymentChoice,
  type SavedToken,
  type ShownPayment,
} from './paymentFlow';

/** Where the browser goes after a step: a shop page (router) or another site (payer URL). */
export type Navigation = { to: 'shop' | 'external'; url: string };

/** How a pay ends: the browser goes somewhere, or the payment goes on inside this page. */
export type PayOutcome = Navigation | { to: 'here'; shown: ShownPayment };

/** Who pays: a signed-in customer brings their saved tokens. */
export interface Customer {
  signedIn: boolean;
  tokens: SavedToken[];
}

/** A failed step: the SPEC §8 message key, and the code behind it. */
export interface CheckoutFailure {
  errorCode: string;
  messageKey: string;
  /** token confirm failures send the customer to the main page (SPEC §8) */
  toMainPage?: boolean;
  /** the payment could not start (SPEC §8: for PayPal the page says so beside the methods) */
  paymentStart?: boolean;
}

const checkoutThunk = shopThunk<CheckoutFailure>();

const requireCart = (state: RootState) => {
  const cartName = state.cart.cartName;
  if (!cartName) throw new Error('no cart');
  return cartName;
};

/** SPEC §7: v4 with the cart on multi-brand tenants, else v3. */
export const loadPaymentMethods = checkoutThunk('checkout/methods', async (_: void, { getState, shop }) => {
  const { tenant, ctx } = shop;
  const cartName = getState().cart.cartName ?? undefined;
  const { paymentMethods } = await getPaymentMethods(ctx, {
    multipleBrands: tenant.features.multipleBrands,
    cartName,
  });
  return paymentMethods;
});

const GUEST: Customer = { signedIn: false, tokens: [] };

/**
 * The signed-in customer's details fill the address's gaps and bring their saved payment tokens;
 * AUTHORIZATION_REQUIRED (or no answer) means the session is over: checked out as a guest.
 */
export const loadCustomer = checkoutThunk(
  'checkout/customer',
  async (_: void, { getState, dispatch, shop }): Promise<Customer> => {
    // a guest has no profile to ask for: the call would only answer AUTHORIZATION_REQUIRED
    if (!selectSignedIn(getState())) return GUEST;
    const { tenant, ctx } = shop;
    try {
      const profile = await getProfile(ctx);
      const address = getState().checkout.address ?? emptyAddress(tenant);
      dispatch(addressTyped(prefillAddress(address, profile)));
      const { paymentTokens } = await listPaymentTokens(ctx).catch(() => ({ paymentTokens: [] }));
      return { signedIn: true, tokens: paymentTokens.map(savedToken) };
    } catch {
      return GUEST;
    }
  },
);

/**
 * The customer the server rendered the payment page for (ADR 0050): their profile came with the page
 * as the session's user and their saved cards in the working state, so neither is asked for again.
 * Only the browser knows the stored address, whose gaps the profile fills as `loadCustomer` does.
 */
export const prefillFromSession = checkoutThunk(
  'checkout/servedCustomer',
  async (_: void, { getState, dispatch, shop }) => {
    const { auth, checkout } = getState();
    if (!auth.user?.isAuthenticated) return;
    dispatch(addressTyped(prefillAddress(checkout.address ?? emptyAddress(shop.tenant), auth.user)));
  },
);

/** The payment page's data: the methods and the customer, asked for side by side. */
export const loadCheckout = checkoutThunk('checkout/load', async (_: void, { dispatch }) => {
  await Promise.all([dispatch(loadPaymentMethods()), dispatch(loadCustomer())]);
});

/** SPEC §4 step 2: the address; the server may ask for a one-time password first. */
export const submitAddress = checkoutThunk('checkout/address', async (_: void, { getState, fail, shop }) => {
  const state = getState();
  const { tenant, ctx, language } = shop;
  const cartName = requireCart(state);
  const cart = state.cartContent.cart;
  const form = state.checkout.address ?? emptyAddress(tenant);
  const deliveryAddress = deliveryAddressOf(form, {
    needs: needsOf(tenant, cart?.items),
    language,
    deviceId: sendsDeviceId(tenant.settings) ? deviceId() : undefined,
  });
  try {
    const { nextStep } = await checkoutAddress(ctx, {
      cartName,
      deliveryAddress,
      language,
      orderNumber: state.checkout.orderNumber ?? undefined,
    });
    return nextStep;
  } catch (error) {
    return fail(error, 'checkoutAddress');
  }
});

/** SPEC §8: a wrong or expired code is said in the dialog; the codes have their own keys there. */
export const confirmOtp = checkoutThunk(
  'checkout/otp',
  async (otp: string, { getState, rejectWithValue, shop }) => {
    const { ctx } = shop;
    try {
      await validateOtp(ctx, requireCart(getState()), otp);
      return true;
    } catch (error) {
      const errorCode = isApiError(error) ? error.errorCode : 'UNKNOWN_ERROR';
      const known = errorCode === 'OTP_INVALID' || errorCode === 'OTP_EXPIRED';
      return rejectWithValue({
        errorCode,
        messageKey: known ? `checkout.otp.${errorCode}` : failureOf(error, 'general', getState()).messageKey,
      });
    }
  },
);

/** Sends the code again: the address call with the same address (OTP_RESEND_TIME_LIMIT_RESTRICTION). */
export const resendOtp = submitAddress;

/** A step the backend refused until the cart's one-time password is confirmed. */
export const needsOtp = (failure: CheckoutFailure | undefined): boolean =>
  failure?.errorCode === ErrorCodes.OTP_REQUIRED;

/**
 * The address call's refusals that still leave a code to type: one was sent moments ago (and may
 * not be sent again yet), or the backend wants one before the address too (the dialog's "send
 * again" asks for it).
 */
const CODE_TO_TYPE = new Set<string>([ErrorCodes.OTP_RESEND_TIME_LIMIT_RESTRICTION, ErrorCodes.OTP_REQUIRED]);

/**
 * A step answered OTP_REQUIRED (docs/specification.md §8): the address again, so the backend sends
 * a code, and the code dialog. An address that answers `normal` sent no code to type: the refused
 * step's own failure (`refused`) is told instead.
 */
export const askForOtp = checkoutThunk(
  'checkout/askOtp',
  async (refused: CheckoutFailure, { dispatch, rejectWithValue }) => {
    const sent = await dispatch(submitAddress());
    if (submitAddress.fulfilled.match(sent)) return sent.payload === 'otp' ? true : rejectWithValue(refused);
    if (sent.payload && CODE_TO_TYPE.has(sent.payload.errorCode)) return true;
    return rejectWithValue(sent.payload ?? refused);
  },
);

/**
 * Where an order made without a payment start goes (SPEC §4 steps 3 and 5): a saved card whose
 * issuer asks for a check (3-D Secure) answers the check's page, which comes back to the result
 * page as a new card's payer page does; a saved card charged at once, and a free setup, go to the
 * result page; only a cash-code cart goes to its cash code.
 */
async function orderOnly(
  state: RootState,
  dispatch: AppDispatch,
  choice: PaymentChoice,
): Promise<Navigation | CheckoutFailure> {
  const { ctx, tenant } = shopOf(state);
  const cartName = requireCart(state);
  const newsletter = state.checkout.address?.newsletter && tenant.features.newsletterCheckbox;
  let orderNumber: string;
  try {
    ({ orderNumber } = await createOrder(ctx, { cartName, ...(newsletter ? { newsletter: true } : {}) }));
  } catch (error) {
    return failureOf(error, 'createOrder', state);
  }
  dispatch(orderStarted(orderNumber));
  if (choice.savedTokenId) {
    let payerUrl: string | undefined;
    try {
      ({ payerUrl } = await confirmPaymentToken(ctx, choice.savedTokenId, orderNumber));
    } catch (error) {
      return { ...failureOf(error, 'tokenConfirm', state), toMainPage: true };
    }
    if (payerUrl) {
      // the cart stays until the commit settles, as for a new card: a cancelled check pays again
      dispatch(paymentAttempted());
      return { to: 'external', url: payerUrl };
    }
  }
  // the order holds the cart now; the commit on the result page takes it from here
  dispatch(cartReset());
  const items = state.cartContent.cart?.items ?? [];
  if (!choice.savedTokenId && isCashCodeCart(items, tenant.topup.kinds))
    return { to: 'shop', url: `${CASH_CODE_RESULT_PATH}?${new URLSearchParams({ cartName, orderNumber })}` };
  const query = new URLSearchParams({ orderNumber, cartName });
  if (choice.savedTokenId) query.set('paymentToken', choice.savedTokenId);
  return { to: 'shop', url: `${RESULT_PATH}?${query}` };
}

/** SPEC §4 steps 3-4: create the order, or start the payment and say where the customer goes. */
export const pay = checkoutThunk(
  'checkout/pay',
  async (choice: PaymentChoice, { getState, dispatch, rejectWithValue, shop }) => {
    const state = getState();
    const { tenant, ctx } = shop;
    if (createsOrderOnly(choice)) {
      const outcome = await orderOnly(state, dispatch, choice);
      return 'messageKey' in outcome ? rejectWithValue(outcome) : outcome;
    }
    const cartName = requireCart(state);
    const automatic = state.cartContent.cart?.items.some((item) => item.autoTopupOption) ?? false;
    const voucher = state.cartContent.cart?.items.some((item) => item.objectType === 'VOUCHER');
    const additionalData = additionalDataOf(
      choice,
      voucher ? state.checkout.address?.voucherDelivery : undefined,
    );
    const savePayment = choice.savePayment ?? false;
    let response;
    try {
      response = startsAsWallet(choice.method)
        ? await startApplePayment(ctx, { cartName, paymentMethod: 'applepay', savePayment, additionalData })
        : await startPayment(ctx, {
            cartName,
            paymentMethod: choice.method,
            savePayment,
            additionalData,
            orderNumber: state.checkout.orderNumber ?? undefined,
            sessionId: tenant.sessionIdEnabled ? sessionId() : undefined,
            fraudnetSessionId:
              choice.method === 'paypal' ? (await getPaypalSessionId(ctx)).tokenId : undefined,
            deviceId: sendsDeviceId(tenant.settings) ? deviceId() : undefined,
          });
    } catch (error) {
      return rejectWithValue({ ...failureOf(error, 'startPayment', getState()), paymentStart: true });
    }
    dispatch(orderStarted(response.orderNumber));
    const started = startedPayment(choice.method, response, tenant.settings, automatic);
    if (started.kind !== 'redirect') return { to: 'here', shown: started } satisfies PayOutcome;
    dispatch(paymentAttempted());
    return { to: 'external', url: started.url } satisfies PayOutcome;
  },
  // a second click (or Enter) while the first is under way, or while the browser leaves for the
  // payer URL, makes no second order
  { condition: (_, { getState }) => !getState().checkoutFlow?.busy },
);
