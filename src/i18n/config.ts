import type { BackendModule, InitOptions, ReadCallback, Services } from 'i18next';
import type { HttpBackendOptions } from 'i18next-http-backend';
import type { UserConfig } from 'next-i18next/pages';
// types only: the module itself is loaded on demand (loadClientBackend)
import type { createClientBackend, TranslationBackendOptions } from './clientBackend';
import { TRANSLATION_CACHE_MS, TRANSLATION_NAMESPACES } from '@/config/constants';
import type { TenantConfig } from '@/tenancy/schema';
import { DEFAULT_NEXT_LOCALE, languageOf, nextLocales } from './locales';

/** What the browser's i18n setup needs to know about the shop; null for pages without a tenant. */
export type I18nTenant = Pick<
  TenantConfig,
  'shopId' | 'defaultLocale' | 'locales' | 'country' | 'isReloadNowTenant'
>;

/** The sessionStorage key prefix: one cache entry per shop id, language and namespace (SPEC §7). */
export const translationCachePrefix = (shopId: string): string => `i18next_res_${shopId}_`;

/**
 * Backend options for the browser: the sessionStorage cache first, then /api/translations with the
 * shop id header (without `request`, clientBackend.ts uses createTranslationRequest()). Exported
 * apart from i18nConfigFor so tests can run it against fakes.
 */
export function translationBackendOptions(
  shopId: string,
  store: Pick<Storage, 'getItem' | 'setItem'>,
  request?: HttpBackendOptions['request'],
): TranslationBackendOptions {
  const cache = {
    store: store as Storage,
    prefix: translationCachePrefix(shopId),
    expirationTime: TRANSLATION_CACHE_MS,
  };
  const http: HttpBackendOptions = {
    loadPath: '/api/translations/{{lng}}/{{ns}}',
    customHeaders: { 'X-Tenant-Id': shopId },
    ...(request && { request }),
    // SPEC §9: no periodic reload
    reloadInterval: false,
  };
  return {
    backendOptions: [cache, http],
    // the chain's retry flag is the same for every failure; the request retries only what SPEC §8 allows
    retryOnFailure: false,
  };
}

type ClientBackend = { createClientBackend: typeof createClientBackend };
let clientBackend: Promise<ClientBackend> | null = null;

/** The chunk with the chained/http/sessionStorage backends (see clientBackend.ts). */
export function loadClientBackend(): Promise<ClientBackend> {
  clientBackend ??= import('./clientBackend');
  // a failed fetch (offline) may be retried by the next read
  clientBackend.catch(() => (clientBackend = null));
  return clientBackend;
}

/**
 * An i18next backend that loads the real one (clientBackend.ts) on its first read. Pages bring
 * their texts in their props (partialBundledLanguages), so on most pages nothing is ever read and
 * the cache/http backends stay out of the page's JavaScript.
 */
export class LazyTranslationBackend {
  static readonly type = 'backend';
  readonly type = 'backend';
  private args?: [Services, TranslationBackendOptions, InitOptions];
  private backend?: Promise<BackendModule>;

  init(services: Services, options: TranslationBackendOptions, i18nextOptions: InitOptions): void {
    this.args = [services, options, i18nextOptions];
    this.backend = undefined;
  }

  read(language: string, namespace: string, callback: ReadCallback): void {
    const args = this.args;
    if (!args) {
      callback(new Error('translation backend used before init'), null);
      return;
    }
    this.backend ??= loadClientBackend().then(({ createClientBackend }) => createClientBackend(...args));
    this.backend.then(
      (backend) => backend.read(language, namespace, callback),
      (error: unknown) => {
        this.backend = undefined;
        callback(error instanceof Error ? error : new Error(String(error)), null);
      },
    );
  }
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
    // the config lives in code and is never serialised into page props (no serverSideTranslations)
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
    config.use = [LazyTranslationBackend];
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
