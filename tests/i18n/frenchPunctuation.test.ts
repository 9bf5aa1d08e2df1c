import { describe, expect, it } from 'vitest';
import { catalogueTexts, leaves, localeSources, readJson, tenants } from './localeTexts';

/**
 * French typography puts a no-break space before ":" and a narrow one before ";", "!" and "?", so a
 * line never breaks between the word and its mark. A colon of an address or a time ("https://",
 * "12:30") ends no word and is left alone.
 */
const MARK_WITHOUT_SPACE = /(?<![\u00a0\u202f])[:;!?](?=[\s\u00a0\u202f]|$)/u;

const badMarks = (texts: Iterable<[string, string]>) =>
  [...texts].filter(([, text]) => MARK_WITHOUT_SPACE.test(text)).map(([key, text]) => `${key}: ${text}`);

describe('French texts put a no-break space before : ; ! ?', () => {
  it.each([
    ['Total : 5 €', 1],
    ['Total: 5 €', 1],
    ['Total\u00a0: 5 €', 0],
    ['Vraiment ?', 1],
    ['Vraiment\u202f?', 0],
    ['Merci\u202f!', 0],
    ['nouveau ; ancien', 1],
    ['https://example.com à 12:30', 0],
  ])('"%s": %i', (text, found) => {
    expect(badMarks([['x', text]])).toHaveLength(found);
  });

  it.each(localeSources('fr').map((source) => [source.name, source.tree] as const))('%s', (_, tree) => {
    expect(badMarks(leaves(tree))).toEqual([]);
  });

  it.each(
    tenants()
      .filter((tenant) => tenant.locales.some((locale) => locale.startsWith('fr')))
      .map((t) => [t.id, t]),
  )("%s's catalogue in French", (_, tenant) => {
    const french = catalogueTexts(tenant).filter(({ language }) => language === 'fr');
    expect(badMarks(french.map(({ key, text }) => [key, text]))).toEqual([]);
  });

  it('the French wording of the generated catalogues', () => {
    expect(badMarks(leaves((readJson('src/tenancy/catalogueWording.json') as { fr: unknown }).fr))).toEqual(
      [],
    );
  });
});
