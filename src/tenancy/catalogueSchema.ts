import { z } from 'zod';
import { objectTypes, productStatuses } from '@/api/productOptions';
import type { TenantConfig } from './schema';

const slug = z.string().regex(/^[a-z0-9][a-z0-9_-]{0,63}$/, 'lower-case letters, digits, - and _');
/** Whole cents: a price or face value the shop can charge exactly. */
const money = z
  .number()
  .min(0)
  .refine((value) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6, 'an amount in whole cents');
const text = z.string().trim().min(1);
const countryCode = z.string().regex(/^[A-Z]{2}$/, 'an ISO country code like "FR"');
const texts = z.record(z.string(), z.object({ name: text, description: text }).strict());

/** What an eSIM plan gives: shown on the plan page and searched by destination. */
const esimPlan = z
  .object({
    /** gigabytes; null for unlimited data */
    dataGb: z.number().positive().nullable(),
    validityDays: z.number().int().positive(),
    /** ISO 3166 alpha-2 codes of the countries the plan works in */
    coverage: z.array(countryCode).min(1),
    /** the region a multi-country plan is sold for (a key of the catalogue's regions) */
    region: slug.optional(),
  })
  .strict();

const catalogueProduct = z
  .object({
    id: slug,
    brand: slug,
    category: slug,
    type: z.enum(objectTypes),
    status: z.enum(productStatuses).default('ACTIVE'),
    /** a fixed face value; absent for a free amount between minAmount and maxAmount */
    faceValue: money.positive().optional(),
    minAmount: money.positive().optional(),
    maxAmount: money.positive().optional(),
    serviceFee: money.default(0),
    /** VAT in percent; absent: the shop country's rate */
    taxRate: z.number().min(0).max(100).optional(),
    /** name and description in every locale of the tenant */
    texts,
    plan: esimPlan.optional(),
  })
  .strict()
  .refine((p) => (p.faceValue === undefined) === (p.minAmount !== undefined && p.maxAmount !== undefined), {
    message: 'either faceValue, or minAmount and maxAmount for a free amount',
  })
  .refine((p) => p.minAmount === undefined || p.maxAmount === undefined || p.minAmount <= p.maxAmount, {
    message: 'minAmount above maxAmount',
  });

/** A destination of international top-up: its currency, the rate, and the operators sold there. */
const destination = z
  .object({
    /** ISO 4217 code of the credit the operator loads */
    currency: z.string().regex(/^[A-Z]{3}$/, 'an ISO currency code like "MAD"'),
    /** units of the destination's currency that one unit of the shop's currency buys */
    rate: z.number().positive(),
    /** each operator's name and the amounts it loads, in the destination's currency */
    operators: z.record(
      slug,
      z.object({ name: text, amounts: z.array(z.number().positive()).min(1) }).strict(),
    ),
  })
  .strict();

/** International top-up: the customer pays in the shop's currency for credit abroad. */
const international = z
  .object({
    /** category the offers are listed under (a key of the catalogue's categories) */
    category: slug,
    /** fee per top-up, in the shop's currency */
    serviceFee: money.default(0),
    destinations: z.record(countryCode, destination),
  })
  .strict();

/** tenants/<id>/catalogue.json: the products a shop sells, the sandbox's seed. */
export const catalogueSchema = z
  .object({
    /** each brand's name as its customers write it, and the credit its network accepts in one top-up */
    brands: z.record(
      slug,
      z.object({ name: text, minAmount: money.positive(), maxAmount: money.positive() }).strict(),
    ),
    /** category names in every locale of the tenant */
    categories: z.record(slug, z.record(z.string(), text)),
    products: z.array(catalogueProduct).min(1),
    /** names of the regions multi-country eSIM plans are sold for, in every locale of the tenant */
    regions: z.record(slug, z.record(z.string(), text)).optional(),
    international: international.optional(),
  })
  .strict();

export type Catalogue = z.infer<typeof catalogueSchema>;
export type CatalogueProduct = Catalogue['products'][number];
export type InternationalCatalogue = NonNullable<Catalogue['international']>;

const missingLocales = (tenant: TenantConfig, record: Record<string, unknown>) =>
  tenant.locales.filter((locale) => !record[locale]);

/** Rules that need the tenant: its brands and locales. Problems are "<path>: <reason>" lines. */
export function catalogueProblems(tenant: TenantConfig, catalogue: Catalogue): string[] {
  const problems: string[] = [];
  for (const [id, names] of Object.entries(catalogue.categories))
    for (const locale of missingLocales(tenant, names))
      problems.push(`categories.${id}: no name in ${locale}`);
  for (const [id, names] of Object.entries(catalogue.regions ?? {}))
    for (const locale of missingLocales(tenant, names)) problems.push(`regions.${id}: no name in ${locale}`);
  if (catalogue.international && !catalogue.categories[catalogue.international.category])
    problems.push(`international: category ${catalogue.international.category} has no names`);
  const seen = new Set<string>();
  catalogue.products.forEach((product, index) => {
    const at = `products.${index} (${product.id})`;
    if (seen.has(product.id)) problems.push(`${at}: id used twice`);
    seen.add(product.id);
    if (!tenant.brandRoutes[product.brand])
      problems.push(`${at}: brand ${product.brand} is not in brandRoutes`);
    if (!catalogue.categories[product.category])
      problems.push(`${at}: category ${product.category} has no names`);
    for (const locale of missingLocales(tenant, product.texts)) problems.push(`${at}: no texts in ${locale}`);
    if (product.type === 'ESIM' && !product.plan) problems.push(`${at}: an eSIM needs its plan`);
    if (product.plan?.region && !catalogue.regions?.[product.plan.region])
      problems.push(`${at}: region ${product.plan.region} has no names`);
    const limits = catalogue.brands[product.brand];
    if (product.type !== 'TOPUP') return;
    if (!limits) {
      problems.push(`${at}: brand ${product.brand} has no limits`);
      return;
    }
    for (const amount of [product.faceValue, product.minAmount, product.maxAmount])
      if (amount !== undefined && (amount < limits.minAmount || amount > limits.maxAmount))
        problems.push(
          `${at}: ${amount} is outside ${product.brand}'s ${limits.minAmount}–${limits.maxAmount}`,
        );
  });
  return problems;
}
