import type { Product } from '@/api';
import { esimPlanPath, INTERNATIONAL_PATH, shopHref } from '@/tenancy/routes';
import type { TenantConfig } from '@/tenancy/schema';
import { formSells } from '@/features/topup';

/**
 * Where a product is bought: an eSIM plan's own page, the international top-up form for credit
 * abroad, else its brand's page (tenant brandRoutes), with the product and its face
 * value in the query so the top-up form can preselect it. Null for a brand the shop does not sell, and
 * for a product its form does not (a voucher where the tenant sells none).
 */
export function productHref(product: Product, tenant: TenantConfig, pinned: boolean): string | null {
  if (product.plan) return shopHref(esimPlanPath(product.productId), pinned);
  if (product.destination) return shopHref(INTERNATIONAL_PATH, pinned);
  const route = tenant.brandRoutes[product.brandId];
  if (!route || !formSells(tenant, product)) return null;
  const query = new URLSearchParams({ product: product.productId });
  if (product.faceValue !== null) query.set('amount', String(product.faceValue));
  return shopHref(`${route}?${query.toString()}`, pinned);
}
