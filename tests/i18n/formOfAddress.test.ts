import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { TRANSLATION_NAMESPACES } from '@/config/constants';
import { languageOf } from '@/i18n/locales';
import type { TranslationTree } from '@/i18n/merge';
import { buildI18nPageProps, getTranslations } from '@/i18n/serverTranslations';
import { articles, formalWording } from '@/sandbox/blog/articles';
import { seedPosts } from '@/sandbox/blog/seed';
import { getCatalogue } from '@/tenancy/catalogues';
import { getTenantRegistry } from '@/tenancy/registry';
import type { TenantConfig } from '@/tenancy/schema';
import { LANGUAGES, other, uses, type Language } from './formsOfAddress';

function leaves(tree: TranslationTree, prefix: string, out: [string, string][] = []): [string, string][] {
  for (const [key, value] of Object.entries(tree)) {
    const keyPath = `${prefix}.${key}`;
    if (typeof value === 'string') out.push([keyPath, value]);
    else leaves(value, keyPath, out);
  }
  return out;
}

/** Every text of a catalogue below a key of the language ("de", "de-at"): names, descriptions, categories. */
function catalogueTexts(
  node: unknown,
  lng: string,
  keyPath: string,
  inLanguage: boolean,
  out: [string, string][],
) {
  if (typeof node === 'string') {
    if (inLanguage) out.push([keyPath, node]);
    return;
  }
  if (typeof node !== 'object' || node === null) return;
  for (const [key, child] of Object.entries(node)) {
    const label = Array.isArray(node) ? `${keyPath}[${key}]` : `${keyPath}.${key}`;
    catalogueTexts(child, lng, label, inLanguage || languageOf(key) === lng, out);
  }
}

/** What a tenant's customer reads in one language: texts with overlay and overrides, products, pages, blog posts. */
function textsOf(tenant: TenantConfig, lng: Language): [string, string][] {
  const texts: [string, string][] = [];
  for (const ns of TRANSLATION_NAMESPACES) leaves(getTranslations(tenant, lng, ns), ns, texts);
  catalogueTexts(getCatalogue(tenant), lng, 'catalogue', false, texts);
  const content = path.join(process.cwd(), 'tenants', tenant.id, 'content', lng);
  if (existsSync(content))
    for (const file of readdirSync(content))
      readFileSync(path.join(content, file), 'utf8')
        .split('\n')
        .forEach((line, index) => texts.push([`content/${lng}/${file}:${index + 1}`, line]));
  for (const post of seedPosts(tenant).filter((row) => row.language === lng))
    for (const field of ['title', 'excerpt', 'body'] as const)
      texts.push([`blog/${lng}/${post.slug}.${field}`, post[field]]);
  return texts;
}

const cases = [...getTenantRegistry().values()].flatMap((tenant) =>
  LANGUAGES.filter((lng) => tenant.locales.some((locale) => languageOf(locale) === lng)).map(
    (lng) => [tenant.id, lng, tenant.formOfAddress, tenant] as const,
  ),
);

describe('one form of address per tenant and language (ADR 0025)', () => {
  it('covers German and Dutch shops of both forms', () => {
    const forms = new Set(cases.map(([, lng, form]) => `${lng} ${form}`));
    expect([...forms].sort()).toEqual(['de formal', 'de informal', 'nl formal', 'nl informal']);
  });

  it.each(cases)('%s (%s, %s): no text uses the other form', (_id, lng, form, tenant) => {
    const offending = textsOf(tenant, lng)
      .filter(([, text]) => uses(lng, other(form), text))
      .map(([key, text]) => `${key}: ${text}`);
    expect(offending).toEqual([]);
  });

  it.each(cases)(
    '%s (%s, %s): the texts that address the customer use its form',
    (_id, lng, form, tenant) => {
      const texts = leaves(getTranslations(tenant, lng, 'common'), 'common');
      expect(texts.filter(([, text]) => uses(lng, form, text)).length).toBeGreaterThan(50);
    },
  );
});

// No formal shop has a blog yet, so the shops above do not read the blog's formal wording: it is
// checked here on its own, as a formal shop of its language would publish it.
describe("the blog's formal wording", () => {
  const formal = Object.entries(formalWording).map(([lng, bySlug]) => [lng as Language, bySlug] as const);

  it('covers every language with forms whose articles address the reader', () => {
    expect(formal.map(([lng]) => lng).sort()).toEqual(
      LANGUAGES.filter((lng) => articles[lng]?.some((article) => uses(lng, 'informal', article.body))),
    );
  });

  it.each(formal)('%s: every article, formal and never informal', (lng, bySlug) => {
    expect(Object.keys(bySlug).sort()).toEqual(articles[lng]!.map((article) => article.slug).sort());
    const texts = Object.values(bySlug).flatMap((wording) => [wording.title, wording.excerpt, wording.body]);
    expect(texts.filter((text) => uses(lng, 'informal', text))).toEqual([]);
    expect(texts.filter((text) => uses(lng, 'formal', text)).length).toBeGreaterThan(0);
  });
});

describe('the formal overlays', () => {
  const read = (file: string) =>
    JSON.parse(readFileSync(path.join(process.cwd(), 'locales', file), 'utf8')) as TranslationTree;
  const variables = (text: string) => [...text.matchAll(/\{\{\s*([\w.]+)\s*\}\}/g)].map((m) => m[1]).sort();
  const overlays = LANGUAGES.flatMap((lng) => TRANSLATION_NAMESPACES.map((ns) => [lng, ns] as const));

  it.each(overlays)(
    '%s/%s.formal.json has only base keys, each with the base text’s variables',
    (lng, ns) => {
      const base = new Map(leaves(read(`${lng}/${ns}.json`), ns));
      const overlay = leaves(read(`${lng}/${ns}.formal.json`), ns);
      expect(overlay.length).toBeGreaterThan(0);
      for (const [key, text] of overlay) {
        expect(base.has(key), `${key} is not in the base texts`).toBe(true);
        expect(variables(text), key).toEqual(variables(base.get(key) ?? ''));
        expect(text, `${key} repeats the base text`).not.toBe(base.get(key));
      }
    },
  );

  it.each(overlays)('%s/%s.json, the base, is informal', (lng, ns) => {
    const offending = leaves(read(`${lng}/${ns}.json`), ns).filter(([, text]) => uses(lng, 'formal', text));
    expect(offending).toEqual([]);
  });
});

describe('tenants of both forms in one process (serverSideTranslations shares its store)', () => {
  const registry = getTenantRegistry();
  const tenant = (id: string) => {
    const found = registry.get(id);
    if (!found) throw new Error(`no tenant ${id}`);
    return found;
  };
  const title = (id: string, lng: Language) =>
    (getTranslations(tenant(id), lng, 'common').checkout as TranslationTree).addressTitle;

  it.each([
    ['congstar', 'de', 'Deine Angaben'],
    ['kaufland', 'de', 'Ihre Angaben'],
    ['tmobilenl', 'nl', 'Je gegevens'],
    ['whitelabel_tmobilenl', 'nl', 'Uw gegevens'],
  ] as const)('%s gets its own form in %s, whichever tenant was read first', (id, lng, expected) => {
    for (const first of ['congstar', 'kaufland', 'tmobilenl', 'whitelabel_tmobilenl']) title(first, lng);
    expect(title(id, lng)).toBe(expected);
    const store = buildI18nPageProps(tenant(id), lng)._nextI18Next.initialI18nStore as Record<
      string,
      Record<string, TranslationTree>
    >;
    expect((store[lng]?.common?.checkout as TranslationTree).addressTitle).toBe(expected);
  });

  it('leaves pages without a tenant on the informal base texts', () => {
    expect((getTranslations(null, 'de', 'common').checkout as TranslationTree).addressTitle).toBe(
      'Deine Angaben',
    );
  });
});
