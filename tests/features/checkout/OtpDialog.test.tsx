import { afterEach, describe, expect, it, vi } from 'vitest';
import { checkoutAddressRoute, validateOtpRoute } from '@/api';
import { OtpDialog } from '@/features/checkout/OtpDialog';
import { configure, render, screen, waitFor } from '../../ui/render';
import { fakeFetch, on } from '../cart/fakeCartBackend';

configure({ asyncUtilTimeout: 5_000 });

afterEach(() => vi.unstubAllGlobals());

function renderDialog() {
  const backend = fakeFetch(
    on(validateOtpRoute, (call) =>
      (call.body as { otp: string }).otp === '123456'
        ? { valid: true as const }
        : { status: 422, errorCode: 'OTP_INVALID' },
    ),
    on(checkoutAddressRoute, () => ({ status: 429, errorCode: 'OTP_RESEND_TIME_LIMIT_RESTRICTION' })),
  );
  vi.stubGlobal('fetch', backend.fetch);
  const onConfirmed = vi.fn();
  const view = render(<OtpDialog open onConfirmed={onConfirmed} />, {
    preloadedState: { cart: { cartName: 'cart-1', itemCount: 1 } },
  });
  return { ...view, backend, onConfirmed };
}

describe('OtpDialog', { timeout: 20_000 }, () => {
  it('checks the code’s form, says a wrong code, refuses an early resend, and confirms the right one', async () => {
    const { user, onConfirmed, backend } = renderDialog();
    expect(screen.getByRole('dialog', { name: 'Confirm your order' })).toBeTruthy();
    const code = screen.getByRole('textbox', { name: 'Confirmation code' });
    await user.type(code, '12');
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(screen.getByText('The code has 4 to 8 digits.')).toBeTruthy();
    expect(backend.calls).toHaveLength(0);

    await user.clear(code);
    await user.type(code, '654321');
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('This code is not correct. Please check it and try again.')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Send a new code' }));
    expect(await screen.findByText('Please wait a moment before requesting a new code.')).toBeTruthy();

    await user.clear(code);
    await user.type(code, '123456');
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(onConfirmed).toHaveBeenCalledTimes(1));
    expect(backend.calls.filter((c) => c.route === 'validateOtp').map((c) => c.body)).toEqual([
      { cartName: 'cart-1', otp: '654321' },
      { cartName: 'cart-1', otp: '123456' },
    ]);
  });
});
