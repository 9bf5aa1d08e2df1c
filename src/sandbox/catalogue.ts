import type { TenantConfig } from '@/tenancy/schema';
import type { products } from './db/schema';

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

const FIXED_TOPUPS = [10, 15, 20, 25, 30, 50];
/** One product per non-active SPEC §4 status, so search filters and add-to-cart errors have data. */
const OTHER_TOPUPS: Array<[number, string]> = [
  [100, 'OUT_OF_STOCK'],
  [75, 'COMING_SOON'],
  [40, 'DISCONTINUED'],
  [35, 'INACTIVE'],
];

const title = (id: string) => id.replace(/[_-]+/g, ' ').replace(/\b\w/g, (c) => c.toUpperCase());

/** The seeded catalogue of one shop: built from its brandRoutes, in its currency. */
export function catalogueFor(tenant: TenantConfig): ProductRow[] {
  const vat = VAT_BP[tenant.country] ?? DEFAULT_VAT_BP;
  const rows: ProductRow[] = [];
  const add = (row: Omit<ProductRow, 'tenantId' | 'currency' | 'sortOrder'>) =>
    rows.push({ ...row, tenantId: tenant.id, currency: tenant.currency, sortOrder: rows.length });
  const brands = Object.keys(tenant.brandRoutes);
  for (const brand of brands) {
    const name = title(brand);
    const topup = (value: number, status: string) =>
      add({
        productId: `${brand}-topup-${value}`,
        brandId: brand,
        categoryId: 'topup',
        objectType: 'TOPUP',
        name: `${name} top-up ${value}`,
        description: `${value} ${tenant.currency} credit for ${name}`,
        status,
        faceValueCents: value * 100,
        minAmountCents: value * 100,
        maxAmountCents: value * 100,
        serviceFeeCents: 0,
        taxRateBp: vat,
      });
    for (const value of FIXED_TOPUPS) topup(value, 'ACTIVE');
    add({
      productId: `${brand}-topup-free`,
      brandId: brand,
      categoryId: 'topup',
      objectType: 'TOPUP',
      name: `${name} top-up, any amount`,
      description: `Credit for ${name}, 5 to 150 ${tenant.currency}`,
      status: 'ACTIVE',
      faceValueCents: null,
      minAmountCents: 500,
      maxAmountCents: 150_00,
      serviceFeeCents: 0,
      taxRateBp: vat,
    });
    for (const [value, status] of OTHER_TOPUPS) topup(value, status);
  }
  const main = brands[0] ?? tenant.id;
  const fixed = (
    productId: string,
    objectType: string,
    categoryId: string,
    label: string,
    cents: number,
    fee: number,
    status = 'ACTIVE',
    taxBp = vat,
  ) =>
    add({
      productId,
      brandId: main,
      categoryId,
      objectType,
      name: label,
      description: label,
      status,
      faceValueCents: cents,
      minAmountCents: cents,
      maxAmountCents: cents,
      serviceFeeCents: fee,
      taxRateBp: taxBp,
    });
  fixed(`${main}-voucher-15`, 'VOUCHER', 'voucher', `${title(main)} voucher 15`, 15_00, 50);
  fixed(`${main}-voucher-30`, 'VOUCHER', 'voucher', `${title(main)} voucher 30`, 30_00, 50);
  fixed('giftcard-25', 'GIFT_CARD', 'giftcard', 'Gift card 25', 25_00, 100, 'ACTIVE', 0);
  fixed('giftcard-50', 'GIFT_CARD', 'giftcard', 'Gift card 50', 50_00, 100, 'ACTIVE', 0);
  fixed('giftcard-100', 'GIFT_CARD', 'giftcard', 'Gift card 100', 100_00, 100, 'INACTIVE', 0);
  fixed('esim-1gb', 'ESIM', 'esim', 'eSIM 1 GB, 7 days', 4_99, 0);
  fixed('esim-5gb', 'ESIM', 'esim', 'eSIM 5 GB, 30 days', 14_99, 0);
  fixed('esim-10gb', 'ESIM', 'esim', 'eSIM 10 GB, 30 days', 24_99, 0, 'OUT_OF_STOCK');
  fixed('esim-unlimited', 'ESIM', 'esim', 'eSIM unlimited, 30 days', 49_99, 0, 'COMING_SOON');
  return rows;
}
