import type { CartItem } from './cart';

export type PricedItem = Pick<CartItem, 'grossAmount' | 'autoTopupOption' | 'smsTopupConsent'>;

/** A zero-price low-balance or recurring setup, or a zero-price SMS consent (SPEC §4). */
function isFreeSetup(item: PricedItem): boolean {
  if (item.grossAmount !== 0) return false;
  const option = item.autoTopupOption;
  return Boolean(option?.lowBalanceOption || option?.recurringOption || item.smsTopupConsent);
}

/**
 * SPEC §4 "cart needs payment": only free setups go through without payment. The item prices
 * decide, not the cart total, so a voucher that covers a purchase still leads to payment.
 */
export function cartNeedsPayment(items: readonly PricedItem[]): boolean {
  return items.some((item) => !isFreeSetup(item));
}

/**
 * SPEC §4 cash-code order: every item carries a cash code, on a shop whose top-up kinds include
 * CASH_CODE. The customer pays it in cash at a store, so it takes no payment method (N/A).
 */
export const isCashCodeCart = (
  items: readonly Pick<CartItem, 'cashCode'>[],
  topupKinds: readonly string[],
): boolean =>
  topupKinds.includes('CASH_CODE') && items.length > 0 && items.every((item) => Boolean(item.cashCode));

/** SPEC §4: the method name of a cart that needs no payment (cash code, zero-price setups). */
export const NO_PAYMENT_METHOD = 'N/A';

/** The key under `result.paymentMethods` that names an order's method: N/A is a cash-code order. */
export const paymentMethodKey = (name: string) => (name === NO_PAYMENT_METHOD ? 'cash' : name);
