import { afterAll, beforeAll } from 'vitest';
import { createHash, randomBytes } from 'node:crypto';
import { existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { readMigrations } from '@/sandbox/db/migrate';
import type { ApiContext } from '@/api/http';
import { createSandbox, openDatabase, type Sandbox, type SandboxDatabase } from '@/sandbox';
import { createSandboxFetch } from '@/sandbox/fetch';
import { getTenant, getTenantRegistry } from '@/tenancy/registry';
import type { TenantConfig } from '@/tenancy/schema';

export interface Harness {
  database: SandboxDatabase;
  sandbox: Sandbox;
  /** a contract context for a shop, answering in-process; each call gets its own cookie jar */
  ctx(tenantId: string): ApiContext;
  tenant(tenantId: string): TenantConfig;
  close(): Promise<void>;
}

/**
 * initdb costs seconds per PGlite; a migrated template shared by all test files (keyed by the
 * migrations' content) brings a fresh database down to well under a second.
 */
async function pgliteTemplate(): Promise<Blob> {
  const key = createHash('sha256').update(JSON.stringify(readMigrations())).digest('hex').slice(0, 16);
  const file = path.join(tmpdir(), `sandbox-pglite-template-${key}.tar`);
  if (existsSync(file)) return new Blob([readFileSync(file)]);
  const fresh = await openDatabase({ dataDir: 'memory://' });
  const dump = await fresh.dumpDataDir?.();
  await fresh.close();
  if (!dump) throw new Error('PGlite could not dump its data folder');
  const partial = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
  writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
  renameSync(partial, file);
  return dump;
}

/**
 * A sandbox over a database of its own: in-memory PGlite, or a fresh schema on the PostgreSQL
 * server named by DATABASE_URL (scripts/test-postgres.sh), so test files never share rows.
 */
/**
 * The harness of a test file: opened before its tests, closed after them. The returned object
 * forwards to the open harness, so tests use it like the harness itself.
 */
export function harnessForFile(): Harness {
  let opened: Harness | undefined;
  beforeAll(async () => {
    opened = await openHarness();
  }, 120_000);
  afterAll(() => opened?.close());
  const current = () => {
    if (!opened) throw new Error('the harness opens in beforeAll');
    return opened;
  };
  return {
    get database() {
      return current().database;
    },
    get sandbox() {
      return current().sandbox;
    },
    ctx: (tenantId) => current().ctx(tenantId),
    tenant: (tenantId) => current().tenant(tenantId),
    close: () => current().close(),
  };
}

export async function openHarness(): Promise<Harness> {
  const url = process.env.DATABASE_URL;
  const database = await openDatabase(
    url
      ? { databaseUrl: url, schema: `t_${randomBytes(6).toString('hex')}` }
      : { dataDir: 'memory://', loadDataDir: await pgliteTemplate() },
  );
  const sandbox = createSandbox(async () => database);
  const registry = getTenantRegistry();
  const tenant = (id: string) => {
    const found = getTenant(id);
    if (!found) throw new Error(`no tenant ${id}`);
    return found;
  };
  return {
    database,
    sandbox,
    tenant,
    ctx: (id) => {
      const t = tenant(id);
      return {
        shopId: t.shopId,
        country: t.country,
        channel: 'web',
        fetch: createSandboxFetch(sandbox, registry, t),
      };
    },
    close: () => database.close(),
  };
}

/** A phone number of the shop's first phone country, ending in the given four digits. */
export function phoneFor(tenant: TenantConfig, suffix = '1234'): string {
  const prefixes: Record<string, string> = {
    de: '49151',
    nl: '316',
    be: '32470',
    gb: '447700',
    fr: '336',
    at: '43664',
  };
  const prefix = prefixes[tenant.phoneCountryCodes[0] ?? 'de'] ?? '49151';
  return `+${prefix}${'1234567'.slice(0, 12 - prefix.length - 4)}${suffix}`;
}

/** The sandbox payment a payer URL (`/sandbox/pay/<id>?…`) opens: what a test decides on its page. */
export const paymentIdOf = (payerUrl: string) => /\/sandbox\/pay\/([^?]+)/.exec(payerUrl)?.[1] ?? '';

/**
 * The postal lines a top-up needs on the shops that ask for an address (addressCountrySelection or
 * addressAutofill, ADR 0032); the sandbox's checkout-address refuses such a cart without them.
 */
export const POSTAL_ADDRESS = {
  street: 'Hauptstraße',
  houseNumber: '1',
  zip: '10115',
  city: 'Berlin',
  countryCode: 'DE',
};
