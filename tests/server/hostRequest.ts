import { request, type IncomingHttpHeaders } from 'node:http';

export interface RawAnswer {
  status: number;
  /** content-type, '' when there is none */
  type: string;
  text: string;
  headers: IncomingHttpHeaders;
}

/**
 * One request to a server on the loopback with the Host of our choosing, which fetch will not send
 * (node:http). `body` is sent as JSON; the answer is read whole, as text.
 */
export function hostRequest(
  port: number,
  {
    host,
    method,
    path,
    body,
    headers = {},
  }: {
    host: string;
    method: string;
    path: string;
    body?: unknown;
    headers?: Record<string, string>;
  },
): Promise<RawAnswer> {
  return new Promise<RawAnswer>((resolve, reject) => {
    const req = request(
      {
        host: '127.0.0.1',
        port,
        method,
        path,
        headers: { host, 'content-type': 'application/json', ...headers },
      },
      (res) => {
        let text = '';
        res.on('data', (chunk: Buffer) => (text += chunk.toString()));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            type: res.headers['content-type'] ?? '',
            text,
            headers: res.headers,
          }),
        );
      },
    );
    req.on('error', reject);
    req.end(body === undefined ? undefined : JSON.stringify(body));
  });
}
