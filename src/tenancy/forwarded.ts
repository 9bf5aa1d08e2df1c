import type { IncomingHttpHeaders } from 'node:http';
import { isIP } from 'node:net';
// Relative: next.config.ts loads this module through src/server/siteRules.ts.
import { parseHostHeader } from './host';

/**
 * Which forwarded headers this server believes (TRUST_PROXY, TRUST_PROXY_HOST; ADR 0046). Every
 * header a proxy appends to may already hold what the browser wrote: only the entries that the
 * trusted proxies wrote, counted from the right, are read.
 */
export interface ProxyTrust {
  /** how many proxies stand in front of this server, each appending its peer to X-Forwarded-For */
  hops: number;
  /** whether the nearest of them writes X-Forwarded-Host (nginx, HAProxy); false: it keeps Host (AWS, Google) */
  forwardedHost: boolean;
}

export const NO_PROXY: ProxyTrust = { hops: 0, forwardedHost: false };

/** The most proxies TRUST_PROXY may name: more is a chain nobody runs, or a typing mistake. */
const MAX_HOPS = 9;

/**
 * TRUST_PROXY and TRUST_PROXY_HOST as a trust: unset, `false` or `0` trusts nobody; `true` is one
 * proxy (what `true` always meant); a number is that many. A value of neither form stops the server
 * rather than trust something it was not told to.
 */
export function proxyTrust(trustProxy: string | undefined, trustProxyHost?: string): ProxyTrust {
  const value = trustProxy?.trim().toLowerCase() ?? '';
  let hops: number;
  if (value === '' || value === 'false' || value === '0') hops = 0;
  else if (value === 'true') hops = 1;
  else if (/^[1-9]$/.test(value)) hops = Number(value);
  else
    throw new Error(
      `TRUST_PROXY=${trustProxy}: use false, true (one proxy) or the number of proxies, 1 to ${MAX_HOPS}`,
    );
  const host = trustProxyHost?.trim().toLowerCase() ?? '';
  if (host !== '' && host !== 'true' && host !== 'false')
    throw new Error(
      `TRUST_PROXY_HOST=${trustProxyHost}: use true (X-Forwarded-Host) or false (the Host header)`,
    );
  return { hops, forwardedHost: hops > 0 && host !== 'false' };
}

/** The entries of a list header, in order; Node joins a header sent several times with commas. */
function entries(value: string | string[] | undefined): string[] {
  const joined = Array.isArray(value) ? value.join(',') : (value ?? '');
  return joined
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
}

/** The right-most entry of a list header: what the nearest proxy wrote. */
export const lastEntry = (value: string | string[] | undefined): string | undefined => entries(value).at(-1);

/**
 * A regular expression's source for a list header whose right-most entry matches `pattern`: the
 * routing rules (src/server/siteRules.ts) read X-Forwarded-Host with it, as `lastEntry` does.
 */
export const lastEntryPattern = (pattern: string): string => `(?:.*,)?\\s*(?:${pattern})\\s*`;

/** An X-Forwarded-For entry as an address: without the port some proxies add (Azure), or null. */
function addressOf(entry: string | undefined): string | null {
  if (!entry) return null;
  const bracketed = /^\[([0-9a-f:.]+)\](?::\d+)?$/i.exec(entry)?.[1];
  const v4WithPort = /^(\d{1,3}(?:\.\d{1,3}){3}):\d+$/.exec(entry)?.[1];
  const address = bracketed ?? v4WithPort ?? entry;
  return isIP(address) ? address.toLowerCase() : null;
}

/** What a request says about where it came from, as far as this server may believe it. */
export interface RequestOrigin {
  /** the host name asked for: lower case, without port or trailing dot; null when not a valid host */
  host: string | null;
  /** the host with the port it named, if any: what an address on the shop is built from */
  authority: string | null;
  /** the browser's address, or the peer's when no trusted proxy names it */
  address: string;
  /** whether the browser's connection was https */
  https: boolean;
}

/** A request as far as its origin goes: Node's, Next's, or a test's. */
export interface ForwardedRequest {
  headers: IncomingHttpHeaders;
  socket?: { remoteAddress?: string; encrypted?: boolean } | null;
}

/**
 * The one reading of a request's forwarded headers (every reader: the tenant, the sandbox gate, the
 * SEO files, the client address, the proxy's own forwarded headers).
 *
 * - The address: X-Forwarded-For with the peer appended is the chain of hops; each trusted proxy
 *   added the one before it, so the entry `hops` places left of the peer is the browser. A shorter
 *   chain (a health check that skipped the outer proxy) gives its left-most entry, which a trusted
 *   proxy wrote.
 * - The host: the right-most X-Forwarded-Host entry when the nearest proxy writes it, else Host;
 *   whatever came before it, the browser may have written.
 * - https: the right-most X-Forwarded-Proto behind a proxy, else the connection's own.
 */
export function requestOrigin(req: ForwardedRequest, trust: ProxyTrust): RequestOrigin {
  const { headers } = req;
  const peer = req.socket?.remoteAddress ?? 'unknown';
  const chain = trust.hops > 0 ? [...entries(headers['x-forwarded-for']), peer] : [peer];
  const browser = chain[Math.max(0, chain.length - 1 - trust.hops)];
  const forwardedHost = trust.forwardedHost ? lastEntry(headers['x-forwarded-host']) : undefined;
  const parts = parseHostHeader(forwardedHost ?? headers.host);
  const proto = trust.hops > 0 ? lastEntry(headers['x-forwarded-proto'])?.toLowerCase() : undefined;
  return {
    host: parts?.name ?? null,
    authority: parts ? `${parts.name}${parts.port ? `:${parts.port}` : ''}` : null,
    address: addressOf(browser) ?? peer,
    https: proto ? proto === 'https' : Boolean(req.socket?.encrypted),
  };
}
