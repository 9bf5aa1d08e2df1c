import type { PaymentRow } from './db/schema';

/** The sandbox provider's hosted pages: a payment's page is `${SANDBOX_PAY_PATH}/<paymentId>`. */
export const SANDBOX_PAY_PATH = '/sandbox/pay';

/** Where a payment that only saves a method (no order) returns the customer to. */
export const SAVED_METHODS_PATH = '/account/settings/payment-methods';

/**
 * The payment page returns the payer to the shop's result page with what the commit needs; a
 * payment that only saves a method returns to the saved methods with how it was decided.
 */
export function returnUrlOf(payment: PaymentRow): string {
  if (!payment.orderNumber || !payment.cartName)
    return `${SAVED_METHODS_PATH}?paymentStatus=${payment.status}`;
  const query = new URLSearchParams({
    orderNumber: payment.orderNumber,
    cartName: payment.cartName,
    paymentToken: payment.token,
  });
  return `/shop/checkout/result?${query.toString()}`;
}
