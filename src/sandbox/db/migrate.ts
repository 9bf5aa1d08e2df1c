import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';

/** Any value fits: several processes sharing one PostgreSQL take turns migrating. */
const MIGRATION_LOCK = 72_450_103;

export const migrationsDir = (): string =>
  process.env.SANDBOX_MIGRATIONS_DIR ?? path.join(process.cwd(), 'src', 'sandbox', 'db', 'migrations');

export interface Migration {
  name: string;
  statements: string[];
}

/** Reads NNNN_name.sql files in order; statements are split on drizzle-kit's breakpoint marker. */
export function readMigrations(dir = migrationsDir()): Migration[] {
  return readdirSync(dir)
    .filter((file) => /^\d{4}_[\w-]+\.sql$/.test(file))
    .sort()
    .map((file) => ({
      name: file.replace(/\.sql$/, ''),
      statements: readFileSync(path.join(dir, file), 'utf8')
        .split('--> statement-breakpoint')
        .map((statement) => statement.trim())
        .filter(Boolean),
    }));
}

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

/** Applies pending migrations in one transaction and records each in sandbox_migrations. */
export async function migrate(
  db: PgDatabase<PgQueryResultHKT>,
  migrations = readMigrations(),
): Promise<string[]> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(${MIGRATION_LOCK})`);
    await tx.execute(
      sql`CREATE TABLE IF NOT EXISTS sandbox_migrations (name text PRIMARY KEY, applied_at bigint NOT NULL)`,
    );
    const done = new Set(
      rowsOf<{ name: string }>(await tx.execute(sql`SELECT name FROM sandbox_migrations`)).map((r) => r.name),
    );
    const applied: string[] = [];
    for (const migration of migrations) {
      if (done.has(migration.name)) continue;
      for (const statement of migration.statements) await tx.execute(sql.raw(statement));
      await tx.execute(
        sql`INSERT INTO sandbox_migrations (name, applied_at) VALUES (${migration.name}, ${Date.now()})`,
      );
      applied.push(migration.name);
    }
    return applied;
  });
}
