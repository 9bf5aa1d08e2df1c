import { createHash } from 'node:crypto';
import { and, eq, getTableColumns, notInArray, sql } from 'drizzle-orm';
import type { TenantConfig } from '@/tenancy/schema';
import type { SandboxDb } from './db/client';
import { catalogueSeeds, products } from './db/schema';
import { catalogueFor } from './catalogue';
import { catalogueOf } from './carts';

const seeded = new WeakMap<SandboxDb, Map<string, Promise<void>>>();

/** Every column but the key comes from the catalogue file, so a re-seed overwrites them all. */
const { tenantId: _tenant, productId: _product, ...fileColumns } = getTableColumns(products);
const fromFile = Object.fromEntries(
  Object.entries(fileColumns).map(([key, column]) => [key, sql.raw(`excluded.${column.name}`)]),
);

/**
 * Brings a shop's products in line with its catalogue file when the file changed since the shop
 * was last seeded on this database (or never was). Products the file no longer lists become
 * DISCONTINUED rather than disappearing: carts and orders may still name them.
 */
async function reseed(db: SandboxDb, tenant: TenantConfig): Promise<void> {
  const rows = catalogueFor(tenant);
  const digest = createHash('sha256').update(JSON.stringify(rows)).digest('hex');
  const [last] = await db.select().from(catalogueSeeds).where(eq(catalogueSeeds.tenantId, tenant.id));
  if (last?.digest === digest) return;
  await db.transaction(async (tx) => {
    await tx
      .insert(products)
      .values(rows)
      .onConflictDoUpdate({ target: [products.tenantId, products.productId], set: fromFile });
    await tx
      .update(products)
      .set({ status: 'DISCONTINUED' })
      .where(
        and(
          eq(products.tenantId, tenant.id),
          notInArray(
            products.productId,
            rows.map((row) => row.productId),
          ),
        ),
      );
    await tx
      .insert(catalogueSeeds)
      .values({ tenantId: tenant.id, digest, seededAt: Date.now() })
      .onConflictDoUpdate({ target: catalogueSeeds.tenantId, set: { digest, seededAt: Date.now() } });
  });
}

/**
 * Seeds a shop's catalogue on the shop's first call on a database, then reads it into the
 * per-database cache (catalogueOf), so no call has to read it later, inside a transaction or not.
 */
export function ensureSeeded(db: SandboxDb, tenant: TenantConfig): Promise<void> {
  let byTenant = seeded.get(db);
  if (!byTenant) seeded.set(db, (byTenant = new Map()));
  let done = byTenant.get(tenant.id);
  if (!done) {
    done = reseed(db, tenant)
      .then(() => catalogueOf(db, tenant.id))
      .then(() => undefined);
    done.catch(() => byTenant?.delete(tenant.id));
    byTenant.set(tenant.id, done);
  }
  return done;
}
