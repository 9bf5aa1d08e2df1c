import type { NextApiRequest, NextApiResponse } from 'next';
import { ssoAuthenticateRoute } from '@/api/auth';
import { ErrorCodes } from '@/api/errors';
import { getSandbox } from '@/sandbox';
import { sendJson, serveWithSandbox } from '@/sandbox/node';
import { refusedWithoutBackend } from './backendGate';
import { countedBackendCall, operationOf } from './backendCalls';
import { currentBackendUrl, serverEnv } from './env';
import { graphqlCall, isGraphqlCall } from './graphqlCall';
import { proxyToUpstream } from './proxy';
import { tenantFromRequest } from './requestTenant';
import { takeSsoState } from './ssoState';

const SSO_STATE_REFUSED = {
  errorCode: ErrorCodes.SSO_STATE_MISMATCH,
  message: 'This sign-in link was not started from this shop, or has been used or has expired',
};

/**
 * The backend entry of /api/shop, /api/topup and /api/auth: the tenant comes from the Host, then
 * BACKEND_URL set → proxy to the real backend, unset → the embedded sandbox on the hosts it may serve.
 * A single sign-on is taken only with the state this shop issued (src/server/ssoState.ts), whoever
 * answers it.
 */
export async function backendApiHandler(req: NextApiRequest, res: NextApiResponse): Promise<void> {
  const resolved = tenantFromRequest(req);
  if (!resolved.ok) {
    sendJson(res, { status: resolved.status, body: { errorCode: resolved.errorCode } });
    return;
  }
  if (refusedWithoutBackend(req, res)) return;
  if (operationOf(req.method, req.url) === ssoAuthenticateRoute.id && !takeSsoState(req, res)) {
    sendJson(res, { status: 403, body: SSO_STATE_REFUSED });
    return;
  }
  const backendUrl = currentBackendUrl();
  const { tenant } = resolved;
  await countedBackendCall(req.method, req.url, res, backendUrl ? 'upstream' : 'sandbox', async () => {
    if (isGraphqlCall(req.url)) return graphqlCall(req, res, tenant, backendUrl);
    if (backendUrl) return proxyToUpstream(req, res, tenant, { backendUrl });
    await serveWithSandbox(getSandbox(), req, res, tenant, { trust: serverEnv.proxyTrust });
    return 'answered';
  });
}
