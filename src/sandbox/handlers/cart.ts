import { and, eq } from 'drizzle-orm';
import {
  addToCartLegacyRoute,
  addToCartRoute,
  addVouchersRoute,
  type CartItemInput,
  createCartRoute,
  getCartRoute,
  removeItemRoute,
  removeVouchersRoute,
  setItemCountRoute,
  withPlus,
} from '@/api/cart';
import * as phoneLib from 'libphonenumber-js/mobile';
import { isNumberOf } from '@/tenancy/phone';
import { cartItems, carts } from '../db/schema';
import { assertUnlocked, cartView, catalogueOf, loadCart, type CartRow, type LoadedCart } from '../carts';
import { DomainError, notFound, unprocessable, conflict, defineHandler, type HandlerContext } from '../http';
import { newCartName } from '../ids';
import { cartChanged, otpAfterChange } from '../settlement';
import { assertNoExistingSetup } from '../topupSetups';
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
  const items = inputs.map((input, index) => {
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
    // credit abroad goes to a number of the destination; the shop's own products to its countries
    const served = product.destination
      ? isNumberOf(phone ?? '', product.destination.country, phoneLib)
      : isServedCountry(ctx.tenant, phone ?? '');
    if (phone && !served)
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
  await assertNoExistingSetup(ctx, items);
  return items;
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

/** Adds items, all of them or none, and answers the cart as it now is. */
export async function addItems(
  ctx: HandlerContext,
  cartName: string | undefined,
  inputs: CartItemInput[],
): Promise<LoadedCart> {
  const checked = await checkItems(ctx, inputs);
  const tenantId = ctx.tenant.id;
  const itemRows = (name: string, nextItem: number, position: number) =>
    checked.map((item, index) => ({
      tenantId,
      cartName: name,
      itemKey: `item-${nextItem + index}`,
      position: position + index + 1,
      productId: item.productId,
      amountCents: item.amountCents,
      quantity: 1,
      phoneNumber: item.phoneNumber,
      channel: item.channel ?? ctx.channel,
      details: item.details,
    }));
  if (!cartName) {
    // A new cart has no items and no order yet: nothing to read or lock. The cart and its items
    // go in with one statement (the cart's INSERT as a WITH query), so all or nothing is stored.
    checkLimits(checked.map((item) => ({ ...item, quantity: 1 })));
    const now = Date.now();
    const cart: CartRow = {
      tenantId,
      cartName: newCartName(),
      channel: ctx.channel,
      vouchers: [],
      deliveryAddress: null,
      language: null,
      otpRequired: false,
      otpCode: null,
      otpSentAt: null,
      otpValidated: false,
      nextItem: checked.length + 1,
      createdAt: now,
      updatedAt: now,
    };
    const newCart = ctx.db.$with('new_cart').as(ctx.db.insert(carts).values(cart).returning());
    const items = await ctx.db
      .with(newCart)
      .insert(cartItems)
      .values(itemRows(cart.cartName, 1, 0))
      .returning();
    return { cart, items, products: await catalogueOf(ctx.db, tenantId) };
  }
  return ctx.db.transaction(async (tx) => {
    const loaded = await loadCart(ctx, cartName, { tx, lock: true });
    assertUnlocked(loaded);
    checkLimits([...loaded.items, ...checked.map((item) => ({ ...item, quantity: 1 }))]);
    const position = loaded.items.reduce((max, item) => Math.max(max, item.position), 0);
    const added = await tx
      .insert(cartItems)
      .values(itemRows(cartName, loaded.cart.nextItem, position))
      .returning();
    const items = [...loaded.items, ...added];
    const [cart] = await tx
      .update(carts)
      .set({
        nextItem: loaded.cart.nextItem + checked.length,
        ...otpAfterChange({ ...loaded, items }),
        updatedAt: Date.now(),
      })
      .where(and(eq(carts.tenantId, tenantId), eq(carts.cartName, cartName)))
      .returning();
    return { ...loaded, cart: cart ?? loaded.cart, items };
  });
}

/** createCart: a web or chatbot request (SPEC §4) — the main brand's top-up for the amount. */
const createCart = defineHandler(createCartRoute, async (ctx, { body }) => {
  let productId: string | undefined = body.productId;
  if (!productId) {
    const brand = Object.keys(ctx.tenant.brandRoutes)[0] ?? ctx.tenant.id;
    const cents = toCents(body.amount);
    let fixed: string | undefined;
    for (const product of (await catalogueOf(ctx.db, ctx.tenant.id)).values())
      if (
        product.brandId === brand &&
        product.objectType === 'TOPUP' &&
        product.status === 'ACTIVE' &&
        product.faceValueCents === cents
      ) {
        fixed = product.productId;
        break;
      }
    productId = fixed ?? `${brand}-topup-free`;
  }
  const loaded = await addItems(ctx, undefined, [
    { productId, amount: body.amount, phoneNumber: body.phoneNumber },
  ]);
  return { body: { cartName: loaded.cart.cartName } };
});

const addToCartLegacy = defineHandler(addToCartLegacyRoute, async (ctx, { body }) => ({
  body: { cartName: (await addItems(ctx, undefined, body.items)).cart.cartName },
}));

const addToCart = defineHandler(addToCartRoute, async (ctx, { body }) => ({
  body: cartView(ctx.tenant, await addItems(ctx, body.cartName, body.items)),
}));

const itemWhere = (ctx: HandlerContext, cartName: string, itemKey: string) =>
  and(
    eq(cartItems.tenantId, ctx.tenant.id),
    eq(cartItems.cartName, cartName),
    eq(cartItems.itemKey, itemKey),
  );

const setItemCount = defineHandler(setItemCountRoute, async (ctx, { params }) => {
  const loaded = await ctx.db.transaction(async (tx) => {
    const current = await loadCart(ctx, params.cartName, { tx, lock: true });
    assertUnlocked(current);
    const item = current.items.find((i) => i.itemKey === params.itemKey);
    if (!item) throw notFound('UNKNOWN_ITEM', 'No such item in the cart');
    const where = itemWhere(ctx, params.cartName, params.itemKey);
    let changed: LoadedCart;
    if (params.count === 0) {
      await tx.delete(cartItems).where(where);
      changed = { ...current, items: current.items.filter((i) => i !== item) };
    } else {
      const items = current.items.map((i) => (i === item ? { ...i, quantity: params.count as number } : i));
      checkLimits(items);
      await tx.update(cartItems).set({ quantity: params.count }).where(where);
      changed = { ...current, items };
    }
    await cartChanged(tx, ctx.tenant, changed);
    return changed;
  });
  return { body: cartView(ctx.tenant, loaded) };
});

const removeItem = defineHandler(removeItemRoute, async (ctx, { params }) => {
  const loaded = await ctx.db.transaction(async (tx) => {
    const current = await loadCart(ctx, params.cartName, { tx, lock: true });
    assertUnlocked(current);
    const removed = await tx
      .delete(cartItems)
      .where(itemWhere(ctx, params.cartName, params.itemKey))
      .returning({ itemKey: cartItems.itemKey });
    if (removed.length === 0) throw notFound('UNKNOWN_ITEM', 'No such item in the cart');
    const changed = { ...current, items: current.items.filter((i) => i.itemKey !== params.itemKey) };
    await cartChanged(tx, ctx.tenant, changed);
    return changed;
  });
  return { body: cartView(ctx.tenant, loaded) };
});

const getCart = defineHandler(getCartRoute, async (ctx, { params, query }) => ({
  body: cartView(ctx.tenant, await loadCart(ctx, params.cartName), undefined, query.lang),
}));

async function changeVouchers(
  ctx: HandlerContext,
  mode: 'add' | 'remove',
  body: { cartName: string; voucherCodes: string[] },
) {
  const codes = body.voucherCodes.map((code) => code.toUpperCase());
  const loaded = await ctx.db.transaction(async (tx) => {
    const current = await loadCart(ctx, body.cartName, { tx, lock: true });
    assertUnlocked(current);
    if (mode === 'add' && codes.some((code) => !voucherFor(code)))
      throw unprocessable('VOUCHER_TOKEN_INVALID', 'The voucher code is not valid');
    const next =
      mode === 'add'
        ? [...new Set([...current.cart.vouchers, ...codes])]
        : current.cart.vouchers.filter((code) => !codes.includes(code));
    const [cart] = await tx
      .update(carts)
      .set({
        vouchers: next,
        ...otpAfterChange({ ...current, cart: { ...current.cart, vouchers: next } }),
        updatedAt: Date.now(),
      })
      .where(and(eq(carts.tenantId, ctx.tenant.id), eq(carts.cartName, body.cartName)))
      .returning();
    return { ...current, cart: cart ?? current.cart };
  });
  return { body: cartView(ctx.tenant, loaded) };
}

const addVouchers = defineHandler(addVouchersRoute, (ctx, { body }) => changeVouchers(ctx, 'add', body));
const removeVouchers = defineHandler(removeVouchersRoute, (ctx, { body }) =>
  changeVouchers(ctx, 'remove', body),
);

export const cartHandlers = [
  createCart,
  addToCartLegacy,
  addToCart,
  setItemCount,
  removeItem,
  getCart,
  addVouchers,
  removeVouchers,
];
