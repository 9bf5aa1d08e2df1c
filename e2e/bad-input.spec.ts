import { request as httpRequest } from 'node:http';
import { expect, test } from '@playwright/test';
import { thirdPartyOrigins } from '../src/tenancy/thirdPartyScripts';
import { CONSENT_MARKER_SCRIPT } from '../src/config/consentMarker';
import { KEPT_TYPED_SCRIPT } from '../src/config/keptTyped';
import { SCRIPTS_AFTER_PAINT } from '../src/config/scriptsAfterPaint';
import { inlineScriptHashes } from '../src/server/csp';
import { EAGER_COMPILE_HINT } from '../src/framework/eagerCompileHint';
import { PORT, tenant } from './helpers/shop';

/** Raw HTTP against 127.0.0.1 with any Host header: Node cannot resolve *.localhost. */
function get(path: string, host: string, headers: Record<string, string> = {}) {
  return new Promise<{
    status: number;
    headers: Record<string, string | string[] | undefined>;
    body: string;
  }>((resolve, reject) => {
    const req = httpRequest(
      { host: '127.0.0.1', port: PORT, path, method: 'GET', headers: { host, ...headers } },
      (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (body += chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
      },
    );
    req.on('error', reject);
    req.end();
  });
}

const shop = `congstar.localhost:${PORT}`;

test.describe('bad input gets a clear 4xx or a redirect, never a 500', () => {
  test('a malformed Host header', async () => {
    for (const host of ['bad host', 'a..b', '<script>.localhost', 'x.localhost:999999']) {
      const response = await get('/', host);
      expect(response.status, host).toBe(400);
      expect(response.body).toContain('Host');
    }
  });

  test('a locale that does not exist', async () => {
    const response = await get('/xx/shop/topup/congstar', shop);
    expect(response.status).toBe(308);
    expect(response.headers.location).toMatch(/\/not-found$/);
  });

  test('a locale of another shop', async () => {
    const response = await get('/tr/shop/topup/congstar', shop);
    expect(response.status).toBe(307);
    expect(response.headers.location).toMatch(/\/shop\/topup\/congstar$/);
  });

  test("another shop's internal page path", async () => {
    for (const path of ['/_sites/esim/light', '/de/_sites/aufladen/dark/shop', '/_hosts/directory']) {
      const response = await get(path, shop);
      expect(response.status, path).toBe(307);
      expect(response.headers.location, path).toMatch(/\/not-found$/);
    }
  });

  test('translations: unknown language or namespace, another tenant', async () => {
    const cases: [string, Record<string, string>, number, string][] = [
      ['/api/translations/de/nope', {}, 404, 'UNKNOWN_NAMESPACE'],
      ['/api/translations/xx/common', {}, 404, 'UNKNOWN_LANGUAGE'],
      ['/api/translations/de/common', { 'x-tenant-id': 'esim' }, 403, 'TENANT_MISMATCH'],
    ];
    for (const [path, headers, status, errorCode] of cases) {
      const response = await get(path, shop, headers);
      expect(response.status, path).toBe(status);
      expect(JSON.parse(response.body).errorCode).toBe(errorCode);
    }
    const own = await get('/api/translations/de/common', shop, { 'x-tenant-id': 'congstar' });
    expect(own.status).toBe(200);
  });

  test('paths with odd characters', async () => {
    for (const path of [
      '/%00',
      '/%ZZ',
      '/shop/%3Cscript%3E',
      '/shop/topup/..%2F..%2Fetc',
      '/shop/topup/%E2%82%AC',
      '/\'"><',
    ]) {
      const response = await get(path, shop);
      expect(response.status, path).toBeGreaterThanOrEqual(300);
      expect(response.status, path).toBeLessThan(500);
    }
  });
});

test.describe('security headers', () => {
  test('on pages, API answers and static files', async () => {
    for (const path of ['/shop/topup/congstar', '/api/manifest', '/tenants/congstar/logo.svg']) {
      const response = await get(path, shop);
      expect(response.status, path).toBe(200);
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      const directives = String(response.headers['content-security-policy'])
        .split(';')
        .map((d) => d.trim());
      // the shop's own origin, the hashes of the two inline scripts, and exactly the origins of the scripts
      // its tenant config enables
      expect(directives).toContain(
        ["script-src 'self'", inlineScriptHashes, ...thirdPartyOrigins(tenant('congstar'))].join(' '),
      );
      expect(directives).toContain("frame-ancestors 'self'");
    }
  });

  test('nosniff on the static chunks too (Next puts no locale in front of /_next/ paths)', async () => {
    const page = await get('/shop/topup/congstar', shop);
    const chunk = /data-after-paint="(\/_next\/static\/chunks\/[^"]+\.js)"/.exec(page.body)?.[1];
    expect(chunk).toBeDefined();
    const response = await get(chunk ?? '', shop);
    expect(response.status).toBe(200);
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });

  test('HSTS outside localhost only', async () => {
    expect((await get('/api/health', shop)).headers['strict-transport-security']).toBeUndefined();
    const production = await get('/api/health', 'shop.congstar-prepaid.de');
    expect(production.headers['strict-transport-security']).toMatch(/max-age=\d+/);
  });

  test("a page's inline scripts are the consent marker, the typing keeper and the scripts' loader, which the CSP allows by their hashes", async () => {
    const page = await get('/shop/topup/congstar', shop);
    const inline = [...page.body.matchAll(/<script(?![^>]*\b(?:src|type)=)[^>]*>([^<]*)<\/script>/g)].map(
      (match) => match[1],
    );
    expect(inline).toEqual([CONSENT_MARKER_SCRIPT, KEPT_TYPED_SCRIPT, SCRIPTS_AFTER_PAINT]);
    // the application's scripts wait for the first paint as markers; only the nomodule polyfills,
    // which modern browsers never load, keep a src
    const sources = [...page.body.matchAll(/<script[^>]*\bsrc="([^"]+)"/g)].map((match) => match[1]);
    expect(sources).toEqual([expect.stringMatching(/\/polyfills-/)]);
    const markers = [
      ...page.body.matchAll(/<script type="text\/x-after-paint" data-after-paint="([^"]+)"><\/script>/g),
    ].map((match) => match[1]!);
    expect(markers.length).toBeGreaterThan(3);
    // each chunk carries V8's hint to compile all of it while it streams in (ADR 19); the build's
    // two small manifests are written by Next beside webpack
    for (const src of markers.filter((marker) => marker.startsWith('/_next/static/chunks/')))
      expect((await get(src, shop)).body.startsWith(`${EAGER_COMPILE_HINT}\n`), src).toBe(true);
    expect(String(page.headers['content-security-policy'])).toContain(inlineScriptHashes);
  });
});
