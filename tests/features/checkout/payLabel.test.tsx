import { describe, expect, it } from 'vitest';
import { RecurringNotice, type RecurringCharge } from '@/features/cart';
import { payLabel } from '@/features/checkout/payLabel';
import { render, screen } from '../../ui/render';

const monthly: RecurringCharge = {
  key: 'a',
  amount: 15,
  phoneNumber: '+491511231234',
  schedule: { key: 'monthly', day: 1 },
};
const lowBalance: RecurringCharge = { key: 'b', amount: 10, schedule: { key: 'lowBalance', limit: 5 } };
const t = ((key: string, values?: { amount?: string }) =>
  values?.amount ? `${key}(${values.amount})` : key) as Parameters<typeof payLabel>[0];
const paid = { needsPayment: true, cashCode: false };

describe('the pay button names what it leads to (ADR 0024)', () => {
  it.each<[string, { needsPayment: boolean; cashCode: boolean }, RecurringCharge[], string]>([
    ['a once-off payment', paid, [], 'checkout.pay'],
    [
      'one recurring schedule: the amount and how it recurs',
      paid,
      [monthly],
      'recurring.pay.monthly(15,00 €)',
    ],
    ['two of one schedule', paid, [monthly, { ...monthly, key: 'c' }], 'recurring.pay.monthly(15,00 €)'],
    ['different schedules: the notice lists each', paid, [monthly, lowBalance], 'checkout.pay'],
    ['a cash code', { needsPayment: true, cashCode: true }, [], 'checkout.getCashCode'],
    ['a free setup', { needsPayment: false, cashCode: false }, [lowBalance], 'checkout.placeOrder'],
  ])('%s', (_, flow, charges, label) => {
    expect(payLabel(t, flow, charges, '15,00 €')).toBe(label);
  });
});

describe('RecurringNotice: a recurring charge spelled out', () => {
  const price = (amount: number) => `€${amount.toFixed(2)}`;

  it('says what, how much, for which number, when, that the method is charged again, and where to cancel', () => {
    render(
      <RecurringNotice
        charges={[monthly, lowBalance]}
        language="en"
        price={price}
        manageHref="/account/auto-topups"
        when="before"
        pausable
      />,
    );
    const note = screen.getByRole('note', { name: 'Automatic top-up' });
    expect(note.textContent).toContain('€15.00 for +491511231234, monthly on day 1');
    expect(note.textContent).toContain('€10.00, when the balance falls below €5.00');
    expect(note.textContent).toContain('charged again each time');
    expect(screen.getByRole('link', { name: 'Manage automatic top-ups' }).getAttribute('href')).toBe(
      '/account/auto-topups',
    );
  });

  it.each([
    [true, 'You can pause or cancel it at any time:'],
    [false, 'You can cancel it at any time:'],
  ])('promises pausing only where the shop allows it (pausable %s)', (pausable, promise) => {
    render(
      <RecurringNotice
        charges={[monthly]}
        language="en"
        price={price}
        manageHref="/account/auto-topups"
        when="after"
        pausable={pausable}
      />,
    );
    const note = screen.getByRole('note', { name: 'Automatic top-up' });
    expect(note.textContent).toContain(promise);
    if (!pausable) expect(note.textContent).not.toMatch(/pause/i);
  });

  it('is absent when nothing recurs', () => {
    render(
      <RecurringNotice charges={[]} language="en" price={price} manageHref="/x" when="after" pausable />,
    );
    expect(screen.queryByRole('note')).toBeNull();
  });
});
