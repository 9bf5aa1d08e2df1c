import type { ParsedUrlQuery } from 'node:querystring';

const SITE_ROOT = /^\/_sites\/\[site\]\/\[scheme\]/;

/**
 * The address a customer sees for a page pre-rendered per tenant and colour scheme: its route
 * without the /_sites/[site]/[scheme] root the routing rules add, with the parameters filled in.
 * Read from the route, not from the browser's URL, so the server and the browser agree on it.
 */
export function publicPath(pathname: string, query: ParsedUrlQuery): string {
  const path = pathname.replace(SITE_ROOT, '').replace(/\[(\.\.\.)?(\w+)\]/g, (_match, rest, name) => {
    const value = query[name as string];
    const parts = Array.isArray(value) ? value : [value ?? ''];
    return (rest ? parts : parts.slice(0, 1)).map((part) => encodeURIComponent(part)).join('/');
  });
  return path === '' ? '/' : path;
}
