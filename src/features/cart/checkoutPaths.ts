import type { TenantConfig } from '@/tenancy/schema';

export const CART_PATH = '/shop/checkout/cart';
export const PAYMENT_PATH = '/shop/checkout/payment';

/** SPEC §2: after add to cart go to the cart, or to payment when the tenant skips or has no cart page. */
export const checkoutPathFor = (tenant: Pick<TenantConfig, 'features'>): string =>
  tenant.features.cartPageAvailable && !tenant.features.skipCartPageAtCheckout ? CART_PATH : PAYMENT_PATH;

/** SPEC §2: the order result, where the commit runs (query orderNumber, cartName, paymentToken). */
export const RESULT_PATH = '/shop/checkout/result';
/** SPEC §2: the result of a cash-code order (payment method N/A; query cartName, orderNumber). */
export const CASH_CODE_RESULT_PATH = '/shop/checkout/result/cash-code';
/** The account's auto top-ups, where a recurring charge is paused or cancelled. */
export const AUTO_TOPUPS_PATH = '/account/auto-topups';
/** The payment page's query naming how the last payment ended (cancelled, failed), said on return. */
export const AFTER_PAYMENT = 'after';
