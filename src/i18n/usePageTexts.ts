import type { i18n as I18n, ReadCallback } from 'i18next';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { I18nPageProps } from './serverTranslations';

type Store = I18nPageProps['_nextI18Next']['initialI18nStore'];

/** The namespace whose texts a page carries only in part (src/i18n/pageTexts.ts). */
const PARTIAL_NAMESPACE = 'common';

/** Languages whose whole namespace has been asked for, once per page's life. */
const asked = new Set<string>();

/** The browser's translation backend (src/i18n/config.ts), when the shop has one. */
const backendOf = (i18n: I18n) =>
  i18n.services.backendConnector?.backend as
    { read?: (language: string, namespace: string, callback: ReadCallback) => void } | undefined;

/** After the first paint and hydration: when the browser is idle, or soon. */
function whenIdle(run: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(run, { timeout: 2_000 });
    return () => window.cancelIdleCallback(handle);
  }
  const handle = window.setTimeout(run, 200);
  return () => window.clearTimeout(handle);
}

/**
 * The texts of a page in the browser's i18next: a page carries the texts of `common` that its code
 * names (src/i18n/pageTexts.ts), so
 * - the next page's texts (client-side navigation) are merged into what is there, where
 *   next-i18next only adds a namespace it does not have yet;
 * - once the page is hydrated and the browser idle, the whole namespace of the page's language is
 *   loaded (the session's cache, else /api/translations) and merged under the texts there, for
 *   what the code names in ways the build's reading cannot see. Nothing renders again for it.
 */
export function usePageTexts(store: Store | undefined): void {
  const { i18n } = useTranslation();
  const [first] = useState(store);
  // during the render, so that the page rendered next finds its texts; the first page's are there
  if (store && store !== first)
    for (const [language, namespaces] of Object.entries(store))
      for (const [namespace, texts] of Object.entries(namespaces as Record<string, object>))
        i18n.addResourceBundle(language, namespace, texts, true, false);

  const language = i18n.language;
  useEffect(() => {
    const backend = backendOf(i18n);
    if (!language || !backend?.read || asked.has(language)) return;
    return whenIdle(() => {
      asked.add(language);
      backend.read!(language, PARTIAL_NAMESPACE, (error, texts) => {
        // a failed load leaves the page's own texts, which are all it shows (the request retried)
        if (error || !texts || typeof texts !== 'object') {
          asked.delete(language);
          return;
        }
        i18n.addResourceBundle(language, PARTIAL_NAMESPACE, texts, true, false);
      });
    });
  }, [i18n, language]);
}
