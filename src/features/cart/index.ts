export { CartLink } from './CartLink';
// CartPage is imported from its module by its page only: the top-up form uses this index too.
export { addEntries, applyVoucher, createRequestCart, fetchCart } from './cartThunks';
export type { CartFailure } from './cartThunks';
export {
  cartReset,
  selectCart,
  selectCartHydrated,
  selectCartItemCount,
  selectCartName,
  selectCartStatus,
} from './cartSlice';
export { CartSummary } from './CartSummary';
export { useAddToCart } from './useAddToCart';
export {
  checkoutPathFor,
  AFTER_PAYMENT,
  AUTO_TOPUPS_PATH,
  CART_PATH,
  CASH_CODE_RESULT_PATH,
  PAYMENT_PATH,
  RESULT_PATH,
} from './checkoutPaths';
export {
  itemKind,
  recurringCharges,
  scheduleOf,
  scheduleOfOrdered,
  weekdayName,
  type RecurringCharge,
  type Schedule,
} from './cartFormat';
export { RecurringNotice } from './RecurringNotice';
export { RepeatOrder } from './RepeatOrder';
