import { afterEach, describe, expect, it, vi } from 'vitest';
import { confirmRoute, registerRoute, resendCodeRoute } from '@/api';
import { CODE_RESEND_AFTER_SECONDS } from '@/config/constants';
import { AccountEntry } from '@/features/account/AccountEntry';
import { selectDialog } from '@/features/account/authSlice';
import { act, configure, render, screen, within } from '../../ui/render';
import { fakeFetch, on, type ErrorReply } from '../cart/fakeCartBackend';

configure({ asyncUtilTimeout: 10_000 });

const WAIT_MS = CODE_RESEND_AFTER_SECONDS * 1000;

/** The backend's answers to a resend, in turn. */
function renderEntry(resends: Array<{ resendAfterSeconds: number } | ErrorReply> = []) {
  const backend = fakeFetch(
    on(registerRoute, (call) => ({
      userName: (call.body as { userName: string }).userName,
      confirmationRequired: true,
    })),
    on(resendCodeRoute, () => resends.shift() ?? { resendAfterSeconds: CODE_RESEND_AFTER_SECONDS }),
    on(confirmRoute, () => ({})),
  );
  vi.stubGlobal('fetch', backend.fetch);
  return { ...render(<AccountEntry />), backend };
}

type User = ReturnType<typeof renderEntry>['user'];

/** Registers ada@exmaple.com (a typo) and answers the code step's dialog. */
async function atCodeStep(user: User) {
  await user.click(screen.getByRole('link', { name: 'Log in' }));
  const dialog = await screen.findByRole('dialog', { name: 'Log in' });
  await user.click(within(dialog).getByRole('button', { name: 'New here? Create an account' }));
  await user.type(within(dialog).getByRole('textbox', { name: /Email address/ }), 'ada@exmaple.com');
  await user.type(within(dialog).getByLabelText(/^New password/), 'correct-horse');
  await user.type(within(dialog).getByLabelText(/^Repeat the password/), 'correct-horse');
  await user.click(within(dialog).getByRole('button', { name: 'Register' }));
  await within(dialog).findByRole('textbox', { name: /Confirmation code/ });
  return dialog;
}

const seconds = (ms: number) => act(() => vi.advanceTimersByTime(ms));

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe("registration's code step", { timeout: 30_000 }, () => {
  it('offers the code again only after the wait, counting it down, and waits again after a resend', async () => {
    vi.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval'] });
    const { user, backend } = renderEntry();
    const dialog = await atCodeStep(user);
    const resend = within(dialog).getByTestId('resend-code');
    expect(resend.textContent).toBe(`Send the code again in ${CODE_RESEND_AFTER_SECONDS} s`);
    expect(resend).toHaveProperty('disabled', true);
    await seconds(WAIT_MS - 15_000);
    expect(resend.textContent).toBe('Send the code again in 15 s');
    expect(resend).toHaveProperty('disabled', true);
    await seconds(15_000);
    expect(resend.textContent).toBe('Send the code again');
    await user.click(resend);
    expect(await within(dialog).findByText('We sent the code to ada@exmaple.com once more.')).toBeTruthy();
    expect(backend.calls.filter((call) => call.route === 'resendCode').map((call) => call.body)).toEqual([
      { userName: 'ada@exmaple.com' },
    ]);
    expect(resend.textContent).toBe(`Send the code again in ${CODE_RESEND_AFTER_SECONDS} s`);
    expect(resend).toHaveProperty('disabled', true);
  });

  it("counts down the backend's wait when it refuses the resend, without an error", async () => {
    vi.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval'] });
    const { user } = renderEntry([
      { status: 429, errorCode: 'OTP_RESEND_TIME_LIMIT_RESTRICTION', extra: { retryAfterSeconds: 42 } },
    ]);
    const dialog = await atCodeStep(user);
    await seconds(WAIT_MS);
    await user.click(within(dialog).getByTestId('resend-code'));
    expect(await within(dialog).findByText('Send the code again in 42 s')).toBeTruthy();
    expect(within(dialog).queryByText(/once more/)).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('leads back to the registration with everything typed, to correct the address', async () => {
    const { user, backend } = renderEntry();
    const dialog = await atCodeStep(user);
    await user.click(within(dialog).getByRole('button', { name: 'ada@exmaple.com is wrong? Correct it' }));
    const email = within(dialog).getByRole('textbox', { name: /Email address/ });
    expect(email).toHaveProperty('value', 'ada@exmaple.com');
    expect(within(dialog).getByLabelText(/^New password/)).toHaveProperty('value', 'correct-horse');
    expect(within(dialog).getByLabelText(/^Repeat the password/)).toHaveProperty('value', 'correct-horse');
    await user.clear(email);
    await user.type(email, 'ada@example.com');
    await user.click(within(dialog).getByRole('button', { name: 'Register' }));
    expect(await within(dialog).findByText(/sent a confirmation code to ada@example.com/)).toBeTruthy();
    expect(
      backend.calls
        .filter((call) => call.route === 'register')
        .map((call) => (call.body as { userName: string }).userName),
    ).toEqual(['ada@exmaple.com', 'ada@example.com']);
  });

  it('closes by its close button', async () => {
    const { user, store } = renderEntry();
    const dialog = await atCodeStep(user);
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(selectDialog(store.getState()).open).toBe(false);
  });
});
