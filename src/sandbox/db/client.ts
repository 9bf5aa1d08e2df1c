import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { PGlite, types as PgliteTypes } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { migrate } from './migrate';
import { countingLogger, countQueries } from './stats';

export type SandboxDb = PgDatabase<PgQueryResultHKT>;

export interface SandboxDatabase {
  db: SandboxDb;
  kind: 'pglite' | 'postgres';
  close(): Promise<void>;
  /** PGlite only: the data folder as a tarball, to start other databases from (tests) */
  dumpDataDir?: () => Promise<Blob>;
}

export interface DatabaseOptions {
  /** a real PostgreSQL server; PGlite when absent */
  databaseUrl?: string;
  /** PGlite data folder, or 'memory://' for a throwaway database */
  dataDir?: string;
  /** PostgreSQL only: a schema of its own (created when missing), so test files never share tables */
  schema?: string;
  /** PGlite only: start from a tarball made by dumpDataDir instead of running initdb */
  loadDataDir?: Blob;
}

/** What Drizzle's PGlite driver uses of a PGlite client, and of the client inside a transaction. */
type PgliteQuery = PGlite['query'];
type Transaction = Parameters<Parameters<PGlite['transaction']>[0]>[0];

/**
 * Drizzle passes its own result parsers with every query, and PGlite then copies its whole parser
 * table (a few hundred types) for each query: a tenth of a query's cost. The parsers are set once
 * on the client instead (date and time types stay text, as Drizzle wants them), and each query goes
 * without. (Drizzle also keeps arrays of those types as text; the sandbox schema has none.)
 */
function rawTimeParsers(types: typeof PgliteTypes) {
  const raw = (value: string) => value;
  return Object.fromEntries(
    [types.TIMESTAMP, types.TIMESTAMPTZ, types.INTERVAL, types.DATE].map((oid) => [oid, raw]),
  );
}

const withoutQueryParsers =
  (query: PgliteQuery): PgliteQuery =>
  (text, params, options) =>
    query(text, params, options?.parsers ? { ...options, parsers: undefined } : options);

async function openPglite(dataDir: string, loadDataDir?: Blob): Promise<SandboxDatabase> {
  const { PGlite, types } = await import('@electric-sql/pglite');
  const { drizzle } = await import('drizzle-orm/pglite');
  if (!dataDir.startsWith('memory://')) mkdirSync(dataDir, { recursive: true });
  const client = new PGlite(dataDir, {
    parsers: rawTimeParsers(types),
    ...(loadDataDir ? { loadDataDir } : {}),
  });
  const driverClient = {
    query: withoutQueryParsers(client.query.bind(client)),
    transaction: <T>(callback: (tx: Transaction) => Promise<T>) => {
      // PGlite runs BEGIN and COMMIT itself, outside Drizzle's logger: count them as node-postgres does
      countQueries(2);
      return client.transaction((tx) =>
        callback(Object.assign(Object.create(tx) as Transaction, { query: withoutQueryParsers(tx.query) })),
      );
    },
  };
  return {
    db: drizzle({
      client: driverClient as unknown as PGlite,
      logger: countingLogger,
    }) as unknown as SandboxDb,
    kind: 'pglite',
    close: () => client.close(),
    dumpDataDir: async () => {
      const dump = await client.dumpDataDir('none');
      return dump;
    },
  };
}

async function openPostgres(url: string, schema?: string): Promise<SandboxDatabase> {
  const { Pool } = await import('pg');
  const { drizzle } = await import('drizzle-orm/node-postgres');
  if (schema) {
    if (!/^[a-z_][a-z0-9_]{0,62}$/.test(schema)) throw new Error(`invalid schema name ${schema}`);
    const admin = new Pool({ connectionString: url, max: 1 });
    try {
      await admin.query(`CREATE SCHEMA IF NOT EXISTS ${schema}`);
    } catch (error) {
      // two processes creating it at once: IF NOT EXISTS is not atomic, the loser sees 23505
      if ((error as { code?: string }).code !== '23505') throw error;
    } finally {
      await admin.end();
    }
  }
  const pool = new Pool({
    connectionString: url,
    max: Number(process.env.SANDBOX_POOL_SIZE ?? 10),
    options: schema ? `-c search_path=${schema}` : undefined,
  });
  return {
    db: drizzle(pool, { logger: countingLogger }) as unknown as SandboxDb,
    kind: 'postgres',
    close: () => pool.end(),
  };
}

/** Opens a database and applies every pending migration. */
export async function openDatabase(options: DatabaseOptions): Promise<SandboxDatabase> {
  const database = options.databaseUrl
    ? await openPostgres(options.databaseUrl, options.schema)
    : await openPglite(options.dataDir ?? defaultDataDir(), options.loadDataDir);
  try {
    await migrate(database.db);
  } catch (error) {
    await database.close();
    throw error;
  }
  return database;
}

export const defaultDataDir = (): string =>
  process.env.SANDBOX_DATA_DIR ?? path.join(process.cwd(), '.data', 'sandbox');

const holder = globalThis as typeof globalThis & { __sandboxDatabase?: Promise<SandboxDatabase> };

/**
 * The process-wide database. PGlite is one connection in one process, so the instance lives on
 * globalThis: `next dev` re-evaluates modules and must not open the same folder twice.
 */
export function getDatabase(): Promise<SandboxDatabase> {
  if (!holder.__sandboxDatabase) {
    const opening = openDatabase({ databaseUrl: process.env.DATABASE_URL || undefined });
    holder.__sandboxDatabase = opening;
    // a failed open (e.g. PostgreSQL not up yet) must not poison later requests
    opening.catch(() => {
      if (holder.__sandboxDatabase === opening) holder.__sandboxDatabase = undefined;
    });
  }
  return holder.__sandboxDatabase;
}
