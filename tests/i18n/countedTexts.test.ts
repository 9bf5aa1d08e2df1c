import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { counted } from '@/tenancy/defaultCatalogue';
import { catalogueTexts, leaves, localeSources, readJson, tenants } from './localeTexts';

type Category = Intl.LDMLPluralRule;
type Tree = { [key: string]: string | Tree };

/**
 * Counted nouns per language, each with the plural categories (Intl.PluralRules) a number before it
 * may have: "1 countries" or "2 kraj" read wrong. A form that never follows a number (Turkish
 * counts with the singular) has none. Romanian 20 and up, and French/Spanish/Italian millions, put
 * "de"/"di" between the number and the noun: the table names those forms with it.
 */
const NOUNS: Record<string, Record<string, readonly Category[]>> = {
  en: {
    ...pair('country', 'countries'),
    ...pair('day', 'days'),
    ...pair('shop', 'shops'),
    ...pair('post', 'posts'),
    ...pair('item', 'items'),
    ...pair('product', 'products'),
    ...pair('digit', 'digits'),
    ...pair('character', 'characters'),
  },
  de: {
    ...pair('Land', 'Länder'),
    Ländern: ['other'],
    ...pair('Tag', 'Tage'),
    Tagen: ['other'],
    ...pair('Shop', 'Shops'),
    ...pair('Beitrag', 'Beiträge'),
    Beiträgen: ['other'],
    ...pair('Produkt', 'Produkte'),
    ...pair('Ziffer', 'Ziffern'),
  },
  es: {
    ...romance('país', 'países', 'de'),
    ...romance('día', 'días', 'de'),
    ...romance('tienda', 'tiendas', 'de'),
    ...romance('artículo', 'artículos', 'de'),
    ...romance('producto', 'productos', 'de'),
    ...romance('dígito', 'dígitos', 'de'),
    ...romance('cifra', 'cifras', 'de'),
    ...romance('carácter', 'caracteres', 'de'),
  },
  fr: {
    // "pays" is the same word for one and many
    pays: ['one', 'other'],
    'de pays': ['many'],
    ...romance('jour', 'jours', 'de'),
    ...romance('boutique', 'boutiques', 'de'),
    ...romance('article', 'articles', 'de'),
    ...romance('produit', 'produits', 'de'),
    ...romance('chiffre', 'chiffres', 'de'),
    ...romance('caractère', 'caractères', 'de'),
  },
  it: {
    ...romance('paese', 'paesi', 'di'),
    ...romance('giorno', 'giorni', 'di'),
    ...romance('negozio', 'negozi', 'di'),
    ...romance('articolo', 'articoli', 'di'),
    ...romance('prodotto', 'prodotti', 'di'),
    ...romance('cifra', 'cifre', 'di'),
    ...romance('carattere', 'caratteri', 'di'),
  },
  nl: {
    ...pair('land', 'landen'),
    ...pair('dag', 'dagen'),
    ...pair('winkel', 'winkels'),
    ...pair('bericht', 'berichten'),
    ...pair('product', 'producten'),
    ...pair('cijfer', 'cijfers'),
    ...pair('teken', 'tekens'),
  },
  // nominative one, few (2–4), genitive many (5+), though after a preposition asking the genitive
  // ("z 3 wpisów") few takes it too; the other category is a fraction (genitive singular, the same
  // word as the locative singular "w 1 kraju")
  pl: {
    kraj: ['one'],
    kraje: ['few'],
    krajów: ['few', 'many'],
    kraju: ['one', 'other'],
    krajach: ['few', 'many', 'other'],
    dzień: ['one'],
    dni: ['few', 'many'],
    dnia: ['other'],
    sklep: ['one'],
    sklepy: ['few'],
    sklepów: ['few', 'many'],
    sklepu: ['other'],
    wpis: ['one'],
    wpisy: ['few'],
    wpisów: ['few', 'many'],
    wpisu: ['one', 'other'],
    cyfra: ['one'],
    cyfr: ['many'],
  },
  ro: {
    ...romanian('țară', 'țări'),
    ...romanian('zi', 'zile'),
    ...romanian('magazin', 'magazine'),
    ...romanian('articol', 'articole'),
    ...romanian('cifră', 'cifre'),
    ...romanian('caracter', 'caractere'),
  },
  tr: {
    ülke: ['one', 'other'],
    ülkede: ['one', 'other'],
    ülkeler: [],
    ülkelerde: [],
    gün: ['one', 'other'],
    günler: [],
    mağaza: ['one', 'other'],
    mağazalar: [],
  },
};

function pair(one: string, other: string): Record<string, Category[]> {
  return { [one]: ['one'], [other]: ['other'] };
}
function romance(one: string, other: string, de: string): Record<string, Category[]> {
  return { [one]: ['one'], [other]: ['other'], [`${de} ${other}`]: ['many'] };
}
function romanian(one: string, other: string): Record<string, Category[]> {
  return { [one]: ['one'], [other]: ['few'], [`de ${other}`]: ['other'] };
}

const SPACE = '[\\s\\u00a0\\u202f]+';
/** A whole number (not part of 1.5 or 1,000) or a placeholder, then up to two words. */
const COUNT_THEN_WORDS = new RegExp(
  `(?<![\\d.,])(\\d+|\\{\\{\\s*\\w+\\s*\\}\\})(?![.,]?\\d)${SPACE}(\\p{L}+)(?:${SPACE}(\\p{L}+))?`,
  'gu',
);
const PLURAL_KEY = /_(zero|one|two|few|many|other)$/;

/** The counted noun after a count ("de zile" before "de"), if the language's table knows it. */
function nounAfter(language: string, first: string, second: string | undefined) {
  const table = NOUNS[language] ?? {};
  const pairOfWords = second === undefined ? undefined : `${first} ${second}`;
  if (pairOfWords !== undefined && table[pairOfWords]) return pairOfWords;
  return table[first] ? first : undefined;
}

/**
 * What reads wrong in one text of a language: a number followed by a noun form its plural category
 * does not take; a placeholder followed by a counted noun outside an i18next plural key, or in a
 * plural key whose category the noun form does not fit; `{{count}}` in a key without plural forms.
 */
function countProblems(language: string, key: string, text: string): string[] {
  const rules = new Intl.PluralRules(language);
  const keyCategory = PLURAL_KEY.exec(key)?.[1] as Category | undefined;
  const problems: string[] = [];
  if (/\{\{\s*count\s*\}\}/.test(text) && !keyCategory)
    problems.push(`${key}: {{count}} without plural forms (_one, _other…): "${text}"`);
  for (const [whole, count, first, second] of text.matchAll(COUNT_THEN_WORDS)) {
    const noun = nounAfter(language, first!, second);
    if (!noun) continue;
    const allowed = NOUNS[language]![noun]!;
    if (/^\d+$/.test(count!)) {
      const category = rules.select(Number(count));
      if (!allowed.includes(category))
        problems.push(`${key}: "${whole}" (${count} is ${category}) in "${text}"`);
    } else if (!/\{\{\s*count\s*\}\}/.test(count!) || !keyCategory) {
      // a singular after a name ("{{provider}} shop") is no count; a plural is, without plural rules
      if (!allowed.includes('one'))
        problems.push(`${key}: "${whole}" puts a counted noun after a value that is not a plural count`);
    } else if (!allowed.includes(keyCategory))
      problems.push(`${key}: "${whole}" is not the ${keyCategory} form of ${language}`);
  }
  return problems;
}

/** Plural keys whose forms miss a category of the language: i18next would fall back to another. */
function missingCategories(language: string, tree: unknown): string[] {
  const forms = new Map<string, Set<string>>();
  for (const [key] of leaves(tree)) {
    const category = PLURAL_KEY.exec(key)?.[1];
    if (category)
      forms.set(
        key.replace(PLURAL_KEY, ''),
        (forms.get(key.replace(PLURAL_KEY, '')) ?? new Set()).add(category),
      );
  }
  const needed = new Intl.PluralRules(language).resolvedOptions().pluralCategories;
  return [...forms].flatMap(([stem, has]) =>
    needed.filter((category) => !has.has(category)).map((category) => `${stem}_${category} missing`),
  );
}

describe('a count reads in the plural form its language gives it', () => {
  it.each([
    ['en', 'x', 'coverage in 1 countries', 1],
    ['en', 'x', 'coverage in 1 country', 0],
    ['en', 'x', 'coverage in 31 country', 1],
    ['en', 'x', 'valid for 1.5 days', 0],
    ['de', 'x', 'Netz in 1 Ländern', 1],
    ['de', 'x', 'in {{n}} Ländern', 1],
    ['de', 'x_one', '{{count}} Tage', 1],
    ['de', 'x_other', '{{count}} Tage', 0],
    ['de', 'x', 'Artikel: {{count}}', 1],
    ['fr', 'x', 'dans 1 pays', 0],
    ['fr', 'x', '1 jours', 1],
    ['fr', 'x_many', '{{count}} de jours', 0],
    ['pl', 'x', '2 dni', 0],
    ['pl', 'x', '1 dni', 1],
    ['pl', 'x', '5 kraje', 1],
    ['ro', 'x', '25 zile', 1],
    ['ro', 'x', '25 de zile', 0],
    ['ro', 'x', '3 de zile', 1],
    ['tr', 'x', '5 ülkeler', 1],
    ['tr', 'x', '5 ülke', 0],
  ])('%s %s "%s": %i problems', (language, key, text, problems) => {
    expect(countProblems(language, key, text)).toHaveLength(problems);
  });

  it.each(localeSources().map((source) => [source.name, source] as const))('%s', (_, { language, tree }) => {
    const problems = [...leaves(tree)].flatMap(([key, text]) => countProblems(language, key, text));
    expect([...problems, ...missingCategories(language, tree)]).toEqual([]);
  });

  it.each(tenants().map((tenant) => [tenant.id, tenant] as const))(
    "%s's catalogue in every language",
    (_, tenant) => {
      const problems = catalogueTexts(tenant).flatMap(({ language, key, text }) =>
        countProblems(language, key, text),
      );
      expect(problems).toEqual([]);
    },
  );

  it.each(['catalogueWording.json', 'catalogueWording.formal.json'])(
    'the wording the generated catalogues are made of: src/tenancy/%s',
    (file) => {
      const wording = readJson(path.join('src/tenancy', file)) as Record<string, Tree>;
      for (const [language, tree] of Object.entries(wording)) {
        const problems = [...leaves(tree)].flatMap(([key, text]) => countProblems(language, key, text));
        expect([
          ...problems,
          ...(file === 'catalogueWording.json' ? missingCategories(language, tree) : []),
        ]).toEqual([]);
      }
    },
  );

  it.each([
    ['en', 1, 'days', '1 day'],
    ['en', 7, 'days', '7 days'],
    ['de', 1, 'countries', '1 Land'],
    ['pl', 1, 'days', '1 dzień'],
    ['pl', 3, 'days', '3 dni'],
    ['pl', 22, 'countries', '22 krajach'],
    ['ro', 1, 'days', '1 zi'],
    ['ro', 7, 'days', '7 zile'],
    ['ro', 30, 'days', '30 de zile'],
    ['fr', 1, 'countries', '1 pays'],
  ] as const)('a generated plan text: %s, %i %s → %s', (locale, count, noun, text) => {
    expect(counted(locale, noun, count)).toBe(text);
  });
});
