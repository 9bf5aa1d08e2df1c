import { routingEnvKey } from '@/server/env';
import { CatalogueError, loadCatalogues } from '@/tenancy/catalogues';
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
