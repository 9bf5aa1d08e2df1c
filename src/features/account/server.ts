import { profileRoute } from '@/api/account';
import type { User } from '@/api/auth';
import { callRoute } from '@/api/http';
import { getOrderHistory } from '@/api/orders';
import { ACCOUNT_OVERVIEW_ORDERS } from '@/config/constants';
import { logger } from '@/observability/log';
import { personalSitePage } from '@/server/pageLoad';
import { backendTrouble, requestContext, type PageRequest, type RequestState } from '@/server/requestState';
import type { TenantConfig } from '@/tenancy/schema';

/**
 * The signed-in customer of the request's session cookie (SPEC §3's user), as the store holds it;
 * nothing for a guest or when the backend does not answer (the browser's guard decides then).
 */
export async function sessionState(tenant: TenantConfig, req: PageRequest): Promise<RequestState> {
  if (!req.headers.cookie) return {};
  try {
    const { email, firstName, lastName, phoneNumber } = await callRoute(
      requestContext(tenant, req),
      profileRoute,
    );
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
    return await getOrderHistory(requestContext(tenant, req), { offset: 0, limit });
  } catch (error) {
    logger.warn(
      { tenant: tenant.id, err: error },
      'orders not rendered on the server; the browser loads them',
    );
    return null;
  }
}

/** The account overview's load: the session's customer and, when signed in, their latest orders. */
export const accountOverviewProps = personalSitePage('/account', async (tenant, _params, _language, req) => {
  const state = await sessionState(tenant, req);
  const orders = state.auth ? await latestOrders(tenant, req, ACCOUNT_OVERVIEW_ORDERS) : null;
  return { props: { orders }, state };
});
