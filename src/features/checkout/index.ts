// PaymentPage is imported from its module by its page only.
export { selectOrderNumber, selectPaymentAttempt } from './checkoutSlice';
/** Shared with the account's sign-in and registration forms. */
export { EmailShortcuts } from './EmailShortcuts';
export { cardExpiry } from './cardExpiry';
/** Shared with the account's order history. */
export { paymentMethodKey } from './paymentFlow';
export { CountryField } from './CountryField';
/** Shared with the account's payment methods, which save a card like the checkout pays with one. */
export { deviceId } from './browserIds';
export { useDeviceCheck } from './useDeviceCheck';
