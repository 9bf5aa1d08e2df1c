export { DEFAULT_NEXT_LOCALE, nextLocales } from './localeList.cjs';

/** The `i18n` block of next.config.js, read from tenants/<id>/tenant.json. */
export declare function nextI18nConfig(tenantsRoot?: string): {
  locales: string[];
  defaultLocale: string;
  localeDetection: false;
};
