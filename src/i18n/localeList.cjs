'use strict';

/**
 * The Next.js locale list (SPEC §9): every tenant's languages, the language-country combinations of
 * the reloadnow shops, and `default` (the unprefixed path, which serves a tenant's default locale).
 * Plain CommonJS without imports so that next.config.js, the server and the browser share it.
 */
const DEFAULT_NEXT_LOCALE = 'default';

/**
 * @param {ReadonlyArray<{ locales: readonly string[]; country: string; isReloadNowTenant: boolean }>} tenants
 * @returns {string[]}
 */
function nextLocales(tenants) {
  const languages = new Set();
  const combinations = new Set();
  for (const tenant of tenants) {
    for (const locale of tenant.locales) {
      const language = locale.toLowerCase();
      languages.add(language);
      if (tenant.isReloadNowTenant) combinations.add(`${language}-${tenant.country.toLowerCase()}`);
    }
  }
  return [DEFAULT_NEXT_LOCALE, ...[...languages].sort(), ...[...combinations].sort()];
}

module.exports = { DEFAULT_NEXT_LOCALE, nextLocales };
