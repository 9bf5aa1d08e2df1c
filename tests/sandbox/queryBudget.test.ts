import { describe, expect, it, vi } from 'vitest';
import {
  addToCart,
  checkoutAddress,
  commitOrder,
  decideSandboxPayment,
  getCart,
  getPaymentMethods,
  searchProducts,
  startPayment,
  type ApiContext,
} from '@/api';
import { getCartRoute } from '@/api/cart';
import { createSandbox } from '@/sandbox';
import { createSandboxFetch } from '@/sandbox/fetch';
import { getTenantRegistry } from '@/tenancy/registry';
import { harnessForFile, phoneFor, POSTAL_ADDRESS, paymentIdOf } from './harness';

const h = harnessForFile();

/** A contract context on a sandbox that counts database round trips; `last()` is the latest call's. */
function countingContext(): { ctx: ApiContext; last: () => number } {
  const sandbox = createSandbox(async () => h.database, { countQueries: true });
  const inner = createSandboxFetch(sandbox, getTenantRegistry(), h.tenant('congstar'));
  let last = NaN;
  const counted: typeof fetch = async (input, init) => {
    const response = await inner(input, init);
    last = Number(response.headers.get('x-sandbox-queries'));
    return response;
  };
  return { ctx: { shopId: 'congstar', country: 'de', channel: 'web', fetch: counted }, last: () => last };
}

describe('database round trips per call', () => {
  it('the checkout sequence stays within its budget (BEGIN and COMMIT count)', async () => {
    const { ctx, last } = countingContext();
    const phone = phoneFor(h.tenant('congstar'), '4321');
    await searchProducts(ctx); // the shop's first call seeds and caches the catalogue
    const used: Record<string, number> = {};

    await searchProducts(ctx, { filters: { objectType: 'TOPUP' } });
    used.searchProducts = last();
    const cart = await addToCart(ctx, { items: [{ productId: 'congstar-topup-15', phoneNumber: phone }] });
    used.addToCartNew = last();
    await addToCart(ctx, {
      cartName: cart.cartName,
      items: [{ productId: 'congstar-topup-20', phoneNumber: phone }],
    });
    used.addToCartExisting = last();
    await getCart(ctx, cart.cartName);
    used.getCart = last();
    await getPaymentMethods(ctx, { multipleBrands: false });
    used.paymentMethods = last();
    await checkoutAddress(ctx, {
      cartName: cart.cartName,
      deliveryAddress: { ...POSTAL_ADDRESS, email: 'q@example.com' },
    });
    used.checkoutAddress = last();
    const started = await startPayment(ctx, { cartName: cart.cartName, paymentMethod: 'creditcard' });
    used.startPayment = last();
    const pending = await commitOrder(ctx, { cartName: cart.cartName, orderNumber: started.orderNumber });
    used.commitPending = last();
    const paymentId = paymentIdOf(started.payerUrl);
    await decideSandboxPayment(ctx, paymentId, 'approve');
    used.decidePayment = last();
    const committed = await commitOrder(ctx, { cartName: cart.cartName, orderNumber: started.orderNumber });
    used.commitOrder = last();

    expect(pending.orderStatus).toBe('paymentPending');
    expect(committed.orderStatus).toBe('committed');
    expect(used).toEqual({
      searchProducts: 1,
      addToCartNew: 1,
      addToCartExisting: 5,
      getCart: 1,
      paymentMethods: 0,
      checkoutAddress: 2,
      startPayment: 2,
      commitPending: 2,
      decidePayment: 1,
      commitOrder: 2,
    });
  });
});

describe('the response check against the contract', () => {
  it('runs outside production and never in production', async () => {
    const check = vi.spyOn(getCartRoute.response, 'safeParse');
    const { ctx } = countingContext();
    const cart = await addToCart(ctx, {
      items: [{ productId: 'congstar-topup-15', phoneNumber: phoneFor(h.tenant('congstar'), '4322') }],
    });
    const callFor = (sandbox: ReturnType<typeof createSandbox>) =>
      getCart(
        {
          shopId: 'congstar',
          country: 'de',
          channel: 'web',
          fetch: createSandboxFetch(sandbox, getTenantRegistry(), h.tenant('congstar')),
        },
        cart.cartName,
      );
    try {
      vi.stubEnv('NODE_ENV', 'production');
      const production = createSandbox(async () => h.database);
      vi.unstubAllEnvs();
      check.mockClear();
      await callFor(production);
      // the client parses the answer once; the sandbox did not check it before sending
      expect(check).toHaveBeenCalledTimes(1);

      vi.stubEnv('NODE_ENV', 'development');
      const development = createSandbox(async () => h.database);
      vi.unstubAllEnvs();
      check.mockClear();
      await callFor(development);
      expect(check).toHaveBeenCalledTimes(2);
    } finally {
      vi.unstubAllEnvs();
      check.mockRestore();
    }
  });
});
