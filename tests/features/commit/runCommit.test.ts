import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  addToCartRoute,
  getCartRoute,
  commitOrderRoute,
  orderDetailsRoute,
  type CommitOrderResponse,
  type OrderDetails,
} from '@/api';
import { COMMIT_MAX_RETRIES, COMMIT_POLL_DELAY_MS, COMMIT_SLOW_CHECK_MAX_MS } from '@/config/constants';
import { cartNamed } from '@/features/cart/cartSlice';
import { commitStarted } from '@/features/commit/commitSlice';
import { runCommit } from '@/features/commit/commitThunks';
import { makeStore } from '@/store/makeStore';
import { cartItem, cartOf, fakeFetch, on, type ErrorReply } from '../cart/fakeCartBackend';
import { tenantFixture } from '../../ui/tenantFixture';
import { orderDetailsFixture } from '../../fixtures/orderDetails';

const key = { cartName: 'cart-1', orderNumber: 'SBX1', paymentToken: 'TOK-1' };
const pending: CommitOrderResponse = {
  orderNumber: 'SBX1',
  orderStatus: 'paymentPending',
  paymentStatus: 'PAYMENT_PENDING',
  messages: [],
  commitOrderRetries: 0,
};
const committed: CommitOrderResponse = {
  ...pending,
  orderStatus: 'committed',
  paymentStatus: 'paymentAuthorized',
};

const details: OrderDetails = orderDetailsFixture();

function storeWithCommit(retries = 0) {
  const store = makeStore({
    tenant: { config: tenantFixture(), language: 'en', pinned: false },
    cart: { cartName: 'cart-1', itemCount: 1 },
    commit: { running: { ...key, retries } },
    // the checkout's persisted order: the payment under way came back to the result page
    checkout: { address: null, orderNumber: 'SBX1', paymentAttempt: true },
  });
  return store;
}

type Reply = CommitOrderResponse | ErrorReply;

function backend(replies: (n: number) => Reply, ...more: Parameters<typeof fakeFetch>) {
  let n = 0;
  const times: number[] = [];
  const fake = fakeFetch(
    on(commitOrderRoute, () => {
      times.push(Date.now());
      return replies(n++);
    }),
    on(orderDetailsRoute, () => details),
    on(addToCartRoute, () => cartOf([cartItem({ itemKey: 'item-9' })], { cartName: 'cart-2' })),
    ...more,
  );
  vi.stubGlobal('fetch', fake.fetch);
  return { ...fake, times, commits: () => fake.calls.filter((c) => c.route === 'commitOrder') };
}

beforeEach(() => vi.useFakeTimers({ now: 0 }));
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('commit polling: SPEC §4 schedule, SPEC §9 constants', () => {
  it('calls at once, then retries 10 times every 50 000 ms (11 calls); then the outcome is not known: checked on, each wait twice the last', async () => {
    const server = backend(() => pending);
    const store = storeWithCommit();
    const run = store.dispatch(runCommit());
    await vi.advanceTimersByTimeAsync(0);
    expect(server.times).toEqual([0]);
    expect(store.getState().commitView).toMatchObject({
      status: 'Pending',
      nextCheckAt: COMMIT_POLL_DELAY_MS,
    });
    expect(store.getState().commit.running?.retries).toBe(1);
    await vi.advanceTimersByTimeAsync(COMMIT_POLL_DELAY_MS - 1);
    expect(server.times).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(COMMIT_POLL_DELAY_MS * COMMIT_MAX_RETRIES);
    const polled = Array.from({ length: COMMIT_MAX_RETRIES + 1 }, (_, i) => i * COMMIT_POLL_DELAY_MS);
    expect(server.times).toEqual(polled);
    // SPEC's record says Failure (paymentOperationTimedOut); the page shows a payment being confirmed
    const last = polled.at(-1)!;
    expect(store.getState().commitView).toMatchObject({
      status: 'Failure',
      messageKey: 'paymentOperationTimedOut',
      unconfirmed: true,
      payAgain: false,
      nextCheckAt: last + 2 * COMMIT_POLL_DELAY_MS,
    });
    // the checkout is over (a new cart, no order to pay again) but the order is kept to check on
    expect(store.getState().cart.cartName).toBeNull();
    expect(store.getState().checkout.orderNumber).toBeNull();
    expect(store.getState().commit.running).toMatchObject({ orderNumber: 'SBX1', retries: 11 });
    await vi.advanceTimersByTimeAsync(2 * COMMIT_POLL_DELAY_MS + 4 * COMMIT_POLL_DELAY_MS);
    expect(server.times.slice(-2)).toEqual([
      last + 2 * COMMIT_POLL_DELAY_MS,
      last + 6 * COMMIT_POLL_DELAY_MS,
    ]);
    // leaving the page stops the checks; the order stays for the next visit
    run.abort();
    await vi.advanceTimersByTimeAsync(COMMIT_SLOW_CHECK_MAX_MS);
    expect(server.times).toHaveLength(COMMIT_MAX_RETRIES + 3);
    expect(store.getState().commit.running).not.toBeNull();
  });

  it.each([
    ["SPEC's retries run out", () => pending],
    ['the payment is confirmed', () => committed],
  ])('when %s, a cart filled since the order is kept', async (_, replies: (n: number) => Reply) => {
    backend(replies);
    const store = storeWithCommit();
    // a later visit filled a new cart while the order was still being checked on
    store.dispatch(cartNamed({ cartName: 'cart-new', itemCount: 2 }));
    const run = store.dispatch(runCommit());
    await vi.advanceTimersByTimeAsync(COMMIT_POLL_DELAY_MS * (COMMIT_MAX_RETRIES + 1));
    expect(store.getState().cart).toEqual({ cartName: 'cart-new', itemCount: 2 });
    expect(store.getState().checkout.orderNumber).toBeNull();
    run.abort();
  });

  it('a payment confirmed after the 10th retry still ends as a success', async () => {
    const server = backend((n) => (n <= COMMIT_MAX_RETRIES ? pending : committed));
    const store = storeWithCommit();
    const run = store.dispatch(runCommit());
    // the 11th call times SPEC's retries out; the next, twice the poll delay later, finds it paid
    await vi.advanceTimersByTimeAsync(COMMIT_POLL_DELAY_MS * (COMMIT_MAX_RETRIES + 2));
    expect(server.times).toHaveLength(COMMIT_MAX_RETRIES + 2);
    expect(await run).toMatchObject({ payload: 'shown' });
    expect(store.getState().commitView).toMatchObject({ status: 'Success', unconfirmed: false });
    expect(store.getState().commit.running).toBeNull();
  });

  it.each<[string, Reply]>([
    ['a 500 without a code', { status: 500, errorCode: '', message: 'Internal Server Error' }],
    ['a 502 from the proxy', { status: 502, errorCode: 'UPSTREAM_UNAVAILABLE', message: 'down' }],
    ['an answer the shop cannot read', { orderStatus: 42 } as unknown as CommitOrderResponse],
  ])(
    '%s on the first check: the page says so and checks again; the next answer decides',
    async (_, first) => {
      const server = backend((n) => (n === 0 ? first : committed));
      const store = storeWithCommit();
      const run = store.dispatch(runCommit());
      await vi.advanceTimersByTimeAsync(0);
      expect(store.getState().commitView).toMatchObject({
        status: 'Pending',
        unreachable: true,
        payAgain: false,
      });
      await vi.advanceTimersByTimeAsync(COMMIT_POLL_DELAY_MS);
      expect(server.times).toEqual([0, COMMIT_POLL_DELAY_MS]);
      expect(await run).toMatchObject({ payload: 'shown' });
      expect(store.getState().commitView).toMatchObject({ status: 'Success', unreachable: false });
    },
  );

  it('a confirmation with only the fields SPEC names (orderStatus, messages) is read, not refused', async () => {
    backend(() => ({ orderStatus: 'committed', messages: [] }));
    const store = storeWithCommit();
    expect(await store.dispatch(runCommit())).toMatchObject({ payload: 'shown' });
    expect(store.getState().commitView).toMatchObject({ status: 'Success', unreachable: false });
  });

  it('stops at the first non-pending answer and loads the order details', async () => {
    const server = backend((n) => (n < 2 ? pending : committed));
    const store = storeWithCommit();
    const run = store.dispatch(runCommit());
    await vi.advanceTimersByTimeAsync(2 * COMMIT_POLL_DELAY_MS);
    expect(await run).toMatchObject({ payload: 'shown' });
    expect(server.times).toEqual([0, COMMIT_POLL_DELAY_MS, 2 * COMMIT_POLL_DELAY_MS]);
    expect(store.getState().commitView.status).toBe('Success');
    await vi.advanceTimersByTimeAsync(0);
    expect(store.getState().commitView.details).toEqual(details);
    expect(server.commits()[0]!.body).toEqual(key);
  });

  it('resumes with the retries counted before a reload', async () => {
    const server = backend(() => pending);
    const store = storeWithCommit(COMMIT_MAX_RETRIES - 2);
    void store.dispatch(runCommit());
    await vi.advanceTimersByTimeAsync(2 * COMMIT_POLL_DELAY_MS);
    expect(server.times).toEqual([0, COMMIT_POLL_DELAY_MS, 2 * COMMIT_POLL_DELAY_MS]);
    expect(store.getState().commitView).toMatchObject({
      messageKey: 'paymentOperationTimedOut',
      unconfirmed: true,
    });
  });

  it('keeps the retries when the same order starts again, and starts a new order at 0', () => {
    const store = storeWithCommit(4);
    store.dispatch(commitStarted(key));
    expect(store.getState().commit.running?.retries).toBe(4);
    store.dispatch(commitStarted({ ...key, orderNumber: 'SBX2' }));
    expect(store.getState().commit.running).toEqual({ ...key, orderNumber: 'SBX2', retries: 0 });
  });

  it('stops polling when the page is left', async () => {
    const server = backend(() => pending);
    const store = storeWithCommit();
    const run = store.dispatch(runCommit());
    await vi.advanceTimersByTimeAsync(0);
    run.abort();
    await vi.advanceTimersByTimeAsync(5 * COMMIT_POLL_DELAY_MS);
    expect(server.times).toHaveLength(1);
    // still running: the next visit resumes it
    expect(store.getState().commit.running).toMatchObject({ orderNumber: 'SBX1', retries: 1 });
  });

  it('sends a cancelled payment back to payment with its items in a new cart', async () => {
    const item = { productId: 'testshop-topup-15', amount: 15, quantity: 1, phoneNumber: '+4915112345678' };
    const server = backend(() => ({
      status: 409,
      errorCode: 'PAYMENT_CANCELLED',
      message: 'The payment was cancelled',
      extra: { orderStatus: 'cancelled', items: [item] },
    }));
    const store = storeWithCommit();
    expect(await store.dispatch(runCommit())).toMatchObject({
      payload: { backToPayment: '/shop/checkout/payment?after=cancelled' },
    });
    const add = server.calls.find((c) => c.route === 'addToCart');
    // a new cart (no cartName), one entry per unit with its amount
    expect(add?.body).toEqual({
      items: [{ productId: 'testshop-topup-15', amount: 15, phoneNumber: '+4915112345678' }],
    });
    expect(store.getState().cart.cartName).toBe('cart-2');
    expect(store.getState().commit.running).toBeNull();
  });

  it('re-adds what the paid cart held: an automatic schedule and an SMS PIN are not lost', async () => {
    const recurring = cartItem({
      itemKey: 'item-1',
      amount: 20,
      autoTopupOption: { recurringOption: { recurringType: 'MONTHLY', recurringDay: 3 } },
    });
    const sms = cartItem({ itemKey: 'item-2', amount: 0, smsTopupConsent: { pinCode: '4711' } });
    const server = backend(
      () => ({
        status: 409,
        errorCode: 'PAYMENT_CANCELLED',
        message: 'The payment was cancelled',
        extra: { orderStatus: 'cancelled', items: [{ productId: 'testshop-topup-15', amount: 20 }] },
      }),
      on(getCartRoute, () => cartOf([recurring, sms])),
    );
    const store = storeWithCommit();
    expect(await store.dispatch(runCommit())).toMatchObject({
      payload: { backToPayment: '/shop/checkout/payment?after=cancelled' },
    });
    expect(server.calls.find((c) => c.route === 'addToCart')?.body).toEqual({
      items: [
        {
          productId: 'testshop-topup-15',
          amount: 20,
          phoneNumber: '+4915112345678',
          autoTopupOption: { recurringOption: { recurringType: 'MONTHLY', recurringDay: 3 } },
        },
        {
          productId: 'testshop-topup-15',
          amount: 0,
          phoneNumber: '+4915112345678',
          smsTopupConsent: { pinCode: '4711' },
        },
      ],
    });
  });

  it('shows the fraud decline and forgets the order', async () => {
    backend(() => ({
      status: 422,
      errorCode: 'FRAUD_DECLINED',
      message: 'The transaction was declined by the fraud check',
    }));
    const store = storeWithCommit();
    await store.dispatch(runCommit());
    expect(store.getState().commitView).toMatchObject({
      status: 'Failure',
      messageKey: 'fraudDeclinedTransaction',
    });
    expect(store.getState().cart.cartName).toBeNull();
  });
});

describe('SPEC §4: the order number is cleared and the cart reset unless cancelled', () => {
  const cancelledItem = { productId: 'testshop-topup-15', amount: 15, quantity: 1 };
  it.each<[string, Reply, { cartName: string | null; orderNumber: string | null; status: string | null }]>([
    ['a success', committed, { cartName: null, orderNumber: null, status: 'Success' }],
    [
      'a declined payment',
      { ...committed, orderStatus: 'failed', paymentStatus: 'declined' },
      { cartName: null, orderNumber: null, status: 'Failure' },
    ],
    [
      'a cancelled payment without items: cart and order stay',
      { status: 409, errorCode: 'PAYMENT_CANCELLED', extra: { orderStatus: 'cancelled', items: [] } },
      { cartName: 'cart-1', orderNumber: 'SBX1', status: 'Cancelled' },
    ],
    [
      'a cancelled payment with items: the order stays, the items go to a new cart',
      {
        status: 409,
        errorCode: 'PAYMENT_CANCELLED',
        extra: { orderStatus: 'cancelled', items: [cancelledItem] },
      },
      // the page goes back to payment: nothing is shown here
      { cartName: 'cart-2', orderNumber: 'SBX1', status: 'Pending' },
    ],
  ])('%s', async (_, reply, expected) => {
    backend(() => reply);
    const store = storeWithCommit();
    await store.dispatch(runCommit());
    expect({
      cartName: store.getState().cart.cartName,
      orderNumber: store.getState().checkout.orderNumber,
      status: store.getState().commitView.status,
    }).toEqual(expected);
    // the commit itself is over either way, and so is the payment attempt
    expect(store.getState().commit.running).toBeNull();
    expect(store.getState().checkout.paymentAttempt).toBe(false);
  });
});
