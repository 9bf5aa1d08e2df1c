import { createServer, type Server } from 'node:http';
import { sendJson, serveWithSandbox, tenantFromShopHeader } from './node';
import type { Sandbox } from './router';
import type { ProxyTrust } from '@/tenancy/forwarded';
import { logger, requestContext, requestIdFrom } from '@/observability/log';

/** The storefront's proxy is the one hop in front, and writes X-Forwarded-Host (src/server/proxy.ts). */
const BEHIND_STOREFRONT: ProxyTrust = { hops: 1, forwardedHost: true };

/**
 * The sandbox as a backend server of its own. The shop comes from X-Tenant-Id, and the caller from
 * the forwarded headers, as a real shop backend behind the storefront's proxy sees them.
 */
export function createSandboxServer(sandbox: Sandbox): Server {
  return createServer((req, res) => {
    const path = (req.url ?? '/').split('?')[0] ?? '/';
    if (path === '/health') {
      sendJson(res, { status: 200, body: { status: 'ok' } });
      return;
    }
    if (!/^\/api\/(shop|topup|auth)\//.test(path)) {
      sendJson(res, { status: 404, body: { errorCode: 'NOT_FOUND', message: `No call ${path}` } });
      return;
    }
    const resolved = tenantFromShopHeader(req.headers['x-tenant-id']);
    if (!resolved.ok) {
      sendJson(res, { status: resolved.status, body: { errorCode: resolved.errorCode } });
      return;
    }
    // the storefront's request id, so a line of the backend's log is found by the customer's report
    const context = { reqId: requestIdFrom(req.headers['x-request-id']), tenant: resolved.tenant.id };
    requestContext.run(context, () =>
      serveWithSandbox(sandbox, req, res, resolved.tenant, { trust: BEHIND_STOREFRONT }).catch(
        (error: unknown) => {
          logger.error({ err: error }, 'sandbox: request failed');
          if (!res.headersSent) sendJson(res, { status: 500, body: { errorCode: 'INTERNAL_ERROR' } });
        },
      ),
    );
  });
}
