import type { TFunction } from 'i18next';
import { payable } from '@/api/moneyLines';

/**
 * What the customer pays for an amount offered, in the page's language and currency (`price`): the
 * amount, or where a service fee comes with it, the total with the fee it holds: what the cart
 * will ask, said before the cart.
 */
export function payableText(
  t: TFunction,
  price: (amount: number) => string,
  amount: number,
  serviceFee: number,
  quantity = 1,
): string {
  const total = price(payable(amount, serviceFee, quantity));
  return serviceFee > 0 ? t('price.withFee', { total, fee: price(payable(0, serviceFee, quantity)) }) : total;
}
