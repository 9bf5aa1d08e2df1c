import type { IncomingMessage, ServerResponse } from 'node:http';
import type { NextApiHandler, PageConfig } from 'next';
import { apiResolver } from 'next/dist/server/api-utils/node/api-resolver';

/** An API route module as Next loads it. */
export type ApiRouteModule = { default: NextApiHandler; config?: PageConfig };

const NO_PREVIEW = { previewModeId: '', previewModeEncryptionKey: '', previewModeSigningKey: '', dev: false };

/**
 * Serves one request with an API route module as Next's server does: the body parsed by the
 * route's config, `req.query`, `req.cookies`, `res.json` and its errors. Next exports no way to run
 * an API route outside its server; API tests need one to send any Host header (docs/upgrading.md).
 */
export function resolveApiRoute(
  req: IncomingMessage,
  res: ServerResponse,
  route: ApiRouteModule | undefined,
  url: URL,
): Promise<void> {
  return apiResolver(
    req,
    res,
    Object.fromEntries(url.searchParams),
    route,
    NO_PREVIEW,
    false,
    false,
    url.pathname,
  );
}
