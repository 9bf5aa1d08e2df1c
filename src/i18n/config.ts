import ChainedBackend from 'i18next-chained-backend';
import HttpBackend, { type HttpBackendOptions } from 'i18next-http-backend';
import LocalStorageBackend from 'i18next-localstorage-backend';
import type { UserConfig } from 'next-i18next/pages';
import { TRANSLATION_CACHE_MS, TRANSLATION_NAMESPACES } from '@/config/constants';
import type { TenantConfig } from '@/tenancy/schema';
import { DEFAULT_NEXT_LOCALE, languageOf, nextLocales } from './locales';
import { createTranslationRequest } from './translationRequest';

/** What the browser's i18n setup needs to know about the shop; null for pages without a tenant. */
export type I18nTenant = Pick<
  TenantConfig,
  'shopId' | 'defaultLocale' | 'locales' | 'country' | 'isReloadNowTenant'
>;

/** The sessionStorage key prefix: one cache entry per shop id, language and namespace (SPEC §7). */
export const translationCachePrefix = (shopId: string): string => `i18next_res_${shopId}_`;

/**
 * Backend options for the browser: the sessionStorage cache first, then /api/translations with the
 * shop id header. Exported apart from i18nConfigFor so tests can run it against fakes.
 */
export function translationBackendOptions(
  shopId: string,
  store: Pick<Storage, 'getItem' | 'setItem'>,
  request: HttpBackendOptions['request'] = createTranslationRequest(),
) {
  const cache = { store, prefix: translationCachePrefix(shopId), expirationTime: TRANSLATION_CACHE_MS };
  const http: HttpBackendOptions = {
    loadPath: '/api/translations/{{lng}}/{{ns}}',
    customHeaders: { 'X-Tenant-Id': shopId },
    request,
    // SPEC §9: no periodic reload
    reloadInterval: false,
  };
  return {
    backends: [LocalStorageBackend, HttpBackend],
    backendOptions: [cache, http],
    // the chain's retry flag is the same for every failure; the request retries only what SPEC §8 allows
    retryOnFailure: false,
  };
}

const noStorage: Pick<Storage, 'getItem' | 'setItem'> = { getItem: () => null, setItem: () => undefined };

/** sessionStorage, or a no-op store where the browser refuses it (blocked storage, some private modes). */
function sessionStore(): Pick<Storage, 'getItem' | 'setItem'> {
  try {
    return window.sessionStorage ?? noStorage;
  } catch {
    return noStorage;
  }
}

function buildConfig(tenant: I18nTenant | null): UserConfig {
  const fallbackLng = languageOf(tenant?.defaultLocale ?? 'en');
  const inBrowser = typeof window !== 'undefined';
  const config: UserConfig = {
    i18n: {
      defaultLocale: DEFAULT_NEXT_LOCALE,
      locales: tenant ? nextLocales([tenant]) : [DEFAULT_NEXT_LOCALE],
    },
    // the config lives in code and is never serialised into page props (STACK pitfall 3)
    serializeConfig: false,
    lowerCaseLng: true,
    ns: [...TRANSLATION_NAMESPACES],
    defaultNS: 'common',
    load: 'currentOnly',
    // SPEC §9: fallback is the initial (default) locale of the shop
    fallbackLng,
    // page props carry the current language; others come from the backend when switched to
    partialBundledLanguages: true,
    interpolation: { escapeValue: false },
    react: { useSuspense: false },
    // retries happen in the request, where a 503 and a 404 can still be told apart
    maxRetries: 0,
  };
  if (tenant && inBrowser) {
    config.use = [ChainedBackend];
    config.backend = translationBackendOptions(tenant.shopId, sessionStore());
  }
  return config;
}

const configs = new Map<string, UserConfig>();

/**
 * The config for `appWithTranslation(App, config)`, one per shop (cached: it holds no request data).
 * Pass null for pages without a tenant (directory, unknown shop, Loading): base texts, no backend.
 */
export function i18nConfigFor(tenant: I18nTenant | null): UserConfig {
  const key = tenant ? `${tenant.shopId}|${tenant.defaultLocale}|${tenant.locales.join(',')}` : '';
  let config = configs.get(key);
  if (!config) {
    config = buildConfig(tenant);
    configs.set(key, config);
  }
  return config;
}
