import type { TenantConfig } from '@/tenancy/schema';
import type { SandboxDb } from './db/client';
import { products } from './db/schema';
import { catalogueFor } from './catalogue';
import { catalogueOf } from './carts';

const seeded = new WeakMap<SandboxDb, Map<string, Promise<void>>>();

/**
 * Seeds a shop's catalogue the first time the shop is used on a database, then reads it into the
 * per-database cache (catalogueOf), so no call has to read it later, inside a transaction or not.
 * Existing rows win, so an operator's edits to the catalogue survive restarts.
 */
export function ensureSeeded(db: SandboxDb, tenant: TenantConfig): Promise<void> {
  let byTenant = seeded.get(db);
  if (!byTenant) seeded.set(db, (byTenant = new Map()));
  let done = byTenant.get(tenant.id);
  if (!done) {
    done = db
      .insert(products)
      .values(catalogueFor(tenant))
      .onConflictDoNothing()
      .then(() => catalogueOf(db, tenant.id))
      .then(() => undefined);
    done.catch(() => byTenant?.delete(tenant.id));
    byTenant.set(tenant.id, done);
  }
  return done;
}
