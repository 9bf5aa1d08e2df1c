import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { resolveApiRoute, type ApiRouteModule } from '@/framework/apiResolver';
import { hostRequest } from './hostRequest';

export interface Answer {
  status: number;
  type: string;
  body: unknown;
  headers: Record<string, string | string[] | undefined>;
}

export interface ApiServer {
  /** node:http, because fetch will not send a Host header of our choosing */
  call(
    host: string,
    method: string,
    path: string,
    headers?: Record<string, string>,
    /** the JSON body of a call other than GET (default `{}`) */
    body?: unknown,
  ): Promise<Answer>;
  close(): Promise<void>;
}

/**
 * API routes served in-process over real HTTP through Next's own API resolver, each under the path
 * prefix it is listed with (or as a function of the path finds it): what a test needs to send any
 * Host and read the answer as a browser would.
 */
export async function startApiServer(
  routes: [string, ApiRouteModule][] | ((path: string) => ApiRouteModule | undefined),
): Promise<ApiServer & { port: number }> {
  const moduleOf =
    typeof routes === 'function'
      ? routes
      : (path: string) => routes.find(([prefix]) => path.startsWith(prefix))?.[1];
  const server: Server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://storefront.invalid');
    void resolveApiRoute(req, res, moduleOf(url.pathname), url);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    port,
    call: async (host, method, path, headers = {}, body = {}) => {
      const answer = await hostRequest(port, {
        host,
        method,
        path,
        body: method === 'GET' ? undefined : body,
        // a change comes from the shop's own page, as a browser says it (src/server/crossSite.ts)
        headers: method === 'GET' ? headers : { origin: `http://${host}`, ...headers },
      });
      return {
        status: answer.status,
        type: answer.type,
        body: answer.type.startsWith('application/json') ? (JSON.parse(answer.text) as unknown) : answer.text,
        headers: answer.headers,
      };
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
