import type { NextApiHandler, NextApiRequest, NextApiResponse } from 'next';

export interface Reply {
  status: number;
  body: unknown;
  headers: Record<string, string>;
  /** where a redirect leads */
  location?: string;
}

/** Calls an API route in-process with the smallest req/res the routes use. */
export function callApiRoute(
  handler: NextApiHandler,
  req: {
    method?: string;
    headers: Record<string, string>;
    query: Record<string, unknown>;
    body?: unknown;
    /** the socket's peer, for routes that limit per client */
    remoteAddress?: string;
  },
): Reply {
  const reply: Reply = { status: 200, body: undefined, headers: {} };
  const res = {
    setHeader(name: string, value: string) {
      reply.headers[name.toLowerCase()] = value;
      return res;
    },
    status(code: number) {
      reply.status = code;
      return res;
    },
    json(body: unknown) {
      reply.body = body;
      return res;
    },
    send(body: unknown) {
      reply.body = body;
      return res;
    },
    redirect(code: number, location: string) {
      reply.status = code;
      reply.location = location;
      return res;
    },
  };
  const { remoteAddress = '203.0.113.1', ...rest } = req;
  void handler(
    { method: 'GET', socket: { remoteAddress }, ...rest } as unknown as NextApiRequest,
    res as unknown as NextApiResponse,
  );
  return reply;
}
