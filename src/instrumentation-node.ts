import { getTenantRegistry, TenantConfigError } from '@/tenancy/registry';

// A broken tenant configuration stops the server with the tenant, field and reason.
try {
  getTenantRegistry();
} catch (error) {
  console.error(error instanceof TenantConfigError ? error.message : error);
  process.exit(1);
}
