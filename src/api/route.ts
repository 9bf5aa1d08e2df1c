import type { z } from 'zod/mini';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * One row of SPEC §7. The same definition drives the browser function, the sandbox router's
 * validation, the OpenAPI document and the malformed-request property test.
 */
export interface RouteDef<R extends z.ZodMiniType = z.ZodMiniType> {
  id: string;
  method: HttpMethod;
  /** path with `{name}` placeholders, e.g. /api/shop/rest/v2/carts/{cartName} */
  path: string;
  summary: string;
  /** OpenAPI tag, and the handler group in the sandbox */
  tag: string;
  params?: z.ZodMiniObject;
  query?: z.ZodMiniObject;
  body?: z.ZodMiniType;
  response: R;
  /** status of a successful answer */
  status: 200 | 201;
  /** error codes this call may answer with (documentation and OpenAPI) */
  errors: readonly string[];
  /** sends X-Tenant-Id: SPEC §7 "(shop calls)", the /api/shop and /api/topup calls (ADR 0007) */
  shopCall: boolean;
  /** served by the backend (sandbox or proxy); false for the storefront's own routes */
  backend: boolean;
  /** needs a signed-in session (SPEC §6) */
  auth?: boolean;
}

export function defineRoute<R extends z.ZodMiniType>(
  def: Omit<RouteDef<R>, 'shopCall' | 'backend' | 'status'> &
    Partial<Pick<RouteDef<R>, 'shopCall' | 'backend' | 'status'>>,
): RouteDef<R> {
  return {
    status: 200,
    shopCall: /^\/api\/(shop|topup)\//.test(def.path),
    backend: /^\/api\/(shop|topup|auth)\//.test(def.path),
    ...def,
  };
}

/** Fills `{name}` placeholders, URL-encoding each value. */
export function buildPath(path: string, params: Record<string, string | number> = {}): string {
  return path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`missing path parameter ${name}`);
    return encodeURIComponent(String(value));
  });
}

/** Matches a concrete path against a route path; returns the raw (decoded) params or null. */
export function matchPath(pattern: string, path: string): Record<string, string> | null {
  const want = pattern.split('/');
  const got = path.split('/');
  if (want.length !== got.length) return null;
  const params: Record<string, string> = {};
  for (let i = 0; i < want.length; i += 1) {
    const w = want[i] as string;
    const g = got[i] as string;
    const name = /^\{(\w+)\}$/.exec(w)?.[1];
    if (name) {
      if (!g) return null;
      try {
        params[name] = decodeURIComponent(g);
      } catch {
        return null;
      }
    } else if (w !== g) return null;
  }
  return params;
}
