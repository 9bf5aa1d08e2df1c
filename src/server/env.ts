/** Server environment, read once; see .env.example for what each variable does. */
export const serverEnv = {
  shopId: process.env.SHOP_ID || undefined,
  defaultTenant: process.env.DEFAULT_TENANT || undefined,
  backendUrl: process.env.BACKEND_URL || undefined,
  /** the directory lists every tenant on plain localhost: on with the embedded sandbox, or forced */
  directoryEnabled:
    process.env.TENANT_DIRECTORY === 'true' ||
    (!process.env.BACKEND_URL && process.env.TENANT_DIRECTORY !== 'false'),
  /** behind a load balancer: take the tenant host from X-Forwarded-Host */
  trustProxy: process.env.TRUST_PROXY === 'true',
  isProduction: process.env.NODE_ENV === 'production',
};
