// The page's own module: the feature's index is shared with the top-up form, whose chunk must not
// carry the cart page.
import { CartPage } from '@/features/cart/CartPage';
import { siteProps, sitePaths } from '@/server/pageLoad';

export const getStaticPaths = sitePaths;
export const getStaticProps = siteProps('/shop/checkout/cart');

export default function Page() {
  return <CartPage />;
}
