import type { TFunction } from 'i18next';
import type { RecurringCharge } from '@/features/cart';

/**
 * The submit says what it leads to: a cash code to pay at a store, a free order, or a payment; a
 * payment that sets up an automatic top-up names the amount and how it recurs.
 */
export function payLabel(
  t: TFunction,
  flow: { needsPayment: boolean; cashCode: boolean },
  charges: readonly RecurringCharge[],
  amount: string,
): string {
  if (flow.cashCode) return t('checkout.getCashCode');
  if (!flow.needsPayment) return t('checkout.placeOrder');
  const [first] = charges;
  // one schedule names the button; several differ, and the notice beside it lists each
  if (first && charges.every((charge) => charge.schedule.key === first.schedule.key))
    return t(`recurring.pay.${first.schedule.key}`, { amount });
  return t('checkout.pay');
}

/** How the last payment ended, as the page's query says it on return; anything else says nothing. */
export const afterPaymentOf = (value: unknown): 'cancelled' | 'failed' | null =>
  value === 'cancelled' || value === 'failed' ? value : null;
