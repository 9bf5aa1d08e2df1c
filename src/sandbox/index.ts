import { getDatabase } from './db/client';
import { createSandbox, type Sandbox } from './router';

export { createSandbox, type Sandbox } from './router';
export { openDatabase, getDatabase, type SandboxDatabase } from './db/client';

const holder = globalThis as typeof globalThis & { __sandbox?: Sandbox };

/** The process-wide sandbox over the process-wide database (PGlite, or DATABASE_URL). */
export function getSandbox(): Sandbox {
  holder.__sandbox ??= createSandbox(getDatabase, {
    countQueries: process.env.SANDBOX_QUERY_STATS === '1',
  });
  return holder.__sandbox;
}
