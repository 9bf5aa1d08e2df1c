import { afterEach, describe, expect, it, vi } from 'vitest';
import { PaymentFrame } from '@/features/checkout/PaymentFrame';
import type { ShownPayment } from '@/features/checkout/paymentFlow';
import { render, screen } from '../../ui/render';

afterEach(() => vi.restoreAllMocks());

describe('PaymentFrame on a phone', () => {
  it.each<[string, ShownPayment, () => HTMLElement]>([
    [
      'the card frame',
      { kind: 'cardFrame', url: '/sandbox/pay/pay_1?embed=1' },
      () => screen.getByTitle('Pay by card'),
    ],
    [
      'the bank-transfer request',
      { kind: 'bankTransfer', url: '/sandbox/pay/pay_2?flow=request' },
      () => screen.getByRole('alert'),
    ],
  ])('%s is scrolled into view and focused where pay was pressed', (_, started, target) => {
    const scrolled = vi.fn();
    Element.prototype.scrollIntoView = scrolled;
    render(<PaymentFrame started={started} />);
    expect(scrolled).toHaveBeenCalledTimes(1);
    expect(scrolled.mock.contexts[0]).toBe(target());
    expect(document.activeElement).toBe(target());
  });
});
