import de from 'i18n-iso-countries/langs/de.json';
import en from 'i18n-iso-countries/langs/en.json';
import es from 'i18n-iso-countries/langs/es.json';
import fr from 'i18n-iso-countries/langs/fr.json';
import it from 'i18n-iso-countries/langs/it.json';
import nl from 'i18n-iso-countries/langs/nl.json';
import pl from 'i18n-iso-countries/langs/pl.json';
import ro from 'i18n-iso-countries/langs/ro.json';
import tr from 'i18n-iso-countries/langs/tr.json';

type Names = Record<string, string | string[]>;
const NAMES: Readonly<Record<string, Names>> = {
  de: de.countries,
  en: en.countries,
  es: es.countries,
  fr: fr.countries,
  it: it.countries,
  nl: nl.countries,
  pl: pl.countries,
  ro: ro.countries,
  tr: tr.countries,
};

/**
 * A country's name in a language of the shops (server side only: the data of nine languages stays
 * out of the browser, pages get the names they show as props). The first (official) name where
 * the data has several, so no name is an abbreviation; the code itself when unknown.
 */
export function countryName(code: string, language: string): string {
  const names = NAMES[language.slice(0, 2)] ?? NAMES.en!;
  const name = names[code] ?? NAMES.en![code];
  return (Array.isArray(name) ? name[0] : name) ?? code;
}

/** Names of several countries, for a page's props. */
export const countryNamesOf = (codes: Iterable<string>, language: string): Record<string, string> =>
  Object.fromEntries([...new Set(codes)].map((code) => [code, countryName(code, language)]));
