import i18next, { type Resource } from 'i18next';
import { describe, expect, it } from 'vitest';
import type { TranslationTree } from '@/i18n/merge';
import { buildI18nPageProps } from '@/i18n/serverTranslations';
import { missingTranslations, shellProps, withMinimalFallback } from '@/server/pageLoad';
import { getTenant } from '@/tenancy/registry';

const leafKeys = (tree: TranslationTree, prefix = ''): string[] =>
  Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string' ? [`${prefix}${key}`] : leafKeys(value, `${prefix}${key}.`),
  );

function instance(resources: Resource, lng: string, fallbackLng: string) {
  const i18n = i18next.createInstance();
  void i18n.init({ resources, lng, fallbackLng, initAsync: false, interpolation: { escapeValue: false } });
  return i18n;
}

describe('missingTranslations', () => {
  it('keeps only what the page language lacks, at any depth', () => {
    const fallback = { a: 'A', b: { c: 'C', d: 'D' }, e: { f: 'F' }, g: 'G' };
    const current = { a: 'a', b: { c: 'c' }, e: { f: 'f' } };
    expect(missingTranslations(fallback, current)).toEqual({ b: { d: 'D' }, g: 'G' });
    expect(missingTranslations(fallback, undefined)).toEqual(fallback);
  });
});

describe('page translations with a minimal fallback', () => {
  const reloadnow = getTenant('reloadnow')!;

  it('gives every text exactly as the full fallback copy did, with less page data', () => {
    const full = buildI18nPageProps(reloadnow, 'en');
    const minimal = withMinimalFallback(full);
    const fullStore = full._nextI18Next.initialI18nStore as Resource;
    const minimalStore = minimal._nextI18Next.initialI18nStore as Resource;
    expect(Object.keys(minimalStore).sort()).toEqual(['en', 'fr']);
    expect(minimalStore.en).toEqual(fullStore.en);
    expect(JSON.stringify(minimalStore).length).toBeLessThan(JSON.stringify(fullStore).length * 0.75);

    const before = instance(fullStore, 'en', 'fr');
    const after = instance(minimalStore, 'en', 'fr');
    for (const ns of ['common', 'seo']) {
      const keys = new Set([
        ...leafKeys(fullStore.en![ns] as TranslationTree),
        ...leafKeys(fullStore.fr![ns] as TranslationTree),
      ]);
      for (const key of keys) expect(after.t(key, { ns }), `${ns}:${key}`).toBe(before.t(key, { ns }));
    }
  });

  it('leaves a page in the default language alone', () => {
    const full = buildI18nPageProps(reloadnow, 'fr');
    expect(withMinimalFallback(full)).toEqual(full);
  });

  it('is what shop pages carry', () => {
    const props = shellProps(reloadnow, 'en', 'light')!;
    const store = props._nextI18Next!.initialI18nStore as Resource;
    expect(store.fr).toEqual(
      withMinimalFallback(buildI18nPageProps(reloadnow, 'en'))._nextI18Next.initialI18nStore.fr,
    );
  });
});
