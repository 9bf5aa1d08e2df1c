import type { TenantConfig } from '@/tenancy/schema';

/** The unprefixed path, which serves a tenant's default locale. */
export const DEFAULT_NEXT_LOCALE = 'default';

/** The tenant fields the locale rules read. */
export type LocaleTenant = Pick<TenantConfig, 'locales' | 'defaultLocale' | 'country' | 'isReloadNowTenant'>;

export type PageLocale =
  /** the page renders in `language` */
  | { kind: 'ok'; language: string }
  /** the tenant lacks the locale: redirect to the same path in the tenant's default locale */
  | { kind: 'redirect'; language: string };

/** The language part of a Next locale, lower case: `fr-fr` → `fr`, `de` → `de`. */
export function languageOf(locale: string): string {
  return (locale.split('-')[0] ?? locale).toLowerCase();
}

/** The languages a tenant offers, lower case, default first. */
export function tenantLanguages(tenant: Pick<TenantConfig, 'locales' | 'defaultLocale'>): string[] {
  const languages = [tenant.defaultLocale, ...tenant.locales].map(languageOf);
  return [...new Set(languages)];
}

/** The shop's address of a page in a language: the default language unprefixed, others under /<lng>. */
export function localisedUrl(
  origin: string,
  tenant: Pick<TenantConfig, 'locales' | 'defaultLocale'>,
  language: string,
  path: string,
): string {
  const prefix = language === tenantLanguages(tenant)[0] ? '' : `/${language}`;
  const rest = path === '/' && prefix ? '' : path;
  return `${origin}${prefix}${rest}`;
}

/**
 * The Next.js locale list (SPEC §9): `default`, every tenant's languages, and the language-country
 * combinations of the reloadnow shops.
 */
export function nextLocales(
  tenants: Iterable<Pick<TenantConfig, 'locales' | 'country' | 'isReloadNowTenant'>>,
): string[] {
  const languages = new Set<string>();
  const combinations = new Set<string>();
  for (const tenant of tenants) {
    for (const locale of tenant.locales) {
      const language = locale.toLowerCase();
      languages.add(language);
      if (tenant.isReloadNowTenant) combinations.add(`${language}-${tenant.country.toLowerCase()}`);
    }
  }
  return [DEFAULT_NEXT_LOCALE, ...[...languages].sort(), ...[...combinations].sort()];
}

/**
 * Which language a page renders in for the Next locale of the request. `default` (the unprefixed
 * path) is the tenant's default locale; a locale the tenant lacks redirects to that default
 * (SPEC §9, issue item 5).
 */
export function resolvePageLocale(tenant: LocaleTenant, nextLocale: string | undefined): PageLocale {
  const fallback: PageLocale = { kind: 'redirect', language: languageOf(tenant.defaultLocale) };
  const locale = (nextLocale ?? DEFAULT_NEXT_LOCALE).toLowerCase();
  if (locale === DEFAULT_NEXT_LOCALE) return { kind: 'ok', language: languageOf(tenant.defaultLocale) };
  const languages = tenantLanguages(tenant);
  const [language, country, ...rest] = locale.split('-');
  if (!language || rest.length > 0 || !languages.includes(language)) return fallback;
  if (country === undefined) return { kind: 'ok', language };
  const ownCombination = tenant.isReloadNowTenant && country === tenant.country.toLowerCase();
  return ownCombination ? { kind: 'ok', language } : fallback;
}
