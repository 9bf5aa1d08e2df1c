import { getCart, type Cart } from '@/api/cart';
import { isApiError } from '@/api/apiError';
import { CART_COOKIE } from '@/config/constants';
import { logger } from '@/observability/log';
import { personalSitePage } from '@/server/pageLoad';
import { requestContext, type PageRequest, type RequestState } from '@/server/requestState';
import type { TenantConfig } from '@/tenancy/schema';
import { countItems } from './cartSlice';

/**
 * The cart the request's cart cookie names, read in the page's language, as the store holds it
 * (ADR 0050). Nothing when there is no cookie, the backend does not know the cart or does not
 * answer: the browser then reads its stored cart as before, and says so where it must.
 */
export async function cartState(
  tenant: TenantConfig,
  req: PageRequest,
  language: string,
): Promise<RequestState> {
  const cartName = req.cookies[CART_COOKIE];
  if (!cartName) return {};
  let cart: Cart;
  try {
    cart = await getCart(requestContext(tenant, req), cartName, language);
  } catch (error) {
    if (!isApiError(error) || error.errorCode !== 'UNKNOWN_CART')
      logger.warn({ tenant: tenant.id, err: error }, 'cart not rendered on the server; the browser loads it');
    return {};
  }
  return {
    cart: { cartName: cart.cartName, itemCount: countItems(cart) },
    // `hydrated` stays for the stored state's return: the typed address waits for it (ADR 0022)
    cartContent: { cart, status: 'ready', busy: false, hydrated: false },
  };
}

/** The cart page's load: the cart its cookie names. */
export const cartPageProps = personalSitePage(
  '/shop/checkout/cart',
  async (tenant, _params, language, req) => ({
    props: {},
    state: await cartState(tenant, req, language),
  }),
);
