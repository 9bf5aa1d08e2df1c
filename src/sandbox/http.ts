import type { TenantConfig } from '@/tenancy/schema';
import type { SandboxDb } from './db/client';

/** A backend request as the sandbox sees it, whatever server received it. */
export interface SandboxRequest {
  method: string;
  /** pathname only, e.g. /api/shop/rest/v2/carts/abc */
  path: string;
  query: URLSearchParams;
  /** lower-case header names */
  headers: Readonly<Record<string, string | undefined>>;
  /** raw body text; undefined or '' when the request had none */
  bodyText?: string;
  tenant: TenantConfig;
  /** who is calling, as the server that received the request sees it (absent: unknown, https) */
  client?: Partial<SandboxClient>;
}

/** The caller of a request: its address (rate limits) and whether its cookies must be Secure. */
export interface SandboxClient {
  address: string;
  /** false only on plain-http localhost, where browsers other than Chromium drop Secure cookies */
  secureCookies: boolean;
}

export interface SandboxResponse {
  status: number;
  body: unknown;
  /** Set-Cookie values */
  cookies?: string[];
  /** database round trips of the call, when the sandbox counts them (SANDBOX_QUERY_STATS=1) */
  queries?: number;
}

/** What a 429 asks for when its body names no `retryAfterSeconds`. */
export const DEFAULT_RETRY_AFTER_SECONDS = 60;

/**
 * The headers of a sandbox answer besides its body, for every server that sends one (the Next API
 * routes, the standalone sandbox, the in-process fetch): a 429 tells when to come back in
 * Retry-After (RFC 9110 §10.2.3) as well as in its body, for clients and proxies that read only
 * the header.
 */
export function answerHeaders(response: SandboxResponse): Record<string, string> {
  const headers: Record<string, string> = {};
  if (response.status === 429) {
    const seconds = (response.body as { retryAfterSeconds?: unknown } | undefined)?.retryAfterSeconds;
    headers['Retry-After'] = String(
      typeof seconds === 'number' && seconds > 0 ? Math.ceil(seconds) : DEFAULT_RETRY_AFTER_SECONDS,
    );
  }
  if (response.queries !== undefined) headers['X-Sandbox-Queries'] = String(response.queries);
  return headers;
}

/** A client mistake or a business rule: answered as `status {errorCode, message, ...extra}`. */
export class DomainError extends Error {
  constructor(
    readonly status: number,
    readonly errorCode: string,
    message: string,
    readonly extra: Record<string, unknown> = {},
  ) {
    super(message);
    this.name = 'DomainError';
  }

  toBody(): Record<string, unknown> {
    return { errorCode: this.errorCode, message: this.message, ...this.extra };
  }
}

export interface HandlerContext {
  db: SandboxDb;
  tenant: TenantConfig;
  channel: string;
  cookies: Readonly<Record<string, string>>;
  /** the signed-in customer, when the session cookie is valid */
  customerId?: string;
  client: SandboxClient;
}

export interface HandlerInput {
  params: Record<string, unknown>;
  query: Record<string, unknown>;
  body: unknown;
}

export interface HandlerResult {
  status?: number;
  body: unknown;
  cookies?: string[];
}

/**
 * The router has validated params, query and body with the route's schemas before a handler
 * runs, so handlers read them as the schema's output without re-checking.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Validated = any;

export type Handler = (
  ctx: HandlerContext,
  input: { params: Validated; query: Validated; body: Validated },
) => Promise<HandlerResult>;

export const notFound = (errorCode: string, message: string) => new DomainError(404, errorCode, message);
export const conflict = (errorCode: string, message: string, extra?: Record<string, unknown>) =>
  new DomainError(409, errorCode, message, extra);
export const unprocessable = (errorCode: string, message: string, extra?: Record<string, unknown>) =>
  new DomainError(422, errorCode, message, extra);

export function parseCookies(header: string | undefined): Record<string, string> {
  const cookies: Record<string, string> = {};
  for (const part of (header ?? '').split(';')) {
    const index = part.indexOf('=');
    if (index <= 0) continue;
    const name = part.slice(0, index).trim();
    try {
      cookies[name] = decodeURIComponent(part.slice(index + 1).trim());
    } catch {
      // a malformed cookie is ignored, like browsers do
    }
  }
  return cookies;
}
