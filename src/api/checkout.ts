import { z } from 'zod/mini';
import { cartName, deliveryAddress, optionalText, orderNumber } from './common';
import { bodyCall, callRoute, type ApiContext } from './http';
import { defineRoute } from './route';
import { paymentMethodNames, topupKinds } from '@/tenancy/schema';

/** Payment method names a backend may offer; `applepay` is the wallet payment's start call. */
export const paymentMethodName = z.enum([...paymentMethodNames, 'applepay']);

export const paymentMethod = z.object({
  name: z.string(),
  /** the tenant shows this method in an iframe (card, PayPal) */
  iframe: z.boolean(),
  /** the method can be saved as a payment token */
  savable: z.boolean(),
  /** crypto: the currencies accepted in additionalData.cryptoCurrency */
  cryptoCurrencies: z.optional(z.array(z.string())),
  /**
   * project extension: the SPEC §4 top-up kinds this method cannot pay (an automatic top-up needs a
   * method that can be charged again), so the shop shows the method disabled with the reason
   */
  unavailableFor: z.optional(z.array(z.enum(topupKinds))),
});
export type PaymentMethod = z.infer<typeof paymentMethod>;

const paymentMethodsResponse = z.object({ paymentMethods: z.array(paymentMethod) });

export const paymentMethodsV3Route = defineRoute({
  id: 'paymentMethodsV3',
  method: 'GET',
  path: '/api/shop/rest/v3/payment-methods',
  tag: 'checkout',
  summary: "The shop's payment methods (single-brand tenants)",
  response: paymentMethodsResponse,
  errors: [],
});

export const paymentMethodsV4Route = defineRoute({
  id: 'paymentMethodsV4',
  method: 'GET',
  path: '/api/shop/rest/v4/payment-methods/{cartName}',
  tag: 'checkout',
  summary: 'The payment methods available for a cart (multi-brand tenants)',
  params: z.object({ cartName }),
  response: paymentMethodsResponse,
  errors: ['UNKNOWN_CART'],
});

export const checkoutAddressBody = z.object({
  cartName,
  deliveryAddress,
  language: z.optional(z.string().check(z.regex(/^[a-z]{2}(-[a-z]{2})?$/i))),
  orderNumber: z.optional(orderNumber),
});

export const checkoutAddressRoute = defineRoute({
  id: 'checkoutAddress',
  method: 'POST',
  path: '/api/shop/rest/checkout-address',
  tag: 'checkout',
  summary: 'Stores the delivery address; answers whether an OTP must be confirmed first',
  body: checkoutAddressBody,
  response: z.object({ nextStep: z.enum(['normal', 'otp']) }),
  errors: [
    'UNKNOWN_CART',
    'CART_EMPTY',
    'CART_LOCKED',
    'OTP_RESEND_TIME_LIMIT_RESTRICTION',
    'VALIDATION_FAILED',
  ],
});

export const validateOtpRoute = defineRoute({
  id: 'validateOtp',
  method: 'POST',
  path: '/api/shop/rest/validate-otp',
  tag: 'checkout',
  summary: 'Confirms the one-time password sent for a cart',
  body: z.object({ cartName, otp: z.string().check(z.regex(/^\d{4,8}$/, 'the digits of the code')) }),
  response: z.object({ valid: z.literal(true) }),
  errors: ['UNKNOWN_CART', 'OTP_INVALID', 'OTP_EXPIRED', 'TOO_MANY_ATTEMPTS'],
});

const additionalData = z.record(
  z.string().check(z.maxLength(64)),
  z.union([z.string().check(z.maxLength(500)), z.number(), z.boolean()]),
);

export const startPaymentBody = z.object({
  cartName,
  paymentMethod: paymentMethodName,
  savePayment: z.optional(z.boolean()),
  additionalData: z.optional(additionalData),
  orderNumber: z.optional(orderNumber),
  sessionId: optionalText(200),
  fraudnetSessionId: optionalText(200),
  deviceId: optionalText(200),
});

export type StartPaymentBody = z.output<typeof startPaymentBody>;

/** SPEC §4 step 4: where the browser goes next depends on the method and the tenant settings. */
export const startPaymentResponse = z.object({
  orderNumber: z.string(),
  /** hosted payment page: redirect target, card iframe URL or bank-transfer request URL */
  payerUrl: z.string(),
  /** PayPal iframe: the approval URL shown in the iframe */
  redirectUrl: z.optional(z.string()),
  /** PayPal iframe: the token (approval session id) */
  token: z.optional(z.string()),
  paymentMethod: z.string(),
});
export type StartPaymentResponse = z.infer<typeof startPaymentResponse>;

const START_ERRORS = [
  'UNKNOWN_CART',
  'CART_EMPTY',
  'ADDRESS_REQUIRED',
  'OTP_REQUIRED',
  'PAYMENT_METHOD_IS_NOT_AVAILABLE',
  'ORDER_ALREADY_COMMITTED',
  'VALIDATION_FAILED',
] as const;

export const startPaymentRoute = defineRoute({
  id: 'startPayment',
  method: 'POST',
  path: '/api/shop/rest/checkout-start-payment',
  tag: 'checkout',
  summary: 'Creates (or reuses) the order of a cart and starts a payment',
  body: startPaymentBody,
  response: startPaymentResponse,
  errors: START_ERRORS,
});

export const startApplePaymentBody = z.object({
  cartName,
  paymentMethod: z.literal('applepay'),
  savePayment: z.optional(z.boolean()),
  additionalData: z.optional(additionalData),
});

export const startApplePaymentRoute = defineRoute({
  id: 'startApplePayment',
  method: 'POST',
  path: '/api/shop/rest/checkout-start-apple-payment',
  tag: 'checkout',
  summary: 'Starts a wallet (Apple Pay) payment',
  body: startApplePaymentBody,
  response: startPaymentResponse,
  errors: START_ERRORS,
});

export const paypalSessionIdRoute = defineRoute({
  id: 'getPaypalSessionId',
  method: 'GET',
  path: '/api/shop/rest/get-paypal-session-id',
  tag: 'checkout',
  summary: 'A PayPal fraud-net session id',
  response: z.object({ tokenId: z.string() }),
  errors: ['PAYMENT_METHOD_IS_NOT_AVAILABLE'],
});

export const checkoutRoutes = [
  paymentMethodsV3Route,
  paymentMethodsV4Route,
  checkoutAddressRoute,
  validateOtpRoute,
  startPaymentRoute,
  startApplePaymentRoute,
  paypalSessionIdRoute,
];

/** SPEC §7: multi-brand tenants with a cart ask v4 for the cart's methods, everyone else v3. */
export const getPaymentMethods = (ctx: ApiContext, opts: { multipleBrands: boolean; cartName?: string }) =>
  opts.multipleBrands && opts.cartName
    ? callRoute(ctx, paymentMethodsV4Route, { params: { cartName: opts.cartName } })
    : callRoute(ctx, paymentMethodsV3Route);

export const checkoutAddress = bodyCall(checkoutAddressRoute);

export const validateOtp = (ctx: ApiContext, cartNameValue: string, otp: string) =>
  callRoute(ctx, validateOtpRoute, { body: { cartName: cartNameValue, otp } });

/**
 * The method is passed on as the backend named it in its list of methods; the backend, not the
 * browser, decides whether it can start a payment with it (VALIDATION_FAILED otherwise).
 */
export const startPayment = (
  ctx: ApiContext,
  body: Omit<z.input<typeof startPaymentBody>, 'paymentMethod'> & { paymentMethod: string },
) => callRoute(ctx, startPaymentRoute, { body });

export const startApplePayment = bodyCall(startApplePaymentRoute);

export const getPaypalSessionId = (ctx: ApiContext) => callRoute(ctx, paypalSessionIdRoute);
