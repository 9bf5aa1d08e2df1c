import type { IncomingMessage } from 'node:http';
import { isApiError } from '@/api/apiError';
import { DEFAULT_CHANNEL, type ApiContext } from '@/api/channel';
import { SERVER_READ_WAIT_MS } from '@/config/constants';
import { logger } from '@/observability/log';
import { getSandbox } from '@/sandbox';
import { clientOf } from '@/sandbox/node';
import type { RootState } from '@/store/makeStore';
import type { TenantConfig } from '@/tenancy/schema';
import { currentBackendUrl, serverEnv } from './env';
import { backendTimeoutMs } from './proxy';
import { withTimeout } from './readiness';
import { originOfRequest } from './requestTenant';
import { upstreamHeaders } from './upstreamRequest';

/** A page request as getServerSideProps has it: its cookies parsed by Next. */
export type PageRequest = IncomingMessage & { cookies: Partial<Record<string, string>> };

/**
 * The backend as one customer's page request reaches it, as a fetch for the contract's calls: in
 * process for the sandbox, over HTTP to BACKEND_URL, never through the shop's own public URL. The
 * call carries the request's cookies (the session) and where it came from, as the browser's own
 * calls through /api do; nothing of it is kept beyond the call.
 */
export function requestFetch(tenant: TenantConfig, req: PageRequest): typeof fetch {
  return async (input, init) => {
    const url = new URL(String(input), 'http://backend.invalid');
    const callHeaders = Object.fromEntries(
      Object.entries((init?.headers ?? {}) as Record<string, string>).map(([name, value]) => [
        name.toLowerCase(),
        value,
      ]),
    );
    const backendUrl = currentBackendUrl();
    if (backendUrl) {
      const forwarded = upstreamHeaders(
        { cookie: req.headers.cookie, 'x-channel': callHeaders['x-channel'] },
        tenant,
        originOfRequest(req),
      );
      if (!forwarded.ok) throw new Error('headers refused');
      for (const [name, value] of Object.entries(callHeaders)) forwarded.headers.set(name, value);
      return fetch(`${backendUrl}${url.pathname}${url.search}`, {
        method: init?.method ?? 'GET',
        headers: forwarded.headers,
        signal: AbortSignal.timeout(backendTimeoutMs()),
      });
    }
    const answer = await getSandbox().handle({
      method: init?.method ?? 'GET',
      path: url.pathname,
      query: url.searchParams,
      headers: { ...callHeaders, cookie: req.headers.cookie },
      bodyText: '',
      tenant,
      client: clientOf(req, serverEnv.proxyTrust),
    });
    return new Response(JSON.stringify(answer.body ?? {}), {
      status: answer.status,
      headers: { 'content-type': 'application/json' },
    });
  };
}

/** The API context of the contract's calls made for a customer's page request (`requestFetch`). */
export const requestContext = (tenant: TenantConfig, req: PageRequest): ApiContext => ({
  shopId: tenant.shopId,
  country: tenant.country,
  channel: DEFAULT_CHANNEL,
  fetch: requestFetch(tenant, req),
});

/** What the store starts with on a page the server rendered from the request. */
export type RequestState = Partial<RootState>;

/** A failure worth a warning: the backend did not answer well, where a 4xx is the customer's state. */
export const backendTrouble = (error: unknown) =>
  !isApiError(error) || error.status >= 500 || error.kind === 'network';

/**
 * A read a page can do without (ADR 0050, 0054): null when it fails or takes longer than
 * SERVER_READ_WAIT_MS, and the browser reads it as before. Only the backend's trouble is warned
 * of: a 4xx is the customer's state (an unknown cart or order, a guest's session).
 */
export async function readOrNothing<T>(
  tenant: TenantConfig,
  what: string,
  read: () => Promise<T>,
): Promise<T | null> {
  try {
    return await withTimeout(read(), SERVER_READ_WAIT_MS, what);
  } catch (error) {
    if (backendTrouble(error))
      logger.warn(
        { tenant: tenant.id, err: error },
        `${what} not rendered on the server; the browser reads it`,
      );
    return null;
  }
}
