export type HostResolution =
  { kind: 'tenant'; tenantId: string } | { kind: 'directory' } | { kind: 'unknown' } | { kind: 'invalid' };

export interface HostRules {
  /** tenant ids, as in `<id>.localhost` */
  tenantIds: ReadonlySet<string>;
  /** production hostname → tenant id */
  hosts: ReadonlyMap<string, string>;
  /** SHOP_ID: every host serves this tenant */
  pinnedTenant?: string;
  /** DEFAULT_TENANT: plain localhost / unknown hosts serve this tenant instead of the directory */
  defaultTenant?: string;
  /** whether plain localhost lists the tenants */
  directoryEnabled: boolean;
}

const label = '[a-zA-Z0-9](?:[a-zA-Z0-9_-]{0,61}[a-zA-Z0-9])?';
/** A valid host name, as a regular expression's source (the routing rules match with it too). */
export const HOST_NAME = `${label}(?:\\.${label})*`;
const hostPattern = new RegExp(`^${HOST_NAME}$`);
/** Plain localhost, which lists the tenants. */
export const LOOPBACK_HOSTS = ['localhost', '127.0.0.1', '[::1]'] as const;
const loopback = new Set<string>(LOOPBACK_HOSTS);

/**
 * Next compiles a rule's pattern without flags, and a Host header sent by hand may be upper case:
 * each letter becomes a class of both cases.
 */
const caseless = (text: string) => text.replace(/[a-z]/g, (letter) => `[${letter}${letter.toUpperCase()}]`);

const OCTET = '(?:25[0-5]|2[0-4]\\d|1\\d\\d|[1-9]?\\d)';

/**
 * A Host header (name, optional trailing dot, optional port) of this machine: `localhost`,
 * `*.localhost`, 127.0.0.0/8 and `[::1]`. These are every host the e2e tests and benches use. A
 * regular expression's source, so the routing rules (src/server/siteRules.ts) match with exactly
 * the rule that `isLocalHost` applies. 0.0.0.0 is not one: it is the address a server listens on,
 * not a name of this machine, and browsers refuse to open it.
 */
export const LOCAL_HOST_HEADER = `(?:(?:(?:${HOST_NAME}\\.)?${caseless('localhost')}|127(?:\\.${OCTET}){3})\\.?|\\[::1\\])(?::\\d{1,5})?`;

const localHost = new RegExp(`^(?:${LOCAL_HOST_HEADER})$`);

/** Whether a Host (or X-Forwarded-Host) header names this machine. */
export function isLocalHost(header: string | undefined): boolean {
  return header !== undefined && localHost.test(header.trim());
}

/** A host name the way this server keys it: lower case, without port or trailing dot. */
export const CANONICAL_HOST_NAME = HOST_NAME.replaceAll('a-zA-Z', 'a-z');

/** A Host header read: its name (lower case, no trailing dot) and the port it named, if any. */
export interface HostParts {
  name: string;
  port?: string;
}

/** Host header → its name and port; null when it is not a valid host. */
export function parseHostHeader(header: string | undefined): HostParts | null {
  if (!header || header.length > 253) return null;
  const match = /^(\[[0-9a-f:.]+\]|[^:[\]]+)(?::(\d{1,5}))?$/i.exec(header.trim());
  if (!match?.[1]) return null;
  const name = match[1].toLowerCase().replace(/\.$/, '');
  if (name.startsWith('[') ? name !== '[::1]' : !hostPattern.test(name)) return null;
  return match[2] ? { name, port: match[2] } : { name };
}

/** Host header → hostname without port, lower case; null when it is not a valid host. */
export const normaliseHost = (header: string | undefined): string | null =>
  parseHostHeader(header)?.name ?? null;

/** Which tenant (or the directory) a request's Host header addresses. */
export function resolveHost(header: string | undefined, rules: HostRules): HostResolution {
  const host = normaliseHost(header);
  if (host === null) return { kind: 'invalid' };
  if (rules.pinnedTenant) return { kind: 'tenant', tenantId: rules.pinnedTenant };
  const production = rules.hosts.get(host) ?? rules.hosts.get(host.replace(/^www\./, ''));
  if (production) return { kind: 'tenant', tenantId: production };
  const sub = /^([a-z0-9_]+)\.localhost$/.exec(host)?.[1];
  if (sub && rules.tenantIds.has(sub)) return { kind: 'tenant', tenantId: sub };
  if (rules.defaultTenant) return { kind: 'tenant', tenantId: rules.defaultTenant };
  if (loopback.has(host) && rules.directoryEnabled) return { kind: 'directory' };
  return { kind: 'unknown' };
}
