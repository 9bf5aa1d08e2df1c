import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { catalogueProblems, catalogueSchema, type Catalogue } from './catalogueSchema';
import { defaultCatalogue } from './defaultCatalogue';
import { tenantsRoot } from './registry';
import type { TenantConfig } from './schema';

export class CatalogueError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid catalogue:\n  ${problems.join('\n  ')}`);
    this.name = 'CatalogueError';
  }
}

export const catalogueFile = (root: string, tenantId: string) => path.join(root, tenantId, 'catalogue.json');

function parseFile(file: string, fail: (problems: string[]) => CatalogueError): Catalogue {
  let raw: unknown;
  try {
    raw = JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    throw fail([(error as Error).message]);
  }
  const parsed = catalogueSchema.safeParse(raw);
  if (!parsed.success)
    throw fail(parsed.error.issues.map((issue) => `${issue.path.join('.') || '(root)'}: ${issue.message}`));
  return parsed.data;
}

/**
 * A tenant's catalogue: tenants/<id>/catalogue.json when it has one, else the generated default.
 * Throws CatalogueError with "tenant <id>: catalogue.json: <path>: <reason>" lines.
 */
export function loadCatalogue(root: string, tenant: TenantConfig): Catalogue {
  const file = catalogueFile(root, tenant.id);
  const fail = (problems: string[]) =>
    new CatalogueError(problems.map((problem) => `tenant ${tenant.id}: catalogue.json: ${problem}`));
  const catalogue = existsSync(file) ? parseFile(file, fail) : defaultCatalogue(tenant);
  const problems = catalogueProblems(tenant, catalogue);
  if (problems.length) throw fail(problems);
  return catalogue;
}

/**
 * Keyed by the tenant's configuration itself: a tenant folder changed while the server runs gets a
 * new configuration from the registry (src/tenancy/reload.ts), and with it its catalogue read anew.
 * Next bundles this module into several entries of one process (pages, API routes,
 * instrumentation): the one cache lives on globalThis, so the start-up check fills it for all.
 */
const CACHE = Symbol.for('topup.catalogues');
type WithCache = typeof globalThis & { [CACHE]?: WeakMap<TenantConfig, Catalogue> };

function cache(): WeakMap<TenantConfig, Catalogue> {
  const scope = globalThis as WithCache;
  scope[CACHE] ??= new WeakMap();
  return scope[CACHE];
}

/**
 * Every tenant's catalogue, all problems of all tenants in one error (the start-up check). Each one
 * read is kept, so no tenant's first page request reads or validates its catalogue.
 */
export function loadCatalogues(root: string, tenants: Iterable<TenantConfig>): Map<string, Catalogue> {
  const catalogues = new Map<string, Catalogue>();
  const problems: string[] = [];
  for (const tenant of tenants) {
    try {
      const catalogue = loadCatalogue(root, tenant);
      cache().set(tenant, catalogue);
      catalogues.set(tenant.id, catalogue);
    } catch (error) {
      if (!(error instanceof CatalogueError)) throw error;
      problems.push(...error.problems);
    }
  }
  if (problems.length) throw new CatalogueError(problems);
  return catalogues;
}

/** Keeps the catalogue that a tenant folder taken up while the server runs was checked with. */
export function keepCatalogue(tenant: TenantConfig, catalogue: Catalogue): void {
  cache().set(tenant, catalogue);
}

/** The process-wide catalogue of a tenant, read once per version of its folder. */
export function getCatalogue(tenant: TenantConfig): Catalogue {
  let catalogue = cache().get(tenant);
  if (!catalogue) cache().set(tenant, (catalogue = loadCatalogue(tenantsRoot(), tenant)));
  return catalogue;
}
