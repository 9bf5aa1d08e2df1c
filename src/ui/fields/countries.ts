import { baseLanguage, countryOptions, type CountryData, type CountryOption } from '@/tenancy/countryNaming';

/**
 * The two country lists of SPEC §3 (value: two-letter code, label: name), one in the page's own
 * language ("native") and one in English, built from i18n-iso-countries' data. Loaded with
 * import() by the country field only, so a shop without country selection never fetches it.
 */
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

const dataLanguage = (language: string) => {
  const base = baseLanguage(language);
  return base in DATA ? base : 'en';
};

/** Both SPEC §3 lists: `native` in the page's language, `english` for calls that want English names. */
export async function loadCountryLists(
  language: string,
): Promise<{ native: CountryOption[]; english: CountryOption[] }> {
  const lang = dataLanguage(language);
  const [native, english] = await Promise.all([DATA[lang]!(), DATA.en!()]);
  return { native: countryOptions(lang, native), english: countryOptions('en', english) };
}
