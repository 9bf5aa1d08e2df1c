import { describe, expect, it } from 'vitest';
import {
  addToCart,
  addToCartLegacy,
  addVouchers,
  createCart,
  getCart,
  removeCartItem,
  removeVouchers,
  setCartItemCount,
  type ApiError,
} from '@/api';
import { harnessForFile, phoneFor } from './harness';

const h = harnessForFile();

const failure = (promise: Promise<unknown>) =>
  promise.then(
    () => {
      throw new Error('expected the call to fail');
    },
    (error: ApiError) => ({ status: error.status, errorCode: error.errorCode }),
  );

describe('carts', () => {
  it('createCart adds the + and picks the fixed top-up for the amount', async () => {
    const ctx = h.ctx('congstar');
    const { cartName } = await createCart(ctx, { phoneNumber: '491511231234', amount: 15 });
    const cart = await getCart(ctx, cartName);
    expect(cart.items).toMatchObject([
      { productId: 'congstar-topup-15', phoneNumber: '+491511231234', amount: 15 },
    ]);
    expect(cart.summary).toMatchObject({ grossAmount: 15, currency: 'EUR' });
  });

  it('createCart takes a free amount through the any-amount product', async () => {
    const ctx = h.ctx('congstar');
    const { cartName } = await createCart(ctx, { phoneNumber: '+491511231234', amount: 17.5 });
    expect((await getCart(ctx, cartName)).items[0]).toMatchObject({
      productId: 'congstar-topup-free',
      amount: 17.5,
    });
  });

  it('legacy addToCart makes a new cart; v2 adds one entry per quantity', async () => {
    const ctx = h.ctx('congstar');
    const phone = phoneFor(h.tenant('congstar'));
    const { cartName } = await addToCartLegacy(ctx, [{ productId: 'congstar-topup-10', phoneNumber: phone }]);
    const cart = await addToCart(ctx, {
      cartName,
      items: [{ productId: 'congstar-topup-20', phoneNumber: phone, quantity: 2 }],
    });
    expect(cart.items.map((i) => i.productId)).toEqual([
      'congstar-topup-10',
      'congstar-topup-20',
      'congstar-topup-20',
    ]);
    expect(cart.summary.grossAmount).toBe(50);
  });

  it('sets a count, removes an item, and keeps the summary right', async () => {
    const ctx = h.ctx('congstar');
    const phone = phoneFor(h.tenant('congstar'));
    const cart = await addToCart(ctx, {
      items: [{ productId: 'congstar-topup-10', phoneNumber: phone }, { productId: 'congstar-voucher-15' }],
    });
    const [topup, voucher] = cart.items;
    const counted = await setCartItemCount(ctx, cart.cartName, topup!.itemKey, 3);
    expect(counted.items[0]?.quantity).toBe(3);
    expect(counted.summary).toMatchObject({ grossAmount: 45.5, totalServiceFee: 0.5 });
    const removed = await removeCartItem(ctx, cart.cartName, voucher!.itemKey);
    expect(removed.items).toHaveLength(1);
    const zero = await setCartItemCount(ctx, cart.cartName, topup!.itemKey, 0);
    expect(zero.items).toHaveLength(0);
    expect(await failure(removeCartItem(ctx, cart.cartName, 'item-99'))).toEqual({
      status: 404,
      errorCode: 'UNKNOWN_ITEM',
    });
  });

  it('answers UNKNOWN_CART for a missing cart and for another shop’s cart', async () => {
    const { cartName } = await createCart(h.ctx('congstar'), { phoneNumber: '+491511231234', amount: 15 });
    expect(await failure(getCart(h.ctx('congstar'), 'nope'))).toEqual({
      status: 404,
      errorCode: 'UNKNOWN_CART',
    });
    expect(await failure(getCart(h.ctx('edeka'), cartName))).toEqual({
      status: 404,
      errorCode: 'UNKNOWN_CART',
    });
    expect(
      await failure(
        addToCart(h.ctx('edeka'), {
          cartName,
          items: [{ productId: 'edeka-topup-15', phoneNumber: '+491511231234' }],
        }),
      ),
    ).toEqual({ status: 404, errorCode: 'UNKNOWN_CART' });
  });

  const phone = '+491511231234';
  const item = (productId: string, extra = {}) => ({ productId, phoneNumber: phone, ...extra });
  it.each([
    ['CART_LIMIT_PER_PRODUCT_COUNT_VALUE_EXCEEDED', [item('congstar-topup-10', { quantity: 6 })]],
    [
      'CART_LIMIT_PER_PRODUCT_FACE_VALUE_EXCEEDED',
      [item('congstar-topup-free', { amount: 130, quantity: 2 })],
    ],
    [
      'CART_LIMIT_TOTAL_COUNT_VALUE_EXCEEDED',
      [
        item('congstar-topup-10', { quantity: 5 }),
        item('congstar-topup-15', { quantity: 5 }),
        item('congstar-topup-20'),
      ],
    ],
    [
      'CART_LIMIT_TOTAL_FACE_VALUE_EXCEEDED',
      [
        item('congstar-topup-free', { amount: 150 }),
        item('congstar-topup-50', { quantity: 5 }),
        item('congstar-topup-30', { quantity: 4 }),
      ],
    ],
  ])('refuses a cart past its limit with %s', async (errorCode, items) => {
    expect(await failure(addToCart(h.ctx('congstar'), { items }))).toEqual({ status: 422, errorCode });
  });

  it('checks limits on a count change too, and a refused add changes nothing', async () => {
    const ctx = h.ctx('congstar');
    const cart = await addToCart(ctx, { items: [item('congstar-topup-10')] });
    expect(await failure(setCartItemCount(ctx, cart.cartName, cart.items[0]!.itemKey, 6))).toMatchObject({
      errorCode: 'CART_LIMIT_PER_PRODUCT_COUNT_VALUE_EXCEEDED',
    });
    await failure(
      addToCart(ctx, { cartName: cart.cartName, items: [item('congstar-topup-10', { quantity: 5 })] }),
    );
    expect((await getCart(ctx, cart.cartName)).items).toHaveLength(1);
  });

  it.each([
    ['UNAVAILABLE_COUNTRY', 422, { productId: 'congstar-topup-10', phoneNumber: '+74951234567' }],
    [
      'EXISTING_LOW_BALANCE_TOPUP',
      409,
      {
        productId: 'congstar-topup-10',
        phoneNumber: '+491511239910',
        autoTopupOption: { lowBalanceOption: { lowBalanceLimit: 5 } },
      },
    ],
    [
      'ALREADY_REGISTERED_TOPUP_CONSENT_PHONE_NUMBER',
      409,
      { productId: 'congstar-topup-10', phoneNumber: '+491511239911', smsTopupConsent: { pinCode: '1234' } },
    ],
    ['PRODUCT_NOT_AVAILABLE', 422, { productId: 'congstar-topup-100', phoneNumber: phone }],
    ['PRODUCT_NOT_FOUND', 404, { productId: 'nothing-here', phoneNumber: phone }],
    ['INVALID_AMOUNT', 422, { productId: 'congstar-topup-10', phoneNumber: phone, amount: 11 }],
    ['VALIDATION_FAILED', 400, { productId: 'congstar-topup-10' }],
  ])('answers %s by the test data', async (errorCode, status, entry) => {
    expect(await failure(addToCart(h.ctx('congstar'), { items: [entry] }))).toEqual({ status, errorCode });
  });

  it('allows a zero-price auto top-up setup, which needs no payment', async () => {
    const cart = await addToCart(h.ctx('congstar'), {
      items: [
        item('congstar-topup-free', {
          amount: 0,
          autoTopupOption: { lowBalanceOption: { lowBalanceLimit: 5 } },
        }),
      ],
    });
    expect(cart.needsPayment).toBe(false);
    expect(cart.items[0]?.autoTopupOption).toEqual({ lowBalanceOption: { lowBalanceLimit: 5 } });
  });

  it('a purchase whose voucher covers the whole total still needs payment (SPEC §4)', async () => {
    const ctx = h.ctx('congstar');
    const cart = await addToCart(ctx, { items: [item('congstar-topup-free', { amount: 5 })] });
    const covered = await addVouchers(ctx, cart.cartName, ['SANDBOX5']);
    expect(covered.summary.grossAmount).toBe(0);
    expect(covered.needsPayment).toBe(true);
  });

  it('applies and removes vouchers; an unknown code is VOUCHER_TOKEN_INVALID', async () => {
    const ctx = h.ctx('congstar');
    const cart = await addToCart(ctx, { items: [item('congstar-topup-50')] });
    const discounted = await addVouchers(ctx, cart.cartName, ['sandbox10']);
    expect(discounted.vouchers).toEqual(['SANDBOX10']);
    expect(discounted.summary).toMatchObject({ discount: 5, grossAmount: 45 });
    expect(await failure(addVouchers(ctx, cart.cartName, ['NOPE1']))).toEqual({
      status: 422,
      errorCode: 'VOUCHER_TOKEN_INVALID',
    });
    const plain = await removeVouchers(ctx, cart.cartName, ['SANDBOX10']);
    expect(plain.summary.grossAmount).toBe(50);
  });

  it('keeps the channel of the session on each item', async () => {
    const ctx = { ...h.ctx('congstar'), channel: 'chatbot' };
    const cart = await addToCart(ctx, { items: [item('congstar-topup-10')] });
    expect(cart.items[0]?.channel).toBe('chatbot');
  });
});
