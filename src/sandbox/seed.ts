import { createHash } from 'node:crypto';
import { and, eq, getTableColumns, notInArray, sql } from 'drizzle-orm';
import type { TenantConfig } from '@/tenancy/schema';
import type { SandboxDb } from './db/client';
import { catalogueSeeds, products } from './db/schema';
import { catalogueFor } from './catalogue';
import { catalogueOf } from './carts';

const seeded = new WeakMap<SandboxDb, Map<string, Promise<void>>>();
/** Per database: the digest each shop was last seeded with, all read at once by seedCatalogues. */
const seededDigests = new WeakMap<SandboxDb, Map<string, string>>();

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
  const known = seededDigests.get(db);
  const last = known
    ? known.get(tenant.id)
    : (await db.select().from(catalogueSeeds).where(eq(catalogueSeeds.tenantId, tenant.id)))[0]?.digest;
  if (last === digest) return;
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
  known?.set(tenant.id, digest);
}

/**
 * Seeds every shop's catalogue when the sandbox opens its database, so that a shop's first call
 * (often the first render of one of its pages, ADR 0029) no longer waits for the seeding: it reads
 * the seeded digests of all shops in one query, and writes only the catalogues that changed.
 */
export async function seedCatalogues(db: SandboxDb, tenants: Iterable<TenantConfig>): Promise<void> {
  const rows = await db.select().from(catalogueSeeds);
  seededDigests.set(db, new Map(rows.map((row) => [row.tenantId, row.digest])));
  for (const tenant of tenants) await reseed(db, tenant);
}

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
 * Seeds a shop's catalogue on the shop's first call on a database, then reads it into the
 * per-database cache (catalogueOf), so no call has to read it later, inside a transaction or not.
 */
export function ensureSeeded(db: SandboxDb, tenant: TenantConfig): Promise<void> {
  return seedOnce(db, tenant.id, () =>
    reseed(db, tenant)
      .then(() => catalogueOf(db, tenant.id))
      .then(() => undefined),
  );
}
