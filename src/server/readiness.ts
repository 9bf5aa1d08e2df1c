import { sql } from 'drizzle-orm';
import { getSeededDatabase, type SandboxDatabase } from '@/sandbox';
import { currentBackendUrl } from './env';

/** How long readiness waits for the backend or the database: a probe must answer before its own timeout. */
export const READINESS_TIMEOUT_MS = 2_000;

export type Readiness =
  | { ready: true; backend: 'upstream' | 'sandbox' }
  | { ready: false; errorCode: 'UPSTREAM_UNAVAILABLE' | 'DATABASE_UNAVAILABLE'; message: string };

export interface ReadinessDeps {
  /** BACKEND_URL; unset: the embedded sandbox and its database */
  backendUrl?: string;
  database?: () => Promise<SandboxDatabase>;
  timeoutMs?: number;
}

/** `work`, or a rejection once `ms` have passed without its answer. */
export function withTimeout<T>(work: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} did not answer within ${ms} ms`)), ms);
  });
  return Promise.race([work, late]).finally(() => clearTimeout(timer));
}

/**
 * Whether this server can serve a checkout, for a load balancer's readiness probe: the backend
 * (BACKEND_URL) answers at all (any status below 500 of its /health: a real backend may have no such
 * route, and a 404 still proves it is reachable), or the sandbox's database opens (with its
 * migrations and every tenant's catalogue seeded) and runs a query.
 */
export async function readiness({
  backendUrl = currentBackendUrl(),
  database = getSeededDatabase,
  timeoutMs = READINESS_TIMEOUT_MS,
}: ReadinessDeps = {}): Promise<Readiness> {
  if (backendUrl) {
    try {
      const answer = await fetch(`${backendUrl.replace(/\/+$/, '')}/health`, {
        signal: AbortSignal.timeout(timeoutMs),
      });
      await answer.body?.cancel();
      if (answer.status < 500) return { ready: true, backend: 'upstream' };
      return {
        ready: false,
        errorCode: 'UPSTREAM_UNAVAILABLE',
        message: `The backend answered ${answer.status}`,
      };
    } catch (error) {
      return { ready: false, errorCode: 'UPSTREAM_UNAVAILABLE', message: (error as Error).message };
    }
  }
  try {
    await withTimeout(
      database().then(({ db }) => db.execute(sql`select 1`)),
      timeoutMs,
      'The sandbox database',
    );
    return { ready: true, backend: 'sandbox' };
  } catch (error) {
    return { ready: false, errorCode: 'DATABASE_UNAVAILABLE', message: (error as Error).message };
  }
}
