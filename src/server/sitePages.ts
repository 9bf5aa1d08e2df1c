import { randomBytes, timingSafeEqual } from 'node:crypto';

/*
 * The shop pages this process has rendered and keeps (ADR 0029), by site (the host name in their
 * path), so that a tenant folder changed while the server runs has exactly its pages rendered again.
 * Next bundles this module into pages, API routes and instrumentation alike: the state lives on
 * globalThis, once per process.
 */

interface Site {
  /** the tenant the site's pages showed when they rendered; null for a host of no tenant */
  tenantId: string | null;
  /** each page's path as Next keys it: locale prefix, /_sites/<host>/<scheme>/<page> */
  paths: Set<string>;
}

interface State {
  sites: Map<string, Site>;
  token: Buffer;
}

const STATE = Symbol.for('topup.sitePages');
type WithState = typeof globalThis & { [STATE]?: State };

function state(): State {
  const scope = globalThis as WithState;
  scope[STATE] ??= { sites: new Map(), token: randomBytes(32) };
  return scope[STATE];
}

/** Notes a page as rendered for `site`, which showed `tenantId`. */
export function noteRendered(site: string, tenantId: string | null, path: string): void {
  const { sites } = state();
  let entry = sites.get(site);
  if (!entry) sites.set(site, (entry = { tenantId, paths: new Set() }));
  entry.tenantId = tenantId;
  entry.paths.add(path);
}

/**
 * The kept pages that `changed` tenants make stale: those of sites that showed one of them, that
 * showed no tenant (the host may be a new tenant's), or that a changed tenant now serves.
 */
export function stalePages(
  changed: readonly string[],
  tenantOfSite: (site: string) => string | null,
): string[] {
  const ids = new Set(changed);
  const stale: string[] = [];
  for (const [site, entry] of state().sites) {
    const now = tenantOfSite(site);
    if (entry.tenantId === null || ids.has(entry.tenantId) || (now !== null && ids.has(now)))
      stale.push(...entry.paths);
  }
  return stale;
}

/** The header by which the tenant watcher proves to /api/tenants/revalidate that it is this process. */
export const REVALIDATE_TOKEN_HEADER = 'x-tenant-revalidate';

export const revalidateToken = (): string => state().token.toString('hex');

/** Whether a request carries this process's token: only the process itself can ask to revalidate. */
export function isOwnToken(value: string | string[] | undefined): boolean {
  if (typeof value !== 'string') return false;
  const given = Buffer.from(value, 'hex');
  const own = state().token;
  return given.length === own.length && timingSafeEqual(given, own);
}
