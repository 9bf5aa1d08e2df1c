import { existsSync, readdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { tenantsRoot } from '@/tenancy/registry';
import { TENANT_POLL_MS, TenantWatcher } from '@/tenancy/reload';
import { tenantOfHost } from './requestTenant';
import { REVALIDATE_TOKEN_HEADER, revalidateToken, stalePages } from './sitePages';

/** Paths per call of /api/tenants/revalidate: well within Next's body limit of an API route. */
const REVALIDATE_BATCH = 500;
const REVALIDATE_TIMEOUT_MS = 60_000;

/** Asks this server's own revalidation route (Next's on-demand revalidation) to render `paths` again. */
async function revalidate(paths: string[]): Promise<void> {
  const url = `http://127.0.0.1:${process.env.PORT ?? '3000'}/api/tenants/revalidate`;
  for (let start = 0; start < paths.length; start += REVALIDATE_BATCH) {
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', [REVALIDATE_TOKEN_HEADER]: revalidateToken() },
      body: JSON.stringify({ paths: paths.slice(start, start + REVALIDATE_BATCH) }),
      // a look at the folder waits for this; a server too busy to answer must not stop the looks
      signal: AbortSignal.timeout(REVALIDATE_TIMEOUT_MS),
    });
    if (!response.ok) throw new Error(`/api/tenants/revalidate answered ${response.status}`);
  }
}

/**
 * Pages kept by an earlier run of this build: their tenants may have changed while the server was
 * down. The build renders no shop page (ADR 0029), so every kept page under a locale's _sites is
 * such a page (Next 16 keeps them in server/route-cache/PAGES/<page hash>/$/<locale>/).
 */
export function dropKeptPages(distDir: string): void {
  const cache = path.join(distDir, 'server', 'route-cache', 'PAGES');
  if (!existsSync(cache)) return;
  for (const page of readdirSync(cache)) {
    const locales = path.join(cache, page, '$');
    if (!existsSync(locales)) continue;
    for (const locale of readdirSync(locales))
      rmSync(path.join(locales, locale, '_sites'), { recursive: true, force: true });
  }
}

/**
 * Serves tenant folders added or changed while the server runs (ADR 0029): a look every
 * TENANT_POLL_MS, or at once on SIGHUP; each change renders the kept pages it makes stale again.
 */
export function watchTenants(): void {
  const watching = TenantWatcher.start(tenantsRoot(), console, process.env.BUILT_LOCALES?.split(','));
  let running = false;
  const look = async (settle: boolean) => {
    if (running) return;
    running = true;
    try {
      const changed = await (await watching).scan({ settle });
      if (!changed.length) return;
      const stale = stalePages(changed, (site) => tenantOfHost(site)?.id ?? null);
      await revalidate(stale);
      console.info(`[tenants] ${stale.length} kept page(s) of ${changed.join(', ')} rendered again`);
    } catch (error) {
      console.error(`[tenants] reload failed: ${(error as Error).message}`);
    } finally {
      running = false;
    }
  };
  setInterval(() => void look(true), TENANT_POLL_MS).unref();
  process.on('SIGHUP', () => void look(false));
}
