import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { mergeTranslations } from '@/i18n/merge';
import { buildI18nPageProps, createTranslationSource, getTranslations } from '@/i18n/serverTranslations';

const congstar = { id: 'congstar', defaultLocale: 'de', formOfAddress: 'informal' as const };
const jamobil = { id: 'jamobil', defaultLocale: 'de', formOfAddress: 'informal' as const };
const reloadnow = { id: 'reloadnow', defaultLocale: 'fr', formOfAddress: 'informal' as const };

type Tree = Record<string, unknown>;
const at = (tree: unknown, ...keys: string[]): unknown =>
  keys.reduce<unknown>((node, key) => (node as Tree | undefined)?.[key], tree);

function writeJson(file: string, value: unknown) {
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, JSON.stringify(value));
}

/** A throw-away locales/ and tenants/ pair. */
function fixture() {
  const dir = mkdtempSync(path.join(tmpdir(), 'i18n-'));
  const roots = { localesRoot: path.join(dir, 'locales'), tenantsRoot: path.join(dir, 'tenants') };
  for (const lng of ['de', 'en']) {
    writeJson(path.join(roots.localesRoot, lng, 'common.json'), {
      hero: { title: `${lng} base`, subtitle: `${lng} sub` },
    });
    writeJson(path.join(roots.localesRoot, lng, 'seo.json'), { default: { title: `${lng} seo` } });
  }
  writeJson(path.join(roots.tenantsRoot, 'a', 'locales', 'de', 'common.json'), {
    hero: { title: 'A title' },
  });
  writeJson(path.join(roots.tenantsRoot, 'b', 'locales', 'de', 'common.json'), {
    hero: { title: 'B title' },
  });
  return roots;
}

describe('mergeTranslations', () => {
  it('merges nested objects and lets override texts win', () => {
    expect(mergeTranslations({ a: 'x', n: { b: 'y', c: 'z' } }, { n: { c: 'Z' }, d: 'w' })).toEqual({
      a: 'x',
      n: { b: 'y', c: 'Z' },
      d: 'w',
    });
  });
});

describe('getTranslations on the real files', () => {
  it('gives two tenants with different overrides their own texts in one process', () => {
    const congstarHero = at(getTranslations(congstar, 'de', 'common'), 'hero', 'title');
    const jamobilHero = at(getTranslations(jamobil, 'de', 'common'), 'hero', 'title');
    expect(congstarHero).toBe('{{brand}} Prepaid-Guthaben aufladen – in Sekunden');
    expect(jamobilHero).toBe('{{brand}} in Sekunden aufladen');
    // and again, in the other order, after both are cached
    expect(at(getTranslations(jamobil, 'de', 'common'), 'hero', 'title')).toBe(jamobilHero);
    expect(at(getTranslations(congstar, 'de', 'common'), 'hero', 'title')).toBe(congstarHero);
  });

  it('keeps base texts the tenant does not override', () => {
    expect(at(getTranslations(congstar, 'de', 'common'), 'nav', 'login')).toBe('Anmelden');
    expect(at(getTranslations(reloadnow, 'fr', 'common'), 'pages', 'shop')).toBe('Toutes les marques');
    expect(at(getTranslations(reloadnow, 'fr', 'common'), 'pages', 'cart')).toBe('Panier');
  });

  it('accepts a Next locale and reads its language', () => {
    expect(getTranslations(reloadnow, 'en-fr', 'common')).toBe(getTranslations(reloadnow, 'en', 'common'));
  });

  it('gives base texts without a tenant', () => {
    expect(at(getTranslations(null, 'de', 'common'), 'hero', 'title')).toBe('{{brand}} in Sekunden aufladen');
  });
});

describe('buildI18nPageProps', () => {
  it('builds the _nextI18Next prop by hand with the current language and the fallback only', () => {
    const props = buildI18nPageProps(reloadnow, 'en');
    expect(props._nextI18Next.initialLocale).toBe('en');
    expect(props._nextI18Next.ns).toEqual(['common', 'seo']);
    expect(props._nextI18Next.userConfig).toBeNull();
    const store = props._nextI18Next.initialI18nStore as Record<string, Record<string, unknown>>;
    expect(Object.keys(store).sort()).toEqual(['en', 'fr']);
    expect(Object.keys(store.en ?? {}).sort()).toEqual(['common', 'seo']);
    expect(at(store, 'en', 'common', 'pages', 'shop')).toBe('All brands');
    expect(at(store, 'fr', 'common', 'pages', 'shop')).toBe('Toutes les marques');
  });

  it('holds one language when the page is in the default locale', () => {
    const store = buildI18nPageProps(congstar, 'de')._nextI18Next.initialI18nStore as Tree;
    expect(Object.keys(store)).toEqual(['de']);
    expect(at(store, 'de', 'common', 'hero', 'title')).toBe(
      '{{brand}} Prepaid-Guthaben aufladen – in Sekunden',
    );
  });

  it('serialises to JSON (page props) and never shares objects with the cache', () => {
    const props = buildI18nPageProps(congstar, 'de');
    expect(JSON.parse(JSON.stringify(props))).toEqual(props);
    const hero = at(props._nextI18Next.initialI18nStore, 'de', 'common', 'hero') as Record<string, string>;
    hero.title = 'changed by i18next';
    expect(
      at(buildI18nPageProps(congstar, 'de')._nextI18Next.initialI18nStore, 'de', 'common', 'hero', 'title'),
    ).toBe('{{brand}} Prepaid-Guthaben aufladen – in Sekunden');
  });
});

describe('createTranslationSource', () => {
  it('reads each tenant, language and namespace once and keeps tenants apart', () => {
    const roots = fixture();
    const source = createTranslationSource(roots);
    const a = { id: 'a', defaultLocale: 'de', formOfAddress: 'informal' as const };
    const b = { id: 'b', defaultLocale: 'de', formOfAddress: 'informal' as const };
    expect(at(source.getTranslations(a, 'de', 'common'), 'hero', 'title')).toBe('A title');
    expect(at(source.getTranslations(b, 'de', 'common'), 'hero', 'title')).toBe('B title');
    expect(at(source.getTranslations(b, 'de', 'common'), 'hero', 'subtitle')).toBe('de sub');

    // files are immutable while a server runs: a later change is not read again
    writeJson(path.join(roots.tenantsRoot, 'a', 'locales', 'de', 'common.json'), {
      hero: { title: 'edited' },
    });
    expect(at(source.getTranslations(a, 'de', 'common'), 'hero', 'title')).toBe('A title');
    expect(source.getTranslations(a, 'de', 'common')).toBe(source.getTranslations(a, 'de', 'common'));
  });

  it.each([
    ['an informal tenant reads the base', 'informal', 'b', 'de sub', 'B title'],
    ['a formal tenant reads the formal overlay', 'formal', 'b', 'de sub formal', 'B title'],
    ['the tenant’s own override wins over the overlay', 'formal', 'a', 'de sub formal', 'A title'],
  ] as const)('form of address (ADR 0025): %s', (_rule, formOfAddress, id, subtitle, title) => {
    const roots = fixture();
    writeJson(path.join(roots.localesRoot, 'de', 'common.formal.json'), {
      hero: { title: 'formal title', subtitle: 'de sub formal' },
    });
    const source = createTranslationSource(roots);
    const tree = source.getTranslations({ id, defaultLocale: 'de', formOfAddress }, 'de', 'common');
    expect(at(tree, 'hero', 'subtitle')).toBe(subtitle);
    expect(at(tree, 'hero', 'title')).toBe(title);
  });

  it('freezes what it caches', () => {
    const source = createTranslationSource(fixture());
    const tree = source.getTranslations(
      { id: 'a', defaultLocale: 'de', formOfAddress: 'informal' as const },
      'de',
      'common',
    );
    expect(Object.isFrozen(tree)).toBe(true);
    expect(Object.isFrozen(tree.hero)).toBe(true);
  });

  it('fails clearly for a language without base texts', () => {
    const source = createTranslationSource(fixture());
    expect(() =>
      source.getTranslations(
        { id: 'a', defaultLocale: 'de', formOfAddress: 'informal' as const },
        'xx',
        'common',
      ),
    ).toThrow(/xx.common\.json is missing/);
  });

  it('rejects an override that is not an object of texts', () => {
    const roots = fixture();
    writeJson(path.join(roots.tenantsRoot, 'c', 'locales', 'de', 'common.json'), { hero: { title: 5 } });
    const source = createTranslationSource(roots);
    expect(() =>
      source.getTranslations(
        { id: 'c', defaultLocale: 'de', formOfAddress: 'informal' as const },
        'de',
        'common',
      ),
    ).toThrow(/hero\.title/);
  });
});
