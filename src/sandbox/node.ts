import type { IncomingMessage, ServerResponse } from 'node:http';
import type { TenantConfig } from '@/tenancy/schema';
import { NO_PROXY, requestOrigin, type ProxyTrust } from '@/tenancy/forwarded';
import { isLocalHost } from '@/tenancy/host';
import { getTenantRegistry } from '@/tenancy/registry';
import { answerHeaders, type SandboxClient, type SandboxResponse } from './http';
import { MAX_BODY_BYTES, type Sandbox } from './router';

export class BodyTooLarge extends Error {}

export const BODY_TOO_LARGE: SandboxResponse = {
  status: 413,
  body: { errorCode: 'PAYLOAD_TOO_LARGE', message: 'The body is too large' },
};

/** A request's body as text, up to the sandbox's largest (MAX_BODY_BYTES): BodyTooLarge beyond it. */
export async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    const buffer = typeof chunk === 'string' ? Buffer.from(chunk) : (chunk as Buffer);
    size += buffer.length;
    // stop buffering early; the router would refuse it anyway
    if (size > MAX_BODY_BYTES) throw new BodyTooLarge();
    chunks.push(buffer);
  }
  return Buffer.concat(chunks).toString('utf8');
}

export function sendJson(res: ServerResponse, response: SandboxResponse): void {
  const text = JSON.stringify(response.body ?? {});
  res.statusCode = response.status;
  res.setHeader('Content-Type', 'application/json; charset=utf-8');
  res.setHeader('Cache-Control', 'no-store');
  if (response.cookies?.length) res.setHeader('Set-Cookie', response.cookies);
  for (const [name, value] of Object.entries(answerHeaders(response))) res.setHeader(name, value);
  res.setHeader('Content-Length', Buffer.byteLength(text));
  res.end(text);
}

const headerMap = (req: IncomingMessage): Record<string, string | undefined> =>
  Object.fromEntries(
    Object.entries(req.headers).map(([name, value]) => [
      name,
      Array.isArray(value) ? value.join(', ') : value,
    ]),
  );

/** localhost, *.localhost and the loopback addresses, with or without a port: the one rule of ADR 0021. */
export const isLoopbackHost = isLocalHost;

/**
 * The caller as this server sees it. Behind proxies that are trusted (the standalone sandbox behind
 * the storefront's proxy, or TRUST_PROXY), their forwarded headers name the browser, read as every
 * reader of the storefront reads them (src/tenancy/forwarded.ts). Cookies drop Secure only for
 * plain http on a loopback host (development, e2e), so curl and every browser keep the session there too.
 */
export function clientOf(req: IncomingMessage, trust: ProxyTrust): SandboxClient {
  const origin = requestOrigin(req, trust);
  return {
    address: origin.address,
    secureCookies: origin.https || !isLoopbackHost(origin.authority ?? undefined),
  };
}

/** Serves one Node request with the sandbox, for the given tenant. */
export async function serveWithSandbox(
  sandbox: Sandbox,
  req: IncomingMessage,
  res: ServerResponse,
  tenant: TenantConfig,
  options: { trust?: ProxyTrust; bodyText?: string } = {},
): Promise<void> {
  const url = new URL(req.url ?? '/', 'http://sandbox.invalid');
  let bodyText: string;
  try {
    bodyText = options.bodyText ?? (await readBody(req));
  } catch (error) {
    if (error instanceof BodyTooLarge) {
      sendJson(res, BODY_TOO_LARGE);
      return;
    }
    throw error;
  }
  const response = await sandbox.handle({
    method: req.method ?? 'GET',
    path: url.pathname,
    query: url.searchParams,
    headers: headerMap(req),
    bodyText,
    tenant,
    client: clientOf(req, options.trust ?? NO_PROXY),
  });
  sendJson(res, response);
}

/**
 * The standalone backend knows the shop only from X-Tenant-Id, like a real shop backend behind
 * the storefront's proxy does.
 */
export function tenantFromShopHeader(
  value: string | string[] | undefined,
): { ok: true; tenant: TenantConfig } | { ok: false; status: number; errorCode: string } {
  if (typeof value !== 'string' || !value) return { ok: false, status: 400, errorCode: 'UNKNOWN_TENANT' };
  for (const tenant of getTenantRegistry().values()) if (tenant.shopId === value) return { ok: true, tenant };
  return { ok: false, status: 404, errorCode: 'UNKNOWN_TENANT' };
}
