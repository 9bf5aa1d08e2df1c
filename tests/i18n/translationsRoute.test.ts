import { describe, expect, it } from 'vitest';
import handler from '@/pages/api/translations/[lng]/[ns]';
import { callApiRoute } from '../server/apiRoute';

/** Calls the route with the host, tenant header and path parameters of a request. */
function call(options: {
  method?: string;
  host?: string;
  lng?: unknown;
  ns?: unknown;
  tenantHeader?: string;
}) {
  const host = options.host ?? 'congstar.localhost:3000';
  const headers: Record<string, string> = { host };
  if (options.tenantHeader) headers['x-tenant-id'] = options.tenantHeader;
  // another method comes from the shop's own page, as a browser sends it (src/server/crossSite.ts)
  if (options.method && options.method !== 'GET')
    Object.assign(headers, { origin: `http://${host}`, 'content-type': 'application/json' });
  return callApiRoute(handler, {
    method: options.method ?? 'GET',
    headers,
    query: { lng: options.lng, ns: options.ns },
  });
}

describe('GET /api/translations/{lng}/{ns}', () => {
  it("answers the shop's merged texts with a private cache header", () => {
    const reply = call({ lng: 'de', ns: 'common', tenantHeader: 'congstar' });
    expect(reply.status).toBe(200);
    expect(reply.headers['cache-control']).toBe('private, max-age=3600');
    const body = reply.body as { hero: { title: string }; nav: { login: string } };
    expect(body.hero.title).toBe('{{brand}} Prepaid-Guthaben aufladen – in Sekunden');
    expect(body.nav.login).toBe('Anmelden');
  });

  it('serves each tenant its own overrides', () => {
    const jamobil = call({ host: 'jamobil.localhost:3000', lng: 'de', ns: 'common' });
    expect((jamobil.body as { hero: { title: string } }).hero.title).toBe('{{brand}} in Sekunden aufladen');
  });

  it('serves the seo namespace', () => {
    const reply = call({ host: 'reloadnow.localhost', lng: 'en', ns: 'seo' });
    expect(reply.status).toBe(200);
    expect((reply.body as { default: { title: string } }).default.title).toBe(
      '{{shop}} – mobile top-up online',
    );
  });

  it.each<[string, Parameters<typeof call>[0], number, string]>([
    ['POST', { method: 'POST', lng: 'de', ns: 'common' }, 405, 'METHOD_NOT_ALLOWED'],
    [
      'a tenant header for another tenant',
      { lng: 'de', ns: 'common', tenantHeader: 'jamobil' },
      403,
      'TENANT_MISMATCH',
    ],
    ['an unknown host', { host: 'nobody.localhost:3000', lng: 'de', ns: 'common' }, 404, 'UNKNOWN_TENANT'],
    ['a malformed host', { host: 'bad host!', lng: 'de', ns: 'common' }, 400, 'INVALID_HOST'],
    ['a language the tenant lacks', { lng: 'en', ns: 'common' }, 404, 'UNKNOWN_LANGUAGE'],
    ['an upper-case language', { lng: 'DE', ns: 'common' }, 404, 'UNKNOWN_LANGUAGE'],
    [
      'a language-country combination',
      { host: 'reloadnow.localhost', lng: 'fr-fr', ns: 'common' },
      404,
      'UNKNOWN_LANGUAGE',
    ],
    ['a path-like language', { lng: '../de', ns: 'common' }, 404, 'UNKNOWN_LANGUAGE'],
    ['a repeated language', { lng: ['de', 'en'], ns: 'common' }, 404, 'UNKNOWN_LANGUAGE'],
    ['an unknown namespace', { lng: 'de', ns: 'admin' }, 404, 'UNKNOWN_NAMESPACE'],
    ['a prototype key as namespace', { lng: 'de', ns: '__proto__' }, 404, 'UNKNOWN_NAMESPACE'],
  ])('rejects %s', (_case, options, status, errorCode) => {
    const reply = call(options);
    expect(reply.status).toBe(status);
    expect(reply.body).toEqual({ errorCode });
  });

  it('names the allowed method on 405', () => {
    expect(call({ method: 'DELETE', lng: 'de', ns: 'common' }).headers.allow).toBe('GET');
  });
});
