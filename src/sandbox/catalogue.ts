import { getCatalogue } from '@/tenancy/catalogues';
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

/**
 * The seeded catalogue of one shop, from its catalogue.json (or the generated default), in its
 * currency. The plain name and description are the default locale's: what search falls back to.
 */
export function catalogueFor(tenant: TenantConfig): ProductRow[] {
  const catalogue = getCatalogue(tenant);
  const vat = VAT_BP[tenant.country] ?? DEFAULT_VAT_BP;
  return catalogue.products.map((product, sortOrder) => {
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
      plan: product.plan ?? null,
    };
  });
}
