import { cartState } from '@/features/cart/server';
import { serverCatalogue } from '@/features/catalogue/server';
import { personalSitePage } from '@/server/pageLoad';

/**
 * getServerSideProps of the payment page: rendered per request with the cart its cookie names
 * (ADR 0050), whose goods say what the address form asks. Without a cart the server can read, the
 * kinds of goods the shop sells: until the browser has read the cart, the address form asks what a
 * cart of those kinds may need (ADR 0032), so a field a customer types into before hydration is in
 * the server's HTML, and an eSIM shop's form does not show postal lines only to take them away.
 */
export const paymentPageProps = (route: string) =>
  personalSitePage(route, async (tenant, _params, language, req) => {
    const state = await cartState(tenant, req, language);
    const products = state.cartContent ? null : await serverCatalogue(tenant, language);
    return {
      props: { soldKinds: products && [...new Set(products.map((product) => product.objectType))] },
      state,
    };
  });
