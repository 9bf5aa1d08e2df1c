import { randomBytes, timingSafeEqual } from 'node:crypto';
import { logger } from '@/observability/log';
import { KEPT_ANSWERS_GLOBAL, type KeptAnswers } from '../../server/keptAnswers.mjs';
import { BoundedMap } from './boundedMap';

/*
 * The shop pages this process has rendered and keeps (ADR 0029), each with its site (the host name
 * in its path), so that a tenant folder changed while the server runs has exactly its pages rendered
 * again.
 * Next bundles this module into pages, API routes and instrumentation alike: the state lives on
 * globalThis, once per process.
 */

/** A kept page: the site (host) whose path it has, and the tenant it showed; null for none. */
interface Kept {
  site: string;
  tenantId: string | null;
}

/**
 * Bounds of the notes, kept by page path (locale prefix, /_sites/<host>/<scheme>/<page>), the order
 * of rendering: any client can name any host and path, so neither may grow without end. A page of
 * no tenant is kept by Next for seconds only (its redirect), so its note matters only so long and
 * has a small bound of its own: a flood of made-up hosts never pushes out a shop's page. Beyond
 * MAX_SHOP_PAGES the page rendered longest ago is forgotten: a change of its tenant no longer
 * renders it again (a restart does, ADR 0029), which the log says once.
 */
export const SITE_NOTE_LIMITS = { shopPages: 100_000, unknownPages: 5_000 } as const;

interface State {
  shopPages: BoundedMap<string, Kept>;
  unknownPages: BoundedMap<string, Kept>;
  token: Buffer;
  /** whether the log has said that shop pages were forgotten */
  toldFull: boolean;
}

const STATE = Symbol.for('topup.sitePages');
type WithState = typeof globalThis & { [STATE]?: State };

function state(): State {
  const scope = globalThis as WithState;
  scope[STATE] ??= {
    shopPages: new BoundedMap(SITE_NOTE_LIMITS.shopPages),
    unknownPages: new BoundedMap(SITE_NOTE_LIMITS.unknownPages),
    token: randomBytes(32),
    toldFull: false,
  };
  return scope[STATE];
}

/** Notes a page as rendered for `site`, which showed `tenantId`. */
export function noteRendered(site: string, tenantId: string | null, path: string): void {
  const current = state();
  const [into, other] =
    tenantId === null ? [current.unknownPages, current.shopPages] : [current.shopPages, current.unknownPages];
  other.delete(path);
  into.set(path, { site, tenantId });
  if (into === current.shopPages && into.size === into.limit && !current.toldFull) {
    current.toldFull = true;
    logger.warn(
      { limit: into.limit },
      'kept shop pages beyond the limit are forgotten: a tenant change renders them again only after a restart',
    );
  }
}

/** How many pages are noted: never more than the two limits of SITE_NOTE_LIMITS together. */
export const notedPages = () => state().shopPages.size + state().unknownPages.size;

/**
 * The kept pages that `changed` tenants make stale: those that showed one of them, that showed no
 * tenant (the host may be a new tenant's), or whose site a changed tenant now serves.
 */
export function stalePages(
  changed: readonly string[],
  tenantOfSite: (site: string) => string | null,
): string[] {
  const ids = new Set(changed);
  const now = new Map<string, string | null>();
  const servesChanged = (site: string) => {
    if (!now.has(site)) now.set(site, tenantOfSite(site));
    const tenantId = now.get(site);
    return tenantId !== null && tenantId !== undefined && ids.has(tenantId);
  };
  const stale: string[] = [...state().unknownPages.keys()];
  for (const [path, kept] of state().shopPages)
    if ((kept.tenantId !== null && ids.has(kept.tenantId)) || servesChanged(kept.site)) stale.push(path);
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

/**
 * Forgets what the server in front of Next keeps of its pages (server/keptAnswers.mjs, ADR 0056),
 * once their revalidation has rendered them again. Under `next dev` there is no such server.
 */
export function forgetKeptAnswers(): void {
  (globalThis as { [KEPT_ANSWERS_GLOBAL]?: KeptAnswers })[KEPT_ANSWERS_GLOBAL]?.forget();
}
