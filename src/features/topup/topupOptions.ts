import type { Product } from '@/api';
import type { AutoTopupFrequency, TenantConfig, TopupKind } from '@/tenancy/schema';

/**
 * SPEC §4 kinds in the order the form lists them: the tenant's kinds, vouchers only where it has
 * them (SPEC §3 hasVouchers), automatic first where the tenant says so (SPEC §3 "whether auto
 * top-up is the first option").
 */
export function kindsFor(tenant: TenantConfig): TopupKind[] {
  const kinds = tenant.topup.kinds.filter((kind) => kind !== 'VOUCHER' || tenant.topup.hasVouchers);
  if (tenant.topup.autoTopupFirst && kinds.includes('AUTOMATIC'))
    return ['AUTOMATIC', ...kinds.filter((kind) => kind !== 'AUTOMATIC')];
  return kinds;
}

/** SPEC §4: selectedTopupType defaults to once-off, whatever the order shown. */
export const defaultKind = (tenant: TenantConfig): TopupKind =>
  tenant.topup.kinds.includes('ONCE_OFF') ? 'ONCE_OFF' : (tenant.topup.kinds[0] ?? 'ONCE_OFF');

/** SPEC §9 auto top-up types by tenant: only the tenant's own, only when it offers AUTOMATIC. */
export const autoTypesFor = (tenant: TenantConfig): AutoTopupFrequency[] =>
  tenant.topup.kinds.includes('AUTOMATIC') ? [...tenant.topup.autoTopupTypes] : [];

/** SPEC §9: "the limit comes from tenant config, or null if not a number" (kaufland's "custom"). */
export function lowBalanceLimitOf(tenant: TenantConfig): number | null {
  const limit = tenant.topup.lowBalanceLimit;
  return typeof limit === 'number' && Number.isFinite(limit) ? limit : null;
}

/** Which catalogue object types a kind sells: vouchers and gift cards as codes, the rest to a phone. */
const objectTypesByKind: Record<TopupKind, readonly Product['objectType'][]> = {
  ONCE_OFF: ['TOPUP'],
  AUTOMATIC: ['TOPUP'],
  SMS: ['TOPUP'],
  CASH_CODE: ['TOPUP'],
  VOUCHER: ['VOUCHER', 'GIFT_CARD'],
};

/**
 * The products a kind offers. A once-off purchase is credit for the phone number; a brand that sells
 * no credit but eSIM plans (the esim shops) offers those instead.
 */
export function productsForKind(products: Product[], kind: TopupKind): Product[] {
  const offered = products.filter((product) => objectTypesByKind[kind].includes(product.objectType));
  if (kind !== 'ONCE_OFF' || offered.length > 0) return offered;
  return products.filter((product) => product.objectType === 'ESIM');
}

/**
 * Whether the tenant's form sells a product of the catalogue: one of its kinds offers the product's
 * type. A backend's catalogue may list vouchers where the tenant sells none (congstar's codes).
 */
export const formSells = (tenant: TenantConfig, product: Product): boolean =>
  kindsFor(tenant).some((kind) => productsForKind([product], kind).length > 0);

/** Kinds that have something to sell among the brand's products (an SMS consent needs a top-up product). */
export const kindsWithProducts = (kinds: TopupKind[], products: Product[]): TopupKind[] =>
  kinds.filter((kind) => productsForKind(products, kind).some((p) => p.status === 'ACTIVE'));

/** A quantity only makes sense for purchases, not for one standing order per phone number. */
export const kindHasQuantity = (kind: TopupKind): boolean =>
  kind === 'ONCE_OFF' || kind === 'CASH_CODE' || kind === 'VOUCHER';

/** SPEC §4: an SMS top-up consent is a zero-price setup, so it has no amount to choose. */
export const kindHasAmount = (kind: TopupKind): boolean => kind !== 'SMS';
