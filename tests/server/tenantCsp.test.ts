import type { IncomingMessage } from 'node:http';
import { describe, expect, it } from 'vitest';
import { getPathMatch, matchHas } from '@/framework/nextRouteMatchers';
import { contentSecurityPolicy, inlineScriptHashes } from '@/server/csp';
import { siteRules } from '@/server/siteRules';
import { getTenantRegistry } from '@/tenancy/registry';
import { thirdPartyOrigins } from '@/tenancy/thirdPartyScripts';

const tenants = [...getTenantRegistry().values()];
const csp = (id: string) => {
  const tenant = getTenantRegistry().get(id);
  if (!tenant) throw new Error(id);
  return contentSecurityPolicy(false, thirdPartyOrigins(tenant));
};

/** The CSP Next sends for a path on a host: the last matching header rule wins, as in next.config. */
function cspFor(host: string, path: string, forwardedHost?: string): string {
  const rules = siteRules({
    tenants,
    locales: [],
    trustProxy: forwardedHost !== undefined,
    contentSecurityPolicy: (tenant) => contentSecurityPolicy(false, thirdPartyOrigins(tenant)),
  });
  const headers = forwardedHost === undefined ? { host } : { host, 'x-forwarded-host': forwardedHost };
  const req = { headers } as unknown as IncomingMessage;
  let value = contentSecurityPolicy(false);
  for (const rule of rules.headers) {
    if (!getPathMatch(rule.source)(path)) continue;
    if (!matchHas(req, {}, rule.has, rule.missing)) continue;
    for (const header of rule.headers) if (header.key === 'Content-Security-Policy') value = header.value;
  }
  return value;
}

describe('Content-Security-Policy per tenant host', () => {
  it.each([
    ['esim.localhost', '/', 'esim'],
    ['reloadnow.localhost', '/shop/checkout/payment', 'reloadnow'],
    ['shop.aufladen-shop.de', '/api/shop/graphql', 'aufladen'],
    ['www.aufladen-shop.de', '/blog', 'aufladen'],
  ])('%s%s gets the policy of %s', (host, path, id) => {
    expect(cspFor(host, path)).toBe(csp(id));
  });

  // ADR 0046: the host the load balancer wrote is the right-most entry; the browser writes the first
  it.each([
    ['esim.localhost:3000', 'esim'],
    ['eplus.localhost, esim.localhost:3000', 'esim'],
    ['esim.localhost, eplus.localhost', 'eplus'],
  ])('TRUST_PROXY: X-Forwarded-Host %s gets the policy of %s', (forwarded, id) => {
    expect(cspFor('10.0.0.5', '/', forwarded)).toBe(csp(id));
  });

  it('a tenant without scripts keeps scripts to its own origin', () => {
    expect(cspFor('eplus.localhost', '/')).toContain(`script-src 'self' ${inlineScriptHashes};`);
  });

  it('no tenant host gets another tenant’s origins', () => {
    expect(cspFor('congstar.localhost', '/')).not.toContain('connect.facebook.net');
    expect(cspFor('localhost', '/')).toBe(contentSecurityPolicy(false));
  });
});
