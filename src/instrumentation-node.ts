import path from 'node:path';
import { currentBackendEnv, routingEnvKey } from '@/server/env';
import { backendAtStart } from '@/server/sandboxHosts';
import { CatalogueError, loadCatalogues } from '@/tenancy/catalogues';
import { dropKeptPages, watchTenants } from '@/server/tenantWatch';
import { getTenantRegistry, TenantConfigError, tenantsRoot } from '@/tenancy/registry';

// A broken tenant configuration or catalogue stops the server with the tenant, field and reason.
try {
  loadCatalogues(tenantsRoot(), getTenantRegistry().values());
} catch (error) {
  console.error(
    error instanceof TenantConfigError || error instanceof CatalogueError ? error.message : error,
  );
  process.exit(1);
}

// next.config.ts turns these variables into routing rules at build time; serving a build made with
// other values would silently route by those.
const built = process.env.BUILT_ROUTING_ENV;
if (built !== undefined && built !== routingEnvKey()) {
  console.error(
    `This build was made with ${built}, but the server starts with ${routingEnvKey()}. ` +
      'Run `npm run build` again with the same variables (`npm start` does both).',
  );
  process.exit(1);
}

// Who answers backend calls, said once, and why other hosts get 503 (ADR 0021). The build's rules
// decide the pages, so a build that shows the shop on every host may not run without a backend.
const builtLocalOnly = process.env.BUILT_SANDBOX_LOCAL_ONLY;
const backend = backendAtStart(
  currentBackendEnv(),
  builtLocalOnly === undefined ? undefined : builtLocalOnly === 'true',
);
const log = { error: console.error, warn: console.warn, info: console.info }[backend.level];
log(`[backend] ${backend.message}`);
if (backend.level === 'error') process.exit(1);

// Tenant folders are read at run time (ADR 0029): pages kept by an earlier run start over, and the
// folder is watched for brands added or changed while the server runs.
if (process.env.NODE_ENV === 'production') dropKeptPages(path.join(process.cwd(), '.next'));
watchTenants();
