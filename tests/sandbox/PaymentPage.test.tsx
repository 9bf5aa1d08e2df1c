import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SandboxPayment } from '@/api/sandboxPay';
import { flowOf, PaymentPage, type PaymentFlow } from '@/sandbox/pages/PaymentPage';

const payment: SandboxPayment = {
  paymentId: 'pay_1',
  merchant: 'congstar Prepaid',
  amount: 15,
  currency: 'EUR',
  paymentMethod: 'creditcard',
  status: 'pending',
  orderNumber: 'SBX1',
  returnUrl: '/shop/checkout/result?orderNumber=SBX1&cartName=c1&paymentToken=TOK-1',
};

function backend(answers: Record<string, Response>) {
  const calls: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      calls.push(`${init.method ?? 'GET'} ${url}`);
      return (
        answers[`${init.method ?? 'GET'} ${url}`]?.clone() ??
        Response.json({ errorCode: 'NOT_FOUND' }, { status: 404 })
      );
    }),
  );
  return calls;
}

/** The page for a payment of congstar; `onLeave` stands in for the navigation back to the shop. */
const renderPage = (paymentId: string, flow: PaymentFlow, onLeave = vi.fn()) =>
  render(
    <PaymentPage
      ctx={{ shopId: 'congstar', country: 'de' }}
      paymentId={paymentId}
      flow={flow}
      onLeave={onLeave}
    />,
  );

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the sandbox payment page', () => {
  // the challenge page stands in for a saved card's 3-D Secure check, which returns as a payment does
  it.each<[PaymentFlow, string]>([
    ['pay', 'Pay'],
    ['challenge', 'Card check (3-D Secure)'],
  ])(
    '%s: shows merchant, amount and currency, and returns to the result page after a decision',
    async (flow, heading) => {
      const calls = backend({
        'GET /api/shop/sandbox/payments/pay_1': Response.json(payment),
        'POST /api/shop/sandbox/payments/pay_1/approve': Response.json({ ...payment, status: 'approved' }),
      });
      const onLeave = vi.fn();
      renderPage('pay_1', flow, onLeave);
      expect(screen.getByRole('heading').textContent).toBe(heading);
      expect(await screen.findByText('congstar Prepaid')).toBeTruthy();
      expect(screen.getByTestId('sandbox-amount').textContent).toBe('€15.00');
      await userEvent.click(screen.getByRole('button', { name: 'Approve' }));
      await waitFor(() => expect(onLeave).toHaveBeenCalledWith(payment.returnUrl));
      expect(calls).toContain('POST /api/shop/sandbox/payments/pay_1/approve');
      for (const name of ['Decline', 'Cancel', 'Leave pending'])
        expect(screen.getByRole('button', { name })).toBeTruthy();
    },
  );

  it('offers only the way back for a decided payment, and explains an unknown one', async () => {
    backend({ 'GET /api/shop/sandbox/payments/pay_1': Response.json({ ...payment, status: 'declined' }) });
    renderPage('pay_1', 'pay');
    expect(await screen.findByRole('button', { name: 'Back to the shop' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Approve' })).toBeNull();
  });

  it('shows the backend reason for an unknown payment, and no buttons', async () => {
    backend({
      'GET /api/shop/sandbox/payments/pay_x': Response.json(
        { errorCode: 'UNKNOWN_PAYMENT', message: 'No such payment' },
        { status: 404 },
      ),
    });
    renderPage('pay_x', 'request');
    expect((await screen.findByRole('alert')).textContent).toBe('No such payment');
    expect(screen.getByRole('heading').textContent).toBe('Bank transfer request');
    expect(screen.queryByRole('button')).toBeNull();
  });

  it.each([
    ['request', 'request'],
    ['challenge', 'challenge'],
    [undefined, 'pay'],
    [['challenge', 'request'], 'pay'],
    ['anything', 'pay'],
  ])('?flow=%s is the %s page', (value, flow) => {
    expect(flowOf(value)).toBe(flow);
  });

  it('says so when the payment cannot be reached at all', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    renderPage('pay_x', 'pay');
    expect((await screen.findByRole('alert')).textContent).toBe('Failed to fetch');
  });
});
