import { describe, expect, it, vi } from 'vitest';
import type { PaymentMethod } from '@/api/checkout';
import { PaymentMethods } from '@/features/checkout/PaymentMethods';
import type { TopupKind } from '@/tenancy/schema';
import { render, screen, tenantFixture } from '../../ui/render';

const methods: PaymentMethod[] = [
  { name: 'ideal', iframe: false, savable: false, unavailableFor: ['AUTOMATIC'] },
  { name: 'creditcard', iframe: false, savable: true, unavailableFor: [] },
];

function renderMethods(cartKinds: TopupKind[]) {
  const onChoose = vi.fn();
  render(
    <PaymentMethods
      tenant={tenantFixture()}
      methods={methods}
      cartKinds={cartKinds}
      failed={false}
      tokens={[]}
      signedIn={false}
      choice={null}
      onChoose={onChoose}
    />,
  );
  return { onChoose };
}

const REASON = /Not available for automatic top-ups/;

describe('payment methods fit the cart (ADR 0024)', () => {
  it('a method the backend says cannot pay an automatic top-up is shown disabled, with its reason', async () => {
    renderMethods(['ONCE_OFF', 'AUTOMATIC']);
    const ideal = screen.getByRole('radio', { name: /iDEAL/ });
    expect((ideal as HTMLInputElement).disabled).toBe(true);
    expect(screen.getByText(REASON).id).toBe(ideal.getAttribute('aria-describedby'));
    expect((screen.getByRole('radio', { name: /Credit card/ }) as HTMLInputElement).disabled).toBe(false);
  });

  it.each<[string, TopupKind[]]>([
    ['a once-off cart', ['ONCE_OFF']],
    ['a voucher cart', ['VOUCHER']],
  ])('%s can pay with it', (_, kinds) => {
    renderMethods(kinds);
    expect((screen.getByRole('radio', { name: /iDEAL/ }) as HTMLInputElement).disabled).toBe(false);
    expect(screen.queryByText(REASON)).toBeNull();
  });
});
