import { describe, expect, it } from 'vitest';
import { ApiError } from '@/api/apiError';
import type { ErrorContext } from '@/api/messages';
import { makeStore } from '@/store/makeStore';
import { shopThunk } from '@/store/shopThunk';
import { tenantFixture } from '../ui/tenantFixture';

const storeFor = (reloadNow = false) =>
  makeStore({
    tenant: { config: tenantFixture({ isReloadNowTenant: reloadNow }), language: 'fr', pinned: false },
  });

const thunk = shopThunk();
/** A call that fails with `errorCode` (or with no answer at all) in `context`. */
const failing = (context: ErrorContext, errorCode: string | null) =>
  thunk(`test/${context}`, async (_: void, { fail }) => {
    try {
      throw errorCode ? new ApiError('http', 400, errorCode, 'refused') : new TypeError('fetch failed');
    } catch (error) {
      return fail(error, context);
    }
  });

describe('shopThunk: the one failure path', () => {
  it.each([
    { context: 'addToCart', code: 'UNAVAILABLE_COUNTRY', reloadNow: false, key: 'unavailableCountry' },
    { context: 'addToCart', code: 'SOMETHING_ELSE', reloadNow: false, key: 'generalErrorMessage' },
    { context: 'addToCart', code: 'SOMETHING_ELSE', reloadNow: true, key: 'addToCartErrorMessage' },
    { context: 'tokenConfirm', code: 'SOMETHING_ELSE', reloadNow: false, key: 'fraudDeclinedTransaction' },
    { context: 'general', code: null, reloadNow: false, key: 'generalErrorMessage' },
  ] as const)(
    '$context, $code (reload now: $reloadNow) → $key',
    async ({ context, code, reloadNow, key }) => {
      const result = await storeFor(reloadNow).dispatch(failing(context, code)());
      expect(result.payload).toEqual({ errorCode: code ?? 'UNKNOWN_ERROR', messageKey: key });
    },
  );

  it('supplies the shop: tenant, language and the API context of its headers', async () => {
    const read = thunk('test/shop', async (_: void, { shop }) => shop);
    const { payload } = await storeFor().dispatch(read());
    const tenant = tenantFixture();
    expect(payload).toMatchObject({
      language: 'fr',
      ctx: { shopId: tenant.shopId, country: tenant.country },
      tenant: { shopId: tenant.shopId },
    });
  });

  it('a call before the shop is known fails loudly instead of calling without headers', async () => {
    const read = thunk('test/noShop', async (_: void, { shop }) => shop.ctx);
    const result = await makeStore({}).dispatch(read());
    expect(read.rejected.match(result) && result.error.message).toMatch(/no shop/);
  });
});
