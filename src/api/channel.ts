import type { RouteDef } from './route';

/** What every call needs: the tenant's shop id and country; `fetch` is swappable for tests and SSR. */
export interface ApiContext {
  shopId: string;
  /** tenant country, sent as X-Country */
  country: string;
  /** the session's channel; read from sessionStorage when absent (SPEC §7: default web) */
  channel?: string;
  /** prefix for server-side callers (e.g. http://127.0.0.1:4000); '' in the browser */
  baseUrl?: string;
  fetch?: typeof fetch;
}

/** sessionStorage key of the session's channel (SPEC §7: default web); apart from http.ts, without zod. */
export const CHANNEL_STORAGE_KEY = 'channel';
/** SPEC §7: the channel of a call without a session's own (a page the server renders, a new tab). */
export const DEFAULT_CHANNEL = 'web';

function sessionChannel(): string {
  try {
    return globalThis.sessionStorage?.getItem(CHANNEL_STORAGE_KEY) || DEFAULT_CHANNEL;
  } catch {
    // storage can throw in sandboxed iframes and private modes
    return DEFAULT_CHANNEL;
  }
}

/** SPEC §7 headers of a call; here, without zod, so pages that call without the contract (the blog) share them. */
export function requestHeaders(ctx: ApiContext, route: Pick<RouteDef, 'shopCall'>): Record<string, string> {
  const headers: Record<string, string> = {
    Accept: 'application/json',
    'X-Country': ctx.country,
    'X-Channel': ctx.channel ?? sessionChannel(),
  };
  if (route.shopCall) headers['X-Tenant-Id'] = ctx.shopId;
  return headers;
}
