import type { TenantConfig } from '@/tenancy/schema';
import { answerHeaders } from './http';
import type { Sandbox } from './router';

/**
 * A `fetch` that answers in-process from a sandbox, for tests and server-side callers. The shop
 * comes from X-Tenant-Id (or `fallbackTenant` when the request has none). Two fetches given one
 * `jar` are one browser whose calls reach two instances (a load balancer in front of them).
 */
export function createSandboxFetch(
  sandbox: Sandbox,
  tenants: ReadonlyMap<string, TenantConfig>,
  fallbackTenant?: TenantConfig,
  jar = new Map<string, string>(),
): typeof fetch {
  const byShopId = new Map([...tenants.values()].map((tenant) => [tenant.shopId, tenant]));
  return async (input, init) => {
    const request = new Request(
      typeof input === 'string' && input.startsWith('/') ? `http://sandbox.test${input}` : input,
      init,
    );
    const url = new URL(request.url);
    if (url.pathname === '/api/log') return new Response('{}', { status: 200 });
    const shopId = request.headers.get('x-tenant-id');
    const tenant = shopId ? byShopId.get(shopId) : fallbackTenant;
    if (!tenant) return Response.json({ errorCode: 'UNKNOWN_TENANT' }, { status: shopId ? 404 : 400 });
    const headers: Record<string, string> = {};
    request.headers.forEach((value, name) => {
      headers[name] = value;
    });
    // a tiny cookie jar, so a signed-in flow behaves like a browser with same-origin credentials
    if (jar.size) headers.cookie = [...jar].map(([name, value]) => `${name}=${value}`).join('; ');
    const response = await sandbox.handle({
      method: request.method,
      path: url.pathname,
      query: url.searchParams,
      headers,
      bodyText: await request.text(),
      tenant,
    });
    for (const cookie of response.cookies ?? []) {
      const [pair] = cookie.split(';');
      const [name, value = ''] = (pair ?? '').split('=');
      if (name)
        if (value) jar.set(name, value);
        else jar.delete(name);
    }
    return Response.json(response.body, { status: response.status, headers: answerHeaders(response) });
  };
}
