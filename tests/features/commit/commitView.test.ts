import { describe, expect, it } from 'vitest';
import type { OrderDetails } from '@/api/orders';
import { orderDetailsFixture } from '../../fixtures/orderDetails';
import {
  commitShown,
  commitViewSlice,
  orderDetailsLoaded,
  type CommitViewState,
} from '@/features/commit/commitSlice';
import { sameOutcome } from '@/features/commit/sameOutcome';

const reducer = commitViewSlice.reducer;

const details = orderDetailsFixture;

/** The result page of SBX1, its details read once already. */
function shown(): CommitViewState {
  const view = reducer(undefined, commitShown({ cartName: 'cart-1', orderNumber: 'SBX1' }));
  return reducer(view, orderDetailsLoaded(details()));
}

describe('orderDetailsLoaded: the outcome read again', () => {
  it('keeps the view and its details when the details read are equal', () => {
    const before = shown();
    const after = reducer(before, orderDetailsLoaded(details()));
    expect(after).toBe(before);
    expect(after.details).toBe(before.details);
  });

  it.each<[string, Partial<OrderDetails>]>([
    ['the order state', { orderStatus: 'productProcessDone' }],
    [
      'a nested amount',
      { summary: { netAmount: 12.61, grossAmount: 20, currency: 'EUR', totalServiceFee: 0 } },
    ],
    ['the payment method', { paymentMethod: { name: 'paypal' } }],
  ])('replaces the details when %s changed', (_name, change) => {
    const before = shown();
    const after = reducer(before, orderDetailsLoaded(details(change)));
    expect(after).not.toBe(before);
    expect(after.details).toEqual(details(change));
  });

  it('takes the first details read', () => {
    const view = reducer(undefined, commitShown({ cartName: 'cart-1', orderNumber: 'SBX1' }));
    expect(reducer(view, orderDetailsLoaded(details())).details).toEqual(details());
  });

  it("ignores another order's details", () => {
    const before = shown();
    expect(reducer(before, orderDetailsLoaded(details({ orderNumber: 'SBX2' })))).toBe(before);
  });
});

describe('sameOutcome: what the result page renders the outcome from', () => {
  const view = shown();
  it.each<[string, CommitViewState, boolean]>([
    ['the same view', view, true],
    ['only the hydrated flag changed', { ...view, hydrated: !view.hydrated }, true],
    ['the status changed', { ...view, status: 'Success' }, false],
    ['the details changed', { ...view, details: details({ orderStatus: 'failed' }) }, false],
    ['a message added', { ...view, messageKey: 'paymentOperationTimedOut' }, false],
  ])('%s', (_name, other, same) => {
    expect(sameOutcome(view, other)).toBe(same);
    expect(sameOutcome(other, view)).toBe(same);
  });
});
