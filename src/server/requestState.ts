import type { IncomingMessage } from 'node:http';
import { profileRoute } from '@/api/account';
import { isApiError } from '@/api/apiError';
import type { User } from '@/api/auth';
import { getCart, type Cart } from '@/api/cart';
import { DEFAULT_CHANNEL, type ApiContext } from '@/api/channel';
import { callRoute } from '@/api/http';
import { getPaymentMethods } from '@/api/checkout';
import { getOrderDetails, getOrderHistory } from '@/api/orders';
import { CART_COOKIE, SERVER_READ_WAIT_MS } from '@/config/constants';
import { countItems } from '@/features/cart/cartSlice';
import { servedFlow } from '@/features/checkout/checkoutFlowSlice';
import type { CommitKey } from '@/features/commit/commitSlice';
import { servedView } from '@/features/commit/servedView';
import { logger } from '@/observability/log';
import { getSandbox } from '@/sandbox';
import { clientOf } from '@/sandbox/node';
import type { RootState } from '@/store/makeStore';
import type { TenantConfig } from '@/tenancy/schema';
import { currentBackendUrl, serverEnv } from './env';
import { backendTimeoutMs } from './proxy';
import { withTimeout } from './readiness';
import { originOfRequest } from './requestTenant';
import { upstreamHeaders } from './upstreamRequest';

/** A page request as getServerSideProps has it: its cookies parsed by Next. */
export type PageRequest = IncomingMessage & { cookies: Partial<Record<string, string>> };

/**
 * The backend as one customer's page request reaches it, as a fetch for the contract's calls: in
 * process for the sandbox, over HTTP to BACKEND_URL, never through the shop's own public URL. The
 * call carries the request's cookies (the session) and where it came from, as the browser's own
 * calls through /api do; nothing of it is kept beyond the call.
 */
export function requestFetch(tenant: TenantConfig, req: PageRequest): typeof fetch {
  return async (input, init) => {
    const url = new URL(String(input), 'http://backend.invalid');
    const callHeaders = Object.fromEntries(
      Object.entries((init?.headers ?? {}) as Record<string, string>).map(([name, value]) => [
        name.toLowerCase(),
        value,
      ]),
    );
    const backendUrl = currentBackendUrl();
    if (backendUrl) {
      const forwarded = upstreamHeaders(
        { cookie: req.headers.cookie, 'x-channel': callHeaders['x-channel'] },
        tenant,
        originOfRequest(req),
      );
      if (!forwarded.ok) throw new Error('headers refused');
      for (const [name, value] of Object.entries(callHeaders)) forwarded.headers.set(name, value);
      return fetch(`${backendUrl}${url.pathname}${url.search}`, {
        method: init?.method ?? 'GET',
        headers: forwarded.headers,
        signal: AbortSignal.timeout(backendTimeoutMs()),
      });
    }
    const answer = await getSandbox().handle({
      method: init?.method ?? 'GET',
      path: url.pathname,
      query: url.searchParams,
      headers: { ...callHeaders, cookie: req.headers.cookie },
      bodyText: '',
      tenant,
      client: clientOf(req, serverEnv.proxyTrust),
    });
    return new Response(JSON.stringify(answer.body ?? {}), {
      status: answer.status,
      headers: { 'content-type': 'application/json' },
    });
  };
}

const contextOf = (tenant: TenantConfig, req: PageRequest): ApiContext => ({
  shopId: tenant.shopId,
  country: tenant.country,
  channel: DEFAULT_CHANNEL,
  fetch: requestFetch(tenant, req),
});

/** A failure worth a warning: the backend did not answer well, where a 4xx is the customer's state. */
const backendTrouble = (error: unknown) =>
  !isApiError(error) || error.status >= 500 || error.kind === 'network';

/**
 * The state of a read a page can do without (ADR 0050, 0054): nothing when it fails or takes longer
 * than SERVER_READ_WAIT_MS, and the browser reads it as before. Only the backend's trouble is
 * warned of: a 4xx is the customer's state (an unknown cart or order).
 */
async function readOrNothing(
  tenant: TenantConfig,
  what: string,
  read: () => Promise<RequestState>,
): Promise<RequestState> {
  try {
    return await withTimeout(read(), SERVER_READ_WAIT_MS, what);
  } catch (error) {
    if (backendTrouble(error))
      logger.warn(
        { tenant: tenant.id, err: error },
        `${what} not rendered on the server; the browser reads it`,
      );
    return {};
  }
}

/** What the store starts with on a page the server rendered from the request. */
export type RequestState = Partial<RootState>;

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
    cart = await getCart(contextOf(tenant, req), cartName, language);
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
  const ctx = contextOf(tenant, req);
  return readOrNothing(tenant, 'payment methods', async () => {
    const multipleBrands = tenant.features.multipleBrands;
    const { paymentMethods } = await getPaymentMethods(ctx, { multipleBrands, cartName });
    return { checkoutFlow: servedFlow(paymentMethods) };
  });
}

/**
 * The signed-in customer of the request's session cookie (SPEC §3's user), as the store holds it;
 * nothing for a guest or when the backend does not answer (the browser's guard decides then).
 */
export async function sessionState(tenant: TenantConfig, req: PageRequest): Promise<RequestState> {
  if (!req.headers.cookie) return {};
  try {
    const { email, firstName, lastName, phoneNumber } = await callRoute(contextOf(tenant, req), profileRoute);
    const user: User = { isAuthenticated: true, email, firstName, lastName, phoneNumber };
    return { auth: { user }, authView: { dialog: { open: false, content: 'login' }, hydrated: true } };
  } catch (error) {
    if (backendTrouble(error))
      logger.warn({ tenant: tenant.id, err: error }, 'session not read on the server; the browser checks it');
    return {};
  }
}

/** A signed-in customer's latest orders (SPEC §9: the overview's three); null when not read. */
export async function latestOrders(
  tenant: TenantConfig,
  req: PageRequest,
  limit: number,
): Promise<Awaited<ReturnType<typeof getOrderHistory>> | null> {
  try {
    return await getOrderHistory(contextOf(tenant, req), { offset: 0, limit });
  } catch (error) {
    logger.warn(
      { tenant: tenant.id, err: error },
      'orders not rendered on the server; the browser loads them',
    );
    return null;
  }
}

/**
 * The result page's order as it stands (ADR 0054): a read of the order with its keys, never the
 * commit, which changes it and is the browser's. Nothing when the backend does not know the keys,
 * fails or is slow: the page is then laid out as pending, as before, and the browser checks.
 */
export async function orderResultState(
  tenant: TenantConfig,
  req: PageRequest,
  key: CommitKey,
): Promise<RequestState> {
  const ctx = contextOf(tenant, req);
  return readOrNothing(tenant, 'order', async () => ({
    commitView: servedView(await getOrderDetails(ctx, key)),
  }));
}
