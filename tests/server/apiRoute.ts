import type { NextApiHandler, NextApiRequest, NextApiResponse } from 'next';

export interface Reply {
  status: number;
  body: unknown;
  headers: Record<string, string>;
  /** where a redirect leads */
  location?: string;
}

/** Calls an API route in-process with the smallest req/res the routes use: the reply as it stands when the handler returns. */
export function callApiRoute(handler: NextApiHandler, req: Parameters<typeof invoke>[1]): Reply {
  return invoke(handler, req).reply;
}

/** The same for a route that answers after awaiting something (the backend, the sandbox). */
export async function callAsyncApiRoute(
  handler: NextApiHandler,
  req: Parameters<typeof invoke>[1],
): Promise<Reply> {
  const { reply, done } = invoke(handler, req);
  await done;
  return reply;
}

function invoke(
  handler: NextApiHandler,
  req: {
    method?: string;
    headers: Record<string, string>;
    query: Record<string, unknown>;
    body?: unknown;
    /** the socket's peer, for routes that limit per client */
    remoteAddress?: string;
  },
): { reply: Reply; done: Promise<unknown> } {
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
    // the observation wrapper (src/server/observe.ts) counts the request when it closes
    once() {
      return res;
    },
    redirect(code: number, location: string) {
      reply.status = code;
      reply.location = location;
      return res;
    },
    // node's own answer, as the storefront's shared answers write it (src/sandbox/node.ts sendJson)
    set statusCode(code: number) {
      reply.status = code;
    },
    get statusCode() {
      return reply.status;
    },
    end(text?: string) {
      reply.body =
        text && reply.headers['content-type']?.startsWith('application/json') ? JSON.parse(text) : text;
      return res;
    },
  };
  const { remoteAddress = '203.0.113.1', ...rest } = req;
  const done = Promise.resolve(
    handler(
      { method: 'GET', socket: { remoteAddress }, ...rest } as unknown as NextApiRequest,
      res as unknown as NextApiResponse,
    ),
  );
  return { reply, done };
}
