import type { z } from 'zod/mini';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** A route's path parameters and query: objects of strings, coerced by their schema. */
type FieldsSchema = z.ZodMiniObject | undefined;
type BodySchema = z.ZodMiniType | undefined;

/**
 * One row of SPEC §7. The same definition drives the browser function, the sandbox router's
 * validation and its typed handlers, the OpenAPI document and the malformed-request property test.
 * Its schemas are type parameters, so that a handler's input and answer are inferred from them.
 */
export interface RouteDef<
  R extends z.ZodMiniType = z.ZodMiniType,
  P extends FieldsSchema = FieldsSchema,
  Q extends FieldsSchema = FieldsSchema,
  B extends BodySchema = BodySchema,
  Id extends string = string,
  Backend extends boolean = boolean,
> {
  id: Id;
  method: HttpMethod;
  /** path with `{name}` placeholders, e.g. /api/shop/rest/v2/carts/{cartName} */
  path: string;
  summary: string;
  /** OpenAPI tag, and the handler group in the sandbox */
  tag: string;
  params?: P;
  query?: Q;
  body?: B;
  response: R;
  /** status of a successful answer */
  status: 200 | 201;
  /** error codes this call may answer with (documentation and OpenAPI) */
  errors: readonly string[];
  /** sends X-Tenant-Id: SPEC §7 "(shop calls)", the /api/shop and /api/topup calls (ADR 0007) */
  shopCall: boolean;
  /** served by the backend (sandbox or proxy); false for the storefront's own routes */
  backend: Backend;
  /** needs a signed-in session (SPEC §6) */
  auth?: boolean;
  /** not in SPEC §7: the project's own call, which a backend may not have (OpenAPI x-project-extension) */
  extension?: boolean;
}

/** Whether a path is answered by the backend, as `defineRoute` decides it, known to the compiler. */
type BackendPath<Path extends string> = Path extends `/api/${'shop' | 'topup' | 'auth'}/${string}`
  ? true
  : false;

export function defineRoute<
  const Id extends string,
  const Path extends string,
  R extends z.ZodMiniType,
  P extends FieldsSchema = undefined,
  Q extends FieldsSchema = undefined,
  B extends BodySchema = undefined,
>(
  def: Omit<RouteDef<R, P, Q, B, Id>, 'shopCall' | 'backend' | 'status' | 'path'> &
    Partial<Pick<RouteDef<R, P, Q, B, Id>, 'shopCall' | 'status'>> & { path: Path },
): RouteDef<R, P, Q, B, Id, BackendPath<Path>> {
  // the regular expression and BackendPath say the same; the compiler cannot see that they do
  const backend = /^\/api\/(shop|topup|auth)\//.test(def.path) as BackendPath<Path>;
  return { status: 200, shopCall: /^\/api\/(shop|topup)\//.test(def.path), backend, ...def };
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
