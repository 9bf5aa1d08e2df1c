import type { ApiContext } from './http';
import type { RouteDef } from './route';

/** sessionStorage key of the session's channel (SPEC §7: default web); apart from http.ts, without zod. */
export const CHANNEL_STORAGE_KEY = 'channel';

function sessionChannel(): string {
  try {
    return globalThis.sessionStorage?.getItem(CHANNEL_STORAGE_KEY) || 'web';
  } catch {
    // storage can throw in sandboxed iframes and private modes
    return 'web';
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
