import { and, asc, eq, ne } from 'drizzle-orm';
import type { Cart, CartItem } from '@/api/cart';
import { cartNeedsPayment } from '@/api/cartPayment';
import type { DeliveryAddress } from '@/api/common';
import type { TenantConfig } from '@/tenancy/schema';
import type { SandboxDb } from './db/client';
import { cartItems, carts, orders, products } from './db/schema';
import { notFound, conflict } from './http';
import { fromCents, netOf } from './money';
import { voucherFor } from './testData';

export type CartRow = typeof carts.$inferSelect;
export type ItemRow = typeof cartItems.$inferSelect;
export type ProductRow = typeof products.$inferSelect;

export interface LoadedCart {
  cart: CartRow;
  items: ItemRow[];
  products: Map<string, ProductRow>;
  /** the cart's order that is not cancelled, if any: read with the cart, in the same query */
  liveOrder?: { orderNumber: string; status: string };
}

const catalogues = new WeakMap<SandboxDb, Map<string, Promise<Map<string, ProductRow>>>>();

/**
 * A shop's products, read once per database: the sandbox has no call that changes the catalogue,
 * and every cart call needs it, so this saves a query on each.
 */
export function catalogueOf(root: SandboxDb, tenantId: string): Promise<Map<string, ProductRow>> {
  let byTenant = catalogues.get(root);
  if (!byTenant) catalogues.set(root, (byTenant = new Map()));
  let catalogue = byTenant.get(tenantId);
  if (!catalogue) {
    catalogue = root
      .select()
      .from(products)
      .where(eq(products.tenantId, tenantId))
      .orderBy(asc(products.sortOrder))
      .then((rows) => new Map(rows.map((row) => [row.productId, row])));
    catalogue.catch(() => byTenant?.delete(tenantId));
    byTenant.set(tenantId, catalogue);
  }
  return catalogue;
}

export interface CartScope {
  /** the request's database; products are cached against it */
  db: SandboxDb;
  tenant: TenantConfig;
}

/**
 * Loads a cart of this tenant with its items and its live order in one round trip; another
 * tenant's cart is UNKNOWN_CART like a missing one. `lock` takes the cart row FOR UPDATE.
 */
export async function loadCart(
  scope: CartScope,
  cartName: string,
  options: { tx?: SandboxDb; lock?: boolean } = {},
): Promise<LoadedCart> {
  const db = options.tx ?? scope.db;
  const tenantId = scope.tenant.id;
  const query = db
    .select({
      cart: carts,
      item: cartItems,
      orderNumber: orders.orderNumber,
      orderStatus: orders.status,
    })
    .from(carts)
    .leftJoin(cartItems, and(eq(cartItems.tenantId, carts.tenantId), eq(cartItems.cartName, carts.cartName)))
    .leftJoin(
      orders,
      and(
        eq(orders.tenantId, carts.tenantId),
        eq(orders.cartName, carts.cartName),
        ne(orders.status, 'cancelled'),
      ),
    )
    .where(and(eq(carts.tenantId, tenantId), eq(carts.cartName, cartName)))
    .orderBy(asc(cartItems.position));
  // the catalogue first: it is cached after the shop's first call (see ensureSeeded), and reading it
  // from the root database inside a PGlite transaction would wait for that transaction forever
  const catalogue = await catalogueOf(scope.db, tenantId);
  const rows = await (options.lock ? query.for('update', { of: carts }) : query);
  const first = rows[0];
  if (!first) throw notFound('UNKNOWN_CART', 'No such cart');
  const items: ItemRow[] = [];
  for (const row of rows) if (row.item) items.push(row.item);
  return {
    cart: first.cart,
    items,
    products: catalogue,
    liveOrder:
      first.orderNumber && first.orderStatus
        ? { orderNumber: first.orderNumber, status: first.orderStatus }
        : undefined,
  };
}

export async function liveOrderOf(db: SandboxDb, tenantId: string, cartName: string) {
  const [order] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.tenantId, tenantId), eq(orders.cartName, cartName), ne(orders.status, 'cancelled')));
  return order;
}

/** Once a cart has a live order its content is what is being paid for, so it stays as it is. */
export function assertUnlocked(loaded: LoadedCart): void {
  if (loaded.liveOrder)
    throw conflict('CART_LOCKED', 'The cart has an order in progress', {
      orderNumber: loaded.liveOrder.orderNumber,
    });
}

export interface CartTotals {
  faceCents: number;
  feeCents: number;
  discountCents: number;
  grossCents: number;
  netCents: number;
  /** the VAT inside the total per rate (basis points), in the order the rates first appear */
  taxes: Array<{ rateBp: number; vatCents: number }>;
}

/**
 * Splits `total` over `weights` in proportion, to the cent, so the parts add up to it exactly
 * (largest remainder first).
 */
export function allocate(total: number, weights: number[]): number[] {
  const sum = weights.reduce((a, b) => a + b, 0);
  if (sum === 0) return weights.map(() => 0);
  const exact = weights.map((weight) => (total * weight) / sum);
  const parts = exact.map(Math.floor);
  let left = total - parts.reduce((a, b) => a + b, 0);
  const order = exact.map((value, index) => ({ index, rest: value - Math.floor(value) }));
  order.sort((a, b) => b.rest - a.rest || a.index - b.index);
  for (const { index } of order) {
    if (left <= 0) break;
    parts[index] = (parts[index] ?? 0) + 1;
    left -= 1;
  }
  return parts;
}

/**
 * The cart's money: face values, fees and the vouchers' discount make the total; the VAT inside it
 * is taken per rate from each rate's share of the total after the discount, so net + VAT per rate
 * is the total to the cent (the storefront's moneyLines shows exactly these lines).
 */
export function totalsOf(loaded: LoadedCart): CartTotals {
  let faceCents = 0;
  let feeCents = 0;
  const grossByRate = new Map<number, number>();
  for (const item of loaded.items) {
    const product = loaded.products.get(item.productId);
    const fee = product?.serviceFeeCents ?? 0;
    const rateBp = product?.taxRateBp ?? 0;
    faceCents += item.amountCents * item.quantity;
    feeCents += fee * item.quantity;
    grossByRate.set(rateBp, (grossByRate.get(rateBp) ?? 0) + (item.amountCents + fee) * item.quantity);
  }
  let discountCents = 0;
  for (const code of loaded.cart.vouchers) {
    const rule = voucherFor(code);
    if (rule?.percentOff) discountCents += Math.round((faceCents * rule.percentOff) / 100);
    if (rule?.centsOff) discountCents += rule.centsOff;
  }
  discountCents = Math.min(discountCents, faceCents);
  const rates = [...grossByRate.keys()];
  const before = rates.map((rate) => grossByRate.get(rate) ?? 0);
  const taken = allocate(discountCents, before);
  const taxes = rates.map((rateBp, index) => {
    const gross = (before[index] ?? 0) - (taken[index] ?? 0);
    return { rateBp, gross, vatCents: gross - netOf(gross, rateBp) };
  });
  const grossCents = faceCents + feeCents - discountCents;
  const vatCents = taxes.reduce((sum, tax) => sum + tax.vatCents, 0);
  return {
    faceCents,
    feeCents,
    discountCents,
    grossCents,
    netCents: grossCents - vatCents,
    taxes: taxes.map(({ rateBp, vatCents: vat }) => ({ rateBp, vatCents: vat })),
  };
}

function itemView(item: ItemRow, product: ProductRow | undefined, lang: string | undefined): CartItem {
  const fee = product?.serviceFeeCents ?? 0;
  const details = item.details;
  return {
    itemKey: item.itemKey,
    productId: item.productId,
    amount: fromCents(item.amountCents),
    quantity: item.quantity,
    productName: (lang && product?.texts[lang]?.name) || (product?.name ?? item.productId),
    brandId: product?.brandId ?? '',
    categoryId: product?.categoryId ?? '',
    objectType: product?.objectType ?? 'TOPUP',
    serviceFee: fromCents(fee),
    grossAmount: fromCents((item.amountCents + fee) * item.quantity),
    ...(item.phoneNumber ? { phoneNumber: item.phoneNumber } : {}),
    ...(item.channel ? { channel: item.channel as CartItem['channel'] } : {}),
    ...(details.autoTopupOption ? { autoTopupOption: details.autoTopupOption } : {}),
    ...(details.smsTopupConsent ? { smsTopupConsent: details.smsTopupConsent } : {}),
    ...(details.cashCode ? { cashCode: details.cashCode } : {}),
    ...(details.autoTopupLight !== undefined ? { autoTopupLight: details.autoTopupLight } : {}),
    ...(details.autoTopupLightNotificationId
      ? { autoTopupLightNotificationId: details.autoTopupLightNotificationId }
      : {}),
  };
}

export function cartView(
  tenant: TenantConfig,
  loaded: LoadedCart,
  payment?: { method: string; iFrameUrl?: string },
  /** the language the lines are named in; absent: the shop's default language */
  lang?: string,
): Cart {
  const totals = totalsOf(loaded);
  const items = loaded.items.map((item) => itemView(item, loaded.products.get(item.productId), lang));
  return {
    cartName: loaded.cart.cartName,
    items,
    vouchers: loaded.cart.vouchers,
    savePayment: false,
    iFrameUrl: payment?.iFrameUrl ?? null,
    paymentMethod: payment ? { name: payment.method } : null,
    additionalData: null,
    deliveryAddress: (loaded.cart.deliveryAddress as DeliveryAddress | null) ?? null,
    summary: {
      netAmount: fromCents(totals.netCents),
      grossAmount: fromCents(totals.grossCents),
      totalServiceFee: fromCents(totals.feeCents),
      discount: fromCents(totals.discountCents),
      currency: tenant.currency,
      taxes: totals.taxes.map((tax) => ({ rate: tax.rateBp / 100, amount: fromCents(tax.vatCents) })),
    },
    needsPayment: cartNeedsPayment(items),
  };
}
