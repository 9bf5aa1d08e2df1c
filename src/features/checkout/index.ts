// PaymentPage is imported from its module by its page only.
export { selectOrderNumber, selectPaymentAttempt } from './checkoutSlice';
/** Shared with the account's sign-in and registration forms. */
export { EmailShortcuts } from './EmailShortcuts';
export { cardExpiry } from './cardExpiry';
export { CountryField } from './CountryField';
