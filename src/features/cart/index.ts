export { CartLink } from './CartLink';
export { CartPage } from './CartPage';
export { addEntries, applyVoucher, createRequestCart, fetchCart } from './cartThunks';
export type { CartFailure } from './cartThunks';
export { selectCartItemCount, selectCartName } from './cartSlice';
export { checkoutPathFor, CART_PATH, PAYMENT_PATH } from './checkoutPaths';
export { itemKind, scheduleOf, summaryLines, weekdayName } from './cartFormat';
