import type { IncomingHttpHeaders, ServerResponse } from 'node:http';
import { normaliseHost } from '@/tenancy/host';
import { getTenant } from '@/tenancy/registry';
import type { TenantConfig } from '@/tenancy/schema';
import { sendJson } from '@/sandbox/node';
import { requestHost, resolveRequestHost } from './requestTenant';

/** Methods that change something: only the shop's own pages may send them (SPEC §7: JSON bodies). */
const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

export const isStateChanging = (method: string | undefined) =>
  STATE_CHANGING.has((method ?? 'GET').toUpperCase());

/** What the shop's pages send; a form or a beacon of another site cannot send it without asking first. */
const JSON_TYPE = 'application/json';

export type CrossSiteRefusal =
  { status: 403; errorCode: 'CROSS_SITE_REQUEST' } | { status: 415; errorCode: 'UNSUPPORTED_MEDIA_TYPE' };

const CROSS_SITE: CrossSiteRefusal = { status: 403, errorCode: 'CROSS_SITE_REQUEST' };
const NOT_JSON: CrossSiteRefusal = { status: 415, errorCode: 'UNSUPPORTED_MEDIA_TYPE' };

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

/** The host names of a tenant: its hosts (and their www. names), and `<id>.localhost`. */
function isTenantHostname(tenant: TenantConfig, hostname: string): boolean {
  const bare = hostname.replace(/^www\./, '');
  return (
    hostname === `${tenant.id}.localhost` || tenant.hosts.includes(hostname) || tenant.hosts.includes(bare)
  );
}

/** The tenant the request's host resolves to, if any (SHOP_ID and DEFAULT_TENANT included). */
function tenantOfRequest(headers: IncomingHttpHeaders): TenantConfig | undefined {
  try {
    const resolved = resolveRequestHost({ headers });
    return resolved.kind === 'tenant' ? getTenant(resolved.tenantId) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Whether an Origin header names a page of this shop: the request's own host, or one of the hosts
 * of the tenant the request's host resolves to. Ports are not compared: tenant hosts are configured
 * without them, and a shop owns its host names.
 */
export function isOwnOrigin(origin: string, headers: IncomingHttpHeaders): boolean {
  let url: URL;
  try {
    url = new URL(origin);
  } catch {
    // "null" (a sandboxed frame, a redirect across origins, a file) and anything unparsable
    return false;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return false;
  const hostname = normaliseHost(url.host);
  if (!hostname) return false;
  if (hostname === normaliseHost(requestHost({ headers }))) return true;
  const tenant = tenantOfRequest(headers);
  return tenant !== undefined && isTenantHostname(tenant, hostname);
}

/**
 * Why a request may not change anything, or null when it may: a state-changing request must come
 * from the shop's own page (its Origin, or without one Sec-Fetch-Site `same-origin` or `none`) and
 * carry a JSON body. Another site's form, link or script can send neither without the browser
 * asking the shop first (a CORS preflight, which the shop never grants), so a visitor's session and
 * cart cannot be used from another site. A request with neither header (no browser sends a POST so)
 * is refused: a script outside a browser names the shop as its Origin.
 */
export function crossSiteRefusal(req: {
  method?: string;
  headers: IncomingHttpHeaders;
}): CrossSiteRefusal | null {
  if (!isStateChanging(req.method)) return null;
  const origin = first(req.headers.origin);
  if (origin !== undefined) {
    if (!isOwnOrigin(origin, req.headers)) return CROSS_SITE;
  } else {
    const site = first(req.headers['sec-fetch-site']);
    if (site !== 'same-origin' && site !== 'none') return CROSS_SITE;
  }
  const type = first(req.headers['content-type'])?.split(';')[0]?.trim().toLowerCase();
  return type === JSON_TYPE ? null : NOT_JSON;
}

/** Answers a refused request (see crossSiteRefusal) with its code; true when the route must stop. */
export function refusedCrossSite(
  req: { method?: string; headers: IncomingHttpHeaders },
  res: ServerResponse,
): boolean {
  const refusal = crossSiteRefusal(req);
  if (!refusal) return false;
  sendJson(res, {
    status: refusal.status,
    body: {
      errorCode: refusal.errorCode,
      message:
        refusal.status === 403
          ? 'Only the shop’s own pages may send this request'
          : 'The body must be JSON (Content-Type: application/json)',
    },
  });
  return true;
}
