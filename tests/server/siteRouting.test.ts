import { describe, expect, it } from 'vitest';
import type { HostResolution } from '@/tenancy/host';
import { getTenant } from '@/tenancy/registry';
import { routeSiteRequest, type SiteRoute } from '@/server/siteRouting';

const tenantHost = (tenantId: string): HostResolution => ({ kind: 'tenant', tenantId });

function route(
  host: HostResolution,
  pathname: string,
  extra: { locale?: string; theme?: string; pinned?: boolean } = {},
) {
  return routeSiteRequest({
    host,
    tenant: host.kind === 'tenant' ? getTenant(host.tenantId) : undefined,
    pathname,
    locale: extra.locale ?? 'default',
    themeCookie: extra.theme,
    pinned: extra.pinned ?? false,
  });
}

describe('routeSiteRequest', () => {
  it.each<[string, HostResolution, string, Parameters<typeof route>[2], SiteRoute]>([
    ['malformed host', { kind: 'invalid' }, '/', {}, { kind: 'bad-request' }],
    ['unknown host', { kind: 'unknown' }, '/shop', {}, { kind: 'rewrite', path: '/_hosts/unknown' }],
    ['unknown tenant id', tenantHost('nobody'), '/', {}, { kind: 'rewrite', path: '/_hosts/unknown' }],
    ['directory root', { kind: 'directory' }, '/', {}, { kind: 'rewrite', path: '/_hosts/directory' }],
    [
      'directory not-found',
      { kind: 'directory' },
      '/not-found',
      {},
      { kind: 'rewrite', path: '/_hosts/not-found' },
    ],
    [
      'directory other path',
      { kind: 'directory' },
      '/shop',
      {},
      { kind: 'redirect', path: '/not-found', permanent: true },
    ],
    // SPEC §2 main pages
    [
      'congstar root → brand page',
      tenantHost('congstar'),
      '/',
      {},
      { kind: 'redirect', path: '/shop/topup/congstar', permanent: false },
    ],
    [
      'congstar /shop → brand page',
      tenantHost('congstar'),
      '/shop',
      {},
      { kind: 'redirect', path: '/shop/topup/congstar', permanent: false },
    ],
    [
      'aufladen root → /shop',
      tenantHost('aufladen'),
      '/',
      {},
      { kind: 'redirect', path: '/shop', permanent: false },
    ],
    [
      'aufladen /shop renders',
      tenantHost('aufladen'),
      '/shop',
      {},
      { kind: 'rewrite', path: '/_sites/aufladen/light/shop' },
    ],
    ['esim root renders', tenantHost('esim'), '/', {}, { kind: 'rewrite', path: '/_sites/esim/light' }],
    [
      'esim /shop renders (advertisement)',
      tenantHost('esim'),
      '/shop',
      {},
      { kind: 'rewrite', path: '/_sites/esim/light/shop' },
    ],
    [
      'brand page',
      tenantHost('congstar'),
      '/shop/topup/congstar',
      {},
      { kind: 'rewrite', path: '/_sites/congstar/light/shop/topup/congstar' },
    ],
    // theme cookie picks the pre-rendered scheme, only when the tenant has it
    [
      'dark cookie',
      tenantHost('congstar'),
      '/shop/checkout/cart',
      { theme: 'dark' },
      { kind: 'rewrite', path: '/_sites/congstar/dark/shop/checkout/cart' },
    ],
    [
      'dark cookie, light-only tenant',
      tenantHost('edeka'),
      '/shop/checkout/cart',
      { theme: 'dark' },
      { kind: 'rewrite', path: '/_sites/edeka/light/shop/checkout/cart' },
    ],
    [
      'garbage cookie',
      tenantHost('congstar'),
      '/shop/checkout/cart',
      { theme: '<x>' },
      { kind: 'rewrite', path: '/_sites/congstar/light/shop/checkout/cart' },
    ],
    // locales
    [
      'own locale',
      tenantHost('aufladen'),
      '/shop',
      { locale: 'en' },
      { kind: 'rewrite', path: '/_sites/aufladen/light/shop' },
    ],
    [
      'foreign locale → default',
      tenantHost('congstar'),
      '/shop/topup/congstar',
      { locale: 'fr' },
      { kind: 'redirect', path: '/shop/topup/congstar', permanent: false, defaultLocale: true },
    ],
    [
      'reloadnow country locale',
      tenantHost('reloadnow'),
      '/shop',
      { locale: 'en-fr' },
      { kind: 'rewrite', path: '/_sites/reloadnow/light/shop' },
    ],
    [
      'other country locale',
      tenantHost('reloadnow'),
      '/shop',
      { locale: 'de-at' },
      { kind: 'redirect', path: '/shop', permanent: false, defaultLocale: true },
    ],
    // SPEC §6 login rules
    [
      'login disabled (aufladen)',
      tenantHost('aufladen'),
      '/login',
      {},
      { kind: 'redirect', path: '/shop', permanent: false },
    ],
    [
      'login disabled (UK tenant)',
      tenantHost('foocall'),
      '/login',
      {},
      { kind: 'redirect', path: '/shop/topup/foocall', permanent: false },
    ],
    [
      'single sign-on (edeka)',
      tenantHost('edeka'),
      '/login',
      {},
      { kind: 'external', url: getTenant('edeka')!.ssoLoginUrl! },
    ],
    [
      'login page (congstar)',
      tenantHost('congstar'),
      '/login',
      {},
      { kind: 'rewrite', path: '/_sites/congstar/light/login' },
    ],
    // SPEC §2: a pinned deployment serves the shop routes at the root
    [
      'pinned root',
      tenantHost('congstar'),
      '/',
      { pinned: true },
      { kind: 'redirect', path: '/topup/congstar', permanent: false },
    ],
    [
      'pinned brand page',
      tenantHost('congstar'),
      '/topup/congstar',
      { pinned: true },
      { kind: 'rewrite', path: '/_sites/congstar/light/shop/topup/congstar' },
    ],
    [
      'pinned cart',
      tenantHost('congstar'),
      '/checkout/cart',
      { pinned: true },
      { kind: 'rewrite', path: '/_sites/congstar/light/shop/checkout/cart' },
    ],
    [
      'pinned multi-brand root',
      tenantHost('aufladen'),
      '/',
      { pinned: true },
      { kind: 'rewrite', path: '/_sites/aufladen/light/shop' },
    ],
    // another tenant's internal path stays inside this tenant
    [
      'internal path of another tenant',
      tenantHost('congstar'),
      '/_sites/esim/light',
      {},
      { kind: 'rewrite', path: '/_sites/congstar/light/_sites/esim/light' },
    ],
  ])('%s', (_name, host, pathname, extra, expected) => {
    expect(route(host, pathname, extra)).toEqual(expected);
  });
});
