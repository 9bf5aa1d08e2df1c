import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { SsoPortalPage } from '@/sandbox/pages/SsoPortalPage';

/** A state as the shop issues it (src/server/ssoState.ts), handed back unchanged. */
const STATE = `lq2x3k.${'b'.repeat(43)}`;

const submit = () => userEvent.click(screen.getByRole('button', { name: 'Sign in and return to the shop' }));

describe('the sandbox single sign-on portal', () => {
  it('sends the customer back to the shop’s sign-in with their number, where the shop asked and its state', async () => {
    const onLeave = vi.fn();
    render(
      <SsoPortalPage
        providerName="fcb mobil"
        redirect="/shop/checkout/cart"
        state={STATE}
        onLeave={onLeave}
      />,
    );
    expect(screen.getByRole('heading', { name: 'fcb mobil customer portal' })).toBeTruthy();
    await userEvent.type(screen.getByLabelText('Phone number'), '+49 151 1234567');
    await submit();
    expect(onLeave).toHaveBeenCalledWith(
      `/login/sso?msisdn=%2B491511234567&redirect=%2Fshop%2Fcheckout%2Fcart&state=${STATE}`,
    );
  });

  it('without a way back or a state, leaves both to the shop (its main page; it refuses the sign-in)', async () => {
    const onLeave = vi.fn();
    render(<SsoPortalPage providerName="fcb" redirect={null} state={null} onLeave={onLeave} />);
    await userEvent.type(screen.getByLabelText('Phone number'), '+4915112345678');
    await submit();
    expect(onLeave).toHaveBeenCalledWith('/login/sso?msisdn=%2B4915112345678');
  });

  it('says what is wrong with the number and stays', async () => {
    const onLeave = vi.fn();
    render(<SsoPortalPage providerName="fcb" redirect={null} state={null} onLeave={onLeave} />);
    const input = screen.getByLabelText('Phone number');
    await userEvent.type(input, '12');
    await submit();
    expect((await screen.findByRole('alert')).textContent).toContain('international phone number');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(onLeave).not.toHaveBeenCalled();
  });
});
