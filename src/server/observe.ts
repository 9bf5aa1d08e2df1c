import type { IncomingMessage, ServerResponse } from 'node:http';
import type { GetServerSideProps, NextApiHandler, NextApiRequest, NextApiResponse } from 'next';
import { logger, requestContext, requestIdFrom } from '@/observability/log';
import { refusedCrossSite } from './crossSite';
import { metrics } from './metrics';
import { resolveRequestHost } from './requestTenant';

/**
 * The request's id: the caller's X-Request-Id when it is a plain token, else a new one. It is set
 * on the request, so the proxy hands it to the backend (src/server/proxy.ts copies the headers),
 * and answered in X-Request-Id, so a customer's report can be found in the log.
 */
export function requestIdOf(req: IncomingMessage, res: ServerResponse): string {
  const id = requestIdFrom(req.headers['x-request-id']);
  req.headers['x-request-id'] = id;
  res.setHeader('X-Request-Id', id);
  return id;
}

/** The tenant label of a request: a tenant id of the registry, or `none` (directory, unknown host). */
export function tenantLabel(req: IncomingMessage): string {
  try {
    const resolved = resolveRequestHost(req);
    return resolved.kind === 'tenant' ? resolved.tenantId : 'none';
  } catch {
    return 'none';
  }
}

/** How a request ended: its status, or 499 (nginx's word for it) when the client went first. */
const finalStatus = (res: ServerResponse) => (res.writableFinished ? res.statusCode : 499);

export interface ObserveOptions {
  /** probes (health, readiness, metrics): counted, but logged at debug, or they fill the log */
  probe?: boolean;
}

/**
 * Serves one request under observation: a request id, the tenant, one log line and the request
 * metrics when it ends, and the id and tenant on every line written while it is served. `route`
 * is the route's template, never the requested path (metrics labels must stay a closed set).
 */
export async function observe(
  route: string,
  req: IncomingMessage,
  res: ServerResponse,
  serve: () => unknown,
  { probe = false }: ObserveOptions = {},
): Promise<void> {
  const reqId = requestIdOf(req, res);
  const tenant = tenantLabel(req);
  const started = performance.now();
  res.once('close', () => {
    const seconds = (performance.now() - started) / 1000;
    const status = finalStatus(res);
    const { requests, requestSeconds } = metrics();
    requests.inc({ tenant, route, method: req.method ?? 'GET', status: String(status) });
    requestSeconds.observe({ tenant, route }, seconds);
    const line = { reqId, tenant, route, method: req.method, status, durationMs: Math.round(seconds * 1000) };
    // a probe's 503 is an answer, not a failure: /api/ready logs its reason itself
    if (probe) logger.debug(line, 'request');
    else if (status >= 500) logger.error(line, 'request');
    else logger.info(line, 'request');
  });
  await requestContext.run({ reqId, tenant }, async () => {
    try {
      await serve();
    } catch (error) {
      logger.error({ err: error, route }, 'request failed');
      throw error;
    }
  });
}

/**
 * An API route under observation (see observe): every API route of the storefront enters here, so
 * here a state-changing request from another site, or without a JSON body, is refused before its
 * route sees it (src/server/crossSite.ts).
 */
export const observedApi =
  (route: string, handler: NextApiHandler, options?: ObserveOptions): NextApiHandler =>
  (req: NextApiRequest, res: NextApiResponse) =>
    observe(route, req, res, () => refusedCrossSite(req, res) || handler(req, res), options);

/**
 * A page's route template from the path it was rendered for and its params: each segment that is a
 * param's value becomes `[name]` (`[...name]` for a catch-all), so the label is the page's file
 * route (`/_sites/[site]/[scheme]/blog/[slug]`), never the requested path.
 */
export function pageRoute(
  resolvedUrl: string,
  params: Record<string, string | string[] | undefined> = {},
): string {
  const path = resolvedUrl.split('?')[0] ?? '/';
  const single = new Map<string, string>();
  const spread = new Map<string, string>();
  for (const [name, value] of Object.entries(params)) {
    if (typeof value === 'string') single.set(value, `[${name}]`);
    else if (value) for (const part of value) spread.set(part, `[...${name}]`);
  }
  const segments = path
    .split('/')
    .map((segment) => single.get(decodeSegment(segment)) ?? spread.get(decodeSegment(segment)) ?? segment);
  // a catch-all's parts become one `[...name]`
  return segments
    .filter((segment, i) => !(segment.startsWith('[...') && segments[i - 1] === segment))
    .join('/');
}

function decodeSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/** getServerSideProps under observation (see observe): the page's request, rendered on demand. */
export function observedPage<P extends Record<string, unknown>>(
  getProps: GetServerSideProps<P>,
): GetServerSideProps<P> {
  return async (context) => {
    let result: Awaited<ReturnType<GetServerSideProps<P>>> | undefined;
    const route = pageRoute(context.resolvedUrl, context.params as Record<string, string | string[]>);
    await observe(route, context.req, context.res, async () => {
      result = await getProps(context);
    });
    return result as Awaited<ReturnType<GetServerSideProps<P>>>;
  };
}
