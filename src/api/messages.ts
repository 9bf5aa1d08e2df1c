import { GENERAL_ERROR } from './generalError';
import type { ApiError } from './http';

/**
 * SPEC §8: one table per context from error code to message key; unknown codes fall back as SPEC
 * says. A message key is looked up in the `common` translation namespace.
 */
export type ErrorContext =
  | 'addToCart'
  | 'loadCart'
  | 'startPayment'
  | 'checkoutAddress'
  | 'voucher'
  | 'autoTopupLight'
  | 'tokenConfirm'
  | 'profile'
  | 'login'
  | 'register'
  | 'changePassword'
  | 'passwordReset'
  | 'createOrder'
  | 'createCart'
  | 'savedNumbers'
  | 'general';

const tables: Record<ErrorContext, Readonly<Record<string, string>>> = {
  addToCart: {
    EXISTING_LOW_BALANCE_TOPUP: 'existingLowBalanceTopup',
    ALREADY_REGISTERED_TOPUP_CONSENT_PHONE_NUMBER: 'smsTopupAlreadyExists',
    CART_LIMIT_PER_PRODUCT_FACE_VALUE_EXCEEDED: 'productAmountLimit',
    CART_LIMIT_PER_PRODUCT_COUNT_VALUE_EXCEEDED: 'productQuantityLimit',
    CART_LIMIT_TOTAL_FACE_VALUE_EXCEEDED: 'cartAmountLimit',
    CART_LIMIT_TOTAL_COUNT_VALUE_EXCEEDED: 'cartQuantityLimit',
    UNAVAILABLE_COUNTRY: 'unavailableCountry',
  },
  loadCart: { UNKNOWN_CART: 'unknownCartErrorMessage' },
  startPayment: { PAYMENT_METHOD_IS_NOT_AVAILABLE: 'paymentMethodIsNotAvailable' },
  checkoutAddress: { OTP_RESEND_TIME_LIMIT_RESTRICTION: 'otpResendTimeLimit' },
  voucher: { VOUCHER_TOKEN_INVALID: 'invalidVoucherCode' },
  autoTopupLight: { UNABLE_QUERY_AUTO_TOPUP_LIGHT: 'unableQueryAutoTopupLight' },
  tokenConfirm: { TOKEN_STATUS_CANCELED: 'tokenStatusCanceledError' },
  profile: { AUTHORIZATION_REQUIRED: 'authorizationRequired' },
  login: { NotAuthorizedException: 'incorrectUsernameOrPassword' },
  register: { CUSTOMER_DUPLICATION_ERROR: 'usernameExists' },
  changePassword: { AUTHENTICATION_FAILED: 'incorrectCurrentPassword' },
  // forgot and reset password: a code without a key here shows the answer's status text (rules.ts)
  passwordReset: { AUTHENTICATION_FAILED: 'auth.errors.codeWrong' },
  createOrder: {},
  createCart: {},
  savedNumbers: {
    SAVED_NUMBER_EXISTS: 'savedNumbers.errors.exists',
    SAVED_NUMBERS_LIMIT: 'savedNumbers.errors.limit',
    UNAVAILABLE_COUNTRY: 'savedNumbers.errors.country',
  },
  general: {},
};

/** The fallback when a context's table has no row for the code (SPEC §8 "any other"). */
function fallback(context: ErrorContext, isReloadNowTenant: boolean): string {
  switch (context) {
    case 'addToCart':
      return isReloadNowTenant ? 'addToCartErrorMessage' : GENERAL_ERROR;
    case 'startPayment':
      return isReloadNowTenant ? 'startPaymentErrorMessage' : GENERAL_ERROR;
    case 'checkoutAddress':
      return isReloadNowTenant ? 'checkoutAddressErrorMessage' : GENERAL_ERROR;
    // SPEC §8: token confirm failures other than a cancelled token read as a fraud decline
    case 'tokenConfirm':
      return 'fraudDeclinedTransaction';
    case 'createOrder':
      return 'createOrderErrorMessage';
    case 'createCart':
      return 'createCartErrorMessage';
    default:
      return GENERAL_ERROR;
  }
}

export function messageKeyFor(
  context: ErrorContext,
  error: Pick<ApiError, 'errorCode'>,
  tenant: { isReloadNowTenant: boolean } = { isReloadNowTenant: false },
): string {
  // A response that broke its schema has no row in any table, so it reads as the context's "any
  // other" message, like every code the context does not know (SPEC §8).
  return tables[context][error.errorCode] ?? fallback(context, tenant.isReloadNowTenant);
}

/** The SPEC §8 tables, exported for table-driven tests and documentation. */
export const errorMessageTables = tables;
