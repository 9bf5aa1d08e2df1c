import type { NextApiRequest, NextApiResponse } from 'next';
import { requestOrigin, type ForwardedRequest, type RequestOrigin } from '@/tenancy/forwarded';
import { normaliseHost, resolveHost, type HostResolution, type HostRules } from '@/tenancy/host';
import { getTenant, getTenantRegistry } from '@/tenancy/registry';
import type { TenantConfig } from '@/tenancy/schema';
import { serverEnv } from './env';

/** The host rules of one registry snapshot: rebuilt when a tenant folder changes (ADR 0029). */
const rulesOf = new WeakMap<Map<string, TenantConfig>, HostRules>();

function hostRules(): HostRules {
  const registry = getTenantRegistry();
  let rules = rulesOf.get(registry);
  if (!rules) {
    const hosts = new Map<string, string>();
    for (const tenant of registry.values()) for (const host of tenant.hosts) hosts.set(host, tenant.id);
    for (const pinned of [serverEnv.shopId, serverEnv.defaultTenant])
      if (pinned && !registry.has(pinned))
        throw new Error(`SHOP_ID/DEFAULT_TENANT names unknown tenant ${pinned}`);
    rules = {
      tenantIds: new Set(registry.keys()),
      hosts,
      pinnedTenant: serverEnv.shopId,
      defaultTenant: serverEnv.defaultTenant,
      directoryEnabled: serverEnv.directoryEnabled,
    };
    rulesOf.set(registry, rules);
  }
  return rules;
}

/** Where the request came from, as far as the trusted proxies say (TRUST_PROXY, ADR 0046). */
export const originOfRequest = (req: ForwardedRequest): RequestOrigin =>
  requestOrigin(req, serverEnv.proxyTrust);

/** The host a request names, with its port: the forwarded one's right-most entry behind a trusted proxy. */
export const requestHost = (req: ForwardedRequest): string | undefined =>
  originOfRequest(req).authority ?? undefined;

export function resolveRequestHost(req: ForwardedRequest): HostResolution {
  return resolveHost(requestHost(req), hostRules());
}

/**
 * Whether the request's host is a shop's own name (one of its hosts, or `<id>.localhost`): a host
 * customers reach. SHOP_ID and DEFAULT_TENANT make other hosts show a shop, but do not make them one.
 */
export function isShopOwnHost(req: ForwardedRequest): boolean {
  const own = { ...hostRules(), pinnedTenant: undefined, defaultTenant: undefined };
  return resolveHost(requestHost(req), own).kind === 'tenant';
}

/** The tenant a host name serves now, if any (the routing rules put it into a shop page's path). */
export function tenantOfHost(host: string): TenantConfig | undefined {
  // only the name as the host rules write it: each spelling of a host (`CONGSTAR.localhost`) would
  // otherwise be a page kept of its own
  if (normaliseHost(host) !== host) return undefined;
  const resolved = resolveHost(host, hostRules());
  return resolved.kind === 'tenant' ? getTenant(resolved.tenantId) : undefined;
}

export type RequestTenant =
  | { ok: true; tenant: TenantConfig }
  | { ok: false; status: 400 | 403 | 404; errorCode: 'INVALID_HOST' | 'TENANT_MISMATCH' | 'UNKNOWN_TENANT' };

/** The tenant an API request may act for: its host's tenant; a tenant header may only repeat it. */
export function tenantFromRequest(req: ForwardedRequest): RequestTenant {
  const resolved = resolveRequestHost(req);
  if (resolved.kind === 'invalid') return { ok: false, status: 400, errorCode: 'INVALID_HOST' };
  if (resolved.kind !== 'tenant') return { ok: false, status: 404, errorCode: 'UNKNOWN_TENANT' };
  const tenant = getTenant(resolved.tenantId);
  if (!tenant) return { ok: false, status: 404, errorCode: 'UNKNOWN_TENANT' };
  const header = req.headers['x-tenant-id'];
  if (header !== undefined && header !== tenant.shopId)
    return { ok: false, status: 403, errorCode: 'TENANT_MISMATCH' };
  return { ok: true, tenant };
}

/**
 * The tenant of a GET (or HEAD) API route that reads only the host: null once the request has been
 * answered with its 405 or coded 4xx.
 */
export function tenantOfRead(req: NextApiRequest, res: NextApiResponse): TenantConfig | null {
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    res.setHeader('Allow', 'GET, HEAD');
    res.status(405).json({ errorCode: 'METHOD_NOT_ALLOWED' });
    return null;
  }
  const resolved = tenantFromRequest(req);
  if (resolved.ok) return resolved.tenant;
  res.status(resolved.status).json({ errorCode: resolved.errorCode });
  return null;
}
