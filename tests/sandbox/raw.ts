import type { SandboxResponse } from '@/sandbox/http';
import type { Harness } from './harness';

export interface RawOptions {
  cookie?: string;
  address?: string;
  secureCookies?: boolean;
  query?: Record<string, string>;
}

/** One request straight to the sandbox, to see its cookies and to act from a chosen client address. */
export function raw(
  h: Harness,
  tenantId: string,
  method: string,
  path: string,
  body?: unknown,
  options: RawOptions = {},
): Promise<SandboxResponse> {
  return h.sandbox.handle({
    method,
    path,
    query: new URLSearchParams(options.query),
    headers: options.cookie ? { cookie: options.cookie } : {},
    bodyText: body === undefined ? undefined : JSON.stringify(body),
    tenant: h.tenant(tenantId),
    client: { address: options.address ?? '203.0.113.1', secureCookies: options.secureCookies ?? true },
  });
}

/** The session cookie (name=value) a response set, or '' when it set none. */
export const sessionOf = (response: SandboxResponse): string =>
  /^(sbx_session=[^;]*)/.exec(response.cookies?.[0] ?? '')?.[1] ?? '';

export const codeOf = (response: SandboxResponse): string =>
  (response.body as { errorCode?: string } | undefined)?.errorCode ?? String(response.status);
