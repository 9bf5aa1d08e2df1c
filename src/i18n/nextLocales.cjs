'use strict';

const fs = require('node:fs');
const path = require('node:path');
const { DEFAULT_NEXT_LOCALE, nextLocales } = require('./localeList.cjs');

/**
 * The `i18n` block of next.config.js, computed from tenants/<id>/tenant.json. Reads only the three
 * fields the list needs; the zod schema validates the whole file when the server starts.
 *
 * @param {string} [tenantsRoot]
 * @returns {{ locales: string[]; defaultLocale: string; localeDetection: false }}
 */
function nextI18nConfig(tenantsRoot = path.join(process.cwd(), 'tenants')) {
  const tenants = fs
    .readdirSync(tenantsRoot, { withFileTypes: true })
    .filter(
      (entry) => entry.isDirectory() && fs.existsSync(path.join(tenantsRoot, entry.name, 'tenant.json')),
    )
    .map((entry) => JSON.parse(fs.readFileSync(path.join(tenantsRoot, entry.name, 'tenant.json'), 'utf8')));
  return { locales: nextLocales(tenants), defaultLocale: DEFAULT_NEXT_LOCALE, localeDetection: false };
}

module.exports = { nextI18nConfig, nextLocales, DEFAULT_NEXT_LOCALE };
