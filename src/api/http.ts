import type { z } from 'zod/mini';
import { errorBody } from './common';
import { ApiError } from './apiError';
import { CHANNEL_STORAGE_KEY, requestHeaders, type ApiContext } from './channel';
import { buildPath, type RouteDef } from './route';

export { ApiError, isApiError, type ApiErrorKind } from './apiError';

export { CHANNEL_STORAGE_KEY, requestHeaders, type ApiContext };

export interface CallInput {
  params?: Record<string, string | number>;
  query?: Record<string, string | number | boolean | undefined>;
  body?: unknown;
}

function queryString(query: CallInput['query']): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {}))
    if (value !== undefined) search.set(key, String(value));
  const text = search.toString();
  return text ? `?${text}` : '';
}

/** Reports a broken response to the storefront log; never throws, never awaits the caller. */
function reportSchemaMismatch(ctx: ApiContext, route: RouteDef, issues: z.core.$ZodIssue[]): void {
  const doFetch = ctx.fetch ?? globalThis.fetch;
  const detail = issues.slice(0, 10).map((i) => `${i.path.join('.') || '(root)'}: ${i.message}`);
  void doFetch(`${ctx.baseUrl ?? ''}/api/log`, {
    method: 'POST',
    credentials: 'same-origin',
    headers: { 'Content-Type': 'application/json', ...requestHeaders(ctx, { shopCall: true }) },
    body: JSON.stringify({ level: 'error', message: `schema mismatch: ${route.id}`, context: { detail } }),
  }).catch(() => undefined);
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/** Calls one SPEC §7 route and returns its parsed response, or throws ApiError. */
export async function callRoute<R extends z.ZodMiniType>(
  ctx: ApiContext,
  route: RouteDef<R>,
  input: CallInput = {},
): Promise<z.output<R>> {
  const url = `${ctx.baseUrl ?? ''}${buildPath(route.path, input.params)}${queryString(input.query)}`;
  const headers = requestHeaders(ctx, route);
  const hasBody = input.body !== undefined && route.method !== 'GET';
  // every call that changes something says JSON, with a body or without: the storefront refuses
  // any other (src/server/crossSite.ts), since another site's form can send those
  if (route.method !== 'GET') headers['Content-Type'] = 'application/json';
  const doFetch = ctx.fetch ?? globalThis.fetch;
  let response: Response;
  try {
    response = await doFetch(url, {
      method: route.method,
      credentials: 'same-origin',
      headers,
      body: hasBody ? JSON.stringify(input.body) : undefined,
    });
  } catch (error) {
    throw new ApiError('network', 0, 'NETWORK_ERROR', (error as Error).message || 'network error');
  }
  const payload = await readJson(response);
  if (!response.ok) {
    const parsed = errorBody.safeParse(payload);
    if (parsed.success) {
      throw new ApiError(
        'http',
        response.status,
        parsed.data.errorCode,
        parsed.data.message || response.statusText || parsed.data.errorCode,
        payload as Record<string, unknown>,
        response.statusText,
      );
    }
    throw new ApiError(
      'http',
      response.status,
      'UNKNOWN_ERROR',
      response.statusText || `HTTP ${response.status}`,
      undefined,
      response.statusText,
    );
  }
  const parsed = route.response.safeParse(payload ?? {});
  if (!parsed.success) {
    reportSchemaMismatch(ctx, route, parsed.error.issues);
    throw new ApiError(
      'schema',
      response.status,
      'SCHEMA_MISMATCH',
      'The server answered in an unexpected shape',
    );
  }
  return parsed.data;
}

/**
 * The browser function of a route whose one input is its JSON body: typed by the route's own body
 * and answer schemas, so that a call and the contract cannot drift apart.
 */
export const bodyCall =
  <R extends z.ZodMiniType, B extends z.ZodMiniType>(route: RouteDef<R, undefined, undefined, B>) =>
  (ctx: ApiContext, body: z.input<B>): Promise<z.output<R>> =>
    callRoute(ctx, route, { body });
