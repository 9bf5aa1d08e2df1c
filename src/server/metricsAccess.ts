import { timingSafeEqual } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { LOOPBACK_HOSTS, normaliseHost } from '@/tenancy/host';
import { isShopOwnHost } from './requestTenant';

const loopbackNames = new Set<string>(LOOPBACK_HOSTS);
const loopbackPeer = /^(?:127\.\d+\.\d+\.\d+|::1|::ffff:127\.\d+\.\d+\.\d+)$/;

function sameSecret(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * Whether a proxy handed the request on: forwarding headers other than those Next's own server
 * adds to every request (X-Forwarded-For: the peer, X-Forwarded-Host: the Host, when absent).
 */
function forwarded(req: IncomingMessage): boolean {
  const { headers } = req;
  const forwardedFor = headers['x-forwarded-for'];
  const forwardedHost = headers['x-forwarded-host'];
  return (
    Boolean(headers.forwarded) ||
    (forwardedFor !== undefined && forwardedFor !== req.socket?.remoteAddress) ||
    (forwardedHost !== undefined && forwardedHost !== headers.host)
  );
}

/**
 * Who may read /api/metrics (ADR 0030): never on a shop's own host; with METRICS_TOKEN set, only a
 * request with `Authorization: Bearer <token>`; without it, only a request made on this machine:
 * a plain loopback Host, from a loopback peer, not handed on by a proxy (a reverse proxy on the
 * same machine would otherwise pass the public's requests on as local ones).
 */
export function mayReadMetrics(req: IncomingMessage, token = process.env.METRICS_TOKEN): boolean {
  if (isShopOwnHost(req)) return false;
  if (token) {
    const given = /^Bearer (.+)$/.exec(req.headers.authorization ?? '')?.[1];
    return given !== undefined && sameSecret(given, token);
  }
  const host = normaliseHost(req.headers.host);
  return (
    host !== null &&
    loopbackNames.has(host) &&
    loopbackPeer.test(req.socket?.remoteAddress ?? '') &&
    !forwarded(req)
  );
}
