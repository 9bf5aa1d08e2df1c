import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * Round trips to the database, counted per sandbox call when a counter is active (tests, the
 * `SANDBOX_QUERY_STATS=1` debug header): what a call costs, independent of the machine's load.
 */
interface QueryCounter {
  queries: number;
}

const current = new AsyncLocalStorage<QueryCounter>();

/** Counts `n` round trips against the active counter, if any. */
export function countQueries(n = 1): void {
  const counter = current.getStore();
  if (counter) counter.queries += n;
}

/** Runs `work` with a fresh counter and returns its result with the number of round trips it made. */
export async function withQueryCount<T>(work: () => Promise<T>): Promise<{ result: T; queries: number }> {
  const counter: QueryCounter = { queries: 0 };
  const result = await current.run(counter, work);
  return { result, queries: counter.queries };
}

/** Drizzle's logger hook: every statement Drizzle sends (BEGIN/COMMIT included on node-postgres). */
export const countingLogger = {
  logQuery(): void {
    countQueries();
  },
};
