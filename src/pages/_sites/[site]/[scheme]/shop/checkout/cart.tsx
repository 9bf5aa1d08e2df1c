// The page's own module: the feature's index is shared with the top-up form, whose chunk must not
// carry the cart page.
import { CartPage } from '@/features/cart/CartPage';
import { cartPageProps } from '@/features/cart/server';

/** Rendered per request with the cart its cookie names, so the page arrives filled (ADR 0050). */
export const getServerSideProps = cartPageProps;

export default function Page() {
  return <CartPage />;
}
