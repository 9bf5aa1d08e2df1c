import { PHASE_PRODUCTION_BUILD } from 'next/constants';
import { DEFAULT_CHANNEL, requestHeaders } from '@/api/channel';
import { createSandbox, getSandbox, openDatabase, type Sandbox, type SandboxDatabase } from '@/sandbox';
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

const holder = globalThis as typeof globalThis & { __buildSandbox?: Sandbox };

/**
 * The sandbox that pre-rendering reads. At build, a throwaway in-memory database: build workers
 * are processes of their own, and PGlite's data folder takes one process only (sandbox
 * database); its seeded catalogue is the one every sandbox serves. Afterwards (revalidation inside
 * `next start`) the server's own sandbox.
 */
export function pageSandbox(): Sandbox {
  if (process.env.NEXT_PHASE !== PHASE_PRODUCTION_BUILD || process.env.DATABASE_URL) return getSandbox();
  let opening: Promise<SandboxDatabase> | undefined;
  holder.__buildSandbox ??= createSandbox(() => (opening ??= openDatabase({ dataDir: 'memory://' })));
  return holder.__buildSandbox;
}
