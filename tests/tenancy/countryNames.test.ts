import { describe, expect, it } from 'vitest';
import { countryName, countryNamesOf } from '@/tenancy/countryNames';

/** One rule names every country a page shows, in the page's language (ADR 0032). */
describe('countryName: one source for country names in every language', () => {
  it.each([
    ['NL', 'de', 'Niederlande'],
    ['NL', 'nl', 'Nederland'],
    ['NL', 'fr', 'Pays-Bas'],
    ['NL', 'tr', 'Hollanda'],
    ['DE', 'pl', 'Niemcy'],
    ['DE', 'ro', 'Germania'],
    ['MA', 'es', 'Marruecos'],
    ['MA', 'it', 'Marocco'],
    ['GB', 'en', 'United Kingdom'],
    // the data of these languages still has the English names: overridden
    ['UM', 'de', 'Amerikanische Überseeinseln'],
    ['MA', 'nl', 'Marokko'], // not the formal "Koninkrijk Marokko"
    ['US', 'tr', 'Amerika Birleşik Devletleri'], // not "ABD"
    ['CV', 'tr', 'Yeşil Burun Adaları'],
    // the short names customers know (SPEC §3 overrides)
    ['US', 'en', 'United States'],
    ['US', 'de', 'Vereinigte Staaten'],
    // SPEC §3 remaps, a regional language, an unknown language, an unknown code
    ['PO', 'en', 'Poland'],
    ['FR', 'fr-fr', 'France'],
    ['FR', 'xx', 'France'],
    ['XX', 'de', 'XX'],
  ])('%s in %s is %s', (code, language, name) => {
    expect(countryName(code, language)).toBe(name);
  });

  it('names a page’s countries once each', () => {
    expect(countryNamesOf(['FR', 'ES', 'FR'], 'de')).toEqual({ FR: 'Frankreich', ES: 'Spanien' });
  });
});
