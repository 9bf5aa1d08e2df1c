import { afterEach, describe, expect, it, vi } from 'vitest';
import { addToCartRoute, createCartRoute, getCartRoute, addVouchersRoute, setItemCountRoute } from '@/api';
import { addEntries, applyVoucher, createRequestCart, fetchCart } from '@/features/cart';
import { changeItemCount } from '@/features/cart/cartThunks';
import { makeStore } from '@/store/makeStore';
import { tenantFixture } from '../../ui/tenantFixture';
import { cartItem, cartOf, fakeFetch, on } from './fakeCartBackend';

const entry = { productId: 'testshop-topup-15', phoneNumber: '+4915112345678', quantity: 2 };

function storeFor(options: { reloadNow?: boolean; cartName?: string | null; itemCount?: number } = {}) {
  const tenant = tenantFixture({ isReloadNowTenant: options.reloadNow ?? false });
  return makeStore({
    tenant: { config: tenant, language: 'en', pinned: false },
    cart: { cartName: options.cartName ?? null, itemCount: options.itemCount ?? 0 },
  });
}

afterEach(() => vi.unstubAllGlobals());

describe('addEntries: v2 add to cart', () => {
  it('creates the cart when there is none, one item per unit, and remembers its name', async () => {
    const backend = fakeFetch(
      on(addToCartRoute, () =>
        cartOf([cartItem({ itemKey: 'item-1' }), cartItem({ itemKey: 'item-2' })], { cartName: 'new-cart' }),
      ),
    );
    vi.stubGlobal('fetch', backend.fetch);
    const store = storeFor();
    await store.dispatch(addEntries([entry]));
    expect(backend.calls[0]!.body).toEqual({
      items: [
        { productId: 'testshop-topup-15', phoneNumber: '+4915112345678' },
        { productId: 'testshop-topup-15', phoneNumber: '+4915112345678' },
      ],
    });
    expect(store.getState().cart).toEqual({ cartName: 'new-cart', itemCount: 2 });
    expect(store.getState().cartContent.cart?.cartName).toBe('new-cart');
  });

  it('adds to the remembered cart', async () => {
    const backend = fakeFetch(
      on(addToCartRoute, () => cartOf([cartItem({ itemKey: 'item-3' })], { cartName: 'kept' })),
    );
    vi.stubGlobal('fetch', backend.fetch);
    await storeFor({ cartName: 'kept' }).dispatch(addEntries([entry]));
    expect(backend.calls[0]!.body).toMatchObject({ cartName: 'kept' });
  });

  it.each([
    ['UNKNOWN_CART', 0, null],
    ['UNKNOWN_CART', 2, 'unknownCartErrorMessage'],
    ['CART_LOCKED', 2, null],
  ])('%s from a remembered cart of %i items: a new cart, notice %s', async (errorCode, itemCount, notice) => {
    const backend = fakeFetch(
      on(addToCartRoute, (call) =>
        (call.body as { cartName?: string }).cartName
          ? { status: errorCode === 'UNKNOWN_CART' ? 404 : 409, errorCode }
          : cartOf([cartItem({ itemKey: 'item-1' })], { cartName: 'fresh' }),
      ),
    );
    vi.stubGlobal('fetch', backend.fetch);
    const store = storeFor({ cartName: 'paid-already', itemCount });
    const result = await store.dispatch(addEntries([entry]));
    expect(result.meta).toMatchObject({ requestStatus: 'fulfilled', notice });
    expect(backend.calls).toHaveLength(2);
    expect(store.getState().cart.cartName).toBe('fresh');
  });

  /** SPEC §8 add-to-cart table as the form meets it: the code → the message it shows. */
  it.each([
    ['EXISTING_LOW_BALANCE_TOPUP', 409, false, 'existingLowBalanceTopup'],
    ['ALREADY_REGISTERED_TOPUP_CONSENT_PHONE_NUMBER', 409, false, 'smsTopupAlreadyExists'],
    ['CART_LIMIT_PER_PRODUCT_FACE_VALUE_EXCEEDED', 422, false, 'productAmountLimit'],
    ['CART_LIMIT_PER_PRODUCT_COUNT_VALUE_EXCEEDED', 422, false, 'productQuantityLimit'],
    ['CART_LIMIT_TOTAL_FACE_VALUE_EXCEEDED', 422, false, 'cartAmountLimit'],
    ['CART_LIMIT_TOTAL_COUNT_VALUE_EXCEEDED', 422, false, 'cartQuantityLimit'],
    ['UNAVAILABLE_COUNTRY', 422, true, 'unavailableCountry'],
    ['PRODUCT_NOT_AVAILABLE', 422, false, 'generalErrorMessage'],
    ['PRODUCT_NOT_AVAILABLE', 422, true, 'addToCartErrorMessage'],
    ['UPSTREAM_UNAVAILABLE', 502, true, 'addToCartErrorMessage'],
  ])('%s (%i, reloadnow %s) → %s, the cart name kept', async (errorCode, status, reloadNow, messageKey) => {
    vi.stubGlobal('fetch', fakeFetch(on(addToCartRoute, () => ({ status, errorCode }))).fetch);
    const store = storeFor({ reloadNow, cartName: 'kept' });
    const result = await store.dispatch(addEntries([entry]));
    expect(result.payload).toEqual({ errorCode, messageKey });
    expect(store.getState().cart.cartName).toBe('kept');
  });

  it('a network failure is the general error', async () => {
    vi.stubGlobal('fetch', async () => {
      throw new TypeError('Failed to fetch');
    });
    const result = await storeFor().dispatch(addEntries([entry]));
    expect(result.payload).toEqual({ errorCode: 'NETWORK_ERROR', messageKey: 'generalErrorMessage' });
  });
});

describe('fetchCart', () => {
  it('reads the remembered cart by name', async () => {
    const backend = fakeFetch(
      on(getCartRoute, (call) =>
        cartOf([cartItem({ itemKey: 'item-1', quantity: 3 })], { cartName: call.params.cartName }),
      ),
    );
    vi.stubGlobal('fetch', backend.fetch);
    const store = storeFor({ cartName: 'kept' });
    await store.dispatch(fetchCart());
    expect(backend.calls[0]!.params).toEqual({ cartName: 'kept' });
    expect(store.getState().cart.itemCount).toBe(3);
    expect(store.getState().cartContent.status).toBe('ready');
  });

  it('SPEC §8: UNKNOWN_CART resets the cart, with unknownCartErrorMessage', async () => {
    vi.stubGlobal(
      'fetch',
      fakeFetch(on(getCartRoute, () => ({ status: 404, errorCode: 'UNKNOWN_CART' }))).fetch,
    );
    const store = storeFor({ cartName: 'gone' });
    const result = await store.dispatch(fetchCart());
    expect(result.payload).toEqual({ errorCode: 'UNKNOWN_CART', messageKey: 'unknownCartErrorMessage' });
    expect(store.getState().cart).toEqual({ cartName: null, itemCount: 0 });
    expect(store.getState().cartContent).toMatchObject({ cart: null, status: 'ready' });
  });

  it('another failure keeps the cart name for a retry', async () => {
    vi.stubGlobal(
      'fetch',
      fakeFetch(on(getCartRoute, () => ({ status: 502, errorCode: 'UPSTREAM_UNAVAILABLE' }))).fetch,
    );
    const store = storeFor({ cartName: 'kept' });
    await store.dispatch(fetchCart());
    expect(store.getState().cart.cartName).toBe('kept');
    expect(store.getState().cartContent.status).toBe('failed');
  });
});

describe('cart changes', () => {
  it('VOUCHER_TOKEN_INVALID → invalidVoucherCode, the cart unchanged', async () => {
    vi.stubGlobal(
      'fetch',
      fakeFetch(on(addVouchersRoute, () => ({ status: 422, errorCode: 'VOUCHER_TOKEN_INVALID' }))).fetch,
    );
    const store = storeFor({ cartName: 'kept' });
    const result = await store.dispatch(applyVoucher('NOPE'));
    expect(result.payload).toEqual({ errorCode: 'VOUCHER_TOKEN_INVALID', messageKey: 'invalidVoucherCode' });
    expect(store.getState().cartContent.busy).toBe(false);
  });

  it('a count over a cart limit says which limit', async () => {
    vi.stubGlobal(
      'fetch',
      fakeFetch(
        on(setItemCountRoute, () => ({
          status: 422,
          errorCode: 'CART_LIMIT_PER_PRODUCT_COUNT_VALUE_EXCEEDED',
        })),
      ).fetch,
    );
    const result = await storeFor({ cartName: 'kept' }).dispatch(
      changeItemCount({ itemKey: 'item-1', count: 6 }),
    );
    expect(result.payload).toMatchObject({ messageKey: 'productQuantityLimit' });
  });
});

describe('createRequestCart: SPEC §4 web request', () => {
  it('creates the cart with a + before the number and remembers it', async () => {
    const backend = fakeFetch(on(createCartRoute, () => ({ cartName: 'req-cart' })));
    vi.stubGlobal('fetch', backend.fetch);
    const store = storeFor();
    await store.dispatch(createRequestCart({ msisdn: '4915112345678', amount: 15 }));
    expect(backend.calls[0]!.body).toEqual({ phoneNumber: '+4915112345678', amount: 15 });
    expect(store.getState().cart).toEqual({ cartName: 'req-cart', itemCount: 1 });
  });

  it('a failure is createCartErrorMessage', async () => {
    vi.stubGlobal(
      'fetch',
      fakeFetch(on(createCartRoute, () => ({ status: 422, errorCode: 'UNAVAILABLE_COUNTRY' }))).fetch,
    );
    const result = await storeFor().dispatch(createRequestCart({ msisdn: '74951234567', amount: 15 }));
    expect(result.payload).toMatchObject({ messageKey: 'createCartErrorMessage' });
  });
});
