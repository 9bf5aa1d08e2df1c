import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SsoPortalPage } from '@/sandbox/pages/SsoPortalPage';

const user = {
  isAuthenticated: true,
  email: null,
  firstName: null,
  lastName: null,
  phoneNumber: '+491511234567',
};

function backend(answer: Response) {
  const bodies: unknown[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      if (url !== '/api/auth/ssoAuthenticate')
        return Response.json({ errorCode: 'NOT_FOUND' }, { status: 404 });
      bodies.push(JSON.parse(String(init.body)));
      return answer.clone();
    }),
  );
  return bodies;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the sandbox single sign-on portal', () => {
  it('signs the customer in by phone number and returns them where the shop asked', async () => {
    const bodies = backend(Response.json({ redirect: '/shop/checkout/cart', user }));
    const onLeave = vi.fn();
    render(
      <SsoPortalPage
        ctx={{ shopId: 'fcb', country: 'de' }}
        providerName="fcb mobil"
        redirect="/shop/checkout/cart"
        onLeave={onLeave}
      />,
    );
    expect(screen.getByRole('heading', { name: 'fcb mobil customer portal' })).toBeTruthy();
    await userEvent.type(screen.getByLabelText('Phone number'), '+49 151 1234567');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in and return to the shop' }));
    await waitFor(() => expect(onLeave).toHaveBeenCalledWith('/shop/checkout/cart'));
    expect(bodies).toEqual([{ msisdn: '+491511234567', redirect: '/shop/checkout/cart' }]);
  });

  it('says what is wrong with the number and stays', async () => {
    backend(Response.json({ errorCode: 'VALIDATION_FAILED', fields: ['body.msisdn'] }, { status: 400 }));
    const onLeave = vi.fn();
    render(
      <SsoPortalPage
        ctx={{ shopId: 'fcb', country: 'de' }}
        providerName="fcb"
        redirect={null}
        onLeave={onLeave}
      />,
    );
    const input = screen.getByLabelText('Phone number');
    await userEvent.type(input, '12');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in and return to the shop' }));
    expect((await screen.findByRole('alert')).textContent).toContain('international phone number');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(onLeave).not.toHaveBeenCalled();
  });
});
