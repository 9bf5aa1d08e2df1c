import { describe, expect, it } from 'vitest';
import {
  languageOf,
  nextLocales,
  resolvePageLocale,
  tenantLanguages,
  type LocaleTenant,
} from '@/i18n/locales';
import { getTenantRegistry } from '@/tenancy/registry';

const tenant = (locales: string[], extra: Partial<LocaleTenant> = {}): LocaleTenant => ({
  locales,
  defaultLocale: locales[0] ?? 'en',
  country: 'de',
  isReloadNowTenant: false,
  ...extra,
});

const congstar = tenant(['de']);
const ayyildiz = tenant(['de', 'tr']);
const eplus = tenant(['de', 'en', 'es', 'fr', 'it', 'pl', 'ro']);
const tmobilenl = tenant(['nl', 'en'], { country: 'nl' });
const reloadnow = tenant(['fr', 'en'], { country: 'fr', isReloadNowTenant: true });
const reloadnowAt = tenant(['de', 'en'], { country: 'at', isReloadNowTenant: true });

describe('nextLocales', () => {
  it('is default, the union of tenant languages, then the reloadnow combinations', () => {
    expect(nextLocales([congstar, ayyildiz, eplus, tmobilenl, reloadnow, reloadnowAt])).toEqual([
      'default',
      'de',
      'en',
      'es',
      'fr',
      'it',
      'nl',
      'pl',
      'ro',
      'tr',
      'de-at',
      'en-at',
      'en-fr',
      'fr-fr',
    ]);
  });

  it('adds combinations only for reloadnow tenants', () => {
    expect(nextLocales([congstar, tmobilenl])).toEqual(['default', 'de', 'en', 'nl']);
  });

  it('lists every language and reloadnow combination of the real tenants', () => {
    const locales = nextLocales(getTenantRegistry().values());
    expect(locales[0]).toBe('default');
    expect(locales).toEqual(expect.arrayContaining(['fr-fr', 'en-fr', 'de-at', 'en-at']));
    expect(locales).toEqual(expect.arrayContaining(['de', 'en', 'es', 'fr', 'it', 'pl', 'ro', 'tr', 'nl']));
  });
});

describe('languageOf', () => {
  it.each([
    ['fr-fr', 'fr'],
    ['en-at', 'en'],
    ['de', 'de'],
    ['DE-AT', 'de'],
  ])('%s → %s', (locale, language) => expect(languageOf(locale)).toBe(language));
});

describe('tenantLanguages', () => {
  it('lists the default locale first', () => {
    expect(tenantLanguages({ locales: ['en', 'nl'], defaultLocale: 'nl' })).toEqual(['nl', 'en']);
  });
});

describe('resolvePageLocale', () => {
  it.each<[string, LocaleTenant, string | undefined, ReturnType<typeof resolvePageLocale>]>([
    ['unprefixed path: default locale', congstar, 'default', { kind: 'ok', language: 'de' }],
    ['no Next locale at all', reloadnow, undefined, { kind: 'ok', language: 'fr' }],
    ['own language', ayyildiz, 'tr', { kind: 'ok', language: 'tr' }],
    ['own language, upper case', ayyildiz, 'TR', { kind: 'ok', language: 'tr' }],
    ['language the tenant lacks', congstar, 'en', { kind: 'redirect', language: 'de' }],
    ['unknown code', eplus, 'xx', { kind: 'redirect', language: 'de' }],
    ['reloadnow combination of its country', reloadnow, 'en-fr', { kind: 'ok', language: 'en' }],
    ['reloadnow combination, default language', reloadnow, 'fr-fr', { kind: 'ok', language: 'fr' }],
    ['reloadnow_at combination', reloadnowAt, 'de-at', { kind: 'ok', language: 'de' }],
    ["another reloadnow shop's combination", reloadnowAt, 'en-fr', { kind: 'redirect', language: 'de' }],
    ['combination with a language it lacks', reloadnow, 'de-fr', { kind: 'redirect', language: 'fr' }],
    [
      'combination on a tenant that is not reloadnow',
      congstar,
      'de-de',
      { kind: 'redirect', language: 'de' },
    ],
    ['malformed locale', eplus, 'de-at-x', { kind: 'redirect', language: 'de' }],
    ['empty locale', eplus, '', { kind: 'redirect', language: 'de' }],
  ])('%s', (_case, t, locale, expected) => {
    expect(resolvePageLocale(t, locale)).toEqual(expected);
  });
});
