import { and, eq } from 'drizzle-orm';
import type { CartItemInput } from '@/api/cart';
import { withPlus } from '@/api/cart';
import type { SandboxDb } from '../db/client';
import { cartItems, carts, products } from '../db/schema';
import { assertUnlocked, catalogueOf, loadCart, readCartView, type LoadedCart } from '../carts';
import { DomainError, notFound, unprocessable, conflict, type Handler, type HandlerContext } from '../http';
import { newCartName } from '../ids';
import { toCents } from '../money';
import {
  CART_LIMITS,
  EXISTING_LOW_BALANCE_SUFFIX,
  REGISTERED_SMS_CONSENT_SUFFIX,
  endsWith,
  isServedCountry,
  voucherFor,
} from '../testData';

interface NewItem {
  productId: string;
  amountCents: number;
  phoneNumber: string | null;
  channel: string | null;
  details: Record<string, unknown>;
}

async function checkItems(ctx: HandlerContext, inputs: CartItemInput[]): Promise<NewItem[]> {
  const known = await catalogueOf(ctx.db, ctx.tenant.id);
  return inputs.map((input, index) => {
    const product = known.get(input.productId);
    if (!product) throw notFound('PRODUCT_NOT_FOUND', `No product ${input.productId}`);
    if (product.status !== 'ACTIVE')
      throw unprocessable('PRODUCT_NOT_AVAILABLE', `Product ${input.productId} is ${product.status}`);
    const setupOnly = Boolean(input.autoTopupOption || input.smsTopupConsent);
    const cents = input.amount === undefined ? product.faceValueCents : toCents(input.amount);
    const inRange = cents !== null && cents >= product.minAmountCents && cents <= product.maxAmountCents;
    if (cents === null || (!inRange && !(setupOnly && cents === 0)))
      throw unprocessable('INVALID_AMOUNT', `Amount not offered for ${input.productId}`);
    const phone = input.phoneNumber ? withPlus(input.phoneNumber) : null;
    if (product.objectType === 'TOPUP' && !phone)
      throw new DomainError(400, 'VALIDATION_FAILED', 'A top-up needs a phone number', {
        fields: [`items.${index}.phoneNumber`],
      });
    if (phone && !isServedCountry(ctx.tenant, phone))
      throw unprocessable('UNAVAILABLE_COUNTRY', 'The shop does not serve this phone number');
    if (input.autoTopupOption?.lowBalanceOption && endsWith(phone, EXISTING_LOW_BALANCE_SUFFIX))
      throw conflict('EXISTING_LOW_BALANCE_TOPUP', 'A low-balance top-up already exists for this number');
    if (input.smsTopupConsent && endsWith(phone, REGISTERED_SMS_CONSENT_SUFFIX))
      throw conflict('ALREADY_REGISTERED_TOPUP_CONSENT_PHONE_NUMBER', 'SMS top-up already registered');
    const { productId: _p, amount: _a, phoneNumber: _n, channel, ...details } = input;
    return {
      productId: product.productId,
      amountCents: cents,
      phoneNumber: phone,
      channel: channel ?? null,
      details,
    };
  });
}

/** SPEC §8 cart limits, checked on what the cart would hold after the change. */
export function checkLimits(
  lines: Array<{ productId: string; amountCents: number; quantity: number }>,
): void {
  const byProduct = new Map<string, { count: number; cents: number }>();
  let count = 0;
  let cents = 0;
  for (const line of lines) {
    const entry = byProduct.get(line.productId) ?? { count: 0, cents: 0 };
    entry.count += line.quantity;
    entry.cents += line.amountCents * line.quantity;
    byProduct.set(line.productId, entry);
    count += line.quantity;
    cents += line.amountCents * line.quantity;
  }
  for (const entry of byProduct.values()) {
    if (entry.count > CART_LIMITS.perProductCount)
      throw unprocessable('CART_LIMIT_PER_PRODUCT_COUNT_VALUE_EXCEEDED', 'Too many of one product');
    if (entry.cents > CART_LIMITS.perProductFaceValueCents)
      throw unprocessable('CART_LIMIT_PER_PRODUCT_FACE_VALUE_EXCEEDED', 'Too much of one product');
  }
  if (count > CART_LIMITS.totalCount)
    throw unprocessable('CART_LIMIT_TOTAL_COUNT_VALUE_EXCEEDED', 'Too many items');
  if (cents > CART_LIMITS.totalFaceValueCents)
    throw unprocessable('CART_LIMIT_TOTAL_FACE_VALUE_EXCEEDED', 'The cart total is too high');
}

async function newCart(db: SandboxDb, ctx: HandlerContext): Promise<string> {
  const cartName = newCartName();
  const now = Date.now();
  await db.insert(carts).values({
    tenantId: ctx.tenant.id,
    cartName,
    channel: ctx.channel,
    vouchers: [],
    otpRequired: false,
    otpValidated: false,
    nextItem: 1,
    createdAt: now,
    updatedAt: now,
  });
  return cartName;
}

/** Adds items in one transaction: all of them or none. */
export async function addItems(ctx: HandlerContext, cartName: string | undefined, inputs: CartItemInput[]) {
  const checked = await checkItems(ctx, inputs);
  return ctx.db.transaction(async (tx) => {
    const name = cartName ?? (await newCart(tx, ctx));
    const loaded: LoadedCart = await loadCart(ctx, name, { tx, lock: true });
    await assertUnlocked(tx, ctx.tenant.id, name);
    checkLimits([...loaded.items, ...checked.map((item) => ({ ...item, quantity: 1 }))]);
    let next = loaded.cart.nextItem;
    const position = loaded.items.reduce((max, item) => Math.max(max, item.position), 0);
    await tx.insert(cartItems).values(
      checked.map((item, index) => ({
        tenantId: ctx.tenant.id,
        cartName: name,
        itemKey: `item-${next++}`,
        position: position + index + 1,
        productId: item.productId,
        amountCents: item.amountCents,
        quantity: 1,
        phoneNumber: item.phoneNumber,
        channel: item.channel ?? ctx.channel,
        details: item.details,
      })),
    );
    await tx
      .update(carts)
      .set({ nextItem: next, updatedAt: Date.now(), otpValidated: false })
      .where(and(eq(carts.tenantId, ctx.tenant.id), eq(carts.cartName, name)));
    return name;
  });
}

/** createCart: a web or chatbot request (SPEC §4) — the main brand's top-up for the amount. */
const createCart: Handler = async (ctx, { body }) => {
  let productId: string | undefined = body.productId;
  if (!productId) {
    const brand = Object.keys(ctx.tenant.brandRoutes)[0] ?? ctx.tenant.id;
    const [fixed] = await ctx.db
      .select({ productId: products.productId })
      .from(products)
      .where(
        and(
          eq(products.tenantId, ctx.tenant.id),
          eq(products.brandId, brand),
          eq(products.objectType, 'TOPUP'),
          eq(products.status, 'ACTIVE'),
          eq(products.faceValueCents, toCents(body.amount)),
        ),
      );
    productId = fixed?.productId ?? `${brand}-topup-free`;
  }
  const cartName = await addItems(ctx, undefined, [
    { productId, amount: body.amount, phoneNumber: body.phoneNumber },
  ]);
  return { body: { cartName } };
};

const addToCartLegacy: Handler = async (ctx, { body }) => ({
  body: { cartName: await addItems(ctx, undefined, body.items) },
});

const addToCart: Handler = async (ctx, { body }) => {
  const cartName = await addItems(ctx, body.cartName, body.items);
  return { body: await readCartView(ctx, cartName) };
};

const setItemCount: Handler = async (ctx, { params }) => {
  await ctx.db.transaction(async (tx) => {
    const loaded = await loadCart(ctx, params.cartName, { tx, lock: true });
    await assertUnlocked(tx, ctx.tenant.id, params.cartName);
    const item = loaded.items.find((i) => i.itemKey === params.itemKey);
    if (!item) throw notFound('UNKNOWN_ITEM', 'No such item in the cart');
    const where = and(
      eq(cartItems.tenantId, ctx.tenant.id),
      eq(cartItems.cartName, params.cartName),
      eq(cartItems.itemKey, params.itemKey),
    );
    if (params.count === 0) {
      await tx.delete(cartItems).where(where);
      return;
    }
    checkLimits(loaded.items.map((i) => (i === item ? { ...i, quantity: params.count } : i)));
    await tx.update(cartItems).set({ quantity: params.count }).where(where);
  });
  return { body: await readCartView(ctx, params.cartName) };
};

const removeItem: Handler = async (ctx, { params }) => {
  await loadCart(ctx, params.cartName);
  await assertUnlocked(ctx.db, ctx.tenant.id, params.cartName);
  const removed = await ctx.db
    .delete(cartItems)
    .where(
      and(
        eq(cartItems.tenantId, ctx.tenant.id),
        eq(cartItems.cartName, params.cartName),
        eq(cartItems.itemKey, params.itemKey),
      ),
    )
    .returning({ itemKey: cartItems.itemKey });
  if (removed.length === 0) throw notFound('UNKNOWN_ITEM', 'No such item in the cart');
  return { body: await readCartView(ctx, params.cartName) };
};

const getCart: Handler = async (ctx, { params }) => ({
  body: await readCartView(ctx, params.cartName),
});

const vouchers =
  (mode: 'add' | 'remove'): Handler =>
  async (ctx, { body }) => {
    const loaded = await loadCart(ctx, body.cartName);
    await assertUnlocked(ctx.db, ctx.tenant.id, body.cartName);
    const codes = (body.voucherCodes as string[]).map((code) => code.toUpperCase());
    if (mode === 'add' && codes.some((code) => !voucherFor(code)))
      throw unprocessable('VOUCHER_TOKEN_INVALID', 'The voucher code is not valid');
    const next =
      mode === 'add'
        ? [...new Set([...loaded.cart.vouchers, ...codes])]
        : loaded.cart.vouchers.filter((code) => !codes.includes(code));
    await ctx.db
      .update(carts)
      .set({ vouchers: next, updatedAt: Date.now() })
      .where(and(eq(carts.tenantId, ctx.tenant.id), eq(carts.cartName, body.cartName)));
    return { body: await readCartView(ctx, body.cartName) };
  };

export const cartHandlers: Record<string, Handler> = {
  createCart,
  addToCartLegacy,
  addToCart,
  setCartItemCount: setItemCount,
  removeCartItem: removeItem,
  getCart,
  addVouchers: vouchers('add'),
  removeVouchers: vouchers('remove'),
};
