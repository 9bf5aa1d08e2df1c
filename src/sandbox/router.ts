import type { z } from 'zod/mini';
import { requestHeadersSchema } from '@/api/common';
import { DEFAULT_CHANNEL } from '@/api/channel';
import type { RouteDef } from '@/api/route';
import { backendRoutes, type BackendRoute } from '@/api/routes';
import type { SandboxDatabase } from './db/client';
import {
  DomainError,
  parseCookies,
  type BoundHandler,
  type SandboxRequest,
  type SandboxResponse,
} from './http';
import { accountHandlers } from './handlers/account';
import { cartHandlers } from './handlers/cart';
import { checkoutHandlers } from './handlers/checkout';
import { orderHandlers } from './handlers/orders';
import { paymentTokenHandlers } from './handlers/paymentTokens';
import { productHandlers } from './handlers/products';
import { sandboxPayHandlers } from './handlers/sandboxPay';
import { authHandlers } from './handlers/auth';
import { autoTopupHandlers } from './handlers/autoTopups';
import { smsTopupHandlers } from './handlers/smsTopups';
import { savedNumberHandlers } from './handlers/savedNumbers';
import { sessionCustomer } from './sessions';
import { blogHandlers } from './blog/graphql';
import { ensureSeeded } from './seed';
import { withQueryCount } from './db/stats';
import { currentRequestId, logger } from '@/observability/log';

const boundHandlers = [
  ...cartHandlers,
  ...checkoutHandlers,
  ...orderHandlers,
  ...productHandlers,
  ...sandboxPayHandlers,
  ...authHandlers,
  ...accountHandlers,
  ...paymentTokenHandlers,
  ...autoTopupHandlers,
  ...smsTopupHandlers,
  ...savedNumberHandlers,
  ...blogHandlers,
];

/**
 * Every call a backend answers has its handler: a route added to the contract without one fails
 * the type check here, naming the route, instead of answering 501 at run time.
 */
type Unhandled = Exclude<BackendRoute['id'], (typeof boundHandlers)[number]['route']['id']>;
type EveryBackendRouteHandled<Missing extends never> = Missing;
export type SandboxCoverage = EveryBackendRouteHandled<Unhandled>;

export const handlers: ReadonlyMap<string, BoundHandler> = new Map(
  boundHandlers.map((bound) => [bound.route.id, bound as BoundHandler]),
);

/** Largest accepted JSON body; the biggest legitimate one (50 cart items) is far below. */
export const MAX_BODY_BYTES = 64 * 1024;

const fail = (status: number, errorCode: string, message: string, extra: Record<string, unknown> = {}) => ({
  status,
  body: { errorCode, message, ...extra },
});

const fieldsOf = (where: string, issues: z.core.$ZodIssue[]) =>
  issues.map((issue) => [where, ...issue.path.map(String)].filter(Boolean).join('.'));

function validate(where: string, schema: z.ZodMiniType | undefined, value: unknown): unknown {
  if (!schema) return {};
  const result = schema.safeParse(value);
  if (!result.success)
    throw new DomainError(400, 'VALIDATION_FAILED', `Invalid ${where}`, {
      fields: fieldsOf(where, result.error.issues),
    });
  return result.data;
}

function parseBody(route: RouteDef, text: string | undefined): unknown {
  if (!route.body || route.method === 'GET') return undefined;
  if (text === undefined || text.trim() === '') return undefined;
  if (Buffer.byteLength(text) > MAX_BODY_BYTES)
    throw new DomainError(413, 'PAYLOAD_TOO_LARGE', 'The body is too large');
  try {
    return JSON.parse(text);
  } catch {
    throw new DomainError(400, 'VALIDATION_FAILED', 'The body is not JSON', { fields: ['body'] });
  }
}

/** A route path split once: literal segments, or a parameter name (`{name}`). */
interface CompiledRoute {
  route: RouteDef;
  segments: Array<{ literal: string } | { param: string }>;
}

/** Backend routes by their number of path segments, compiled once instead of on every request. */
const routesBySize = new Map<number, CompiledRoute[]>();
for (const route of backendRoutes) {
  const segments = route.path.split('/').map((segment) => {
    const name = /^\{(\w+)\}$/.exec(segment)?.[1];
    return name ? { param: name } : { literal: segment };
  });
  const list = routesBySize.get(segments.length) ?? [];
  list.push({ route, segments });
  routesBySize.set(segments.length, list);
}

/** Like matchPath of the contract, against a compiled route. */
function matchCompiled(compiled: CompiledRoute, parts: string[]): Record<string, string> | null {
  const params: Record<string, string> = {};
  for (let i = 0; i < parts.length; i += 1) {
    const segment = compiled.segments[i];
    const part = parts[i] as string;
    if (!segment) return null;
    if ('literal' in segment) {
      if (segment.literal !== part) return null;
      continue;
    }
    if (!part) return null;
    try {
      params[segment.param] = decodeURIComponent(part);
    } catch {
      return null;
    }
  }
  return params;
}

function findRoute(
  method: string,
  path: string,
): { route: RouteDef; params: Record<string, string> } | SandboxResponse {
  const parts = path.split('/');
  let matchedPath = false;
  for (const compiled of routesBySize.get(parts.length) ?? []) {
    const params = matchCompiled(compiled, parts);
    if (!params) continue;
    matchedPath = true;
    if (compiled.route.method === method) return { route: compiled.route, params };
  }
  if (!matchedPath) return fail(404, 'NOT_FOUND', `No call ${path}`);
  return fail(405, 'METHOD_NOT_ALLOWED', `${method} is not allowed on ${path}`);
}

/** One sandbox backend over one database: validates every request with the contract, then handles it. */
export interface SandboxOptions {
  /** answer each call with its database round trips (SandboxResponse.queries) */
  countQueries?: boolean;
  /**
   * check every answer against the route's response schema: a development aid, on by default
   * outside production and never run in production (NODE_ENV=production, as `next start` sets it)
   */
  checkResponses?: boolean;
}

export function createSandbox(database: () => Promise<SandboxDatabase>, options: SandboxOptions = {}) {
  const checkResponses = options.checkResponses ?? process.env.NODE_ENV !== 'production';
  async function serve(req: SandboxRequest): Promise<SandboxResponse> {
    const found = findRoute(req.method.toUpperCase(), req.path);
    if ('status' in found) return found;
    const { route, params } = found;
    try {
      const headers = validate('header', requestHeadersSchema, {
        'x-country': req.headers['x-country'],
        'x-tenant-id': req.headers['x-tenant-id'],
        'x-channel': req.headers['x-channel'],
      }) as z.infer<typeof requestHeadersSchema>;
      const input = {
        params: validate('path', route.params, params),
        query: validate('query', route.query, Object.fromEntries(req.query)),
        body: validate('body', route.body, parseBody(route, req.bodyText)),
      };
      const handler = handlers.get(route.id);
      if (!handler) return fail(501, 'NOT_IMPLEMENTED', `The sandbox does not implement ${route.id}`);
      const { db } = await database();
      const cookies = parseCookies(req.headers.cookie);
      const customerId = await sessionCustomer(db, req.tenant.id, cookies);
      if (route.auth && !customerId) return fail(401, 'AUTHORIZATION_REQUIRED', 'Sign in first');
      await ensureSeeded(db, req.tenant);
      const client = {
        address: req.client?.address ?? 'unknown',
        secureCookies: req.client?.secureCookies ?? true,
      };
      const ctx = {
        db,
        tenant: req.tenant,
        channel: headers['x-channel'] ?? DEFAULT_CHANNEL,
        cookies,
        customerId,
        client,
        requestId: currentRequestId(req.headers['x-request-id']),
      };
      const result = await handler.handle(ctx, input);
      // outside production the sandbox checks itself against the contract it publishes
      if (checkResponses) {
        const checked = route.response.safeParse(result.body);
        if (!checked.success) {
          logger.error(
            { operation: route.id, issues: checked.error.issues },
            'sandbox: an answer broke its response schema',
          );
          return fail(500, 'CONTRACT_VIOLATION', `The sandbox answer of ${route.id} broke the contract`);
        }
      }
      return { status: result.status ?? route.status, body: result.body, cookies: result.cookies };
    } catch (error) {
      if (error instanceof DomainError) return { status: error.status, body: error.toBody() };
      logger.error({ operation: route.id, err: error }, 'sandbox: a call failed');
      return fail(500, 'INTERNAL_ERROR', 'The sandbox failed to handle the call');
    }
  }
  /** With countQueries, each answer says how many database round trips it took. */
  async function handle(req: SandboxRequest): Promise<SandboxResponse> {
    if (!options.countQueries) return serve(req);
    const { result, queries } = await withQueryCount(() => serve(req));
    return { ...result, queries };
  }
  return { handle };
}

export type Sandbox = ReturnType<typeof createSandbox>;
