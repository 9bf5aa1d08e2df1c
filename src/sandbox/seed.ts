import type { TenantConfig } from '@/tenancy/schema';
import type { SandboxDb } from './db/client';
import { products } from './db/schema';
import { catalogueFor } from './catalogue';
import { catalogueOf } from './carts';

const seeded = new WeakMap<SandboxDb, Map<string, Promise<void>>>();

/**
 * Runs `seed` once per database and key (a retry follows a failure), so concurrent first calls of a
 * shop share one seeding.
 */
export function seedOnce(db: SandboxDb, key: string, seed: () => Promise<void>): Promise<void> {
  let byKey = seeded.get(db);
  if (!byKey) seeded.set(db, (byKey = new Map()));
  let done = byKey.get(key);
  if (!done) {
    done = seed();
    done.catch(() => byKey?.delete(key));
    byKey.set(key, done);
  }
  return done;
}

/**
 * Seeds a shop's catalogue the first time the shop is used on a database, then reads it into the
 * per-database cache (catalogueOf), so no call has to read it later, inside a transaction or not.
 * Existing rows win, so an operator's edits to the catalogue survive restarts.
 */
export function ensureSeeded(db: SandboxDb, tenant: TenantConfig): Promise<void> {
  return seedOnce(db, tenant.id, () =>
    db
      .insert(products)
      .values(catalogueFor(tenant))
      .onConflictDoNothing()
      .then(() => catalogueOf(db, tenant.id))
      .then(() => undefined),
  );
}
