import { useEffect, useState } from 'react';
import type { ApiContext } from '@/api/http';
import { isApiError } from '@/api/http';
import {
  decideSandboxPayment,
  getSandboxPayment,
  type SandboxPayment,
  type paymentDecisions,
} from '@/api/sandboxPay';
import { banner, button, page, row } from './styles';

type Decision = (typeof paymentDecisions)[number];

const DECISIONS: Array<{ decision: Decision; label: string; colour: string }> = [
  { decision: 'approve', label: 'Approve', colour: '#1b7f3b' },
  { decision: 'decline', label: 'Decline', colour: '#b3261e' },
  { decision: 'cancel', label: 'Cancel', colour: '#5f6368' },
  { decision: 'pending', label: 'Leave pending', colour: '#8a5a00' },
];

/** Back to the shop's result page; from inside the card or PayPal iframe the whole tab goes. */
function leave(url: string) {
  const top = window.top ?? window;
  top.location.assign(url);
}

/**
 * What the page stands in for (`?flow=`): the provider's payer page, a bank-transfer request, or
 * the card issuer's check (3-D Secure) of a saved card.
 */
export type PaymentFlow = 'pay' | 'request' | 'challenge';

const TITLES: Record<PaymentFlow, string> = {
  pay: 'Pay',
  request: 'Bank transfer request',
  challenge: 'Card check (3-D Secure)',
};

export const flowOf = (value: unknown): PaymentFlow =>
  value === 'request' || value === 'challenge' ? value : 'pay';

export interface PaymentPageProps {
  ctx: Pick<ApiContext, 'shopId' | 'country'>;
  paymentId: string;
  flow: PaymentFlow;
  /** navigation back to the shop; replaced in tests */
  onLeave?: (url: string) => void;
}

export function PaymentPage({ ctx, paymentId, flow, onLeave = leave }: PaymentPageProps) {
  const [payment, setPayment] = useState<SandboxPayment | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    let live = true;
    getSandboxPayment(ctx, paymentId).then(
      (found) => live && setPayment(found),
      (e: unknown) => live && setError(isApiError(e) ? e.message : 'The payment could not be loaded'),
    );
    return () => {
      live = false;
    };
  }, [ctx, paymentId]);

  async function decide(decision: Decision) {
    setBusy(true);
    try {
      const decided = await decideSandboxPayment(ctx, paymentId, decision);
      onLeave(decided.returnUrl);
    } catch (e) {
      setError(isApiError(e) ? e.message : 'The decision could not be sent');
      setBusy(false);
    }
  }

  const amount =
    payment &&
    new Intl.NumberFormat('en', { style: 'currency', currency: payment.currency }).format(payment.amount);
  return (
    <div style={page}>
      <p style={banner}>Sandbox payment provider: no real money moves.</p>
      <h1 style={{ fontSize: 22 }}>{TITLES[flow]}</h1>
      {flow === 'challenge' && <p>The card's issuer asks to confirm this payment with the saved card.</p>}
      {error && <p role="alert">{error}</p>}
      {!payment && !error && <p>Loading the payment…</p>}
      {payment && (
        <>
          <dl>
            <dt>Merchant</dt>
            <dd>{payment.merchant}</dd>
            <dt>Amount</dt>
            <dd data-testid="sandbox-amount">{amount}</dd>
            <dt>Method</dt>
            <dd>{payment.paymentMethod}</dd>
            {payment.orderNumber ? (
              <>
                <dt>Order</dt>
                <dd>{payment.orderNumber}</dd>
              </>
            ) : (
              <>
                <dt>Purpose</dt>
                <dd>Save the payment method for later</dd>
              </>
            )}
            <dt>Status</dt>
            <dd>{payment.status}</dd>
          </dl>
          {payment.status === 'pending' ? (
            <div style={row}>
              {DECISIONS.map(({ decision, label, colour }) => (
                <button
                  key={decision}
                  type="button"
                  disabled={busy}
                  style={button(colour)}
                  onClick={() => decide(decision)}
                >
                  {label}
                </button>
              ))}
            </div>
          ) : (
            <button type="button" style={button('#1a73e8')} onClick={() => onLeave(payment.returnUrl)}>
              Back to the shop
            </button>
          )}
        </>
      )}
    </div>
  );
}
