import { z } from 'zod/mini';
import {
  amount,
  cartName,
  channel,
  currency,
  deliveryAddress,
  identifier,
  money,
  phoneNumber,
  taxesByRate,
} from './common';
import { callRoute, type ApiContext } from './http';
import { defineRoute } from './route';

const ADD_TO_CART_ERRORS = [
  'EXISTING_LOW_BALANCE_TOPUP',
  'ALREADY_REGISTERED_TOPUP_CONSENT_PHONE_NUMBER',
  'CART_LIMIT_PER_PRODUCT_FACE_VALUE_EXCEEDED',
  'CART_LIMIT_PER_PRODUCT_COUNT_VALUE_EXCEEDED',
  'CART_LIMIT_TOTAL_FACE_VALUE_EXCEEDED',
  'CART_LIMIT_TOTAL_COUNT_VALUE_EXCEEDED',
  'UNAVAILABLE_COUNTRY',
  'PRODUCT_NOT_FOUND',
  'PRODUCT_NOT_AVAILABLE',
  'INVALID_AMOUNT',
  'UNKNOWN_CART',
  'CART_LOCKED',
  'VALIDATION_FAILED',
] as const;

/** SPEC §3 auto top-up option of a cart item; weekly days are 1-7 (Monday-Sunday). */
export const autoTopupOption = z
  .object({
    lowBalanceOption: z.optional(z.object({ lowBalanceLimit: money })),
    recurringOption: z.optional(
      z.object({
        recurringType: z.enum(['WEEKLY', 'MONTHLY']),
        recurringDay: z.number().check(z.int(), z.minimum(1), z.maximum(31)),
      }),
    ),
  })
  .check(
    z.refine(
      (o) =>
        !o.recurringOption ||
        o.recurringOption.recurringType !== 'WEEKLY' ||
        o.recurringOption.recurringDay <= 7,
      {
        message: 'a weekly day is 1-7',
        path: ['recurringOption', 'recurringDay'],
      },
    ),
  );

export const cartItemInput = z.object({
  productId: identifier,
  /** the item's price (a fixed face value too); 0 for a zero-price auto top-up or SMS consent setup; a
   * client that leaves it out gets the product's face value */
  amount: z.optional(money),
  autoTopupOption: z.optional(autoTopupOption),
  phoneNumber: z.optional(phoneNumber),
  smsTopupConsent: z.optional(z.object({ pinCode: z.string().check(z.regex(/^\d{4}$/, 'four digits')) })),
  cashCode: z.optional(z.string().check(z.minLength(1), z.maxLength(64))),
  autoTopupLight: z.optional(z.boolean()),
  autoTopupLightNotificationId: z.optional(z.string().check(z.minLength(1), z.maxLength(128))),
  channel: z.optional(channel),
});
export type CartItemInput = z.infer<typeof cartItemInput>;

export const cartItem = z.extend(cartItemInput, {
  itemKey: z.string(),
  amount: money,
  quantity: z.number().check(z.int(), z.positive()),
  productName: z.string(),
  brandId: z.string(),
  categoryId: z.string(),
  objectType: z.string(),
  serviceFee: money,
  grossAmount: money,
});
export type CartItem = z.infer<typeof cartItem>;

export const cartSummary = z.object({
  netAmount: money,
  grossAmount: money,
  totalServiceFee: money,
  discount: money,
  currency,
  taxes: taxesByRate,
});

export const cart = z.object({
  cartName: z.string(),
  items: z.array(cartItem),
  vouchers: z.array(z.string()),
  savePayment: z.boolean(),
  iFrameUrl: z.nullable(z.string()),
  paymentMethod: z.nullable(z.object({ name: z.string() })),
  additionalData: z.nullable(z.record(z.string(), z.unknown())),
  deliveryAddress: z.nullable(deliveryAddress),
  summary: cartSummary,
  /** SPEC §4 "cart needs payment" as the backend sees it */
  needsPayment: z.boolean(),
});
export type Cart = z.infer<typeof cart>;

const items = z.array(cartItemInput).check(z.minLength(1), z.maxLength(50));

export const createCartRoute = defineRoute({
  id: 'createCart',
  method: 'POST',
  path: '/api/shop/createCart',
  tag: 'cart',
  summary: 'Creates a cart holding one top-up for a phone number and amount (a web or chatbot request)',
  body: z.object({ phoneNumber, amount, productId: z.optional(identifier) }),
  response: z.object({ cartName: z.string() }),
  errors: ADD_TO_CART_ERRORS,
});

export const addToCartLegacyRoute = defineRoute({
  id: 'addToCartLegacy',
  method: 'POST',
  path: '/api/shop/rest/addToCart',
  tag: 'cart',
  summary: 'Legacy add to cart: creates a new cart with the items',
  body: z.object({ items }),
  response: z.object({ cartName: z.string() }),
  errors: ADD_TO_CART_ERRORS,
});

export const addToCartRoute = defineRoute({
  id: 'addToCart',
  method: 'POST',
  path: '/api/shop/rest/v2/addToCart',
  tag: 'cart',
  summary: 'Adds items to the named cart, or to a new cart when no cartName is given',
  body: z.object({ cartName: z.optional(cartName), items }),
  response: cart,
  errors: ADD_TO_CART_ERRORS,
});

const itemParams = z.object({ cartName, itemKey: identifier });

export const setItemCountRoute = defineRoute({
  id: 'setCartItemCount',
  method: 'PUT',
  path: '/api/shop/rest/v2/carts/{cartName}/items/{itemKey}/{count}',
  tag: 'cart',
  summary: 'Sets the quantity of one cart item (0 removes it)',
  params: z.extend(itemParams, { count: z.coerce.number().check(z.int(), z.minimum(0), z.maximum(99)) }),
  response: cart,
  errors: [...ADD_TO_CART_ERRORS, 'UNKNOWN_ITEM'],
});

export const removeItemRoute = defineRoute({
  id: 'removeCartItem',
  method: 'DELETE',
  path: '/api/shop/rest/v2/carts/{cartName}/items/{itemKey}',
  tag: 'cart',
  summary: 'Removes one cart item',
  params: itemParams,
  response: cart,
  errors: ['UNKNOWN_CART', 'UNKNOWN_ITEM', 'CART_LOCKED'],
});

export const getCartRoute = defineRoute({
  id: 'getCart',
  method: 'GET',
  path: '/api/shop/rest/v2/carts/{cartName}',
  tag: 'cart',
  summary: 'Reads a cart; its lines are named in `lang` where the shop has that language',
  params: z.object({ cartName }),
  query: z.object({
    /** the page's language: a line reads as the catalogue names its product in it */
    lang: z.optional(z.string().check(z.regex(/^[a-z]{2}(-[a-z]{2})?$/))),
  }),
  response: cart,
  errors: ['UNKNOWN_CART'],
});

const voucherBody = z.object({
  cartName,
  voucherCodes: z
    .array(z.string().check(z.regex(/^[A-Za-z0-9-]{1,32}$/, 'a voucher code')))
    .check(z.minLength(1), z.maxLength(10)),
});

export const addVouchersRoute = defineRoute({
  id: 'addVouchers',
  method: 'POST',
  path: '/api/shop/rest/addVouchers',
  tag: 'cart',
  summary: 'Applies voucher or promo codes to a cart',
  body: voucherBody,
  response: cart,
  errors: ['UNKNOWN_CART', 'VOUCHER_TOKEN_INVALID', 'CART_LOCKED'],
});

export const removeVouchersRoute = defineRoute({
  id: 'removeVouchers',
  method: 'POST',
  path: '/api/shop/rest/removeVouchers',
  tag: 'cart',
  summary: 'Removes voucher or promo codes from a cart',
  body: voucherBody,
  response: cart,
  errors: ['UNKNOWN_CART', 'CART_LOCKED'],
});

export const cartRoutes = [
  createCartRoute,
  addToCartLegacyRoute,
  addToCartRoute,
  setItemCountRoute,
  removeItemRoute,
  getCartRoute,
  addVouchersRoute,
  removeVouchersRoute,
];

/** SPEC §5: a phone number gets a leading + when a cart is created. */
export const withPlus = (phone: string): string => (phone.startsWith('+') ? phone : `+${phone}`);

/** SPEC §5: an add creates one item entry per quantity (default 1). */
export function expandQuantity(entries: Array<CartItemInput & { quantity?: number }>): CartItemInput[] {
  return entries.flatMap(({ quantity = 1, ...item }) =>
    Array.from({ length: Math.max(1, quantity) }, () => item),
  );
}

export const createCart = (
  ctx: ApiContext,
  input: { phoneNumber: string; amount: number; productId?: string },
) => callRoute(ctx, createCartRoute, { body: { ...input, phoneNumber: withPlus(input.phoneNumber) } });

export const addToCartLegacy = (ctx: ApiContext, entries: Array<CartItemInput & { quantity?: number }>) =>
  callRoute(ctx, addToCartLegacyRoute, { body: { items: expandQuantity(entries) } });

export const addToCart = (
  ctx: ApiContext,
  input: { cartName?: string; items: Array<CartItemInput & { quantity?: number }> },
) =>
  callRoute(ctx, addToCartRoute, { body: { cartName: input.cartName, items: expandQuantity(input.items) } });

export const setCartItemCount = (ctx: ApiContext, cartName: string, itemKey: string, count: number) =>
  callRoute(ctx, setItemCountRoute, { params: { cartName, itemKey, count } });

export const removeCartItem = (ctx: ApiContext, cartName: string, itemKey: string) =>
  callRoute(ctx, removeItemRoute, { params: { cartName, itemKey } });

export const getCart = (ctx: ApiContext, cartName: string, lang?: string) =>
  callRoute(ctx, getCartRoute, { params: { cartName }, query: { lang } });

export const addVouchers = (ctx: ApiContext, cartName: string, voucherCodes: string[]) =>
  callRoute(ctx, addVouchersRoute, { body: { cartName, voucherCodes } });

export const removeVouchers = (ctx: ApiContext, cartName: string, voucherCodes: string[]) =>
  callRoute(ctx, removeVouchersRoute, { body: { cartName, voucherCodes } });
