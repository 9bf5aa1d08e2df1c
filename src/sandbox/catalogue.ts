import { countryName } from '@/tenancy/countryNames';
import { getCatalogue } from '@/tenancy/catalogues';
import type { Catalogue, CatalogueProduct } from '@/tenancy/catalogueSchema';
import { textsFor } from '@/tenancy/defaultCatalogue';
import { internationalOffers, type InternationalOffer } from '@/tenancy/international';
import { amountText, rateText } from '@/tenancy/money';
import type { TenantConfig } from '@/tenancy/schema';
import type { products } from './db/schema';
import { toCents } from './money';

type ProductRow = typeof products.$inferInsert;

/** VAT in basis points by shop country; prepaid credit is taxed, multi-purpose gift cards are not. */
const VAT_BP: Readonly<Record<string, number>> = {
  de: 1900,
  at: 2000,
  nl: 2100,
  be: 2100,
  fr: 2000,
  gb: 2000,
};
const DEFAULT_VAT_BP = 2000;
/** Credit used abroad is taxed where it is used: the shop charges no VAT of its own country. */
const INTERNATIONAL_VAT_BP = 0;

function planOf(catalogue: Catalogue, plan: CatalogueProduct['plan']): ProductRow['plan'] {
  if (!plan) return null;
  const regionNames = plan.region ? catalogue.regions?.[plan.region] : undefined;
  return regionNames ? { ...plan, regionNames } : plan;
}

/**
 * International top-up offers as products: the price is the amount abroad at the catalogue's rate
 * in the shop's currency, so carts, orders and payments carry that price like any other product's;
 * the name says the amount in the destination's currency.
 */
function offerRows(tenant: TenantConfig, catalogue: Catalogue, firstSort: number): ProductRow[] {
  const international = catalogue.international;
  if (!international) return [];
  const names = catalogue.categories[international.category] ?? {};
  return internationalOffers(international).map((offer: InternationalOffer, index) => {
    const texts = textsFor(
      tenant,
      (wording) => [wording.international, wording.internationalDescription],
      (locale) => ({
        operator: offer.operatorName,
        amount: amountText(offer.amount, offer.currency, locale, tenant.moneyStyles),
        country: countryName(offer.country, locale),
        shopCurrency: tenant.currency,
        rate: rateText(offer.rate, offer.currency, locale),
      }),
    );
    const own = texts[tenant.defaultLocale]!;
    const price = toCents(offer.price);
    return {
      tenantId: tenant.id,
      productId: offer.productId,
      brandId: offer.operatorId,
      brandName: offer.operatorName,
      categoryId: international.category,
      categoryNames: names,
      objectType: 'TOPUP',
      name: own.name,
      description: own.description,
      texts,
      status: 'ACTIVE',
      faceValueCents: price,
      minAmountCents: price,
      maxAmountCents: price,
      serviceFeeCents: toCents(international.serviceFee),
      taxRateBp: INTERNATIONAL_VAT_BP,
      currency: tenant.currency,
      sortOrder: firstSort + index,
      plan: null,
      destination: {
        country: offer.country,
        currency: offer.currency,
        amount: offer.amount,
        rate: offer.rate,
      },
    };
  });
}

/**
 * The seeded catalogue of one shop, from its catalogue.json (or the generated default), in its
 * currency. The plain name and description are the default locale's: what search falls back to.
 */
export function catalogueFor(tenant: TenantConfig): ProductRow[] {
  const catalogue = getCatalogue(tenant);
  const vat = VAT_BP[tenant.country] ?? DEFAULT_VAT_BP;
  const own = catalogue.products.map((product, sortOrder): ProductRow => {
    const texts = product.texts[tenant.defaultLocale] ?? Object.values(product.texts)[0]!;
    const face = product.faceValue === undefined ? null : toCents(product.faceValue);
    return {
      tenantId: tenant.id,
      productId: product.id,
      brandId: product.brand,
      brandName: catalogue.brands[product.brand]?.name ?? null,
      categoryId: product.category,
      categoryNames: catalogue.categories[product.category] ?? {},
      objectType: product.type,
      name: texts.name,
      description: texts.description,
      texts: product.texts,
      status: product.status,
      faceValueCents: face,
      minAmountCents: face ?? toCents(product.minAmount ?? 0),
      maxAmountCents: face ?? toCents(product.maxAmount ?? 0),
      serviceFeeCents: toCents(product.serviceFee),
      taxRateBp: product.taxRate === undefined ? vat : Math.round(product.taxRate * 100),
      currency: tenant.currency,
      sortOrder,
      plan: planOf(catalogue, product.plan),
      destination: null,
    };
  });
  return [...own, ...offerRows(tenant, catalogue, own.length)];
}
