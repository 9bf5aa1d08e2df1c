import type { Cart } from '@/api';
import { MoneyLinesList } from '@/ui/money/MoneyLinesList';

/** The cart's totals, in the lines every page that shows money uses. */
export function CartSummary({
  cart,
  detailed,
  price,
}: {
  cart: Cart;
  detailed: boolean;
  price: (amount: number) => string;
}) {
  return <MoneyLinesList summary={cart.summary} detailed={detailed} price={price} testIdPrefix="cart" />;
}
