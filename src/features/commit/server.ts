import type { IncomingMessage, ServerResponse } from 'node:http';
import { getOrderDetails } from '@/api/orders';
import { clientOf } from '@/sandbox/node';
import { serverEnv } from '@/server/env';
import { personalSitePage } from '@/server/pageLoad';
import { readOrNothing, requestContext, type PageRequest, type RequestState } from '@/server/requestState';
import type { TenantConfig } from '@/tenancy/schema';
import type { CommitKey } from './commitSlice';
import { commitKeyOf, MAX_KEPT, orderNumberOf } from './orderKeys';
import { servedView } from './servedView';

/*
 * The keys of the customer's recent orders, for the result page's server only (ADR 0054). The
 * payment provider's return brings them in the address once; the server keeps them in a cookie
 * whose Path is the result page's own, so no other request of the shop carries them, and a reload
 * or a way back renders the order's current state. HttpOnly: no script of the page reads them.
 */

export const RESULT_KEYS_COOKIE = 'result_keys';
/** Long enough for a reload or a way back after the payment; the device keeps them longer (ADR 0040). */
export const RESULT_KEYS_MAX_AGE_SECONDS = 60 * 60;

/** The keys a request's cookie carries, newest first: at most MAX_KEPT, each as the address would name it. */
export function parseResultKeys(value: string | undefined): CommitKey[] {
  if (!value) return [];
  let parsed: unknown;
  try {
    parsed = JSON.parse(decodeURIComponent(value));
  } catch {
    return [];
  }
  if (!Array.isArray(parsed)) return [];
  return parsed
    .slice(0, MAX_KEPT)
    .map((entry) => (typeof entry === 'object' && entry !== null ? commitKeyOf(entry) : null))
    .filter((key): key is CommitKey => key !== null);
}

/** `key` as the newest of `kept`, its order's older key dropped, and the oldest past MAX_KEPT. */
export const withResultKey = (kept: readonly CommitKey[], key: CommitKey): CommitKey[] =>
  [key, ...kept.filter((other) => other.orderNumber !== key.orderNumber)].slice(0, MAX_KEPT);

/** The kept key of `orderNumber`: only that order's, never another of the list. */
export const resultKeyOf = (kept: readonly CommitKey[], orderNumber: string): CommitKey | null =>
  kept.find((key) => key.orderNumber === orderNumber) ?? null;

/** The Set-Cookie value: for `path` alone, HttpOnly, Lax (the provider's return is a top-level GET). */
export function resultKeysCookie(keys: readonly CommitKey[], path: string, secure: boolean): string {
  const value = encodeURIComponent(JSON.stringify(keys.slice(0, MAX_KEPT)));
  return `${RESULT_KEYS_COOKIE}=${value}; Path=${path}; HttpOnly;${secure ? ' Secure;' : ''} SameSite=Lax; Max-Age=${RESULT_KEYS_MAX_AGE_SECONDS}`;
}

/**
 * The order a result page request names, and its keys: those of the address (kept in the cookie
 * for the page's reopening, at `path`), else the cookie's for the address's order number.
 */
export function resultKeyOfRequest(
  req: IncomingMessage & { cookies: Partial<Record<string, string>> },
  res: ServerResponse,
  query: Record<string, unknown>,
  path: string,
): CommitKey | null {
  const kept = parseResultKeys(req.cookies[RESULT_KEYS_COOKIE]);
  const fromAddress = commitKeyOf(query);
  if (fromAddress) {
    const secure = clientOf(req, serverEnv.proxyTrust).secureCookies;
    res.appendHeader('Set-Cookie', resultKeysCookie(withResultKey(kept, fromAddress), path, secure));
    return fromAddress;
  }
  const orderNumber = orderNumberOf(query);
  return orderNumber ? resultKeyOf(kept, orderNumber) : null;
}

/**
 * The result page's order as it stands (ADR 0054): a read of the order with its keys, never the
 * commit, which changes it and is the browser's. Nothing when the backend does not know the keys,
 * fails or is slow: the page is then laid out as pending, as before, and the browser checks.
 */
export async function orderResultState(
  tenant: TenantConfig,
  req: PageRequest,
  key: CommitKey,
): Promise<RequestState> {
  const ctx = requestContext(tenant, req);
  const order = await readOrNothing(tenant, 'order', () => getOrderDetails(ctx, key));
  return order ? { commitView: servedView(order) } : {};
}

/**
 * getServerSideProps of a result page at `route`: rendered per request and never cached, with the
 * order number of the address (ADR 0006) and, where the request carries the order's keys, the
 * order's current state (ADR 0054).
 */
export const resultPageProps = (route: string) =>
  personalSitePage<{ orderNumber: string | null }>(route, async (tenant, query, _language, req, reply) => {
    const key = resultKeyOfRequest(req, reply.res, query, reply.path);
    return {
      props: { orderNumber: orderNumberOf(query) },
      state: key ? await orderResultState(tenant, req, key) : {},
    };
  });
