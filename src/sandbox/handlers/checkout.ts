import { and, eq } from 'drizzle-orm';
import { addressRule, missingAddressFields } from '@/api/addressRule';
import { randomBytes } from 'node:crypto';
import { carts } from '../db/schema';
import { loadCart, totalsOf, type LoadedCart } from '../carts';
import { DomainError, conflict, unprocessable, defineHandler, type HandlerContext } from '../http';
import { sendMessage } from '../inbox';
import { newOtp, newPaymentId, newToken } from '../ids';
import { limited } from '../rateLimit';
import { ensureOrder } from '../orders';
import { isAvailable, paymentMethodsFor, usesIframe, type CartTraits } from '../paymentMethods';
import { SANDBOX_PAY_PATH } from '../returnUrl';
import { assertOtpSettled, otpNeeded } from '../settlement';
import { CRYPTO_CURRENCIES, OTP_RULES } from '../testData';
import {
  checkoutAddressRoute,
  paymentMethodsV3Route,
  paymentMethodsV4Route,
  paypalSessionIdRoute,
  startApplePaymentRoute,
  startPaymentRoute,
  validateOtpRoute,
  type StartPaymentBody,
} from '@/api/checkout';
import { logger } from '@/observability/log';

const traitsOf = (loaded: LoadedCart): CartTraits => ({
  automatic: loaded.items.some((item) => item.details.autoTopupOption),
});

const paymentMethodsV3 = defineHandler(paymentMethodsV3Route, async (ctx) => ({
  body: { paymentMethods: paymentMethodsFor(ctx.tenant) },
}));

const paymentMethodsV4 = defineHandler(paymentMethodsV4Route, async (ctx, { params }) => {
  const loaded = await loadCart(ctx, params.cartName);
  return { body: { paymentMethods: paymentMethodsFor(ctx.tenant, traitsOf(loaded)) } };
});

const cartWhere = (ctx: HandlerContext, cartName: string) =>
  and(eq(carts.tenantId, ctx.tenant.id), eq(carts.cartName, cartName));

const checkoutAddress = defineHandler(checkoutAddressRoute, async (ctx, { body }) => {
  const loaded = await loadCart(ctx, body.cartName);
  if (loaded.items.length === 0) throw conflict('CART_EMPTY', 'The cart is empty');
  // ADR 0032: exactly the address the cart's kinds need, as the payment page asks it
  const lines = loaded.items.map((item) => ({
    objectType: loaded.products.get(item.productId)?.objectType ?? 'TOPUP',
  }));
  const missing = missingAddressFields(addressRule(ctx.tenant.features, lines), body.deliveryAddress);
  if (missing.length > 0)
    throw new DomainError(400, 'VALIDATION_FAILED', 'The address lacks what this cart needs', {
      fields: missing.map((field) => `deliveryAddress.${field}`),
    });
  const address = { ...body.deliveryAddress, ...(body.language ? { language: body.language } : {}) };
  const phone = body.deliveryAddress.phoneNumber;
  const needed = otpNeeded(loaded, phone);
  // the test number that asks only once the payment starts: the cart's first address passes
  const asked = needed && (loaded.cart.deliveryAddress !== null || otpNeeded(loaded, phone, 'address'));
  const base = { deliveryAddress: address, language: body.language ?? null, updatedAt: Date.now() };
  if (!asked || loaded.cart.otpValidated) {
    await ctx.db
      .update(carts)
      .set({ ...base, otpRequired: needed })
      .where(cartWhere(ctx, body.cartName));
    return { body: { nextStep: 'normal' } };
  }
  const now = Date.now();
  const sentAt = loaded.cart.otpSentAt;
  if (sentAt !== null && now - sentAt < OTP_RULES.resendAfterMs)
    throw new DomainError(429, 'OTP_RESEND_TIME_LIMIT_RESTRICTION', 'A code was sent moments ago', {
      retryAfterSeconds: Math.ceil((OTP_RULES.resendAfterMs - (now - sentAt)) / 1000),
    });
  const otp = newOtp();
  const recipient = loaded.items.find((item) => item.phoneNumber)?.phoneNumber ?? phone ?? 'unknown';
  await ctx.db
    .update(carts)
    .set({ ...base, otpRequired: true, otpCode: otp, otpSentAt: now })
    .where(cartWhere(ctx, body.cartName));
  await sendMessage(ctx, recipient, `your confirmation code is ${otp}`, now);
  // The sandbox has no SMS gateway: the server log and /sandbox/inbox stand in for the phone.
  logger.info({ recipient, code: otp }, 'sandbox: OTP sent');
  return { body: { nextStep: 'otp' } };
});

/** Guessing a six-digit code is limited per cart and per address (rateLimit.ts). */
const validateOtp = defineHandler(validateOtpRoute, async (ctx, { body }) =>
  limited(ctx, 'otp', body.cartName, async () => {
    const loaded = await loadCart(ctx, body.cartName);
    const { otpCode, otpSentAt } = loaded.cart;
    if (otpSentAt === null) throw unprocessable('OTP_INVALID', 'No code was requested for this cart');
    // before the code itself: an expired code may have been removed already (src/sandbox/purge.ts)
    if (Date.now() - otpSentAt > OTP_RULES.validForMs)
      throw unprocessable('OTP_EXPIRED', 'The code has expired');
    if (!otpCode || body.otp !== otpCode) throw unprocessable('OTP_INVALID', 'The code is not correct');
    await ctx.db
      .update(carts)
      .set({ otpValidated: true, otpCode: null, updatedAt: Date.now() })
      .where(cartWhere(ctx, body.cartName));
    return { body: { valid: true } };
  }),
);

/** Where the payer goes (SPEC §4 step 4): hosted page, card iframe, PayPal iframe, bank request. */
function payerUrls(method: string, paymentId: string, token: string, iframe: boolean) {
  const page = `${SANDBOX_PAY_PATH}/${paymentId}`;
  if (method === 'paypal' && iframe)
    return { payerUrl: page, redirectUrl: `${page}?embed=1&token=${encodeURIComponent(token)}`, token };
  if (method === 'banktransfer') return { payerUrl: `${page}?flow=request` };
  return { payerUrl: iframe ? `${page}?embed=1` : page };
}

async function start(
  ctx: HandlerContext,
  body: Pick<StartPaymentBody, 'cartName' | 'paymentMethod' | 'savePayment' | 'additionalData'>,
) {
  const loaded = await loadCart(ctx, body.cartName);
  if (loaded.items.length === 0) throw conflict('CART_EMPTY', 'The cart is empty');
  if (!loaded.cart.deliveryAddress) throw conflict('ADDRESS_REQUIRED', 'Submit the checkout address first');
  assertOtpSettled(loaded);
  const traits = traitsOf(loaded);
  if (!isAvailable(ctx.tenant, body.paymentMethod, traits))
    throw unprocessable('PAYMENT_METHOD_IS_NOT_AVAILABLE', 'This payment method is not available');
  const cryptoCurrency = body.additionalData?.cryptoCurrency;
  if (body.paymentMethod === 'crypto' && !CRYPTO_CURRENCIES.some((currency) => currency === cryptoCurrency))
    throw new DomainError(400, 'VALIDATION_FAILED', 'additionalData.cryptoCurrency is required', {
      fields: ['additionalData.cryptoCurrency'],
    });
  const paymentId = newPaymentId();
  const token = newToken(body.paymentMethod === 'paypal' ? 'EC' : 'TOK');
  const payment = {
    paymentId,
    method: body.paymentMethod,
    amountCents: totalsOf(loaded).grossCents,
    currency: ctx.tenant.currency,
    status: 'pending',
    token,
    // an auto top-up charges the method again, so its checkout keeps it for a signed-in customer
    // whatever the box said: the account lists what the checkout told the customer it saves
    savePayment: Boolean((body.savePayment || traits.automatic) && ctx.customerId),
    createdAt: Date.now(),
  };
  // a new attempt replaces an undecided earlier one of the cart's order, so only the latest page can pay
  const order = await ensureOrder(ctx.db, ctx.tenant, loaded, body.paymentMethod, {
    customerId: ctx.customerId,
    payment,
    replacesPending: true,
  });
  const iframe = usesIframe(ctx.tenant, body.paymentMethod, traits);
  return {
    body: {
      orderNumber: order.orderNumber,
      paymentMethod: body.paymentMethod,
      ...payerUrls(body.paymentMethod, paymentId, token, iframe),
    },
  };
}

const startPayment = defineHandler(startPaymentRoute, (ctx, { body }) => start(ctx, body));
const startApplePayment = defineHandler(startApplePaymentRoute, (ctx, { body }) => start(ctx, body));

const paypalSessionId = defineHandler(paypalSessionIdRoute, async (ctx) => {
  if (!ctx.tenant.paymentMethods.includes('paypal'))
    throw unprocessable('PAYMENT_METHOD_IS_NOT_AVAILABLE', 'PayPal is not available');
  return { body: { tokenId: randomBytes(16).toString('hex') } };
});

export const checkoutHandlers = [
  paymentMethodsV3,
  paymentMethodsV4,
  checkoutAddress,
  validateOtp,
  startPayment,
  startApplePayment,
  paypalSessionId,
];
