import type { IncomingMessage, ServerResponse } from 'node:http';
import { Readable } from 'node:stream';
import type { ReadableStream as NodeReadableStream } from 'node:stream/web';
import { ErrorCodes } from '@/api/errors';
import { logger } from '@/observability/log';
import { answerHeaders, type SandboxResponse } from '@/sandbox/http';
import { sendJson } from '@/sandbox/node';
import type { TenantConfig } from '@/tenancy/schema';
import { operationOf, type Transport } from './backendCalls';
import { originOfRequest } from './requestTenant';
import { answerHeadersOf, backendPath, upstreamHeaders } from './upstreamRequest';

export const DEFAULT_BACKEND_TIMEOUT_MS = 10_000;

export interface ProxyOptions {
  backendUrl: string;
  timeoutMs?: number;
  /** the request's body, when the storefront has read it already (to check it) */
  body?: string;
  /** what the browser is answered instead of the backend's answer, read whole (GraphQL's errors) */
  rewrite?: (status: number, text: string) => SandboxResponse;
}

export const backendTimeoutMs = (): number => {
  const value = Number(process.env.BACKEND_TIMEOUT_MS);
  return Number.isFinite(value) && value > 0 ? value : DEFAULT_BACKEND_TIMEOUT_MS;
};

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
  sendJson(res, { status: 502, body: { errorCode: ErrorCodes.UPSTREAM_UNAVAILABLE, message } });
}

/**
 * Streams one request to the upstream shop backend and its answer back: method, body and cookies
 * are kept, the tenant/country/channel and forwarding headers are the storefront's own
 * (src/server/upstreamRequest.ts); a path that is not a normalised one of the contract's is refused
 * before it is joined to BACKEND_URL, and a dead or slow upstream becomes 502. Says whether the
 * upstream answered, for the metrics.
 */
export async function proxyToUpstream(
  req: IncomingMessage,
  res: ServerResponse,
  tenant: TenantConfig,
  options: ProxyOptions,
): Promise<Transport> {
  const path = backendPath(req.url);
  if (path === null) {
    sendJson(res, {
      status: 400,
      body: { errorCode: ErrorCodes.INVALID_PATH, message: 'Not a path of the shop backend' },
    });
    return 'answered';
  }
  const headers = upstreamHeaders(req.headers, tenant, originOfRequest(req));
  if (!headers.ok) {
    sendJson(res, {
      status: 400,
      body: { errorCode: ErrorCodes.VALIDATION_FAILED, message: 'Invalid header', fields: headers.fields },
    });
    return 'answered';
  }
  const target = `${options.backendUrl.replace(/\/+$/, '')}${path}`;
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), options.timeoutMs ?? backendTimeoutMs());
  const hasBody = req.method !== 'GET' && req.method !== 'HEAD';
  // a browser that gave up should not keep the upstream busy
  res.on('close', () => controller.abort());
  try {
    const upstream = await fetch(target, {
      method: req.method,
      headers: headers.headers,
      body: options.body ?? (hasBody ? (Readable.toWeb(req) as ReadableStream) : undefined),
      redirect: 'manual',
      signal: controller.signal,
      // @ts-expect-error Node's fetch needs duplex for a streamed request body; the DOM types lack it
      duplex: 'half',
    });
    if (options.rewrite) {
      sendJson(res, options.rewrite(upstream.status, await upstream.text()));
      return 'answered';
    }
    res.statusCode = upstream.status;
    for (const [name, value] of answerHeadersOf(upstream.headers))
      // fetch has already decoded the body, so its encoding no longer applies
      if (name !== 'content-encoding' && name !== 'set-cookie') res.setHeader(name, value);
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
