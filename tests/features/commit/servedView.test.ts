import { describe, expect, it } from 'vitest';
import type { OrderDetails, OrderState } from '@/api/orders';
import { servedView } from '@/features/commit/servedView';

// What the result page's server shows of an order it read (ADR 0054): a settled state as the commit
// would show it, and anything the commit has yet to decide as pending, never as a failure (ADR 0040).

const details = (orderStatus: OrderState, paymentStatus = 'paymentAuthorized'): OrderDetails => ({
  orderNumber: 'SBX1',
  items: [],
  summary: { netAmount: 12.61, grossAmount: 15, currency: 'EUR', totalServiceFee: 0, taxes: [] },
  deliveryAddress: null,
  paymentMethod: { name: 'creditcard' },
  orderStatus,
  paymentStatus,
  createdAt: '2026-01-01T00:00:00.000Z',
  deliveries: [],
});

describe('servedView', () => {
  it.each<[OrderState, string, string]>([
    ['committed', 'paymentAuthorized', 'Success'],
    ['productProcessDone', 'paymentAuthorized', 'Success'],
    ['partiallyCommitted', 'paymentAuthorized', 'PartialSuccess'],
    ['refunded', 'refunded', 'Refunded'],
    // paid, but not committed: only the commit says what was delivered
    ['paid', 'paymentAuthorized', 'Pending'],
    ['paymentAuthorized', 'paymentAuthorized', 'Pending'],
    ['paymentPending', 'PAYMENT_PENDING', 'Pending'],
    ['paymentInit', 'paymentInit', 'Pending'],
  ])('%s (%s) shows as %s', (orderStatus, paymentStatus, status) => {
    const view = servedView(details(orderStatus, paymentStatus));
    expect(view.status).toBe(status);
    expect(view.orderNumber).toBe('SBX1');
    expect(view.details?.orderNumber).toBe('SBX1');
  });

  it('carries no key of the order and nothing JSON cannot hold', () => {
    const view = servedView(details('committed'));
    expect(view.cartName).toBeNull();
    expect(JSON.parse(JSON.stringify(view))).toEqual(view);
    expect(view.hydrated).toBe(false);
  });

  it('a pending order is never a failure, nor may it be paid again', () => {
    const view = servedView(details('paymentPending', 'PAYMENT_PENDING'));
    expect(view.payAgain).toBe(false);
    expect(view.messageKey).toBeUndefined();
  });
});
