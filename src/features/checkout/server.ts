import { getPaymentMethods } from '@/api/checkout';
import { CART_COOKIE } from '@/config/constants';
import { cartState } from '@/features/cart/server';
import { serverCatalogue } from '@/features/catalogue/server';
import { personalSitePage } from '@/server/pageLoad';
import { readOrNothing, requestContext, type PageRequest, type RequestState } from '@/server/requestState';
import type { TenantConfig } from '@/tenancy/schema';
import { servedFlow } from './checkoutFlowSlice';

/**
 * The payment methods of the cart `cartName` as the browser asks for them (SPEC §7: v4 with the cart
 * on multi-brand shops), as the payment page's working state holds them. They are not worth a slow
 * page: an answer that fails or takes longer than SERVER_READ_WAIT_MS renders the page
 * without them, and the browser asks for them as it did before (ADR 0050).
 */
export async function paymentMethodsState(
  tenant: TenantConfig,
  req: PageRequest,
  cartName: string,
): Promise<RequestState> {
  const ctx = requestContext(tenant, req);
  return readOrNothing(tenant, 'payment methods', async () => {
    const multipleBrands = tenant.features.multipleBrands;
    const { paymentMethods } = await getPaymentMethods(ctx, { multipleBrands, cartName });
    return { checkoutFlow: servedFlow(paymentMethods) };
  });
}

/**
 * getServerSideProps of the payment page: rendered per request with the cart its cookie names
 * (ADR 0050), whose goods say what the address form asks. Without a cart the server can read, the
 * kinds of goods the shop sells: until the browser has read the cart, the address form asks what a
 * cart of those kinds may need (ADR 0032), so a field a customer types into before hydration is in
 * the server's HTML, and an eSIM shop's form does not show postal lines only to take them away.
 */
export const paymentPageProps = (route: string) =>
  personalSitePage(route, async (tenant, _params, language, req) => {
    const cartName = req.cookies[CART_COOKIE];
    // the cart's methods beside the cart, so the browser neither waits for them nor asks again;
    // kept only with the cart they belong to
    const [state, methods] = await Promise.all([
      cartState(tenant, req, language),
      cartName ? paymentMethodsState(tenant, req, cartName) : {},
    ]);
    const products = state.cartContent ? null : await serverCatalogue(tenant, language);
    return {
      props: { soldKinds: products && [...new Set(products.map((product) => product.objectType))] },
      state: state.cartContent ? { ...state, ...methods } : state,
    };
  });
