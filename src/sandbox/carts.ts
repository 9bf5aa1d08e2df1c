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
}

export function totalsOf(loaded: LoadedCart): CartTotals {
  let faceCents = 0;
  let feeCents = 0;
  let netCents = 0;
  for (const item of loaded.items) {
    const product = loaded.products.get(item.productId);
    const fee = product?.serviceFeeCents ?? 0;
    faceCents += item.amountCents * item.quantity;
    feeCents += fee * item.quantity;
    netCents += netOf((item.amountCents + fee) * item.quantity, product?.taxRateBp ?? 0);
  }
  let discountCents = 0;
  for (const code of loaded.cart.vouchers) {
    const rule = voucherFor(code);
    if (rule?.percentOff) discountCents += Math.round((faceCents * rule.percentOff) / 100);
    if (rule?.centsOff) discountCents += rule.centsOff;
  }
  discountCents = Math.min(discountCents, faceCents);
  const beforeDiscount = faceCents + feeCents;
  const grossCents = beforeDiscount - discountCents;
  const net = beforeDiscount === 0 ? 0 : Math.round((netCents * grossCents) / beforeDiscount);
  return { faceCents, feeCents, discountCents, grossCents, netCents: net };
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
    },
    needsPayment: cartNeedsPayment(items),
  };
}
