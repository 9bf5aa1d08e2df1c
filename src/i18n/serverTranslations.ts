import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { SSRConfig } from 'next-i18next/pages';
import { TRANSLATION_NAMESPACES } from '@/config/constants';
import { tenantsRoot } from '@/tenancy/registry';
import type { TenantConfig } from '@/tenancy/schema';
import { languageOf } from './locales';
import { asTranslationTree, mergeTranslations, type TranslationTree } from './merge';
import { textsOf } from './pageTexts';

export type Namespace = (typeof TRANSLATION_NAMESPACES)[number];
export type I18nPageProps = Required<SSRConfig>;
/**
 * The tenant whose form of address and overrides apply; null for pages without one (directory,
 * unknown shop): the base texts, informal.
 */
export type TranslationTenant = Pick<TenantConfig, 'id' | 'defaultLocale' | 'formOfAddress'> | null;

export const isNamespace = (value: string): value is Namespace =>
  (TRANSLATION_NAMESPACES as readonly string[]).includes(value);

export interface TranslationSourceRoots {
  /**
   * base texts: <localesRoot>/<lng>/<ns>.json, informal; <localesRoot>/<lng>/<ns>.formal.json holds
   * the formal wording of every text that addresses the customer (ADR 0025)
   */
  localesRoot: string;
  /** tenant overrides: <tenantsRoot>/<id>/locales/<lng>/<ns>.json */
  tenantsRoot: string;
}

function readTree(file: string, required: boolean): TranslationTree {
  if (!existsSync(file)) {
    if (required) throw new Error(`translations: ${file} is missing`);
    return {};
  }
  return asTranslationTree(JSON.parse(readFileSync(file, 'utf8')), file);
}

function deepFreeze(tree: TranslationTree): TranslationTree {
  for (const value of Object.values(tree)) if (typeof value !== 'string') deepFreeze(value);
  return Object.freeze(tree);
}

/**
 * Each merged namespace is read once per version of a tenant's folder: the cache is keyed by the
 * tenant's configuration, which the registry replaces when the folder changes (ADR 0029). It always
 * carries the tenant: one tenant's overrides never reach another's page (the leak of
 * serverSideTranslations' one store per process). The base texts (with the formal overlay or
 * not) are read once for all tenants, and a tenant without overrides of a namespace serves them as
 * they are: a thousand tenants hold one copy, not a thousand.
 */
export function createTranslationSource(roots: TranslationSourceRoots) {
  const bases = new Map<string, TranslationTree>();
  const byTenant = new WeakMap<NonNullable<TranslationTenant>, Map<string, TranslationTree>>();

  function baseTexts(lng: string, ns: Namespace, formal: boolean): TranslationTree {
    const key = `${lng}|${ns}|${formal ? 'formal' : 'informal'}`;
    let tree = bases.get(key);
    if (!tree) {
      const base = readTree(path.join(roots.localesRoot, lng, `${ns}.json`), true);
      const form = formal ? readTree(path.join(roots.localesRoot, lng, `${ns}.formal.json`), false) : {};
      tree = deepFreeze(mergeTranslations(base, form));
      bases.set(key, tree);
    }
    return tree;
  }

  function getTranslations(tenant: TranslationTenant, language: string, ns: Namespace): TranslationTree {
    const lng = languageOf(language);
    // the overlay comes before the tenant's overrides: a tenant's own text has the last word
    const base = baseTexts(lng, ns, tenant?.formOfAddress === 'formal');
    if (!tenant) return base;
    let cache = byTenant.get(tenant);
    if (!cache) byTenant.set(tenant, (cache = new Map()));
    const key = `${lng}|${ns}`;
    let tree = cache.get(key);
    if (!tree) {
      const override = readTree(path.join(roots.tenantsRoot, tenant.id, 'locales', lng, `${ns}.json`), false);
      tree = Object.keys(override).length ? deepFreeze(mergeTranslations(base, override)) : base;
      cache.set(key, tree);
    }
    return tree;
  }

  /**
   * The `_nextI18Next` page prop, built by hand instead of serverSideTranslations (one store per process):
   * the current language and the tenant's fallback (its default locale, SPEC §9) for both namespaces.
   * `keys`: the page's texts of `common` (src/i18n/pageTexts.ts), else all of them.
   */
  function buildI18nPageProps(
    tenant: TranslationTenant,
    language: string,
    keys?: readonly string[],
  ): I18nPageProps {
    const current = languageOf(language);
    const languages = [...new Set([current, languageOf(tenant?.defaultLocale ?? current)])];
    const initialI18nStore: Record<string, Record<string, TranslationTree>> = {};
    for (const lng of languages) {
      initialI18nStore[lng] = Object.fromEntries(
        // a copy per page: i18next extends the bundles it is given in place
        TRANSLATION_NAMESPACES.map((ns) => {
          const tree = getTranslations(tenant, lng, ns);
          return [ns, structuredClone(keys && ns === 'common' ? textsOf(tree, keys) : tree)];
        }),
      );
    }
    return {
      _nextI18Next: {
        initialI18nStore,
        initialLocale: current,
        ns: [...TRANSLATION_NAMESPACES],
        userConfig: null,
      },
    };
  }

  return { getTranslations, buildI18nPageProps };
}

let defaultSource: ReturnType<typeof createTranslationSource> | undefined;

function source() {
  defaultSource ??= createTranslationSource({
    localesRoot: path.join(process.cwd(), 'locales'),
    tenantsRoot: tenantsRoot(),
  });
  return defaultSource;
}

/**
 * Base texts of `locales/`, the formal overlay for a formal tenant, then the tenant's overrides;
 * cached per tenant, language, namespace.
 */
export function getTranslations(tenant: TranslationTenant, language: string, ns: Namespace): TranslationTree {
  return source().getTranslations(tenant, language, ns);
}

/**
 * The `_nextI18Next` prop for a page rendered in `language` (current language plus fallback only),
 * with the texts of `common` under `keys` only when they are given.
 */
export function buildI18nPageProps(
  tenant: TranslationTenant,
  language: string,
  keys?: readonly string[],
): I18nPageProps {
  return source().buildI18nPageProps(tenant, language, keys);
}
