import type { IncomingHttpHeaders } from 'node:http';
import { describe, expect, it } from 'vitest';
import { answerHeadersOf, backendPath, upstreamHeaders } from '@/server/upstreamRequest';
import type { RequestOrigin } from '@/tenancy/forwarded';
import { getTenant } from '@/tenancy/registry';

const congstar = getTenant('congstar')!;
const origin: RequestOrigin = {
  host: 'congstar.localhost',
  authority: 'congstar.localhost:3000',
  address: '198.51.100.7',
  https: false,
};

describe('backendPath: only normalised paths under the contract’s prefixes reach the backend', () => {
  it.each([
    ['/api/shop/rest/v2/carts/abc', '/api/shop/rest/v2/carts/abc'],
    ['/api/shop/rest/v2/carts/abc-_1/items/k1/2', '/api/shop/rest/v2/carts/abc-_1/items/k1/2'],
    ['/api/topup/autotopup/query', '/api/topup/autotopup/query'],
    ['/api/auth/authenticate', '/api/auth/authenticate'],
    ['/api/shop/graphql', '/api/shop/graphql'],
    // the query is the backend's to read; only the path is joined
    [
      '/api/shop/rest/v1/products?filters=a/../b&sortBy=x\\y',
      '/api/shop/rest/v1/products?filters=a/../b&sortBy=x\\y',
    ],
    ['/api/shop/rest/orders/history?offset=0&limit=15', '/api/shop/rest/orders/history?offset=0&limit=15'],
    ['/api/shop/rest/v2/carts/a%20b', '/api/shop/rest/v2/carts/a%20b'],
  ])('%s is handed on as %s', (url, path) => {
    expect(backendPath(url)).toBe(path);
  });

  it.each([
    ['encoded dot segments (the finding)', '/api/shop/%2e%2e/%2e%2e/internal'],
    ['encoded dots, upper case', '/api/shop/%2E%2E/admin'],
    ['one encoded dot', '/api/shop/rest/%2e/x'],
    ['an encoded dot inside a segment', '/api/shop/rest/v2/carts/a%2eb'],
    ['dot segments', '/api/shop/../../internal'],
    ['a single dot segment', '/api/shop/./rest'],
    ['a dot segment at the end', '/api/shop/rest/..'],
    ['an encoded slash', '/api/shop/rest%2f..%2finternal'],
    ['an encoded slash, upper case', '/api/shop/rest%2F..%2Finternal'],
    ['a backslash', '/api/shop/rest\\..\\internal'],
    ['an encoded backslash', '/api/shop/rest%5c..%5cinternal'],
    ['a double-encoded dot', '/api/shop/%252e%252e/internal'],
    ['an empty segment', '/api/shop//internal'],
    ['a trailing slash', '/api/shop/rest/'],
    ['an encoded NUL', '/api/shop/rest/a%00b'],
    ['an encoded newline', '/api/shop/rest/a%0ab'],
    ['a malformed escape', '/api/shop/rest/a%zz'],
    ['a space', '/api/shop/rest/a b'],
    ['a path parameter (Tomcat and Spring route without it)', '/api/shop/graphql;x=1'],
    ['a sub-delimiter', '/api/shop/rest/v2/carts/a,b'],
    ['no prefix of the contract', '/internal/admin'],
    ['the storefront’s own routes', '/api/log'],
    ['a prefix without its slash', '/api/shopping/x'],
    ['a look-alike prefix', '/api/shop'],
    ['an absolute URL', 'http://evil.example/api/shop/x'],
    ['nothing', undefined],
  ])('%s is refused (%s)', (_name, url) => {
    expect(backendPath(url)).toBeNull();
  });
});

const pass = (headers: IncomingHttpHeaders) => {
  const result = upstreamHeaders({ host: 'congstar.localhost:3000', ...headers }, congstar, origin);
  if (!result.ok) throw new Error(`refused: ${result.fields.join(', ')}`);
  return Object.fromEntries(result.headers.entries());
};

describe('upstreamHeaders: what the backend hears', () => {
  it.each<[string, IncomingHttpHeaders]>([
    ['Connection', { connection: 'close' }],
    ['a header Connection names', { connection: 'keep-alive, x-session-hint', 'x-session-hint': 'a' }],
    ['a header Connection names, in another case', { connection: 'X-Session-Hint', 'x-session-hint': 'a' }],
    ['Keep-Alive', { 'keep-alive': 'timeout=5' }],
    ['TE', { te: 'trailers' }],
    ['Trailer', { trailer: 'x-checksum' }],
    ['Transfer-Encoding', { 'transfer-encoding': 'chunked' }],
    ['Upgrade', { upgrade: 'websocket' }],
    ['Proxy-Authorization', { 'proxy-authorization': 'Basic eDp5' }],
    ['Proxy-Connection', { 'proxy-connection': 'keep-alive' }],
    ['any Proxy-* header', { 'proxy-anything': '1' }],
    ['Host', {}],
    ['Content-Length (fetch sets it)', { 'content-length': '12' }],
    ['Expect', { expect: '100-continue' }],
    ['Forwarded', { forwarded: 'for=6.6.6.6;host=evil.example;proto=https' }],
    ['X-Forwarded-Server', { 'x-forwarded-server': 'evil.example' }],
    ['X-Forwarded-Port', { 'x-forwarded-port': '443' }],
    ['X-Real-IP', { 'x-real-ip': '6.6.6.6' }],
  ])('drops %s', (_name, headers) => {
    const sent = pass(headers);
    for (const name of Object.keys({ host: '', ...headers })) expect(sent).not.toHaveProperty(name);
    if (headers.connection) expect(sent).not.toHaveProperty('x-session-hint');
  });

  it('keeps the message’s own headers: cookies, body type, the request id', () => {
    const sent = pass({
      cookie: 'sbx_session=abc',
      'content-type': 'application/json',
      'x-request-id': 'req-1',
      accept: 'application/json',
    });
    expect(sent).toMatchObject({
      cookie: 'sbx_session=abc',
      'content-type': 'application/json',
      'x-request-id': 'req-1',
      accept: 'application/json',
    });
  });

  it('says where the request came from as the trusted proxies say it, never as the browser does', () => {
    const sent = pass({
      'x-forwarded-for': '6.6.6.6',
      'x-forwarded-host': 'evil.example',
      'x-forwarded-proto': 'https',
    });
    expect(sent).toMatchObject({
      'x-forwarded-for': '198.51.100.7',
      'x-forwarded-host': 'congstar.localhost:3000',
      'x-forwarded-proto': 'http',
    });
  });

  it.each<[string, IncomingHttpHeaders, Record<string, string>]>([
    ['none sent', {}, { 'x-tenant-id': 'congstar', 'x-country': 'de', 'x-channel': 'web' }],
    [
      'another tenant and country claimed',
      { 'x-tenant-id': 'aufladen', 'x-country': 'fr' },
      { 'x-tenant-id': 'congstar', 'x-country': 'de' },
    ],
    // SPEC §7: the channel is the session's, which only the browser holds (sessionStorage)
    ['the session’s channel', { 'x-channel': 'chatbot' }, { 'x-channel': 'chatbot' }],
    ['another channel of the contract', { 'x-channel': 'app' }, { 'x-channel': 'app' }],
  ])('the tenant, country and channel are the storefront’s: %s', (_name, headers, expected) => {
    expect(pass(headers)).toMatchObject(expected);
  });

  it.each(['', 'WEB', 'web, chatbot', 'admin'])(
    'a channel the contract does not know (%j) is refused',
    (value) => {
      expect(upstreamHeaders({ 'x-channel': value }, congstar, origin)).toEqual({
        ok: false,
        fields: ['header.x-channel'],
      });
    },
  );
});

describe('answerHeadersOf: what the browser hears of the backend’s answer', () => {
  it('drops the headers of the backend’s connection, keeps those of its message', () => {
    const upstream = new Headers({
      connection: 'keep-alive, x-upstream-hint',
      'x-upstream-hint': '1',
      'keep-alive': 'timeout=5',
      'proxy-authenticate': 'Basic',
      upgrade: 'h2c',
      'content-type': 'application/json',
      'retry-after': '30',
    });
    expect(Object.fromEntries(answerHeadersOf(upstream))).toEqual({
      'content-type': 'application/json',
      'retry-after': '30',
    });
  });
});
