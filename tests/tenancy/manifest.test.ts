import { describe, expect, it } from 'vitest';
import { buildManifest } from '@/tenancy/manifest';
import { tenantFixture } from '../ui/tenantFixture';

describe('buildManifest', () => {
  const tenant = tenantFixture({ defaultLocale: 'de' });

  it('describes the tenant as an installable app', () => {
    expect(buildManifest(tenant)).toEqual({
      name: 'Test Mobile',
      short_name: 'TestMobile',
      lang: 'de',
      start_url: '/shop/topup/testshop',
      scope: '/',
      display: 'standalone',
      theme_color: '#5b2a86',
      background_color: '#ffffff',
      icons: [
        { src: '/tenants/testshop/icon-192.png', sizes: '192x192', type: 'image/png' },
        { src: '/tenants/testshop/icon-512.png', sizes: '512x512', type: 'image/png' },
        { src: '/tenants/testshop/icon.svg', sizes: 'any', type: 'image/svg+xml' },
      ],
    });
  });

  it('starts at the root-served shop when the deployment is pinned', () => {
    expect(buildManifest(tenant, true).start_url).toBe('/topup/testshop');
    expect(buildManifest(tenantFixture({ mainPage: '/shop' }), true).start_url).toBe('/');
  });

  it('takes the colours of the default scheme', () => {
    const dark = tenantFixture({ defaultColorScheme: 'dark', themes: { dark: { background: undefined } } });
    expect(buildManifest(dark)).toMatchObject({ theme_color: '#c4a3e8', background_color: '#121212' });
  });

  it('uses the language of a language-country default locale', () => {
    const fr = tenantFixture({ locales: ['fr', 'en'], defaultLocale: 'fr' });
    expect(buildManifest(fr).lang).toBe('fr');
  });
});
