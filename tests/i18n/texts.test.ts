import { readdirSync, readFileSync, existsSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { TRANSLATION_NAMESPACES } from '@/config/constants';

type Tree = { [key: string]: string | Tree };

const root = process.cwd();
const languages = ['de', 'en', 'es', 'fr', 'it', 'pl', 'ro', 'tr', 'nl'] as const;
const pluralSuffix = /_(zero|one|two|few|many|other)$/;

const read = (file: string): Tree => JSON.parse(readFileSync(file, 'utf8')) as Tree;
const base = (lng: string, ns: string) => read(path.join(root, 'locales', lng, `${ns}.json`));

/** Leaf key paths → texts. */
function leaves(tree: Tree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const keyPath = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out.set(keyPath, value);
    else for (const [k, v] of leaves(value, keyPath)) out.set(k, v);
  }
  return out;
}

const variables = (text: string) => [...text.matchAll(/\{\{\s*([\w.]+)\s*\}\}/g)].map((m) => m[1]).sort();
const stem = (key: string) => key.replace(pluralSuffix, '');

/** Key stems with the plural forms each one has; plain keys have none. */
function keyShape(tree: Tree): Map<string, string[]> {
  const shape = new Map<string, string[]>();
  for (const key of leaves(tree).keys()) {
    const forms = shape.get(stem(key)) ?? [];
    const suffix = pluralSuffix.exec(key)?.[1];
    if (suffix) forms.push(suffix);
    shape.set(stem(key), forms);
  }
  return shape;
}

describe.each(TRANSLATION_NAMESPACES)('locales/*/%s.json', (ns) => {
  const english = base('en', ns);
  const englishShape = keyShape(english);
  const englishLeaves = leaves(english);

  it.each(languages)('%s has exactly the English keys, with its own plural forms', (lng) => {
    const shape = keyShape(base(lng, ns));
    expect([...shape.keys()].sort()).toEqual([...englishShape.keys()].sort());
    const categories = new Intl.PluralRules(lng).resolvedOptions().pluralCategories;
    for (const [key, forms] of englishShape) {
      if (forms.length === 0) expect(shape.get(key), key).toEqual([]);
      else expect([...(shape.get(key) ?? [])].sort(), key).toEqual([...categories].sort());
    }
  });

  it.each(languages)('%s has no empty texts and keeps every interpolation variable', (lng) => {
    const texts = leaves(base(lng, ns));
    const englishByStem = new Map([...englishLeaves].map(([key, text]) => [stem(key), text]));
    for (const [key, text] of texts) {
      expect(text.trim(), key).not.toBe('');
      expect(variables(text), `${lng} ${key}`).toEqual(variables(englishByStem.get(stem(key)) ?? ''));
    }
  });
});

/** SPEC §8's message keys, and the result page's messages for what the shop can name (ADR 0024). */
const MESSAGES = [
  'existingLowBalanceTopup',
  'smsTopupAlreadyExists',
  'productAmountLimit',
  'productQuantityLimit',
  'cartAmountLimit',
  'cartQuantityLimit',
  'unavailableCountry',
  'addToCartErrorMessage',
  'generalErrorMessage',
  'unknownCartErrorMessage',
  'paymentMethodIsNotAvailable',
  'startPaymentErrorMessage',
  'otpResendTimeLimit',
  'checkoutAddressErrorMessage',
  'invalidVoucherCode',
  'unableQueryAutoTopupLight',
  'tokenStatusCanceledError',
  'fraudDeclinedTransaction',
  'authorizationRequired',
  'incorrectUsernameOrPassword',
  'usernameExists',
  'incorrectCurrentPassword',
  'createOrderErrorMessage',
  'createCartErrorMessage',
  'paymentOperationTimedOut',
  'registrationSent',
  'successfulRegistration',
  'successfulAuthentication',
  'successfulLogout',
  'successfulModification',
  'successfulDelete',
  'paymentMethodAdded',
  'passwordHasChanged',
  'partiallyCommittedMessage',
  'partiallyRefundedMessage',
  'refunded',
  'paymentDeclined',
  'productProcessErrorMessage',
  'unknownOrderMessage',
  'paymentNotCompletedMessage',
];

describe('texts the shell and the error catalogue rely on', () => {
  const common = leaves(base('en', 'common'));

  it('titles the bare page "Loading" in English', () => {
    expect(common.get('loading')).toBe('Loading');
  });

  it.each(MESSAGES)('SPEC §8 message %s is a top-level text', (key) => {
    expect(common.get(key)).toEqual(expect.any(String));
  });

  it.each([
    'nav.shop',
    'nav.login',
    'nav.account',
    'nav.cart',
    'nav.mainMenu',
    'nav.skipToContent',
    'nav.openMenu',
    'nav.closeMenu',
    'nav.home',
    'theme.switchToDark',
    'theme.switchToLight',
    'language.label',
    'footer.copyright',
    'footer.paymentMethodNames.ideal',
    'social.linkedin',
    'directory.open',
    'directory.shopCount_one',
    'notFound.back',
    'unknownShop.text',
    'pages.comingSoonText',
    'hero.title',
    'price.serviceFee',
  ])('shell key %s exists', (key) => {
    expect(common.get(key)).toEqual(expect.any(String));
  });

  it('names every language in its own language, the same in every file', () => {
    for (const lng of languages) {
      expect(leaves(base(lng, 'common')).get(`language.names.${lng}`)).toBe(
        common.get(`language.names.${lng}`),
      );
    }
  });

  it('has the SEO entries with a title and a description', () => {
    const seo = base('en', 'seo');
    for (const page of ['default', 'shop', 'topup', 'cart', 'payment', 'result', 'notFound', 'directory']) {
      expect(Object.keys(seo[page] as Tree).sort(), page).toEqual(['description', 'title']);
    }
    expect((seo.default as Tree).title).toBe('{{shop}} – mobile top-up online');
  });
});

describe('messages in the page’s language (ADR 0024)', () => {
  const english = leaves(base('en', 'common'));
  const shown = [
    ...MESSAGES,
    ...[...english.keys()].filter((key) => /^(result\.message|checkout\.after|recurring)\./.test(key)),
    // a text of only its values ("{{amount}}, {{schedule}}") has no words to translate
  ].filter((key) => /\p{L}/u.test((english.get(key) ?? '').replace(/\{\{[^}]*\}\}/g, '')));

  it.each(languages.filter((lng) => lng !== 'en'))(
    '%s says every message in its own words, none in English',
    (lng) => {
      const texts = leaves(base(lng, 'common'));
      const english_ = shown.filter((key) => texts.get(key) === english.get(key));
      expect(english_).toEqual([]);
    },
  );
});

describe('tenant overrides', () => {
  const tenantsRoot = path.join(root, 'tenants');
  const overrides = readdirSync(tenantsRoot).flatMap((tenant) => {
    const dir = path.join(tenantsRoot, tenant, 'locales');
    if (!existsSync(dir)) return [];
    return readdirSync(dir).flatMap((lng) =>
      readdirSync(path.join(dir, lng)).map((file) => ({
        tenant,
        lng,
        file,
        ns: file.replace(/\.json$/, ''),
      })),
    );
  });

  it('exist for a few tenants', () => {
    expect(overrides.length).toBeGreaterThanOrEqual(3);
  });

  it.each(overrides)(
    '$tenant/$lng/$file overrides existing keys only, keeping their variables',
    ({ tenant, lng, file, ns }) => {
      expect(TRANSLATION_NAMESPACES as readonly string[]).toContain(ns);
      const baseTexts = leaves(base(lng, ns));
      for (const [key, text] of leaves(read(path.join(tenantsRoot, tenant, 'locales', lng, file)))) {
        expect(baseTexts.has(key), `${key} is not a base key`).toBe(true);
        expect(text.trim(), key).not.toBe('');
        expect(variables(text), key).toEqual(variables(baseTexts.get(key) ?? ''));
      }
    },
  );
});
