// Relative paths: next.config.ts loads this module, and its loader resolves
// `@/` only in itself.
import { ErrorCodes } from '../api/errors';
import { isLocalHost } from '../tenancy/host';

export interface BackendEnv {
  /** BACKEND_URL: the shop backend of a production deployment */
  backendUrl?: string;
  /** SANDBOX=true: the embedded sandbox answers on every host (a public demo) */
  sandbox: boolean;
}

/**
 * Who answers a request for `host` (ADR 0021): the upstream when BACKEND_URL is set; else the
 * embedded sandbox, on this machine's hosts only unless SANDBOX=true. A deployment that forgot
 * BACKEND_URL must not serve the sandbox (its open inbox, its portal that signs in any number) on
 * the hosts of a real shop.
 */
export function backendFor(host: string | undefined, env: BackendEnv): 'upstream' | 'sandbox' | 'none' {
  if (env.backendUrl) return 'upstream';
  return env.sandbox || isLocalHost(host) ? 'sandbox' : 'none';
}

/** Whether the embedded sandbox serves local hosts only: neither BACKEND_URL nor SANDBOX=true. */
export const sandboxLocalOnly = (env: BackendEnv): boolean => !env.backendUrl && !env.sandbox;

export const BACKEND_NOT_CONFIGURED = {
  errorCode: ErrorCodes.BACKEND_NOT_CONFIGURED,
  message: 'The shop backend of this address is not configured.',
} as const;

/**
 * What the server says at start about its backend; `error` means it must stop. The routing rules
 * of the build send other hosts' pages to the 503 page only when the build was made without
 * BACKEND_URL and SANDBOX (`builtLocalOnly`): a build made with BACKEND_URL shows the shop on every
 * host, so it may not run without it. The opposite mismatch is only stricter: pages of other hosts
 * answer 503 though the API reaches the backend (the e2e's proxy-mode server runs so, on local hosts).
 */
export function backendAtStart(
  env: BackendEnv,
  builtLocalOnly: boolean | undefined,
): { level: 'error' | 'warn' | 'info'; message: string } {
  const fix = 'Set BACKEND_URL to the shop backend for production, or SANDBOX=true for a public test shop.';
  if (env.backendUrl && builtLocalOnly)
    return {
      level: 'warn',
      message:
        'This build was made without BACKEND_URL and SANDBOX: its pages answer 503 on every host but ' +
        'localhost, *.localhost and loopback addresses. Run `npm run build` again with BACKEND_URL set.',
    };
  if (env.backendUrl) return { level: 'info', message: `The shop backend is BACKEND_URL=${env.backendUrl}.` };
  if (env.sandbox)
    return {
      level: 'warn',
      message:
        'SANDBOX=true and no BACKEND_URL: the embedded sandbox backend answers on every host, and every ' +
        'page shows the test-shop band. No real payments are made.',
    };
  if (builtLocalOnly === false)
    return {
      level: 'error',
      message:
        'This build was made with BACKEND_URL, but the server starts without BACKEND_URL and without ' +
        `SANDBOX=true: its pages would show the shop on every host with the test sandbox behind it. ${fix}`,
    };
  return {
    level: 'warn',
    message:
      'BACKEND_URL is not set and SANDBOX is not true: the embedded sandbox backend serves only localhost, ' +
      `*.localhost and loopback addresses; every other host gets 503 "backend not configured". ${fix}`,
  };
}
