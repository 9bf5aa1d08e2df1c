import { getTenantRegistry } from '@/tenancy/registry';
import { getDatabase, type SandboxDatabase } from './db/client';
import { schedulePurge } from './purge';
import { createSandbox, type Sandbox } from './router';
import { seedCatalogues } from './seed';

export { createSandbox, type Sandbox } from './router';
export { openDatabase, getDatabase, type SandboxDatabase } from './db/client';

const holder = globalThis as typeof globalThis & {
  __sandbox?: Sandbox;
  __seededDatabase?: Promise<SandboxDatabase>;
  __purging?: boolean;
};

/**
 * The process-wide database with every tenant's catalogue seeded: with a thousand tenants, seeding
 * each on its first call cost that call (a page's first render) tens of milliseconds (ADR 0029).
 * What the sandbox answers from, and what readiness waits for.
 */
export function getSeededDatabase(): Promise<SandboxDatabase> {
  if (!holder.__seededDatabase) {
    const seeding = getDatabase().then(async (database) => {
      await seedCatalogues(database.db, getTenantRegistry().values());
      // what visitors leave behind expires (a public sandbox has many), once per process
      if (!holder.__purging) {
        holder.__purging = true;
        schedulePurge(database.db);
      }
      return database;
    });
    holder.__seededDatabase = seeding;
    // as getDatabase: a failure (PostgreSQL not up yet) must not poison later calls
    seeding.catch(() => {
      if (holder.__seededDatabase === seeding) holder.__seededDatabase = undefined;
    });
  }
  return holder.__seededDatabase;
}

/** The process-wide sandbox over the process-wide database (PGlite, or DATABASE_URL). */
export function getSandbox(): Sandbox {
  holder.__sandbox ??= createSandbox(getSeededDatabase, {
    countQueries: process.env.SANDBOX_QUERY_STATS === '1',
  });
  return holder.__sandbox;
}
