import { z } from 'zod';
import { deliveryAddress, emptyResponse, identifier, orderNumber, phoneNumber } from './common';
import { callRoute, type ApiContext } from './http';
import { defineRoute } from './route';

const AUTH = ['AUTHORIZATION_REQUIRED'] as const;

/**
 * SPEC §3 leaves the profile beyond userId open: the customer's name, phone and postal address
 * (the address fields may be absent from a backend that does not keep them).
 */
export const profile = z.object({
  userId: z.string(),
  email: z.string().nullable(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  phoneNumber: z.string().nullable(),
  street: z.string().nullable().optional(),
  houseNumber: z.string().nullable().optional(),
  zip: z.string().nullable().optional(),
  city: z.string().nullable().optional(),
  /** ISO 3166 alpha-2, from the country lists of SPEC §3 */
  countryCode: z.string().nullable().optional(),
});
export type Profile = z.infer<typeof profile>;

/** A field left out stays as it is; an empty string clears it. */
export const profileEditBody = z.object({
  firstName: z.string().max(100).optional(),
  lastName: z.string().max(100).optional(),
  phoneNumber: z.union([phoneNumber, z.literal('')]).optional(),
  street: z.string().max(200).optional(),
  houseNumber: z.string().max(20).optional(),
  zip: z.string().max(20).optional(),
  city: z.string().max(100).optional(),
  countryCode: z
    .string()
    .regex(/^([A-Z]{2})?$/, 'a two-letter country code')
    .optional(),
});

/** SPEC §3 saved payment token; the card expiry (MMYY) is shown as MM/YY by the client. */
export const paymentToken = z.object({
  id: z.string(),
  cardExpiryDate: z.string(),
  paymentMethod: z.string(),
  /** mastercard or visa for a card (SPEC §9 card brands), null for other methods */
  cardBrand: z.string().nullable().optional(),
  /** the card number as the customer may see it, e.g. •••• 4242; null for other methods */
  maskedNumber: z.string().nullable().optional(),
});
export type PaymentToken = z.infer<typeof paymentToken>;

export const profileRoute = defineRoute({
  id: 'getProfile',
  method: 'GET',
  path: '/api/shop/rest/account/profile',
  tag: 'account',
  summary: "The signed-in customer's profile",
  response: profile,
  errors: AUTH,
  auth: true,
});

export const profileEditRoute = defineRoute({
  id: 'editProfile',
  method: 'POST',
  path: '/api/shop/rest/account/profile/edit',
  tag: 'account',
  summary: "Edits the signed-in customer's profile",
  body: profileEditBody,
  response: profile,
  errors: [...AUTH, 'VALIDATION_FAILED'],
  auth: true,
});

export const addressLookupRoute = defineRoute({
  id: 'addressLookup',
  method: 'GET',
  path: '/api/shop/rest/address/lookup',
  tag: 'account',
  summary: 'Address suggestions for a postcode',
  query: z.object({
    postcode: z.string().regex(/^[A-Za-z0-9 -]{2,10}$/),
    countryCode: z.string().regex(/^[A-Za-z]{2}$/),
    countryName: z.string().max(100).optional(),
  }),
  response: z.object({ addresses: z.array(deliveryAddress) }),
  errors: [],
});

export const paymentTokenCreateBody = z.object({
  paymentMethod: z.string().regex(/^[a-z]{2,20}$/),
  deliveryAddress: deliveryAddress.extend({ deviceId: z.string().max(200).optional() }),
});

export const paymentTokenCreateRoute = defineRoute({
  id: 'createPaymentToken',
  method: 'POST',
  path: '/api/shop/rest/payment-tokens/create',
  tag: 'paymentTokens',
  summary: 'Starts saving a payment method; the browser is redirected to payerUrl',
  body: paymentTokenCreateBody,
  response: z.object({ payerUrl: z.string() }),
  errors: [...AUTH, 'PAYMENT_METHOD_IS_NOT_AVAILABLE'],
  auth: true,
});

export const paymentTokensRoute = defineRoute({
  id: 'listPaymentTokens',
  method: 'GET',
  path: '/api/shop/rest/payment-tokens',
  tag: 'paymentTokens',
  summary: 'Saved payment methods',
  response: z.object({ paymentTokens: z.array(paymentToken) }),
  errors: AUTH,
  auth: true,
});

export const paymentTokenDeleteRoute = defineRoute({
  id: 'deletePaymentToken',
  method: 'POST',
  path: '/api/shop/rest/payment-tokens/delete',
  tag: 'paymentTokens',
  summary: 'Deletes a saved payment method',
  body: z.object({ id: identifier }),
  response: emptyResponse,
  errors: [...AUTH, 'PAYMENT_TOKEN_INVALID'],
  auth: true,
});

export const paymentTokenConfirmRoute = defineRoute({
  id: 'confirmPaymentToken',
  method: 'POST',
  path: '/api/shop/rest/payment-tokens/confirm',
  tag: 'paymentTokens',
  summary: 'Confirms a saved payment method after the provider round trip',
  body: z.object({ id: identifier, orderNumber }),
  response: z.object({ payerUrl: z.string() }),
  errors: [
    ...AUTH,
    'TOKEN_STATUS_CANCELED',
    'FRAUD_DECLINED',
    'PAYMENT_TOKEN_INVALID',
    'UNKNOWN_ORDER',
    'ORDER_ALREADY_COMMITTED',
  ],
  auth: true,
});

export const accountRoutes = [
  profileRoute,
  profileEditRoute,
  addressLookupRoute,
  paymentTokenCreateRoute,
  paymentTokensRoute,
  paymentTokenDeleteRoute,
  paymentTokenConfirmRoute,
];

export const getProfile = (ctx: ApiContext) => callRoute(ctx, profileRoute);
export const editProfile = (ctx: ApiContext, body: z.input<typeof profileEditBody>) =>
  callRoute(ctx, profileEditRoute, { body });
export const lookupAddress = (
  ctx: ApiContext,
  query: { postcode: string; countryCode: string; countryName?: string },
) => callRoute(ctx, addressLookupRoute, { query });
export const createPaymentToken = (ctx: ApiContext, body: z.input<typeof paymentTokenCreateBody>) =>
  callRoute(ctx, paymentTokenCreateRoute, { body });
export const listPaymentTokens = (ctx: ApiContext) => callRoute(ctx, paymentTokensRoute);
export const deletePaymentToken = (ctx: ApiContext, id: string) =>
  callRoute(ctx, paymentTokenDeleteRoute, { body: { id } });
export const confirmPaymentToken = (ctx: ApiContext, id: string, orderNumberValue: string) =>
  callRoute(ctx, paymentTokenConfirmRoute, { body: { id, orderNumber: orderNumberValue } });
