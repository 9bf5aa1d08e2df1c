/**
 * How a country is named, in every language of the shops: the one rule behind every country name
 * a page shows (the eSIM destinations, international top-up, the phone field, the address
 * country). The names are i18n-iso-countries' data; the server reads every language's at once
 * (countryNames.ts), the browser fetches the page's language only (ui/fields/countries.ts).
 */
export type CountryData = { countries: Record<string, string | string[]> };

/** SPEC §3 remaps: codes an older list used, as ISO 3166 has them. */
const REMAPS: Readonly<Record<string, string>> = { PO: 'PL', HO: 'HN' };

/**
 * SPEC §3 "some names are overridden": the short names customers know where the data is formal,
 * and a name where the data of a language still has the English one.
 */
const OVERRIDES: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  en: {
    US: 'United States',
    RU: 'Russia',
    TW: 'Taiwan',
    IR: 'Iran',
    SY: 'Syria',
    TZ: 'Tanzania',
    MD: 'Moldova',
    LA: 'Laos',
    MK: 'North Macedonia',
    VA: 'Vatican City',
    BN: 'Brunei',
    CZ: 'Czechia',
    PS: 'Palestine',
  },
  de: { US: 'Vereinigte Staaten', RU: 'Russland', CZ: 'Tschechien', UM: 'Amerikanische Überseeinseln' },
  tr: { CV: 'Yeşil Burun Adaları', US: 'Amerika Birleşik Devletleri' },
};

/** An upper-case ISO code, with the SPEC §3 remaps applied. */
export const normalizeCountryCode = (code: string): string => {
  const upper = code.trim().toUpperCase();
  return REMAPS[upper] ?? upper;
};

/** "de-at" → "de": the data is per language. */
export const baseLanguage = (language: string) => language.slice(0, 2).toLowerCase();

/** Where a language's data gives several names, the one customers use: Dutch lists the formal first. */
const COMMON_NAME: Readonly<Record<string, number>> = { nl: 1 };

const pick = (name: string | string[] | undefined, lang: string) =>
  Array.isArray(name) ? (name[COMMON_NAME[lang] ?? 0] ?? name[0]) : name;

/**
 * A country's name in `language` from that language's data (English data where it has none):
 * the override, else the name customers use where the data has several (never an
 * abbreviation); the code itself when unknown.
 */
export function nameIn(
  code: string,
  language: string,
  data: CountryData | undefined,
  english: CountryData,
): string {
  const lang = data ? baseLanguage(language) : 'en';
  const upper = normalizeCountryCode(code);
  return (
    OVERRIDES[lang]?.[upper] ??
    pick((data ?? english).countries[upper], lang) ??
    pick(english.countries[upper], 'en') ??
    upper
  );
}

export interface CountryOption {
  value: string;
  label: string;
}

/** Every country of a language's data, named as nameIn names it, sorted as that language sorts. */
export function countryOptions(language: string, data: CountryData): CountryOption[] {
  const lang = baseLanguage(language);
  const options = new Map<string, string>();
  for (const [code, names] of Object.entries(data.countries)) {
    const value = normalizeCountryCode(code);
    options.set(value, OVERRIDES[lang]?.[value] ?? pick(names, lang) ?? value);
  }
  return [...options]
    .map(([value, label]) => ({ value, label }))
    .sort((a, b) => a.label.localeCompare(b.label, language));
}
