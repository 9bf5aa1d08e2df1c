import { z } from 'zod/mini';
import { deliveryAddress, emptyResponse, identifier, optionalText, orderNumber, phoneNumber } from './common';
import { bodyCall, callRoute, type ApiContext } from './http';
import { defineRoute } from './route';

const AUTH = ['AUTHORIZATION_REQUIRED'] as const;

/**
 * SPEC §3 leaves the profile beyond userId open: the customer's name, phone and postal address
 * (the address fields may be absent from a backend that does not keep them).
 */
export const profile = z.object({
  userId: z.string(),
  email: z.nullable(z.string()),
  firstName: z.nullable(z.string()),
  lastName: z.nullable(z.string()),
  phoneNumber: z.nullable(z.string()),
  street: z.optional(z.nullable(z.string())),
  houseNumber: z.optional(z.nullable(z.string())),
  zip: z.optional(z.nullable(z.string())),
  city: z.optional(z.nullable(z.string())),
  /** ISO 3166 alpha-2, from the country lists of SPEC §3 */
  countryCode: z.optional(z.nullable(z.string())),
});
export type Profile = z.infer<typeof profile>;

/** A field left out stays as it is; an empty string clears it. */
export const profileEditBody = z.object({
  firstName: optionalText(100),
  lastName: optionalText(100),
  phoneNumber: z.optional(z.union([phoneNumber, z.literal('')])),
  street: optionalText(200),
  houseNumber: optionalText(20),
  zip: optionalText(20),
  city: optionalText(100),
  countryCode: z.optional(z.string().check(z.regex(/^([A-Z]{2})?$/, 'a two-letter country code'))),
});

/** SPEC §3 saved payment token; the card expiry (MMYY) is shown as MM/YY by the client. */
export const paymentToken = z.object({
  id: z.string(),
  cardExpiryDate: z.string(),
  paymentMethod: z.string(),
  /** mastercard or visa for a card (SPEC §9 card brands), null for other methods */
  cardBrand: z.optional(z.nullable(z.string())),
  /** the card number as the customer may see it, e.g. •••• 4242; null for other methods */
  maskedNumber: z.optional(z.nullable(z.string())),
});
export type PaymentToken = z.infer<typeof paymentToken>;

/** A card (expiry MMYY) runs until the end of its month: the backend refuses it from the next one on. */
export const cardExpired = (mmyy: string, now: Date): boolean => {
  const month = Number(mmyy.slice(0, 2));
  const year = 2000 + Number(mmyy.slice(2));
  return year < now.getUTCFullYear() || (year === now.getUTCFullYear() && month < now.getUTCMonth() + 1);
};

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
    postcode: z.string().check(z.regex(/^[A-Za-z0-9 -]{2,10}$/)),
    countryCode: z.string().check(z.regex(/^[A-Za-z]{2}$/)),
    countryName: optionalText(100),
  }),
  response: z.object({ addresses: z.array(deliveryAddress) }),
  errors: [],
});

export const paymentTokenCreateBody = z.object({
  paymentMethod: z.string().check(z.regex(/^[a-z]{2,20}$/)),
  deliveryAddress: z.extend(deliveryAddress, { deviceId: optionalText(200) }),
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
  response: z.object({
    /**
     * the card issuer's check (3-D Secure), which returns to the result page like a payer page;
     * absent (or empty) when the card was charged without one
     */
    payerUrl: z.optional(z.string()),
  }),
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
export const editProfile = bodyCall(profileEditRoute);
export const lookupAddress = (
  ctx: ApiContext,
  query: { postcode: string; countryCode: string; countryName?: string },
) => callRoute(ctx, addressLookupRoute, { query });
export const createPaymentToken = bodyCall(paymentTokenCreateRoute);
export const listPaymentTokens = (ctx: ApiContext) => callRoute(ctx, paymentTokensRoute);
export const deletePaymentToken = (ctx: ApiContext, id: string) =>
  callRoute(ctx, paymentTokenDeleteRoute, { body: { id } });
export const confirmPaymentToken = (ctx: ApiContext, id: string, orderNumberValue: string) =>
  callRoute(ctx, paymentTokenConfirmRoute, { body: { id, orderNumber: orderNumberValue } });
