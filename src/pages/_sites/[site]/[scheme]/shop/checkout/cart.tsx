// The page's own module: the feature's index is shared with the top-up form, whose chunk must not
// carry the cart page.
import { CartPage } from '@/features/cart/CartPage';
import { personalSitePage } from '@/server/pageLoad';
import { cartState } from '@/server/requestState';

/** Rendered per request with the cart its cookie names, so the page arrives filled (ADR 0050). */
export const getServerSideProps = personalSitePage(
  '/shop/checkout/cart',
  async (tenant, _params, language, req) => ({
    props: {},
    state: await cartState(tenant, req, language),
  }),
);

export default function Page() {
  return <CartPage />;
}
