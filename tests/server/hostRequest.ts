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
 * (node:http). `body` is sent as JSON text (as JSON unless the headers say otherwise); the answer is
 * read whole, as text.
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
    /** undefined leaves a header out, the JSON content type included */
    headers?: Record<string, string | undefined>;
  },
): Promise<RawAnswer> {
  const text = body === undefined ? undefined : JSON.stringify(body);
  // node frames a DELETE's body only with a length: without one the next request on the socket breaks
  const length = text === undefined ? {} : { 'content-length': String(Buffer.byteLength(text)) };
  const sent = Object.fromEntries(
    Object.entries({ host, 'content-type': 'application/json', ...length, ...headers }).filter(
      (entry): entry is [string, string] => entry[1] !== undefined,
    ),
  );
  return new Promise<RawAnswer>((resolve, reject) => {
    const req = request(
      {
        host: '127.0.0.1',
        port,
        method,
        path,
        headers: sent,
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
    req.end(text);
  });
}
