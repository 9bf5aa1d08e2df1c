import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  createKeptAnswers,
  KEEP_MS,
  keepMsOf,
  type KeptAnswers,
  MAX_ANSWER_BYTES,
  routingInputs,
} from '../../server/keptAnswers.mjs';
import { hostRequest } from './hostRequest';

/*
 * ADR 0056: the server in front of Next keeps what Next answers from its kept pages and gives it to
 * the next request that Next's routing could not tell apart, for a few seconds. Next here is a
 * stand-in that answers as the real one does (a kept page, a customer's own page, a redirect…) and
 * counts the requests that reach it, behind a real node:http server.
 */

const KEPT_PAGE = {
  'cache-control': 's-maxage=300, stale-while-revalidate=31535700',
  'x-nextjs-cache': 'HIT',
};
const PAGE = '<html>Aufladen · 15 €</html>';

type Answer = (req: IncomingMessage, res: ServerResponse) => void;
const keptPage: Answer = (_req, res) => {
  for (const [name, value] of Object.entries({ ...KEPT_PAGE, 'content-type': 'text/html; charset=utf-8' }))
    res.setHeader(name, value);
  res.end(PAGE);
};

let clock = 0;
let answer: Answer = keptPage;
let reached: string[] = [];
const kept = createKeptAnswers({ headers: ['x-nextjs-data'], cookies: ['theme'], now: () => clock });
const server: Server = createServer((req, res) => {
  void kept.serve(req, res, () => {
    reached.push(`${req.method} ${req.url}`);
    answer(req, res);
  });
});
let port = 0;

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
beforeEach(() => {
  kept.forget();
  answer = keptPage;
  reached = [];
  clock = 1_000_000;
});

const get = (path = '/shop', headers: Record<string, string> = {}, method = 'GET') =>
  hostRequest(port, {
    host: 'congstar.localhost',
    method,
    path,
    headers: { 'content-type': undefined, ...headers },
  });

describe('a kept page', () => {
  it('is answered from memory, with its headers, its bytes and its age', async () => {
    const first = await get();
    clock += 2_500;
    const second = await get();
    expect(reached).toEqual(['GET /shop']);
    expect(second.text).toBe(PAGE);
    expect(second.headers).toMatchObject({
      ...KEPT_PAGE,
      age: '2',
      'content-length': String(Buffer.byteLength(PAGE)),
    });
    expect(first.headers.age).toBeUndefined();
  });

  it('goes to Next again once KEEP_MS have passed', async () => {
    await get();
    clock += KEEP_MS - 1;
    await get();
    clock += 1;
    await get();
    await get();
    expect(reached).toEqual(['GET /shop', 'GET /shop']);
  });

  it('is kept no longer than its own s-maxage', async () => {
    answer = (_req, res) => {
      res.setHeader('cache-control', 's-maxage=1, stale-while-revalidate');
      res.setHeader('x-nextjs-cache', 'STALE');
      res.end(PAGE);
    };
    await get();
    clock += 999;
    await get();
    clock += 1;
    await get();
    expect(reached).toHaveLength(2);
  });

  it('keeps what a browser gets compressed, for requests that accept the same', async () => {
    const zipped = gzipSync(PAGE);
    answer = (req, res) => {
      for (const [name, value] of Object.entries(KEPT_PAGE)) res.setHeader(name, value);
      if (req.headers['accept-encoding']?.includes('gzip')) {
        res.setHeader('content-encoding', 'gzip');
        // as Next's compression writes: the stream's chunks, then an empty end
        res.write(zipped.subarray(0, 10));
        res.write(zipped.subarray(10));
        res.end();
      } else res.end(PAGE);
    };
    const gzip = { 'accept-encoding': 'gzip, deflate, br' };
    await get('/shop', gzip);
    const again = await hostRequest(port, {
      host: 'congstar.localhost',
      method: 'GET',
      path: '/shop',
      headers: gzip,
    });
    const plain = await get();
    expect(reached).toEqual(['GET /shop', 'GET /shop']);
    expect(again.headers['content-encoding']).toBe('gzip');
    expect(again.headers['content-length']).toBe(String(zipped.length));
    expect(plain.text).toBe(PAGE);
  });

  it.each<[string, Record<string, string>]>([
    ['another colour scheme (the cookie the routing reads)', { cookie: 'theme=dark' }],
    ['another host', { host: 'aufladen.localhost' }],
    // an upper-case spelling is no shop page (ADR 0046): the routing's rules read the header as sent
    ['the host spelt otherwise', { host: 'Congstar.localhost' }],
    ['a header the routing reads', { 'x-nextjs-data': '1' }],
  ])('is not answered for %s', async (_name, headers) => {
    await get();
    const { host = 'congstar.localhost', ...rest } = headers;
    await hostRequest(port, {
      host,
      method: 'GET',
      path: '/shop',
      headers: { 'content-type': undefined, ...rest },
    });
    expect(reached).toHaveLength(2);
  });

  it('is answered whatever other cookies the customer carries: the routing reads only its own', async () => {
    await get('/shop', { cookie: 'theme=dark; consent=all' });
    await get('/shop', { cookie: 'session=abc; theme=dark' });
    expect(reached).toHaveLength(1);
  });

  it.each<[string, Record<string, string>]>([
    ["Next's on-demand revalidation", { 'x-prerender-revalidate': 'token' }],
    ['a preview', { cookie: '__prerender_bypass=1' }],
  ])('is never answered nor kept for %s', async (_name, headers) => {
    await get('/shop', headers);
    await get('/shop', headers);
    expect(reached).toHaveLength(2);
  });

  it('is forgotten when a tenant changes', async () => {
    await get();
    kept.forget();
    await get();
    expect(reached).toHaveLength(2);
    expect(kept.size.answers).toBe(1);
  });
});

describe('what is never kept', () => {
  const headersOf =
    (headers: Record<string, string>, status = 200): Answer =>
    (_req, res) => {
      res.statusCode = status;
      for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
      res.end(PAGE);
    };

  it.each<[string, Answer]>([
    [
      "a customer's own page",
      headersOf({ 'cache-control': 'private, no-cache, no-store, max-age=0, must-revalidate' }),
    ],
    ['an answer that is not one of the kept pages', headersOf({ 'cache-control': 's-maxage=60' })],
    ['an answer without s-maxage', headersOf({ 'x-nextjs-cache': 'HIT' })],
    ['an answer that sets a cookie', headersOf({ ...KEPT_PAGE, 'set-cookie': 'cart=1' })],
    ['a redirect', headersOf({ ...KEPT_PAGE, location: '/de' }, 307)],
    ['a kept not-found', headersOf(KEPT_PAGE, 404)],
    [
      'a cookie handed to writeHead',
      (_req, res) => {
        for (const [name, value] of Object.entries(KEPT_PAGE)) res.setHeader(name, value);
        res.writeHead(200, { 'set-cookie': 'cart=1' }).end(PAGE);
      },
    ],
    [
      'an answer larger than MAX_ANSWER_BYTES',
      (_req, res) => {
        for (const [name, value] of Object.entries(KEPT_PAGE)) res.setHeader(name, value);
        res.end('x'.repeat(MAX_ANSWER_BYTES + 1));
      },
    ],
  ])('%s', async (_name, next) => {
    answer = next;
    await get();
    await get();
    expect(reached).toHaveLength(2);
    expect(kept.size).toEqual({ answers: 0, bytes: 0 });
  });

  it('a request other than GET', async () => {
    await get('/shop', {}, 'HEAD');
    await get('/shop', {}, 'HEAD');
    expect(reached).toEqual(['HEAD /shop', 'HEAD /shop']);
  });
});

/** Asks for `paths` in turn, on a server of their own, with `answers` in front of the kept page. */
async function through(answers: KeptAnswers, paths: string[]) {
  const alone = createServer((req, res) => void answers.serve(req, res, () => keptPage(req, res)));
  await new Promise<void>((resolve) => alone.listen(0, '127.0.0.1', resolve));
  const at = (alone.address() as AddressInfo).port;
  const replies = [];
  for (const path of paths)
    replies.push(await hostRequest(at, { host: 'x.localhost', method: 'GET', path, headers: {} }));
  await new Promise<void>((resolve) => alone.close(() => resolve()));
  return replies;
}

describe('memory', () => {
  it('is bounded: the oldest answers go first', async () => {
    const small = createKeptAnswers({
      headers: [],
      cookies: [],
      maxBytes: 2 * Buffer.byteLength(PAGE),
      now: () => clock,
    });
    await through(small, ['/a', '/b', '/c']);
    expect(small.size).toEqual({ answers: 2, bytes: 2 * Buffer.byteLength(PAGE) });
  });
});

describe('KEPT_ANSWERS_MS', () => {
  it.each<[string | undefined, number]>([
    [undefined, KEEP_MS],
    ['', KEEP_MS],
    ['0', 0],
    ['60000', 60_000],
  ])('%j keeps answers for %i ms', (value, ms) => expect(keepMsOf(value)).toBe(ms));

  it.each(['5s', '-1', '1.5'])('refuses %j', (value) =>
    expect(() => keepMsOf(value)).toThrow(/KEPT_ANSWERS_MS/),
  );

  it('at 0 keeps nothing', async () => {
    const none = createKeptAnswers({ headers: [], cookies: [], keepMs: 0 });
    const answers = await through(none, ['/', '/']);
    expect(answers.map((answer) => answer.headers.age)).toEqual([undefined, undefined]);
    expect(none.size.answers).toBe(0);
  });
});

describe('routingInputs', () => {
  it('names the headers and cookies that the conditions of the routes read, the host aside', () => {
    const manifest = {
      redirects: [
        { has: [{ type: 'header', key: 'X-Nextjs-Data' }], missing: [{ type: 'host', value: 'x' }] },
      ],
      headers: [{ missing: [{ type: 'header', key: 'host' }] }],
      rewrites: {
        beforeFiles: [
          {
            has: [
              { type: 'cookie', key: 'theme' },
              { type: 'query', key: 'q' },
            ],
          },
        ],
        afterFiles: [],
        fallback: [{}],
      },
    };
    expect(routingInputs(manifest)).toEqual({ headers: ['x-nextjs-data'], cookies: ['theme'] });
  });
});
