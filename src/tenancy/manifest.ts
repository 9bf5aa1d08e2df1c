import { languageOf } from '@/i18n/locales';
import { shopHref } from './routes';
import type { TenantConfig } from './schema';

export interface WebAppManifest {
  name: string;
  short_name: string;
  lang: string;
  start_url: string;
  scope: string;
  display: 'standalone';
  theme_color: string;
  background_color: string;
  icons: { src: string; sizes: string; type: string; purpose?: string }[];
}

const DEFAULT_BACKGROUND = { light: '#ffffff', dark: '#121212' } as const;

/** The web app manifest of a tenant (issue item 9); `pinned` serves the shop at the root (SPEC §2). */
export function buildManifest(tenant: TenantConfig, pinned = false): WebAppManifest {
  const scheme = tenant.defaultColorScheme;
  // The schema guarantees a palette for the default scheme.
  const seeds = tenant.themes[scheme]!;
  const icons = `/tenants/${tenant.assetFolder}`;
  return {
    name: tenant.providerName,
    short_name: tenant.shortName,
    lang: languageOf(tenant.defaultLocale),
    start_url: shopHref(tenant.mainPage, pinned),
    scope: '/',
    display: 'standalone',
    theme_color: seeds.primary,
    background_color: seeds.background ?? DEFAULT_BACKGROUND[scheme],
    icons: [
      { src: `${icons}/icon-192.png`, sizes: '192x192', type: 'image/png' },
      { src: `${icons}/icon-512.png`, sizes: '512x512', type: 'image/png' },
      { src: `${icons}/icon.svg`, sizes: 'any', type: 'image/svg+xml' },
    ],
  };
}
