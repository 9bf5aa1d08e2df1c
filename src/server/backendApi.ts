import type { NextApiRequest, NextApiResponse } from 'next';
import { getSandbox } from '@/sandbox';
import { sendJson, serveWithSandbox } from '@/sandbox/node';
import { refusedWithoutBackend } from './backendGate';
import { countedBackendCall } from './backendCalls';
import { currentBackendUrl, serverEnv } from './env';
import { graphqlCall, isGraphqlCall } from './graphqlCall';
import { proxyToUpstream } from './proxy';
import { tenantFromRequest } from './requestTenant';

/**
 * The backend entry of /api/shop, /api/topup and /api/auth: the tenant comes from the Host, then
 * BACKEND_URL set → proxy to the real backend, unset → the embedded sandbox on the hosts it may serve.
 */
export async function backendApiHandler(req: NextApiRequest, res: NextApiResponse): Promise<void> {
  const resolved = tenantFromRequest(req);
  if (!resolved.ok) {
    sendJson(res, { status: resolved.status, body: { errorCode: resolved.errorCode } });
    return;
  }
  if (refusedWithoutBackend(req, res)) return;
  const backendUrl = currentBackendUrl();
  const { tenant } = resolved;
  await countedBackendCall(req.method, req.url, res, backendUrl ? 'upstream' : 'sandbox', async () => {
    if (isGraphqlCall(req.url)) return graphqlCall(req, res, tenant, backendUrl);
    if (backendUrl) return proxyToUpstream(req, res, tenant, { backendUrl });
    await serveWithSandbox(getSandbox(), req, res, tenant, { trust: serverEnv.proxyTrust });
    return 'answered';
  });
}
