import type { BackendModule, InitOptions, Services } from 'i18next';
import ChainedBackend from 'i18next-chained-backend';
import HttpBackend, { type HttpBackendOptions } from 'i18next-http-backend';
import LocalStorageBackend, { type LocalStorageBackendOptions } from 'i18next-localstorage-backend';
import { createTranslationRequest } from './translationRequest';

export interface TranslationBackendOptions {
  /** [sessionStorage cache, HTTP]: the backends of the chain, in that order */
  backendOptions: [LocalStorageBackendOptions, HttpBackendOptions];
  retryOnFailure: false;
}

/**
 * The browser's translation backend: the sessionStorage cache (LocalStorageBackend on
 * sessionStorage), then /api/translations (HttpBackend with SPEC §8's retrying request). Its own
 * chunk: a page brings its texts in its props, so this runs only when a language or namespace is
 * missing (LazyTranslationBackend in config.ts loads it then).
 */
export function createClientBackend(
  services: Services,
  options: TranslationBackendOptions,
  i18nextOptions: InitOptions,
): BackendModule {
  const [cache, http] = options.backendOptions;
  const backend = new ChainedBackend();
  backend.init(
    services,
    {
      ...options,
      backends: [LocalStorageBackend, HttpBackend],
      backendOptions: [cache, { ...http, request: http.request ?? createTranslationRequest() }],
    },
    i18nextOptions,
  );
  return backend as unknown as BackendModule;
}
