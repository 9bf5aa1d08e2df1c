import type { IncomingMessage, ServerResponse } from 'node:http';
import { Readable } from 'node:stream';
import type { ReadableStream as NodeReadableStream } from 'node:stream/web';
import { DEFAULT_CHANNEL } from '@/api/channel';
import { answerHeaders } from '@/sandbox/http';
import type { TenantConfig } from '@/tenancy/schema';
import { operationOf, type Transport } from './backendCalls';
import { logger } from '@/observability/log';

/** Headers that describe one hop, not the message (RFC 9110 §7.6.1), plus ones fetch sets itself. */
const HOP_BY_HOP = new Set([
  'connection',
  'keep-alive',
  'proxy-authenticate',
  'proxy-authorization',
  'proxy-connection',
  'te',
  'trailer',
  'transfer-encoding',
  'upgrade',
  'host',
  'content-length',
  'expect',
]);

export const DEFAULT_BACKEND_TIMEOUT_MS = 10_000;

export interface ProxyOptions {
  backendUrl: string;
  timeoutMs?: number;
}

export const backendTimeoutMs = (): number => {
  const value = Number(process.env.BACKEND_TIMEOUT_MS);
  return Number.isFinite(value) && value > 0 ? value : DEFAULT_BACKEND_TIMEOUT_MS;
};

function upstreamHeaders(req: IncomingMessage, tenant: TenantConfig): Headers {
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (value === undefined || HOP_BY_HOP.has(name)) continue;
    headers.set(name, Array.isArray(value) ? value.join(', ') : value);
  }
  // The tenant comes from the Host the storefront resolved; the upstream only sees the header.
  headers.set('x-tenant-id', tenant.shopId);
  if (!headers.has('x-country')) headers.set('x-country', tenant.country);
  if (!headers.has('x-channel')) headers.set('x-channel', DEFAULT_CHANNEL);
  if (req.headers.host) headers.set('x-forwarded-host', req.headers.host);
  const peer = req.socket?.remoteAddress;
  if (peer) headers.set('x-forwarded-for', [req.headers['x-forwarded-for'], peer].filter(Boolean).join(', '));
  return headers;
}

function jsonOrNothing(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

function unavailable(res: ServerResponse, message: string): void {
  if (res.headersSent) {
    res.destroy();
    return;
  }
  const text = JSON.stringify({ errorCode: 'UPSTREAM_UNAVAILABLE', message });
  res.statusCode = 502;
  res.setHeader('Content-Type', 'application/json; charset=utf-8');
  res.setHeader('Cache-Control', 'no-store');
  res.end(text);
}

/**
 * Streams one request to the upstream shop backend and its answer back: method, body, cookies and
 * the tenant/country/channel headers are kept; a dead or slow upstream becomes 502. Says whether the
 * upstream answered, for the metrics.
 */
export async function proxyToUpstream(
  req: IncomingMessage,
  res: ServerResponse,
  tenant: TenantConfig,
  options: ProxyOptions,
): Promise<Transport> {
  const target = `${options.backendUrl.replace(/\/+$/, '')}${req.url ?? '/'}`;
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), options.timeoutMs ?? backendTimeoutMs());
  const hasBody = req.method !== 'GET' && req.method !== 'HEAD';
  // a browser that gave up should not keep the upstream busy
  res.on('close', () => controller.abort());
  try {
    const upstream = await fetch(target, {
      method: req.method,
      headers: upstreamHeaders(req, tenant),
      body: hasBody ? (Readable.toWeb(req) as ReadableStream) : undefined,
      redirect: 'manual',
      signal: controller.signal,
      // @ts-expect-error Node's fetch needs duplex for a streamed request body; the DOM types lack it
      duplex: 'half',
    });
    res.statusCode = upstream.status;
    upstream.headers.forEach((value, name) => {
      // fetch has already decoded the body, so its encoding and length no longer apply
      if (HOP_BY_HOP.has(name) || name === 'content-encoding' || name === 'set-cookie') return;
      res.setHeader(name, value);
    });
    const cookies = upstream.headers.getSetCookie();
    if (cookies.length) res.setHeader('Set-Cookie', cookies);
    if (upstream.status === 429 && !upstream.headers.has('retry-after')) {
      // a backend that says when to come back only in the body says it in the header too
      const text = await upstream.text();
      for (const [name, value] of Object.entries(answerHeaders({ status: 429, body: jsonOrNothing(text) })))
        res.setHeader(name, value);
      res.end(text);
      return 'answered';
    }
    if (!upstream.body) {
      res.end();
      return 'answered';
    }
    await new Promise<void>((resolve, reject) => {
      const body = Readable.fromWeb(upstream.body as unknown as NodeReadableStream);
      body.on('error', reject);
      res.on('close', resolve);
      body.pipe(res);
    });
    return 'answered';
  } catch (error) {
    const timedOut = controller.signal.aborted;
    const reason = timedOut ? 'The shop backend did not answer in time' : 'The shop backend is unreachable';
    // the operation, not the URL: a cart's name in its path is the guest's only key to it
    logger.error({ operation: operationOf(req.method, req.url), err: error }, `proxy: ${reason}`);
    unavailable(res, reason);
    return timedOut ? 'timeout' : 'unreachable';
  } finally {
    clearTimeout(timer);
  }
}
