import type { IncomingHttpHeaders } from 'node:http';
import { channel } from '@/api/common';
import type { RequestOrigin } from '@/tenancy/forwarded';
import type { TenantConfig } from '@/tenancy/schema';

/** The calls a backend answers (docs/architecture.md §1): nothing else of it is the browser's to reach. */
export const BACKEND_PREFIXES = ['/api/shop/', '/api/topup/', '/api/auth/'] as const;

/**
 * A path segment as the contract writes them: RFC 3986's unreserved characters and escapes. Its
 * literals and ids need no more, and the sub-delimiters mean things to some servers (`;` starts a
 * path parameter that Tomcat and Spring cut off before they route).
 */
const SEGMENT = /^(?:[A-Za-z0-9\-._~]|%[0-9A-Fa-f]{2})+$/;
/**
 * Escapes no client of the contract writes, that a backend or a server in front of it may decode
 * into a path of its own: a dot (`%2e%2e` is `..` after the join), a slash, a backslash, and `%`
 * itself (decoded twice, `%252e` is a dot).
 */
const PATH_ESCAPES = /%(?:2e|2f|5c|25)/i;
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const CONTROL = /[\u0000-\u001f\u007f]/;

/**
 * The path and query to hand the backend, or null: only a normalised path under the contract's
 * prefixes. The proxy joins BACKEND_URL with it, so a dot segment, an encoded dot or slash, a
 * backslash or an empty segment could reach another path of the backend, with the shop's tenant
 * header and the customer's cookies.
 */
export function backendPath(url: string | undefined): string | null {
  const [path = '', ...rest] = (url ?? '').split('?');
  if (!BACKEND_PREFIXES.some((prefix) => path.startsWith(prefix))) return null;
  if (PATH_ESCAPES.test(path)) return null;
  for (const segment of path.slice(1).split('/')) {
    if (!SEGMENT.test(segment) || segment === '.' || segment === '..') return null;
    let decoded: string;
    try {
      decoded = decodeURIComponent(segment);
    } catch {
      return null;
    }
    if (CONTROL.test(decoded)) return null;
  }
  return rest.length ? `${path}?${rest.join('?')}` : path;
}

/**
 * Headers of one connection (RFC 9110 §7.6.1) and those fetch sets itself; with every header a
 * `Connection` names and every `Proxy-*`, none is handed on either way.
 */
const HOP_BY_HOP = new Set([
  'connection',
  'keep-alive',
  'te',
  'trailer',
  'transfer-encoding',
  'upgrade',
  'host',
  'content-length',
  'expect',
  'http2-settings',
]);

/** Headers that say how a request came: the storefront says it itself, never the browser. */
const FORWARDING = /^(?:forwarded|x-forwarded-.+|x-real-ip)$/;

/** SPEC §7 headers the storefront sets from the tenant and the session, never copied. */
const SHOP_HEADERS = new Set(['x-tenant-id', 'x-country', 'x-channel']);

/** The headers a `Connection` header names: they belong to that one connection too. */
function connectionNamed(value: string | string[] | null | undefined): Set<string> {
  const text = Array.isArray(value) ? value.join(',') : (value ?? '');
  return new Set(
    text
      .split(',')
      .map((name) => name.trim().toLowerCase())
      .filter(Boolean),
  );
}

/** Whether a header of one side's message may be handed to the other side. */
export function passesHop(name: string, connection: Set<string>): boolean {
  return !HOP_BY_HOP.has(name) && !name.startsWith('proxy-') && !connection.has(name);
}

/** The headers a response of the backend may be answered with: those of the message, not the hop. */
export function answerHeadersOf(upstream: Headers): [string, string][] {
  const connection = connectionNamed(upstream.get('connection'));
  return [...upstream.entries()].filter(([name]) => passesHop(name, connection));
}

export type UpstreamHeaders = { ok: true; headers: Headers } | { ok: false; fields: string[] };

/**
 * What the backend hears with a call: the browser's headers of the message (cookies, the body's
 * type, the request id), and what the storefront knows itself: the tenant and its country from the
 * Host it resolved, the session's channel (SPEC §7: the browser sends its session's value, default
 * web; one the contract does not know is refused, as the sandbox refuses it), and where the request
 * came from, as the trusted proxies say it (ADR 0046).
 */
export function upstreamHeaders(
  incoming: IncomingHttpHeaders,
  tenant: TenantConfig,
  origin: RequestOrigin,
): UpstreamHeaders {
  const session = channel.safeParse(incoming['x-channel'] ?? 'web');
  if (!session.success) return { ok: false, fields: ['header.x-channel'] };
  const connection = connectionNamed(incoming.connection);
  const headers = new Headers();
  for (const [name, value] of Object.entries(incoming)) {
    if (value === undefined || !passesHop(name, connection)) continue;
    if (FORWARDING.test(name) || SHOP_HEADERS.has(name)) continue;
    headers.set(name, Array.isArray(value) ? value.join(', ') : value);
  }
  headers.set('x-tenant-id', tenant.shopId);
  headers.set('x-country', tenant.country);
  headers.set('x-channel', session.data);
  headers.set('x-forwarded-for', origin.address);
  if (origin.authority) headers.set('x-forwarded-host', origin.authority);
  headers.set('x-forwarded-proto', origin.https ? 'https' : 'http');
  return { ok: true, headers };
}
