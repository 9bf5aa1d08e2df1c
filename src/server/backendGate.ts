import type { IncomingHttpHeaders, ServerResponse } from 'node:http';
import { sendJson } from '@/sandbox/node';
import { currentBackendEnv } from './env';
import { requestHostHeader } from './requestTenant';
import { BACKEND_NOT_CONFIGURED, backendFor } from './sandboxHosts';

/** Who answers this request's backend calls, by the host its tenant is resolved from. */
export const backendOfRequest = (req: { headers: IncomingHttpHeaders }) =>
  backendFor(requestHostHeader(req.headers), currentBackendEnv());

/**
 * The API routes of the backend and of the sandbox start here: where no backend may answer (issue
 * 21), 503 with BACKEND_NOT_CONFIGURED, and true so the route stops.
 */
export function refusedWithoutBackend(req: { headers: IncomingHttpHeaders }, res: ServerResponse): boolean {
  if (backendOfRequest(req) !== 'none') return false;
  sendJson(res, { status: 503, body: BACKEND_NOT_CONFIGURED });
  return true;
}
