// PaymentPage is imported from its module by its page only.
export { selectOrderNumber, selectPaymentAttempt } from './checkoutSlice';
