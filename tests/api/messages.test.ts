import { describe, expect, it } from 'vitest';
import { messageKeyFor, type ErrorContext } from '@/api/messages';

const reloadNow = { isReloadNowTenant: true };
const plain = { isReloadNowTenant: false };

describe('SPEC §8 error code → message key', () => {
  it.each([
    ['EXISTING_LOW_BALANCE_TOPUP', 'existingLowBalanceTopup'],
    ['ALREADY_REGISTERED_TOPUP_CONSENT_PHONE_NUMBER', 'smsTopupAlreadyExists'],
    ['CART_LIMIT_PER_PRODUCT_FACE_VALUE_EXCEEDED', 'productAmountLimit'],
    ['CART_LIMIT_PER_PRODUCT_COUNT_VALUE_EXCEEDED', 'productQuantityLimit'],
    ['CART_LIMIT_TOTAL_FACE_VALUE_EXCEEDED', 'cartAmountLimit'],
    ['CART_LIMIT_TOTAL_COUNT_VALUE_EXCEEDED', 'cartQuantityLimit'],
    ['UNAVAILABLE_COUNTRY', 'unavailableCountry'],
  ])('add to cart: %s → %s', (errorCode, key) => {
    expect(messageKeyFor('addToCart', { errorCode }, plain)).toBe(key);
    expect(messageKeyFor('addToCart', { errorCode }, reloadNow)).toBe(key);
  });

  it.each([
    ['addToCart', 'SOMETHING_ELSE', 'addToCartErrorMessage', 'generalErrorMessage'],
    ['startPayment', 'SOMETHING_ELSE', 'startPaymentErrorMessage', 'generalErrorMessage'],
    ['checkoutAddress', 'SOMETHING_ELSE', 'checkoutAddressErrorMessage', 'generalErrorMessage'],
  ] as const)(
    '%s: any other code → %s for reloadnow tenants, else %s',
    (context, errorCode, forReloadNow, otherwise) => {
      expect(messageKeyFor(context, { errorCode }, reloadNow)).toBe(forReloadNow);
      expect(messageKeyFor(context, { errorCode }, plain)).toBe(otherwise);
    },
  );

  it.each([
    ['loadCart', 'UNKNOWN_CART', 'unknownCartErrorMessage'],
    ['startPayment', 'PAYMENT_METHOD_IS_NOT_AVAILABLE', 'paymentMethodIsNotAvailable'],
    ['checkoutAddress', 'OTP_RESEND_TIME_LIMIT_RESTRICTION', 'otpResendTimeLimit'],
    ['voucher', 'VOUCHER_TOKEN_INVALID', 'invalidVoucherCode'],
    ['autoTopupLight', 'UNABLE_QUERY_AUTO_TOPUP_LIGHT', 'unableQueryAutoTopupLight'],
    ['tokenConfirm', 'TOKEN_STATUS_CANCELED', 'tokenStatusCanceledError'],
    ['tokenConfirm', 'ANYTHING', 'fraudDeclinedTransaction'],
    ['profile', 'AUTHORIZATION_REQUIRED', 'authorizationRequired'],
    ['login', 'NotAuthorizedException', 'incorrectUsernameOrPassword'],
    ['login', 'ANYTHING', 'generalErrorMessage'],
    ['register', 'CUSTOMER_DUPLICATION_ERROR', 'usernameExists'],
    ['changePassword', 'AUTHENTICATION_FAILED', 'incorrectCurrentPassword'],
    ['createOrder', 'ANYTHING', 'createOrderErrorMessage'],
    ['createCart', 'ANYTHING', 'createCartErrorMessage'],
  ] as Array<[ErrorContext, string, string]>)('%s: %s → %s', (context, errorCode, key) => {
    expect(messageKeyFor(context, { errorCode })).toBe(key);
  });

  it.each([
    ['addToCart', reloadNow, 'addToCartErrorMessage'],
    ['addToCart', plain, 'generalErrorMessage'],
    ['startPayment', reloadNow, 'startPaymentErrorMessage'],
    ['checkoutAddress', reloadNow, 'checkoutAddressErrorMessage'],
    ['tokenConfirm', plain, 'fraudDeclinedTransaction'],
    ['createOrder', plain, 'createOrderErrorMessage'],
    ['createCart', plain, 'createCartErrorMessage'],
    ['loadCart', plain, 'generalErrorMessage'],
  ] as Array<[ErrorContext, typeof plain, string]>)(
    'a response that fails its schema in %s takes the context\'s "any other" message',
    (context, tenant, key) => {
      expect(messageKeyFor(context, { errorCode: 'SCHEMA_MISMATCH' }, tenant)).toBe(key);
    },
  );
});
