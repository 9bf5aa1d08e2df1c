// Relative paths: next.config.ts loads this module, and its loader resolves `@/` only in itself.
import { proxyTrust } from '../tenancy/forwarded';
import type { BackendEnv } from './sandboxHosts';

/** Server environment, read once; see .env.example for what each variable does. */
export const serverEnv = {
  shopId: process.env.SHOP_ID || undefined,
  defaultTenant: process.env.DEFAULT_TENANT || undefined,
  backendUrl: process.env.BACKEND_URL || undefined,
  /** the directory lists every tenant on plain localhost: on with the embedded sandbox, or forced */
  directoryEnabled:
    process.env.TENANT_DIRECTORY === 'true' ||
    (!process.env.BACKEND_URL && process.env.TENANT_DIRECTORY !== 'false'),
  /** behind load balancers: which of their forwarded headers to believe (src/tenancy/forwarded.ts) */
  proxyTrust: proxyTrust(process.env.TRUST_PROXY, process.env.TRUST_PROXY_HOST),
  /** a public test shop: the embedded sandbox on every host, and the test-shop band on every page */
  sandbox: process.env.SANDBOX === 'true',
  isProduction: process.env.NODE_ENV === 'production',
};

/**
 * The variables that the routing rules of next.config.ts are built from, as one string: a server
 * started with other values than its build would route by the old ones.
 */
export function routingEnvKey(): string {
  const { shopId = '', defaultTenant = '', proxyTrust, sandbox } = serverEnv;
  // the rules read X-Forwarded-Host or Host; how many proxies append addresses is no rule's concern
  return JSON.stringify({
    SHOP_ID: shopId,
    DEFAULT_TENANT: defaultTenant,
    TRUST_PROXY: proxyTrust.forwardedHost,
    SANDBOX: sandbox,
  });
}

/**
 * The upstream backend, or undefined for the embedded sandbox. Read at each call: tests and the
 * e2e servers set BACKEND_URL after this module has loaded.
 */
export const currentBackendUrl = (): string | undefined => process.env.BACKEND_URL || serverEnv.backendUrl;

/** Who may answer backend calls (src/server/sandboxHosts.ts); read at each call, like BACKEND_URL. */
export const currentBackendEnv = (): BackendEnv => ({
  backendUrl: currentBackendUrl(),
  sandbox: process.env.SANDBOX === 'true' || serverEnv.sandbox,
});
