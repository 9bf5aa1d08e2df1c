import { describe, expect, it } from 'vitest';
import type { Order } from '@/api/orders';
import { OrderCard } from '@/features/account/pages/OrderCard';
import { orderItem } from '../../fixtures/orderItem';
import { render, screen } from '../../ui/render';

const order: Order = {
  orderNumber: 'SBX7',
  items: [
    orderItem({
      productId: 'testshop-voucher-15',
      productName: 'Voucher 15',
      serviceFee: 0.5,
      taxRates: [{ rate: 19, amount: 2.71 }],
      grossAmount: 31,
      quantity: 2,
      category: { categoryId: 'voucher' },
      // a voucher is sent to no number
      phoneNumber: undefined,
    }),
  ],
  summary: { netAmount: 22.69, grossAmount: 27, currency: 'EUR', totalServiceFee: 1, discount: 4 },
  deliveryAddress: null,
  paymentMethod: { name: 'creditcard' },
  orderStatus: 'committed',
  paymentStatus: 'paymentAuthorized',
  createdAt: '2026-03-01T10:00:00.000Z',
};

describe('an order of the history shows the money lines of every other page (ADR 0024)', () => {
  it('the item line is its face value; subtotal + fee - discount = total', () => {
    render(<OrderCard order={order} headingLevel="h2" />);
    expect(screen.getByText(/2 × Voucher 15 · €30\.00/)).toBeTruthy();
    const line = (key: string) => screen.getByTestId(`order-SBX7-${key}`).textContent;
    expect([line('subtotal'), line('serviceFee'), line('discount'), line('total')]).toEqual([
      '€30.00',
      '€1.00',
      '-€4.00',
      '€27.00',
    ]);
  });
});

describe('a top-up line names its number as people write it (ADR 0032)', () => {
  it('once the phone library is in, the stored number is grouped', async () => {
    const topup = { ...order.items[0]!, quantity: 1, phoneNumber: '+4915112345678' };
    render(<OrderCard order={{ ...order, items: [topup] }} headingLevel="h2" />);
    expect(await screen.findByText(/Voucher 15 · \+49 1511 2345678 ·/)).toBeTruthy();
  });
});
