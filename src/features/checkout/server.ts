import { listPaymentTokens } from '@/api/account';
import { getPaymentMethods, type PaymentMethod } from '@/api/checkout';
import { CART_COOKIE } from '@/config/constants';
import { sessionState } from '@/features/account/server';
import { cartState } from '@/features/cart/server';
import { serverCatalogue } from '@/features/catalogue/server';
import { personalSitePage } from '@/server/pageLoad';
import { readOrNothing, requestContext, type PageRequest, type RequestState } from '@/server/requestState';
import type { TenantConfig } from '@/tenancy/schema';
import { servedFlow } from './checkoutFlowSlice';
import { savedToken, type SavedToken } from './paymentFlow';

/**
 * The payment methods of the cart `cartName` as the browser asks for them (SPEC §7: v4 with the cart
 * on multi-brand shops). They are not worth a slow page: an answer that fails or takes longer than
 * SERVER_READ_WAIT_MS renders the page without them (null), and the browser asks for them as it did
 * before (ADR 0050).
 */
export async function cartPaymentMethods(
  tenant: TenantConfig,
  req: PageRequest,
  cartName: string,
): Promise<PaymentMethod[] | null> {
  const ctx = requestContext(tenant, req);
  const multipleBrands = tenant.features.multipleBrands;
  const methods = await readOrNothing(tenant, 'payment methods', () =>
    getPaymentMethods(ctx, { multipleBrands, cartName }),
  );
  return methods?.paymentMethods ?? null;
}

/**
 * The request's signed-in customer and their saved cards (SPEC §3), so that the page arrives with
 * the card a returning customer pays with already chosen (`savedCardDefault`). Nothing for a guest;
 * the session without its cards when that read fails or is slow, and the browser asks for them.
 */
export async function savedCardsState(
  tenant: TenantConfig,
  req: PageRequest,
): Promise<{ session: RequestState; tokens: SavedToken[] | null }> {
  const session = await sessionState(tenant, req);
  if (!session.auth) return { session, tokens: null };
  const cards = await readOrNothing(tenant, 'saved cards', () =>
    listPaymentTokens(requestContext(tenant, req)),
  );
  return { session, tokens: cards && cards.paymentTokens.map(savedToken) };
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
    // the cart's methods and the customer's cards beside the cart, so the browser neither waits for
    // them nor asks again; kept only with the cart they belong to
    const [state, methods, customer] = await Promise.all([
      cartState(tenant, req, language),
      cartName ? cartPaymentMethods(tenant, req, cartName) : null,
      savedCardsState(tenant, req),
    ]);
    const products = state.cartContent ? null : await serverCatalogue(tenant, language);
    const served = state.cartContent && (methods || customer.tokens);
    return {
      props: { soldKinds: products && [...new Set(products.map((product) => product.objectType))] },
      state: {
        ...state,
        ...customer.session,
        ...(served && {
          checkoutFlow: servedFlow(methods, customer.tokens && { tokens: customer.tokens }),
        }),
      },
    };
  });
