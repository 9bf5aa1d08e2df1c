import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { apiFileOf, loadApiFiles, type ApiFile } from './apiFiles';
import { startApiServer } from './apiServer';

export interface StorefrontApi {
  files: ApiFile[];
  /** the storefront's API, every file of src/pages/api at its path */
  port: number;
  /** an upstream for proxy mode (BACKEND_URL), answering `answer` */
  upstreamUrl: string;
  /** how many requests reached the upstream so far */
  upstreamCalls(): number;
  close(): Promise<void>;
}

/**
 * The storefront's API routes served over HTTP as Next serves them, with the process-wide sandbox
 * on a throwaway database, and an upstream that counts what reaches it, for proxy mode.
 */
export async function startStorefrontApi(
  answer: (res: ServerResponse, req: IncomingMessage) => void,
): Promise<StorefrontApi> {
  process.env.SANDBOX_DATA_DIR = 'memory://';
  const files = await loadApiFiles();
  const server = await startApiServer((pathname) => apiFileOf(files, pathname)?.module);
  let calls = 0;
  const upstream = createServer((req, res) => {
    calls += 1;
    req.resume();
    res.setHeader('content-type', 'application/json');
    answer(res, req);
  });
  await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve));
  return {
    files,
    port: server.port,
    upstreamUrl: `http://127.0.0.1:${(upstream.address() as AddressInfo).port}`,
    upstreamCalls: () => calls,
    close: async () => {
      delete process.env.BACKEND_URL;
      await server.close();
      await new Promise((resolve) => upstream.close(resolve));
    },
  };
}
