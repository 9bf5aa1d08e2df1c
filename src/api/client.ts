// The browser's entry to the contract's calls, without zod in the page's first load.
//
// Every function here is the same function of the contract module (same route definition, same
// response validation, same ApiError, same /api/log report on a schema mismatch); only the module
// that holds the schemas is loaded with import() on first use instead of with the page. zod (its
// mini API: a 35 KB chunk minified, where the classic API was 97 KB and evaluated about ten times
// slower; the schemas reached from here import no other, tests/api/browserZod.test.ts) and the
// schemas are then chunks fetched on the first call, or ahead of it by `preloadContract` where a
// call is near (the top-up form once it is in use). Evaluating them takes two tasks (ADR 18),
// which a page only read never pays.
// Import only types and zod-free modules (apiError, messages, errors, productOptions) statically
// from browser code; take the calls from here.

import type * as AccountModule from './account';
import type * as AuthModule from './auth';
import type * as AutoTopupModule from './autoTopup';
import type * as CartModule from './cart';
import type * as CheckoutModule from './checkout';
import type * as OrdersModule from './orders';
import type * as ProductsModule from './products';
import type * as SavedNumbersModule from './savedNumbers';

type Account = typeof AccountModule;
type Auth = typeof AuthModule;
type AutoTopups = typeof AutoTopupModule;
type Cart = typeof CartModule;
type Checkout = typeof CheckoutModule;
type Orders = typeof OrdersModule;
type Products = typeof ProductsModule;
type SavedNumbers = typeof SavedNumbersModule;

let sharedSchemasBuilt: Promise<void> | undefined;

/**
 * zod and the schemas every call shares (common.ts) first, then a new task: evaluated in one go
 * with a call's own schemas, they made one task of 90 to 140 ms on a slow phone (a long task on
 * every page that calls); apart, the call's own schemas take a task of their own of about 25 ms.
 * The call's chunk is requested once the shared one is in, one small request later (ADR 18).
 */
function sharedSchemasFirst(): Promise<void> {
  sharedSchemasBuilt ??= import('./common').then(
    () => new Promise<void>((resolve) => setTimeout(resolve, 0)),
    (error: unknown) => {
      sharedSchemasBuilt = undefined; // a failed request is tried again by the next call
      throw error;
    },
  );
  return sharedSchemasBuilt;
}

const loadAccount = () => sharedSchemasFirst().then(() => import('./account'));
const loadAuth = () => sharedSchemasFirst().then(() => import('./auth'));
const loadAutoTopup = () => sharedSchemasFirst().then(() => import('./autoTopup'));
const loadCart = () => sharedSchemasFirst().then(() => import('./cart'));
const loadCheckout = () => sharedSchemasFirst().then(() => import('./checkout'));
const loadOrders = () => sharedSchemasFirst().then(() => import('./orders'));
const loadProducts = () => sharedSchemasFirst().then(() => import('./products'));
const loadSavedNumbers = () => sharedSchemasFirst().then(() => import('./savedNumbers'));

/** Starts loading the contract's schema chunks without waiting for a call (browser only). */
export function preloadContract(): void {
  if (typeof window === 'undefined') return;
  void loadCart().catch(() => undefined);
  void loadProducts().catch(() => undefined);
}

export const searchProducts = async (...args: Parameters<Products['searchProducts']>) =>
  (await loadProducts()).searchProducts(...args);

export const createCart = async (...args: Parameters<Cart['createCart']>) =>
  (await loadCart()).createCart(...args);
export const addToCart = async (...args: Parameters<Cart['addToCart']>) =>
  (await loadCart()).addToCart(...args);
export const getCart = async (...args: Parameters<Cart['getCart']>) => (await loadCart()).getCart(...args);
export const setCartItemCount = async (...args: Parameters<Cart['setCartItemCount']>) =>
  (await loadCart()).setCartItemCount(...args);
export const removeCartItem = async (...args: Parameters<Cart['removeCartItem']>) =>
  (await loadCart()).removeCartItem(...args);
export const addVouchers = async (...args: Parameters<Cart['addVouchers']>) =>
  (await loadCart()).addVouchers(...args);
export const removeVouchers = async (...args: Parameters<Cart['removeVouchers']>) =>
  (await loadCart()).removeVouchers(...args);

export const getPaymentMethods = async (...args: Parameters<Checkout['getPaymentMethods']>) =>
  (await loadCheckout()).getPaymentMethods(...args);
export const checkoutAddress = async (...args: Parameters<Checkout['checkoutAddress']>) =>
  (await loadCheckout()).checkoutAddress(...args);
export const validateOtp = async (...args: Parameters<Checkout['validateOtp']>) =>
  (await loadCheckout()).validateOtp(...args);
export const startPayment = async (...args: Parameters<Checkout['startPayment']>) =>
  (await loadCheckout()).startPayment(...args);
export const startApplePayment = async (...args: Parameters<Checkout['startApplePayment']>) =>
  (await loadCheckout()).startApplePayment(...args);
export const getPaypalSessionId = async (...args: Parameters<Checkout['getPaypalSessionId']>) =>
  (await loadCheckout()).getPaypalSessionId(...args);

export const createOrder = async (...args: Parameters<Orders['createOrder']>) =>
  (await loadOrders()).createOrder(...args);

export const getProfile = async (...args: Parameters<Account['getProfile']>) =>
  (await loadAccount()).getProfile(...args);
export const lookupAddress = async (...args: Parameters<Account['lookupAddress']>) =>
  (await loadAccount()).lookupAddress(...args);
export const listPaymentTokens = async (...args: Parameters<Account['listPaymentTokens']>) =>
  (await loadAccount()).listPaymentTokens(...args);
export const confirmPaymentToken = async (...args: Parameters<Account['confirmPaymentToken']>) =>
  (await loadAccount()).confirmPaymentToken(...args);
export const commitOrder = async (...args: Parameters<Orders['commitOrder']>) =>
  (await loadOrders()).commitOrder(...args);
export const getOrderDetails = async (...args: Parameters<Orders['getOrderDetails']>) =>
  (await loadOrders()).getOrderDetails(...args);

export const register = async (...args: Parameters<Auth['register']>) => (await loadAuth()).register(...args);
export const confirmAccount = async (...args: Parameters<Auth['confirmAccount']>) =>
  (await loadAuth()).confirmAccount(...args);
export const resendCode = async (...args: Parameters<Auth['resendCode']>) =>
  (await loadAuth()).resendCode(...args);
export const authenticate = async (...args: Parameters<Auth['authenticate']>) =>
  (await loadAuth()).authenticate(...args);
export const ssoAuthenticate = async (...args: Parameters<Auth['ssoAuthenticate']>) =>
  (await loadAuth()).ssoAuthenticate(...args);
export const forgotPass = async (...args: Parameters<Auth['forgotPass']>) =>
  (await loadAuth()).forgotPass(...args);
export const resetPass = async (...args: Parameters<Auth['resetPass']>) =>
  (await loadAuth()).resetPass(...args);
export const changePassword = async (...args: Parameters<Auth['changePassword']>) =>
  (await loadAuth()).changePassword(...args);
export const signOut = async (...args: Parameters<Auth['signOut']>) => (await loadAuth()).signOut(...args);

export const editProfile = async (...args: Parameters<Account['editProfile']>) =>
  (await loadAccount()).editProfile(...args);
export const createPaymentToken = async (...args: Parameters<Account['createPaymentToken']>) =>
  (await loadAccount()).createPaymentToken(...args);
export const deletePaymentToken = async (...args: Parameters<Account['deletePaymentToken']>) =>
  (await loadAccount()).deletePaymentToken(...args);
export const getOrderHistory = async (...args: Parameters<Orders['getOrderHistory']>) =>
  (await loadOrders()).getOrderHistory(...args);
export const getAccountOrder = async (...args: Parameters<Orders['getAccountOrder']>) =>
  (await loadOrders()).getAccountOrder(...args);

export const queryAutoTopups = async (...args: Parameters<AutoTopups['queryAutoTopups']>) =>
  (await loadAutoTopup()).queryAutoTopups(...args);
export const updateAutoTopup = async (...args: Parameters<AutoTopups['updateAutoTopup']>) =>
  (await loadAutoTopup()).updateAutoTopup(...args);
export const deleteAutoTopup = async (...args: Parameters<AutoTopups['deleteAutoTopup']>) =>
  (await loadAutoTopup()).deleteAutoTopup(...args);
export const deleteLowBalanceAutoTopup = async (
  ...args: Parameters<AutoTopups['deleteLowBalanceAutoTopup']>
) => (await loadAutoTopup()).deleteLowBalanceAutoTopup(...args);
export const queryLowBalanceLight = async (...args: Parameters<AutoTopups['queryLowBalanceLight']>) =>
  (await loadAutoTopup()).queryLowBalanceLight(...args);
export const queryNotRegistered = async (...args: Parameters<AutoTopups['queryNotRegistered']>) =>
  (await loadAutoTopup()).queryNotRegistered(...args);
export const querySmsTopups = async (...args: Parameters<AutoTopups['querySmsTopups']>) =>
  (await loadAutoTopup()).querySmsTopups(...args);
export const saveSmsTopup = async (...args: Parameters<AutoTopups['saveSmsTopup']>) =>
  (await loadAutoTopup()).saveSmsTopup(...args);
export const deleteSmsTopup = async (...args: Parameters<AutoTopups['deleteSmsTopup']>) =>
  (await loadAutoTopup()).deleteSmsTopup(...args);

export const listSavedNumbers = async (...args: Parameters<SavedNumbers['listSavedNumbers']>) =>
  (await loadSavedNumbers()).listSavedNumbers(...args);
export const saveNumber = async (...args: Parameters<SavedNumbers['saveNumber']>) =>
  (await loadSavedNumbers()).saveNumber(...args);
export const renameSavedNumber = async (...args: Parameters<SavedNumbers['renameSavedNumber']>) =>
  (await loadSavedNumbers()).renameSavedNumber(...args);
export const deleteSavedNumber = async (...args: Parameters<SavedNumbers['deleteSavedNumber']>) =>
  (await loadSavedNumbers()).deleteSavedNumber(...args);
