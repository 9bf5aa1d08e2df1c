import type { ServerResponse } from 'node:http';
import { commitOrderRoute, orderStates } from '@/api/orders';
import { matchPath } from '@/api/route';
import { backendRoutes } from '@/api/routes';
import { metrics } from './metrics';

/** The contract operation a backend request calls (its route id), or `unmatched`: never the path. */
export function operationOf(method: string | undefined, url: string | undefined): string {
  const path = (url ?? '/').split('?')[0] ?? '/';
  const route = backendRoutes.find(
    (candidate) => candidate.method === method && matchPath(candidate.path, path) !== null,
  );
  return route?.id ?? 'unmatched';
}

/** How the storefront's own call to the backend went before any answer: see proxyToUpstream. */
export type Transport = 'answered' | 'timeout' | 'unreachable';

/** An upstream call's outcome from its status, or from why no answer came. */
export function outcomeOf(status: number, transport: Transport): string {
  if (transport !== 'answered') return transport;
  if (status === 429) return 'rate_limited';
  if (status >= 500) return 'server_error';
  if (status >= 400) return 'client_error';
  return 'ok';
}

const commitErrors = new Set([...commitOrderRoute.errors, 'VALIDATION_FAILED', 'UPSTREAM_UNAVAILABLE']);
const orderStateSet = new Set<string>(orderStates);

function jsonOf(text: string): Record<string, unknown> {
  try {
    const value: unknown = JSON.parse(text);
    return value && typeof value === 'object' ? (value as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

/**
 * What a commit answered, as a closed set: the order state (or `paymentPending` while the payment
 * is open), a contract error code, or `other` for anything a backend invents.
 */
export function commitOutcome(status: number, body: string): string {
  const answer = jsonOf(body);
  if (status < 400) {
    if (answer.paymentStatus === 'PAYMENT_PENDING') return 'paymentPending';
    return typeof answer.orderStatus === 'string' && orderStateSet.has(answer.orderStatus)
      ? answer.orderStatus
      : 'other';
  }
  return typeof answer.errorCode === 'string' && commitErrors.has(answer.errorCode)
    ? answer.errorCode
    : 'other';
}

/** Keeps a copy of what is written to `res` (up to `limit` bytes): the commit's answer is small. */
function tapBody(res: ServerResponse, limit = 16 * 1024): () => string {
  const chunks: Buffer[] = [];
  let size = 0;
  const keep = (chunk: unknown) => {
    if (chunk === undefined || chunk === null || typeof chunk === 'function' || size >= limit) return;
    const buffer = Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as string | Uint8Array);
    size += buffer.length;
    chunks.push(buffer);
  };
  const write = res.write.bind(res);
  const end = res.end.bind(res);
  res.write = ((chunk: unknown, ...rest: unknown[]) => {
    keep(chunk);
    return (write as (...args: unknown[]) => boolean)(chunk, ...rest);
  }) as typeof res.write;
  res.end = ((chunk?: unknown, ...rest: unknown[]) => {
    keep(chunk);
    return (end as (...args: unknown[]) => ServerResponse)(chunk, ...rest);
  }) as typeof res.end;
  return () => Buffer.concat(chunks).toString('utf8');
}

/**
 * Counts one backend call when its answer ends: by operation and outcome, its duration, the
 * commit's outcome, and a 429 as a refusal of that operation's limit.
 */
export async function countedBackendCall(
  method: string | undefined,
  url: string | undefined,
  res: ServerResponse,
  backend: 'upstream' | 'sandbox',
  call: () => Promise<Transport>,
): Promise<void> {
  const operation = operationOf(method, url);
  const body = operation === commitOrderRoute.id ? tapBody(res) : undefined;
  const started = performance.now();
  const transport = await call();
  const m = metrics();
  m.upstreamSeconds.observe({ operation, backend }, (performance.now() - started) / 1000);
  m.upstreamCalls.inc({ operation, backend, outcome: outcomeOf(res.statusCode, transport) });
  if (body) m.commits.inc({ outcome: commitOutcome(res.statusCode, body()) });
  if (transport === 'answered' && res.statusCode === 429) m.rateLimitRefusals.inc({ limit: operation });
}
