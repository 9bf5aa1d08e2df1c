import { DEFAULT_CHANNEL, requestHeaders } from '@/api/channel';
import type { TenantConfig } from '@/tenancy/schema';

/**
 * SPEC §7 headers of a backend call the server makes itself while it renders a page (the
 * catalogue, the blog's queries): JSON, the tenant's country and shop id, and the default channel,
 * since a page rendered once for every visitor has no session's own. The same headers as the
 * browser's calls (`requestHeaders`), with lower-case names, as the sandbox takes them.
 */
export function serverCallHeaders(
  tenant: Pick<TenantConfig, 'shopId' | 'country'>,
  { body = false }: { body?: boolean } = {},
): Record<string, string> {
  const headers = requestHeaders(
    { shopId: tenant.shopId, country: tenant.country, channel: DEFAULT_CHANNEL },
    { shopCall: true },
  );
  if (body) headers['Content-Type'] = 'application/json';
  return Object.fromEntries(Object.entries(headers).map(([name, value]) => [name.toLowerCase(), value]));
}
