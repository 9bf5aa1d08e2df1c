import { Counter, Histogram, Registry, collectDefaultMetrics } from 'prom-client';

/** Seconds; few buckets, since tenants × routes × buckets is the number of series. */
const LATENCY_BUCKETS = [0.01, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 10];

/**
 * The storefront's Prometheus metrics. Every label takes its values from a closed set: tenant ids
 * of the registry (or `none`), route templates (`/api/shop/[...path]`, never the requested path),
 * contract operation ids, status codes and fixed outcome words. A raw path or an id in a label
 * would make a new time series per request.
 */
export function createMetrics({ processMetrics = true } = {}) {
  const registry = new Registry();
  if (processMetrics) collectDefaultMetrics({ register: registry });
  const registers = [registry];
  return {
    registry,
    requests: new Counter({
      name: 'storefront_http_requests_total',
      help: 'Requests answered, by tenant, route template, method and status',
      labelNames: ['tenant', 'route', 'method', 'status'] as const,
      registers,
    }),
    requestSeconds: new Histogram({
      name: 'storefront_http_request_duration_seconds',
      help: 'Time to answer a request, by tenant and route template',
      labelNames: ['tenant', 'route'] as const,
      buckets: LATENCY_BUCKETS,
      registers,
    }),
    upstreamCalls: new Counter({
      name: 'storefront_upstream_calls_total',
      help: 'Backend calls (BACKEND_URL or the embedded sandbox), by contract operation and outcome',
      labelNames: ['operation', 'backend', 'outcome'] as const,
      registers,
    }),
    upstreamSeconds: new Histogram({
      name: 'storefront_upstream_call_duration_seconds',
      help: 'Time a backend call took, by contract operation',
      labelNames: ['operation', 'backend'] as const,
      buckets: LATENCY_BUCKETS,
      registers,
    }),
    commits: new Counter({
      name: 'storefront_commit_outcomes_total',
      help: 'Answers to payment-commit-order: the order state, or the error code',
      labelNames: ['outcome'] as const,
      registers,
    }),
    rateLimitRefusals: new Counter({
      name: 'storefront_rate_limit_refusals_total',
      help: 'Requests refused with 429, by the limit that refused them',
      labelNames: ['limit'] as const,
      registers,
    }),
  };
}

export type Metrics = ReturnType<typeof createMetrics>;

const holder = globalThis as typeof globalThis & { __metrics?: Metrics };

/**
 * The process-wide metrics. On globalThis: Next bundles each API route on its own, and /api/metrics
 * must read the counters that /api/shop/… counted.
 */
export const metrics = (): Metrics => (holder.__metrics ??= createMetrics());
