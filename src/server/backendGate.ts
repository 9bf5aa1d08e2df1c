import type { ServerResponse } from 'node:http';
import { sendJson } from '@/sandbox/node';
import type { ForwardedRequest } from '@/tenancy/forwarded';
import { currentBackendEnv } from './env';
import { requestHost } from './requestTenant';
import { BACKEND_NOT_CONFIGURED, backendFor } from './sandboxHosts';

/** Who answers this request's backend calls, by the host its tenant is resolved from. */
export const backendOfRequest = (req: ForwardedRequest) => backendFor(requestHost(req), currentBackendEnv());

/**
 * The API routes of the backend and of the sandbox start here: where no backend may answer (issue
 * 21), 503 with BACKEND_NOT_CONFIGURED, and true so the route stops.
 */
export function refusedWithoutBackend(req: ForwardedRequest, res: ServerResponse): boolean {
  if (backendOfRequest(req) !== 'none') return false;
  sendJson(res, { status: 503, body: BACKEND_NOT_CONFIGURED });
  return true;
}
