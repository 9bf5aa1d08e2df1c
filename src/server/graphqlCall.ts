import type { IncomingMessage, ServerResponse } from 'node:http';
import { ErrorCodes } from '@/api/errors';
import { checkGraphqlQuery } from '@/api/graphqlLimits';
import { GENERIC_GRAPHQL_ERROR, graphqlBody, graphqlRoute } from '@/api/storefront';
import { currentRequestId, logger } from '@/observability/log';
import { getSandbox } from '@/sandbox';
import type { SandboxResponse } from '@/sandbox/http';
import { BODY_TOO_LARGE, BodyTooLarge, readBody, sendJson, serveWithSandbox } from '@/sandbox/node';
import type { TenantConfig } from '@/tenancy/schema';
import type { Transport } from './backendCalls';
import { serverEnv } from './env';
import { proxyToUpstream } from './proxy';

/**
 * Whether a backend call is the GraphQL endpoint's, in any spelling a backend might route to it
 * (escaped, upper case, with a suffix): none of them may reach it without the limits.
 */
export function isGraphqlCall(url: string | undefined): boolean {
  const path = (url ?? '').split('?')[0] ?? '';
  let decoded: string;
  try {
    decoded = decodeURIComponent(path);
  } catch {
    return false;
  }
  return decoded.toLowerCase().startsWith(graphqlRoute.path);
}

const answer = (res: ServerResponse, response: SandboxResponse): Transport => {
  sendJson(res, response);
  return 'answered';
};

/** An error code of the backend's own words, kept; anything else in its errors is for the log. */
const ERROR_CODE = /^[A-Z][A-Z_]{2,63}$/;

/**
 * The upstream's GraphQL answer as the browser may read it: its data, and for each error only its
 * code and path, with the generic message and the request id. The backend's own words (a database
 * error with its parameters, a stack) go to the log under that id.
 */
export function publicGraphqlAnswer(status: number, text: string, requestId: string): SandboxResponse {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    parsed = undefined;
  }
  const body =
    parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as Record<string, unknown>) : {};
  const errors = Array.isArray(body.errors) ? (body.errors as unknown[]) : [];
  const failed = status >= 400 || errors.length > 0 || !('data' in body);
  if (failed)
    logger.warn(
      { operation: graphqlRoute.id, requestId, status, answer: text.slice(0, 4000) },
      'graphql: the backend answered an error',
    );
  if (!('data' in body) && status < 400)
    return {
      status: 502,
      body: { errorCode: ErrorCodes.UPSTREAM_UNAVAILABLE, message: GENERIC_GRAPHQL_ERROR, requestId },
    };
  const codeOf = (error: unknown) => {
    const code = (error as { extensions?: { code?: unknown } } | null)?.extensions?.code;
    return typeof code === 'string' && ERROR_CODE.test(code) ? code : 'INTERNAL_SERVER_ERROR';
  };
  const pathOf = (error: unknown) => {
    const path = (error as { path?: unknown } | null)?.path;
    return Array.isArray(path) && path.every((part) => typeof part === 'string' || typeof part === 'number')
      ? { path: path as (string | number)[] }
      : {};
  };
  const publicErrors = errors.map((error) => ({
    message: GENERIC_GRAPHQL_ERROR,
    ...pathOf(error),
    extensions: { code: codeOf(error), requestId },
  }));
  const errorCode =
    typeof body.errorCode === 'string' && ERROR_CODE.test(body.errorCode) ? body.errorCode : undefined;
  return {
    status,
    body: {
      ...('data' in body && { data: body.data }),
      ...(publicErrors.length > 0 && { errors: publicErrors }),
      ...(status >= 400 && {
        errorCode: errorCode ?? 'INTERNAL_ERROR',
        message: GENERIC_GRAPHQL_ERROR,
        requestId,
      }),
    },
  };
}

/**
 * SPEC §7 /api/shop/graphql, after the tenant and the backend gate: its body validated and the query
 * measured against GRAPHQL_LIMITS before any backend runs it (the sandbox checks again: it is a
 * backend of its own too); upstream, the answer's errors are made generic. POST only, at its one path.
 */
export async function graphqlCall(
  req: IncomingMessage,
  res: ServerResponse,
  tenant: TenantConfig,
  backendUrl: string | undefined,
): Promise<Transport> {
  if ((req.url ?? '').split('?')[0] !== graphqlRoute.path)
    return answer(res, { status: 404, body: { errorCode: ErrorCodes.NOT_FOUND, message: 'No such call' } });
  if (req.method !== 'POST') {
    res.setHeader('Allow', 'POST');
    return answer(res, { status: 405, body: { errorCode: ErrorCodes.METHOD_NOT_ALLOWED } });
  }
  let text: string;
  try {
    text = await readBody(req);
  } catch (error) {
    if (error instanceof BodyTooLarge) return answer(res, BODY_TOO_LARGE);
    throw error;
  }
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    json = undefined;
  }
  const body = graphqlBody.safeParse(json);
  if (!body.success)
    return answer(res, {
      status: 400,
      body: {
        errorCode: ErrorCodes.VALIDATION_FAILED,
        message: 'Invalid body',
        fields: body.error.issues.map((issue) => ['body', ...issue.path.map(String)].join('.')),
      },
    });
  const checked = checkGraphqlQuery(body.data.query, body.data.operationName);
  if (!checked.ok)
    return answer(res, { status: 400, body: { errorCode: checked.errorCode, message: checked.message } });
  if (!backendUrl) {
    await serveWithSandbox(getSandbox(), req, res, tenant, { trust: serverEnv.proxyTrust, bodyText: text });
    return 'answered';
  }
  const requestId = currentRequestId(req.headers['x-request-id']);
  return proxyToUpstream(req, res, tenant, {
    backendUrl,
    body: text,
    rewrite: (status, upstreamText) => publicGraphqlAnswer(status, upstreamText, requestId),
  });
}
