import { brandLabel } from './brandLabel';
import type { Catalogue, CatalogueProduct } from './catalogueSchema';
import { amountText } from './money';
import type { FormOfAddress, TenantConfig } from './schema';

export { amountText };
import wordingByLanguage from './catalogueWording.json';
import formalWording from './catalogueWording.formal.json';

type Wording = (typeof wordingByLanguage)['en'];
type Values = Record<string, string | number>;

/**
 * A locale's wording: "fr-fr" uses "fr"; a language without wording reads English. The base wording
 * is informal; a formal tenant's German and Dutch descriptions come from the formal file (ADR 0025).
 */
export function catalogueWording(locale: string, form: FormOfAddress = 'informal'): Wording {
  const language = locale.slice(0, 2) as keyof typeof wordingByLanguage;
  const wording = wordingByLanguage[language] ?? wordingByLanguage.en;
  const formal = form === 'formal' ? formalWording[language as keyof typeof formalWording] : undefined;
  return formal ? { ...wording, ...formal } : wording;
}

export const fillIn = (template: string, values: Values): string =>
  template.replace(/\{\{(\w+)\}\}/g, (whole, key: string) => String(values[key] ?? whole));

type Counted = keyof Wording['counts'] extends `${infer Noun}_${string}` ? Noun : never;

/**
 * A count with its noun in the form the language's plural rules (Intl.PluralRules, as i18next's
 * `_one`/`_few`/`_many`/`_other` keys) ask for: "1 day", "2 dni", "5 dni", "20 de zile".
 */
export function counted(locale: string, noun: Counted, count: number): string {
  const forms = catalogueWording(locale).counts as Record<string, string>;
  const category = new Intl.PluralRules(locale.slice(0, 2)).select(count);
  const form = forms[`${noun}_${category}`] ?? forms[`${noun}_other`]!;
  return fillIn(form, { count: count.toLocaleString(locale) });
}

/** Name and description in every locale of the tenant, from one wording entry pair. */
export function textsFor(
  tenant: TenantConfig,
  pick: (wording: Wording) => [name: string, description: string],
  values: (locale: string) => Values,
): CatalogueProduct['texts'] {
  return Object.fromEntries(
    tenant.locales.map((locale) => {
      const [name, description] = pick(catalogueWording(locale, tenant.formOfAddress));
      const filled = values(locale);
      return [locale, { name: fillIn(name, filled), description: fillIn(description, filled) }];
    }),
  );
}

export const categoryNames = (tenant: TenantConfig, ids: readonly (keyof Wording['categories'])[]) =>
  Object.fromEntries(
    ids.map((id) => [
      id,
      Object.fromEntries(tenant.locales.map((locale) => [locale, catalogueWording(locale).categories[id]])),
    ]),
  );

const FIXED_TOPUPS = [10, 15, 20, 25, 30, 50];
/** One product per non-active SPEC §4 status, so search filters and add-to-cart errors have data. */
export const TEST_STATUSES = [
  [100, 'OUT_OF_STOCK'],
  [75, 'COMING_SOON'],
  [40, 'DISCONTINUED'],
  [35, 'INACTIVE'],
] as const;
const LIMITS = { minAmount: 5, maxAmount: 150 };

/** The status test products of one brand: named as tests, so no customer takes them for real. */
export function testProducts(tenant: TenantConfig, brand: string): CatalogueProduct[] {
  return TEST_STATUSES.map(([value, status]) => ({
    id: `${brand}-topup-${value}`,
    brand,
    category: 'topup',
    type: 'TOPUP',
    status,
    faceValue: value,
    serviceFee: 0,
    texts: textsFor(
      tenant,
      (w) => [w.testName, w.testDescription],
      (locale) => ({
        status: catalogueWording(locale)[status],
        amount: amountText(value, tenant.currency, locale, tenant.moneyStyles),
      }),
    ),
  }));
}

/**
 * The catalogue of a tenant without catalogue.json: for every brand of its brandRoutes the usual
 * face values, a free amount and the status test products; for the first brand vouchers, gift
 * cards and eSIM plans. The product ids are those docs/sandbox-test-data.md documents.
 */
export function defaultCatalogue(tenant: TenantConfig): Catalogue {
  const brandIds = Object.keys(tenant.brandRoutes);
  const brands = Object.fromEntries(brandIds.map((id) => [id, { name: brandLabel(id), ...LIMITS }]));
  const products: CatalogueProduct[] = [];
  const money = (locale: string, amount: number) =>
    amountText(amount, tenant.currency, locale, tenant.moneyStyles);
  const fixed = (
    id: string,
    brand: string,
    type: CatalogueProduct['type'],
    faceValue: number,
    texts: CatalogueProduct['texts'],
    extra: Partial<CatalogueProduct> = {},
  ) =>
    products.push({
      id,
      brand,
      category: type.toLowerCase().replace('_', ''),
      type,
      status: 'ACTIVE',
      faceValue,
      serviceFee: 0,
      texts,
      ...extra,
    });
  for (const brand of brandIds) {
    const name = brands[brand]!.name;
    for (const value of FIXED_TOPUPS)
      fixed(
        `${brand}-topup-${value}`,
        brand,
        'TOPUP',
        value,
        textsFor(
          tenant,
          (w) => [w.topup, w.topupDescription],
          (l) => ({ amount: money(l, value), brand: name }),
        ),
      );
    products.push({
      id: `${brand}-topup-free`,
      brand,
      category: 'topup',
      type: 'TOPUP',
      status: 'ACTIVE',
      ...LIMITS,
      serviceFee: 0,
      texts: textsFor(
        tenant,
        (w) => [w.free, w.freeDescription],
        (l) => ({ brand: name, min: money(l, LIMITS.minAmount), max: money(l, LIMITS.maxAmount) }),
      ),
    });
    products.push(...testProducts(tenant, brand));
  }
  const main = brandIds[0] ?? tenant.id;
  const mainName = brands[main]?.name ?? brandLabel(main);
  for (const value of [15, 30])
    fixed(
      `${main}-voucher-${value}`,
      main,
      'VOUCHER',
      value,
      textsFor(
        tenant,
        (w) => [w.voucher, w.voucherDescription],
        (l) => ({ amount: money(l, value), brand: mainName }),
      ),
      { serviceFee: 0.5 },
    );
  for (const [value, status] of [
    [25, 'ACTIVE'],
    [50, 'ACTIVE'],
    [100, 'INACTIVE'],
  ] as const)
    fixed(
      `giftcard-${value}`,
      main,
      'GIFT_CARD',
      value,
      textsFor(
        tenant,
        (w) => [w.giftcard, w.giftcardDescription],
        (l) => ({ amount: money(l, value) }),
      ),
      { status, serviceFee: 1, taxRate: 0 },
    );
  const plans = [
    ['esim-1gb', 1, 7, 4.99, 'ACTIVE'],
    ['esim-5gb', 5, 30, 14.99, 'ACTIVE'],
    ['esim-10gb', 10, 30, 24.99, 'OUT_OF_STOCK'],
    ['esim-unlimited', null, 30, 49.99, 'COMING_SOON'],
  ] as const;
  for (const [id, dataGb, days, price, status] of plans)
    fixed(
      id,
      main,
      'ESIM',
      price,
      textsFor(
        tenant,
        (w) =>
          dataGb === null ? [w.esimUnlimited, w.esimUnlimitedDescription] : [w.esim, w.esimDescription],
        (l) => ({ data: `${dataGb} GB`, days: counted(l, 'days', days) }),
      ),
      { status, plan: { dataGb, validityDays: days, coverage: [tenant.country.toUpperCase()] } },
    );
  return {
    brands,
    categories: categoryNames(tenant, ['topup', 'voucher', 'giftcard', 'esim']),
    products,
  };
}
