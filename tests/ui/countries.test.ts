import { describe, expect, it } from 'vitest';
import { countryOptions, normalizeCountryCode } from '@/tenancy/countryNaming';
import { loadCountryLists } from '@/ui/fields/countries';

describe('SPEC §3 country lists', () => {
  it.each([
    ['PO', 'PL'],
    ['HO', 'HN'],
    ['de', 'DE'],
    [' nl ', 'NL'],
  ])('code %s → %s', (code, expected) => {
    expect(normalizeCountryCode(code)).toBe(expected);
  });

  it('remaps old codes in the data, too', () => {
    expect(
      countryOptions('en', { countries: { PO: 'Poland', HO: ['Honduras', 'Republic of Honduras'] } }),
    ).toEqual([
      { value: 'HN', label: 'Honduras' },
      { value: 'PL', label: 'Poland' },
    ]);
  });

  it('builds a native list in the page language and an English one, with the overridden names', async () => {
    const { native, english } = await loadCountryLists('de');
    const label = (list: typeof native, code: string) => list.find((c) => c.value === code)?.label;
    expect(label(native, 'NL')).toBe('Niederlande');
    expect(label(native, 'US')).toBe('Vereinigte Staaten');
    expect(label(english, 'US')).toBe('United States');
    expect(label(english, 'RU')).toBe('Russia');
    // ADR 0032: no English name left in the German list
    expect(label(native, 'UM')).toBe('Amerikanische Überseeinseln');
    expect(english.length).toBeGreaterThan(240);
    expect(new Set(english.map((c) => c.value)).size).toBe(english.length);
    // sorted as the language sorts: Ä… after A…, before B…
    const names = native.map((c) => c.label);
    expect(names.indexOf('Ägypten')).toBeLessThan(names.indexOf('Bahamas'));
  });

  it('falls back to English for a language without data, and reads fr-fr as fr', async () => {
    expect((await loadCountryLists('xx')).native.find((c) => c.value === 'DE')?.label).toBe('Germany');
    expect((await loadCountryLists('fr-fr')).native.find((c) => c.value === 'DE')?.label).toBe('Allemagne');
  });
});
