import {
  addToCart,
  authenticate,
  checkoutAddress,
  commitOrder,
  confirmAccount,
  decideSandboxPayment,
  getSandboxInbox,
  isApiError,
  register,
  searchProducts,
  startPayment,
  type ApiContext,
  type CartItemInput,
} from '@/api';
import { paymentIdOf, type Harness } from './harness';

export const PASSWORD = 'correct horse';

/**
 * A well-formed single sign-on state: the backend takes any (the storefront checks that it is the
 * one it issued, src/server/ssoState.ts; tests/security/crossSite.test.ts).
 */
export const ANY_SSO_STATE = `0.${'A'.repeat(43)}`;

/**
 * Account flows hash passwords (scrypt) and go through a whole checkout: seconds per test on a
 * loaded machine or on PostgreSQL, beyond vitest's default 5 s.
 */
export const FLOW = { timeout: 30_000 };

/** 'OK', or the error code the call answered with. */
export const errorCodeOf = (promise: Promise<unknown>) =>
  promise.then(
    () => 'OK',
    (error: unknown) => (isApiError(error) ? error.errorCode : 'THROWN'),
  );

/** The six-digit code of the shop's latest message to the recipient (the sandbox inbox). */
export async function latestCode(ctx: ApiContext, recipient: string): Promise<string> {
  const { messages } = await getSandboxInbox(ctx);
  const text = messages.find((message) => message.recipient === recipient)?.text ?? '';
  return /(\d{6})/.exec(text)?.[1] ?? '';
}

/** Registers, confirms and signs in a customer through `ctx`, whose cookie jar then holds the session. */
export async function signIn(ctx: ApiContext, userName: string): Promise<void> {
  await register(ctx, { userName, password: PASSWORD });
  await confirmAccount(ctx, { userName, code: await latestCode(ctx, userName) });
  await authenticate(ctx, { userName, password: PASSWORD });
}

/** A registered, confirmed and signed-in customer with a cookie jar of its own. */
export async function signedIn(h: Harness, tenantId: string, userName: string): Promise<ApiContext> {
  const ctx = h.ctx(tenantId);
  await signIn(ctx, userName);
  return ctx;
}

/** The shop's first fixed-value top-up. */
export async function topupProduct(ctx: ApiContext) {
  const { items } = await searchProducts(ctx, { filters: { objectType: 'TOPUP', status: 'ACTIVE' } });
  const product = items.find((p) => p.faceValue !== null);
  if (!product?.faceValue) throw new Error('the shop sells no fixed top-up');
  return { productId: product.productId, amount: product.faceValue };
}

/** Cart → address → card payment approved on the sandbox page → commit. */
export async function buy(
  ctx: ApiContext,
  items: CartItemInput[],
  options: { savePayment?: boolean } = {},
): Promise<{ orderNumber: string; orderStatus: string; cartName: string }> {
  const cart = await addToCart(ctx, { items });
  await checkoutAddress(ctx, { cartName: cart.cartName, deliveryAddress: { email: 'buyer@example.com' } });
  const started = await startPayment(ctx, {
    cartName: cart.cartName,
    paymentMethod: 'creditcard',
    savePayment: options.savePayment ?? false,
  });
  const paymentId = paymentIdOf(started.payerUrl);
  await decideSandboxPayment(ctx, paymentId, 'approve');
  const committed = await commitOrder(ctx, { cartName: cart.cartName, orderNumber: started.orderNumber });
  return { orderNumber: started.orderNumber, orderStatus: committed.orderStatus, cartName: cart.cartName };
}
