import type { z } from 'zod/mini';
import type { RouteDef } from '@/api/route';
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
  /** the request's id, as its log lines carry it: what a generic error names for support */
  requestId: string;
}

/** What a handler answers; the body is what the route's response schema accepts. */
export interface HandlerResult<Body = unknown> {
  status?: number;
  body: Body;
  cookies?: string[];
}

/** A validated part of a request: the schema's output, or nothing when the route has no schema. */
type Validated<S> = S extends z.ZodMiniType ? z.output<S> : Record<string, never>;

/** A handler of one route: its input and answer are inferred from the route's schemas. */
export type RouteHandler<R extends z.ZodMiniType, P, Q, B> = (
  ctx: HandlerContext,
  input: { params: Validated<P>; query: Validated<Q>; body: Validated<B> },
) => Promise<HandlerResult<z.input<R>>>;

/** A handler bound to its route, as the router keeps it. */
export interface BoundHandler<Route extends RouteDef = RouteDef> {
  route: Route;
  handle: (
    ctx: HandlerContext,
    input: { params: unknown; query: unknown; body: unknown },
  ) => Promise<HandlerResult>;
}

/**
 * Binds a handler to its route (ADR 0034): the handler reads params, query and body as the route's
 * schemas give them and answers what its response schema accepts, checked by the compiler. The one
 * widening below is sound because the router validates every input with the same route's schemas
 * before it calls `handle`.
 */
export function defineHandler<
  R extends z.ZodMiniType,
  P extends z.ZodMiniObject | undefined,
  Q extends z.ZodMiniObject | undefined,
  B extends z.ZodMiniType | undefined,
  Id extends string,
  Route extends RouteDef<R, P, Q, B, Id>,
>(route: Route & RouteDef<R, P, Q, B, Id>, handle: NoInfer<RouteHandler<R, P, Q, B>>): BoundHandler<Route> {
  return { route, handle: handle as BoundHandler['handle'] };
}

export const notFound = (errorCode: string, message: string) => new DomainError(404, errorCode, message);
export const conflict = (errorCode: string, message: string, extra?: Record<string, unknown>) =>
  new DomainError(409, errorCode, message, extra);
export const unprocessable = (errorCode: string, message: string, extra?: Record<string, unknown>) =>
  new DomainError(422, errorCode, message, extra);

/**
 * The Cookie header as the shop backend reads it. The sandbox stands for that backend, not for Next:
 * it hears requests from node:http, in-process fetch and tests, where Next's `req.cookies` is not.
 */
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
