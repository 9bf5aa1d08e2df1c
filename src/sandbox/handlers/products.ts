import { and, asc, count, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import { PRODUCT_PAGE_SIZE, productSearchRoute, type Product } from '@/api/products';
import { products } from '../db/schema';
import { defineHandler } from '../http';
import type { ProductRow } from '../carts';
import { fromCents } from '../money';

/** Statuses a shopper sees unless a status filter asks for others. */
const LISTED = ['ACTIVE', 'OUT_OF_STOCK', 'COMING_SOON'];

function planView({ regionNames, ...plan }: NonNullable<ProductRow['plan']>, lang: string) {
  const regionName = regionNames?.[lang];
  return regionName ? { ...plan, regionName } : plan;
}

/** A product in one of the shop's languages (the row's plain name is the default locale's). */
export const productView = (row: ProductRow, lang: string): Product => ({
  productId: row.productId,
  name: row.texts[lang]?.name ?? row.name,
  description: row.texts[lang]?.description ?? row.description,
  objectType: row.objectType as Product['objectType'],
  status: row.status as Product['status'],
  brandId: row.brandId,
  categoryId: row.categoryId,
  faceValue: row.faceValueCents === null ? null : fromCents(row.faceValueCents),
  minAmount: fromCents(row.minAmountCents),
  maxAmount: fromCents(row.maxAmountCents),
  serviceFee: fromCents(row.serviceFeeCents),
  taxRate: row.taxRateBp / 100,
  currency: row.currency as Product['currency'],
  brandName: row.brandName ?? undefined,
  categoryName: row.categoryNames[lang],
  plan: row.plan ? planView(row.plan, lang) : undefined,
  destination: row.destination ?? undefined,
});

const ORDER = {
  relevance: [asc(products.sortOrder)],
  name: [asc(products.name), asc(products.sortOrder)],
  '-name': [desc(products.name), asc(products.sortOrder)],
  price: [asc(products.minAmountCents), asc(products.sortOrder)],
  '-price': [desc(products.maxAmountCents), asc(products.sortOrder)],
} as const;

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

const searchProducts = defineHandler(productSearchRoute, async (ctx, { query }) => {
  const page: number = query.page ?? 0;
  const size: number = query.size ?? PRODUCT_PAGE_SIZE;
  const where: SQL[] = [eq(products.tenantId, ctx.tenant.id)];
  if (query['object-type']) where.push(inArray(products.objectType, String(query['object-type']).split(',')));
  if (query.brandId) where.push(eq(products.brandId, query.brandId));
  if (query.categoryId) where.push(eq(products.categoryId, query.categoryId));
  where.push(inArray(products.status, query.status ? String(query.status).split(',') : LISTED));
  if (query.q) {
    const pattern = `%${escapeLike(String(query.q))}%`;
    // every language's names: a customer may type a name as the other language of the shop writes it
    const text = or(
      ilike(products.name, pattern),
      ilike(products.description, pattern),
      ilike(sql`${products.texts}::text`, pattern),
      ilike(sql`coalesce(${products.brandName}, '')`, pattern),
    );
    if (text) where.push(text);
  }
  const condition = and(...where);
  const lang = query.lang && ctx.tenant.locales.includes(query.lang) ? query.lang : ctx.tenant.defaultLocale;
  // the page and the total in one round trip; a page past the end has no row to carry the total
  const rows = await ctx.db
    .select({ product: products, total: sql<number>`count(*) over ()`.mapWith(Number) })
    .from(products)
    .where(condition)
    .orderBy(...ORDER[(query.sortBy ?? 'relevance') as keyof typeof ORDER])
    .limit(size)
    .offset(page * size);
  let totalCount = rows[0]?.total ?? 0;
  if (rows.length === 0 && page > 0) {
    const [total] = await ctx.db.select({ value: count() }).from(products).where(condition);
    totalCount = Number(total?.value ?? 0);
  }
  return {
    body: {
      items: rows.map((row) => productView(row.product, lang)),
      paginationParams: { page, size },
      metadata: { count: rows.length, totalCount },
    },
  };
});

export const productHandlers = [searchProducts];
