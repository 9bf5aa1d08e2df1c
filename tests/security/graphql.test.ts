import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  afterAll,
  afterEach,
  beforeAll,
  beforeEach,
  describe,
  expect,
  it,
  vi,
  type MockInstance,
} from 'vitest';
import { GRAPHQL_LIMITS } from '@/api/graphqlLimits';
import type { ApiRouteModule } from '@/framework/apiResolver';
import { GENERIC_GRAPHQL_ERROR } from '@/api/storefront';
import * as shopRoute from '@/pages/api/shop/[...path]';
import { FLOW } from '../sandbox/customers';
import { harnessForFile } from '../sandbox/harness';
import { startApiServer, type ApiServer } from '../server/apiServer';

/**
 * GraphQL answered a resolver's error as it was (a database error with its query and parameters in
 * a 400 body), and aliases made hundreds of database queries out of one request.
 */
const h = harnessForFile();
// the route's config is read by Next, which takes its `bodyParser: false` as written
const ROUTES = [['/api/shop/', shopRoute]] as [string, ApiRouteModule][];
let written: MockInstance;
beforeEach(() => {
  written = vi.spyOn(process.stdout, 'write').mockImplementation(() => true);
});
afterEach(() => {
  vi.restoreAllMocks();
  delete process.env.BACKEND_URL;
});

/** The log lines written so far, parsed. */
const logLines = () =>
  written.mock.calls
    .flatMap((call) => String(call[0]).split('\n'))
    .filter(Boolean)
    .map((line) => JSON.parse(line) as Record<string, unknown>);

/** What the backend's own words look like: the query, its parameters, the database's message. */
const INTERNALS = /select|blog_posts|params|0x00|UTF8|stack|DrizzleQueryError/i;

const ask = (query: string, variables?: Record<string, unknown>) =>
  h.sandbox.handle({
    method: 'POST',
    path: '/api/shop/graphql',
    query: new URLSearchParams(),
    headers: { 'x-tenant-id': 'aufladen' },
    bodyText: JSON.stringify({ query, variables }),
    tenant: h.tenant('aufladen'),
  });

// a NUL byte is a text PostgreSQL refuses: the database fails inside the resolver
const BROKEN_LANGUAGE = 'de\u0000';
const POST = 'query P($l: String!) { post(language: $l, slug: "x") { slug } }';
const LIST = 'query L($l: String!) { allPosts(language: $l) { slug } }';
/** A post query whose field failed on the backend's side, as the client may read it. */
const failedPost = (requestId: unknown) => ({
  status: 200,
  body: {
    data: { post: null },
    errors: [
      {
        message: GENERIC_GRAPHQL_ERROR,
        path: ['post'],
        extensions: { code: 'INTERNAL_SERVER_ERROR', requestId },
      },
    ],
  },
});
const aliased = (count: number) =>
  `{ ${Array.from({ length: count }, (_, i) => `a${i}: allPosts(language: "de") { slug }`).join(' ')} }`;

describe(
  'GraphQL answers a resolver’s failure generically, with the request id; the detail is logged',
  FLOW,
  () => {
    it('a failed field: the generic message and the request id in its error, none of the database’s words', async () => {
      const answer = await ask(POST, { l: BROKEN_LANGUAGE });
      expect(answer).toMatchObject(failedPost(expect.any(String)));
      expect(JSON.stringify(answer.body)).not.toMatch(INTERNALS);
      const { requestId } = (answer.body as { errors: { extensions: { requestId: string } }[] }).errors[0]!
        .extensions;
      const line = logLines().find((entry) => entry.msg === 'graphql: a resolver failed');
      expect(line).toMatchObject({ level: 'error', requestId, path: ['post'] });
      expect(JSON.stringify(line)).toMatch(/Failed query/);
    });

    it('a failed root field the answer cannot do without: 500 INTERNAL_ERROR with the request id', async () => {
      const answer = await ask(LIST, { l: BROKEN_LANGUAGE });
      expect(answer).toMatchObject({
        status: 500,
        body: { errorCode: 'INTERNAL_ERROR', message: GENERIC_GRAPHQL_ERROR, requestId: expect.any(String) },
      });
      expect(JSON.stringify(answer.body)).not.toMatch(INTERNALS);
    });

    it('the client’s own mistake is still named to it', async () => {
      const answer = await ask('query L { allPosts(language: "de", first: 500) { slug } }');
      expect(answer).toMatchObject({ status: 400, body: { errorCode: 'GRAPHQL_INVALID' } });
      expect(JSON.stringify(answer.body)).toMatch(/first 1 to 50/);
    });
  },
);

/** A query over each limit, with the code that refuses it. */
const OVER_LIMITS: [limit: string, errorCode: string, query: string][] = [
  ['aliases', 'GRAPHQL_TOO_MANY_ALIASES', aliased(GRAPHQL_LIMITS.aliases + 1)],
  ['depth', 'GRAPHQL_TOO_DEEP', '{ __schema { types { fields { type { ofType { ofType { name } } } } } } }'],
  [
    'cost',
    'GRAPHQL_TOO_COSTLY',
    `{ ${Array.from({ length: 11 }, () => '... on Query { postCount(language: "de") }').join(' ')} }`,
  ],
];

describe('GraphQL refuses queries over its limits before a database query runs', FLOW, () => {
  it.each(OVER_LIMITS)('the sandbox: over the %s limit is 400 %s', async (_name, errorCode, query) => {
    expect(await ask(query)).toMatchObject({ status: 400, body: { errorCode } });
  });
});

describe('GraphQL through the storefront in proxy mode', FLOW, () => {
  let storefront: ApiServer;
  let upstream: Server;
  let upstreamUrl = '';
  const heard: string[] = [];
  let reply: { status: number; body: string } = { status: 200, body: '{"data":{}}' };

  beforeAll(async () => {
    storefront = await startApiServer(ROUTES);
    upstream = createServer((req, res) => {
      let text = '';
      req.on('data', (chunk: Buffer) => (text += chunk.toString()));
      req.on('end', () => {
        heard.push(`${req.method} ${req.url} ${text}`);
        res.writeHead(reply.status, { 'content-type': 'application/json' });
        res.end(reply.body);
      });
    });
    await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve));
    upstreamUrl = `http://127.0.0.1:${(upstream.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await storefront?.close();
    upstream?.closeAllConnections();
    await new Promise((resolve) => upstream?.close(resolve));
  });

  const HOST = 'aufladen.localhost:3000';
  const post = (query: string, path = '/api/shop/graphql') => {
    process.env.BACKEND_URL = upstreamUrl;
    return storefront.call(HOST, 'POST', path, { 'x-tenant-id': 'aufladen' }, { query });
  };

  it.each(OVER_LIMITS)(
    'over the %s limit: 400 %s, and the upstream hears nothing',
    async (_name, errorCode, query) => {
      const before = heard.length;
      expect(await post(query)).toMatchObject({ status: 400, body: { errorCode } });
      expect(heard.slice(before)).toEqual([]);
    },
  );

  it.each([
    ['GET with the query in the URL', 'GET', `/api/shop/graphql?query=${encodeURIComponent(aliased(50))}`],
    ['another case', 'POST', '/api/shop/GraphQL'],
    ['an escaped letter', 'POST', '/api/shop/graph%71l'],
    ['a suffix', 'POST', '/api/shop/graphql.json'],
  ])('%s does not reach the endpoint past its limits', async (_name, method, path) => {
    process.env.BACKEND_URL = upstreamUrl;
    const before = heard.length;
    const answer = await storefront.call(
      HOST,
      method,
      path,
      { 'x-tenant-id': 'aufladen' },
      { query: aliased(50) },
    );
    expect(answer.status).toBeGreaterThanOrEqual(400);
    expect(heard.slice(before)).toEqual([]);
  });

  it('the upstream’s error details stay in the log; the browser reads the generic message and its request id', async () => {
    reply = {
      status: 200,
      body: JSON.stringify({
        data: { post: null },
        errors: [
          {
            message: 'Failed query: select * from blog_posts where language = $1 params: de',
            path: ['post'],
            extensions: { code: 'INTERNAL_SERVER_ERROR', stacktrace: ['at db.query (pool.js:12)'] },
          },
        ],
      }),
    };
    const answer = await post('{ post(language: "de", slug: "x") { slug } }');
    const requestId = answer.headers['x-request-id'];
    expect(answer).toMatchObject(failedPost(requestId));
    expect(JSON.stringify(answer.body)).not.toMatch(INTERNALS);
    const line = logLines().find((entry) => entry.msg === 'graphql: the backend answered an error');
    expect(line).toMatchObject({ reqId: requestId, requestId });
    expect(JSON.stringify(line)).toMatch(/Failed query/);
  });

  it('an upstream failure without GraphQL’s shape: its status, a coded generic answer', async () => {
    reply = { status: 500, body: 'ERROR: relation "blog_posts" does not exist at character 15' };
    const answer = await post('{ postCount(language: "de") }');
    expect(answer).toMatchObject({
      status: 500,
      body: {
        errorCode: 'INTERNAL_ERROR',
        message: GENERIC_GRAPHQL_ERROR,
        requestId: answer.headers['x-request-id'],
      },
    });
    expect(JSON.stringify(answer.body)).not.toMatch(INTERNALS);
  });

  it('a query within the limits reaches the upstream, and its answer the browser', async () => {
    reply = { status: 200, body: JSON.stringify({ data: { postCount: 7 } }) };
    const before = heard.length;
    expect(await post('{ postCount(language: "de") }')).toMatchObject({
      status: 200,
      body: { data: { postCount: 7 } },
    });
    expect(heard.slice(before)).toHaveLength(1);
  });
});
