/**
 * The two country lists of SPEC §3 (value: two-letter code, label: name), one in the page's own
 * language ("native") and one in English, built from i18n-iso-countries' data. Loaded with
 * import() by the country field only, so a shop without country selection never fetches it.
 */
type CountryData = { countries: Record<string, string | string[]> };

const DATA: Record<string, () => Promise<CountryData>> = {
  de: () => import('i18n-iso-countries/langs/de.json'),
  en: () => import('i18n-iso-countries/langs/en.json'),
  es: () => import('i18n-iso-countries/langs/es.json'),
  fr: () => import('i18n-iso-countries/langs/fr.json'),
  it: () => import('i18n-iso-countries/langs/it.json'),
  nl: () => import('i18n-iso-countries/langs/nl.json'),
  pl: () => import('i18n-iso-countries/langs/pl.json'),
  ro: () => import('i18n-iso-countries/langs/ro.json'),
  tr: () => import('i18n-iso-countries/langs/tr.json'),
};

/** SPEC §3 remaps: codes an older list used, as ISO 3166 has them. */
const REMAPS: Readonly<Record<string, string>> = { PO: 'PL', HO: 'HN' };

/** SPEC §3 "some names are overridden": the short names customers know, where the data is formal. */
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
  de: { US: 'Vereinigte Staaten', RU: 'Russland', CZ: 'Tschechien' },
};

export interface CountryOption {
  value: string;
  label: string;
}

/** An upper-case ISO code, with the SPEC §3 remaps applied. */
export const normalizeCountryCode = (code: string): string => {
  const upper = code.trim().toUpperCase();
  return REMAPS[upper] ?? upper;
};

/** One list from a language's data: official names, the overrides on top, sorted as that language sorts. */
export function countryOptions(language: string, data: CountryData): CountryOption[] {
  const overrides = OVERRIDES[language] ?? {};
  return Object.entries(data.countries)
    .map(([code, names]) => ({
      value: normalizeCountryCode(code),
      label: overrides[code] ?? (Array.isArray(names) ? (names[0] ?? code) : names),
    }))
    .sort((a, b) => a.label.localeCompare(b.label, language));
}

const baseLanguage = (language: string) => {
  const base = language.slice(0, 2);
  return base in DATA ? base : 'en';
};

/** Both SPEC §3 lists: `native` in the page's language, `english` for calls that want English names. */
export async function loadCountryLists(
  language: string,
): Promise<{ native: CountryOption[]; english: CountryOption[] }> {
  const lang = baseLanguage(language);
  const [native, english] = await Promise.all([DATA[lang]!(), DATA.en!()]);
  return { native: countryOptions(lang, native), english: countryOptions('en', english) };
}
