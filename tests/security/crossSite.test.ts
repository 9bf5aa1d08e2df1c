import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allRoutes, callRoute, type RouteDef } from '@/api';
import { crossSiteRefusal } from '@/server/crossSite';
import { getTenant } from '@/tenancy/registry';
import { hostRequest } from '../server/hostRequest';
import { startStorefrontApi, type StorefrontApi } from '../server/storefrontApi';

/*
 * Issue: POST /api/auth/authenticate and /api/shop/rest/v2/addToCart took `text/plain` bodies from
 * `Origin: http://evil.example`, so any page on the web could sign a visitor into the attacker's
 * account or change their cart with a plain form. Every state-changing call of the storefront
 * (the contract's, in sandbox and proxy mode, and the storefront's own) now needs the shop's own
 * origin and a JSON body (src/server/crossSite.ts). The calls are made over HTTP through Next's own
 * API resolver, each to the file of src/pages/api that serves its path.
 */

const SHOP = 'congstar.localhost:3000';
const OWN = `http://${SHOP}`;
const EVIL = 'http://evil.example';
const congstar = getTenant('congstar');
const edeka = getTenant('edeka');

let api: StorefrontApi;

beforeAll(async () => {
  api = await startStorefrontApi((res) => res.end('{}'));
}, 120_000);
afterAll(() => api?.close());

interface Answer {
  status: number;
  errorCode?: string;
}

async function send(
  method: string,
  path: string,
  headers: Record<string, string | undefined>,
  host = SHOP,
): Promise<Answer> {
  const answer = await hostRequest(api.port, { host, method, path, body: {}, headers });
  const body = answer.type.startsWith('application/json')
    ? (JSON.parse(answer.text || '{}') as { errorCode?: string })
    : {};
  return { status: answer.status, errorCode: body.errorCode };
}

/** The route's path with each parameter filled: the guard answers before any parameter is read. */
const pathOf = (route: RouteDef) => route.path.replace(/\{\w+\}/g, 'x1');

/** Every call of the contract that changes something: a route added later is in this list. */
const CHANGING: readonly RouteDef[] = allRoutes.filter((route) => route.method !== 'GET');

const CROSS_SITE = { status: 403, errorCode: 'CROSS_SITE_REQUEST' };
const NOT_JSON = { status: 415, errorCode: 'UNSUPPORTED_MEDIA_TYPE' };
const JSON_TYPE = 'application/json';

/** What another site (or no browser at all) can send, and what the storefront answers. */
const REFUSED: [string, Record<string, string | undefined>, Answer][] = [
  ['another site’s script (JSON)', { origin: EVIL }, CROSS_SITE],
  ['another site’s form (text/plain)', { origin: EVIL, 'content-type': 'text/plain' }, CROSS_SITE],
  [
    'another site’s form (urlencoded)',
    { origin: EVIL, 'content-type': 'application/x-www-form-urlencoded' },
    CROSS_SITE,
  ],
  [
    'a host that only looks like the shop’s',
    { origin: 'http://congstar.localhost.evil.example' },
    CROSS_SITE,
  ],
  ['another shop of this deployment', { origin: `https://${edeka?.hosts[0]}` }, CROSS_SITE],
  ['an opaque origin (a sandboxed frame, a redirect across sites)', { origin: 'null' }, CROSS_SITE],
  ['a scheme that is no web page', { origin: 'chrome-extension://abcdef' }, CROSS_SITE],
  ['neither Origin nor Sec-Fetch-Site', {}, CROSS_SITE],
  ['Sec-Fetch-Site: cross-site', { 'sec-fetch-site': 'cross-site' }, CROSS_SITE],
  ['Sec-Fetch-Site: same-site (a sibling host)', { 'sec-fetch-site': 'same-site' }, CROSS_SITE],
  ['the shop’s page with a text/plain body', { origin: OWN, 'content-type': 'text/plain' }, NOT_JSON],
  [
    'the shop’s page with a form body',
    { origin: OWN, 'content-type': 'application/x-www-form-urlencoded' },
    NOT_JSON,
  ],
  [
    'the shop’s page with a multipart body',
    { origin: OWN, 'content-type': 'multipart/form-data; boundary=x' },
    NOT_JSON,
  ],
  ['the shop’s page without a content type', { origin: OWN, 'content-type': undefined }, NOT_JSON],
];

const GUARD_CODES = ['CROSS_SITE_REQUEST', 'UNSUPPORTED_MEDIA_TYPE'];

describe.each([
  ['sandbox mode', undefined],
  ['proxy mode', 'upstream'],
])('every state-changing call of the contract, in %s', (_mode, backend) => {
  beforeAll(() => {
    if (backend) process.env.BACKEND_URL = api.upstreamUrl;
    else delete process.env.BACKEND_URL;
  });

  describe.each(REFUSED)('refuses %s', (_name, headers, expected) => {
    it.each(CHANGING.map((route) => [route.id, route] as const))('%s', async (_id, route) => {
      const before = api.upstreamCalls();
      expect(await send(route.method, pathOf(route), headers)).toEqual(expected);
      // refused before the backend is asked
      expect(api.upstreamCalls()).toBe(before);
    });
  });

  it.each(CHANGING.map((route) => [route.id, route] as const))(
    '%s from the shop’s own page with JSON reaches its route',
    async (_id, route) => {
      const answer = await send(route.method, pathOf(route), { origin: OWN, 'content-type': JSON_TYPE });
      expect(GUARD_CODES).not.toContain(answer.errorCode);
    },
    60_000,
  );
});

describe('what counts as the shop’s own page', () => {
  const addToCart = '/api/shop/rest/v2/addToCart';
  const ACCEPTED: [string, Record<string, string>][] = [
    ['its own origin', { origin: OWN }],
    ['its own origin on another port', { origin: 'http://congstar.localhost:8080' }],
    ['a production host of the tenant', { origin: `https://${congstar?.hosts[0]}` }],
    ['the www. name of a production host', { origin: `https://www.${congstar?.hosts[1]}` }],
    ['JSON with a charset', { origin: OWN, 'content-type': 'application/json; charset=utf-8' }],
    ['no Origin, Sec-Fetch-Site: same-origin', { 'sec-fetch-site': 'same-origin' }],
    ['no Origin, Sec-Fetch-Site: none (typed by the user)', { 'sec-fetch-site': 'none' }],
  ];
  it.each(ACCEPTED)(
    '%s',
    async (_name, headers) => {
      const answer = await send('POST', addToCart, headers);
      expect(GUARD_CODES).not.toContain(answer.errorCode);
    },
    60_000,
  );

  it('a host of no tenant (the directory on localhost) takes only its own origin', async () => {
    expect(
      crossSiteRefusal({
        method: 'POST',
        headers: { host: 'localhost:3000', origin: 'http://localhost:3000', 'content-type': JSON_TYPE },
      }),
    ).toBeNull();
    expect(
      crossSiteRefusal({
        method: 'POST',
        headers: { host: 'localhost:3000', origin: OWN, 'content-type': JSON_TYPE },
      }),
    ).toEqual(CROSS_SITE);
  });

  it.each(['GET', 'HEAD', 'OPTIONS'])(
    'a %s is never refused for its origin: it changes nothing',
    (method) => {
      expect(crossSiteRefusal({ method, headers: { host: SHOP, origin: EVIL } })).toBeNull();
    },
  );
});

describe('the issue’s forged requests', () => {
  it.each([
    ['POST /api/auth/authenticate signs nobody in', '/api/auth/authenticate'],
    ['POST /api/shop/rest/v2/addToCart changes no cart', '/api/shop/rest/v2/addToCart'],
  ])('%s from another site’s text/plain form', async (_name, path) => {
    expect(await send('POST', path, { origin: EVIL, 'content-type': 'text/plain' })).toEqual(CROSS_SITE);
  });
});

describe('every API file of the storefront refuses another site’s changes', () => {
  /**
   * Files outside the common entry (src/server/observe.ts), each with what refuses the change there:
   * a secret of this process that only it can send, or no method but GET at all.
   */
  const NO_SUCH_METHOD = { status: 405, errorCode: 'METHOD_NOT_ALLOWED' };
  const OUTSIDE: Record<string, (method: string) => Answer> = {
    '/api/tenants/revalidate': (method) =>
      method === 'POST' ? { status: 403, errorCode: 'FORBIDDEN' } : NO_SUCH_METHOD,
    '/api/tenant-asset/[folder]/[file]': () => NO_SUCH_METHOD,
  };

  it('finds the files (a file added later is covered here without being named)', () => {
    expect(api.files.map((file) => file.route)).toEqual(
      expect.arrayContaining(['/api/shop/[...path]', '/api/auth/[...path]', '/api/log', '/api/sso/portal']),
    );
  });

  it.each(['POST', 'PUT', 'DELETE', 'PATCH'])('%s to each file from another site', async (method) => {
    for (const file of api.files) {
      const answer = await send(method, file.example, { origin: EVIL });
      expect({ file: file.route, ...answer }).toEqual({
        file: file.route,
        ...(OUTSIDE[file.route]?.(method) ?? CROSS_SITE),
      });
    }
  });
});

describe('the shop’s own fetch wrapper (src/api/http.ts) sends what the storefront takes', () => {
  it.each(CHANGING.map((route) => [route.id, route] as const))('%s', async (_id, route) => {
    const sent: RequestInit[] = [];
    const fetch = (async (_input: RequestInfo | URL, init: RequestInit = {}) => {
      sent.push(init);
      return Response.json({});
    }) as typeof globalThis.fetch;
    const params = Object.fromEntries([...route.path.matchAll(/\{(\w+)\}/g)].map(([, name]) => [name, 'x1']));
    await callRoute({ shopId: 'congstar', country: 'de', fetch }, route, {
      params,
      body: route.body ? {} : undefined,
    }).catch(() => undefined);
    const headers = { ...(sent[0]?.headers as Record<string, string>) };
    expect(sent[0]?.credentials).toBe('same-origin');
    // the browser adds the page's Origin to a POST, PUT or DELETE; the wrapper adds JSON
    const asReceived = Object.fromEntries(
      Object.entries({ ...headers, origin: OWN, host: SHOP }).map(([name, value]) => [
        name.toLowerCase(),
        value,
      ]),
    );
    expect(crossSiteRefusal({ method: route.method, headers: asReceived })).toBeNull();
  });
});
