import de from 'i18n-iso-countries/langs/de.json';
import en from 'i18n-iso-countries/langs/en.json';
import es from 'i18n-iso-countries/langs/es.json';
import fr from 'i18n-iso-countries/langs/fr.json';
import it from 'i18n-iso-countries/langs/it.json';
import nl from 'i18n-iso-countries/langs/nl.json';
import pl from 'i18n-iso-countries/langs/pl.json';
import ro from 'i18n-iso-countries/langs/ro.json';
import tr from 'i18n-iso-countries/langs/tr.json';
import { baseLanguage, nameIn, type CountryData } from './countryNaming';

const DATA: Readonly<Record<string, CountryData>> = { de, en, es, fr, it, nl, pl, ro, tr };

/**
 * A country's name in a language of the shops (countryNaming.ts). Server side only: the data of
 * nine languages stays out of the browser, pages get the names they show as props.
 */
export const countryName = (code: string, language: string): string =>
  nameIn(code, language, DATA[baseLanguage(language)], en);

/** Names of several countries, for a page's props. */
export const countryNamesOf = (codes: Iterable<string>, language: string): Record<string, string> =>
  Object.fromEntries([...new Set(codes)].map((code) => [code, countryName(code, language)]));
