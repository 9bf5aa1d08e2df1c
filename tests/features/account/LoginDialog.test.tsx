import { afterEach, describe, expect, it, vi } from 'vitest';
import { authenticateRoute, confirmRoute, registerRoute } from '@/api';
import { AccountEntry } from '@/features/account/AccountEntry';
import { selectDialog, selectSignedIn } from '@/features/account/authSlice';
import { configure, render, screen, waitFor, within } from '../../ui/render';
import { tenantFixture } from '../../ui/tenantFixture';
import { fakeFetch, on, type Call, type ErrorReply } from '../cart/fakeCartBackend';
import { user } from './fixtures';

configure({ asyncUtilTimeout: 10_000 });

const credentials = (call: Call) => call.body as { userName: string; password: string };

function renderEntry(tenant = tenantFixture()) {
  const backend = fakeFetch(
    on(authenticateRoute, (call) =>
      credentials(call).password === 'correct-horse'
        ? user
        : { status: 401, errorCode: 'NotAuthorizedException' },
    ),
    on(registerRoute, (call) =>
      credentials(call).userName === 'taken@example.com'
        ? { status: 409, errorCode: 'CUSTOMER_DUPLICATION_ERROR' }
        : { userName: credentials(call).userName, confirmationRequired: true },
    ),
    on(confirmRoute, (call): Record<string, never> | ErrorReply =>
      (call.body as { code: string }).code === '123456'
        ? {}
        : { status: 422, errorCode: 'AUTHENTICATION_FAILED' },
    ),
  );
  vi.stubGlobal('fetch', backend.fetch);
  return { ...render(<AccountEntry />, { tenant }), backend };
}

async function openDialog(user: ReturnType<typeof renderEntry>['user']) {
  await user.click(screen.getByRole('link', { name: 'Log in' }));
  return screen.findByRole('dialog', { name: 'Log in' });
}

afterEach(() => vi.unstubAllGlobals());

describe('login dialog', { timeout: 30_000 }, () => {
  it('is a link to /login until used, then opens the dialog (SPEC §2 show flag, login content)', async () => {
    const { user, store } = renderEntry();
    expect(screen.getByRole('link', { name: 'Log in' }).getAttribute('href')).toBe('/login');
    expect(screen.queryByRole('dialog')).toBeNull();
    await openDialog(user);
    expect(selectDialog(store.getState())).toEqual({ open: true, content: 'login' });
  });

  it('says what is wrong at each field and sends nothing', async () => {
    const { user, backend } = renderEntry();
    const dialog = await openDialog(user);
    await user.click(within(dialog).getByRole('button', { name: 'Log in' }));
    expect(within(dialog).getByText('Please enter your email address or mobile number.')).toBeTruthy();
    expect(within(dialog).getByText('Please enter your password.')).toBeTruthy();
    expect(backend.calls).toEqual([]);
  });

  it('labels the identifier by SPEC §5 and fills a webmail domain from its button', async () => {
    const { user } = renderEntry(tenantFixture({ phoneRegistrationAllowed: true }));
    const dialog = await openDialog(user);
    const identifier = within(dialog).getByRole('textbox', { name: /Email address or mobile number/ });
    await user.type(identifier, 'ada');
    const [first] = tenantFixture().emailDomainShortcuts;
    await user.click(within(dialog).getByRole('button', { name: `@${first}` }));
    expect(identifier).toHaveProperty('value', `ada@${first}`);
  });

  it('SPEC §8: a wrong password shows incorrectUsernameOrPassword and keeps the typing', async () => {
    const { user, store } = renderEntry();
    const dialog = await openDialog(user);
    await user.type(within(dialog).getByRole('textbox', { name: /Email address/ }), 'ada@example.com');
    await user.type(within(dialog).getByLabelText(/^Password/), 'wrong-password');
    await user.click(within(dialog).getByRole('button', { name: 'Log in' }));
    expect(await within(dialog).findByText('The email address or password is incorrect.')).toBeTruthy();
    expect(within(dialog).getByRole('textbox', { name: /Email address/ })).toHaveProperty(
      'value',
      'ada@example.com',
    );
    expect(selectSignedIn(store.getState())).toBe(false);
  });

  it('signs in, closes, and the entry becomes the account link', async () => {
    const { user, store } = renderEntry();
    const dialog = await openDialog(user);
    await user.type(within(dialog).getByRole('textbox', { name: /Email address/ }), 'ada@example.com');
    await user.type(within(dialog).getByLabelText(/^Password/), 'correct-horse');
    await user.click(within(dialog).getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(selectSignedIn(store.getState())).toBe(true));
    expect(selectDialog(store.getState()).open).toBe(false);
    // the rest of the page is hidden from assistive technology until the dialog has closed
    expect((await screen.findByRole('link', { name: 'My account' })).getAttribute('href')).toBe('/account');
    expect(await screen.findByText('You are now logged in.')).toBeTruthy();
  });

  it('SPEC §4 registration → confirmation → sign-in with the kept password', async () => {
    const { user, store, backend } = renderEntry();
    const dialog = await openDialog(user);
    await user.click(within(dialog).getByRole('button', { name: 'New here? Create an account' }));
    expect(selectDialog(store.getState()).content).toBe('registration');
    await user.type(within(dialog).getByRole('textbox', { name: /Email address/ }), 'new@example.com');
    await user.type(within(dialog).getByLabelText(/^New password/), 'correct-horse');
    await user.type(within(dialog).getByLabelText(/^Repeat the password/), 'correct-horse');
    await user.click(within(dialog).getByRole('button', { name: 'Register' }));
    const code = await within(dialog).findByRole('textbox', { name: /Confirmation code/ });
    await user.type(code, '999999');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(
      await within(dialog).findByText('This code is not correct. Please check it and try again.'),
    ).toBeTruthy();
    await user.clear(code);
    await user.type(code, '123456');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(selectSignedIn(store.getState())).toBe(true));
    expect(backend.calls.map((call) => call.route)).toEqual([
      'register',
      'confirmAccount',
      'confirmAccount',
      'authenticate',
    ]);
  });

  it('SPEC §8: an existing user name says usernameExists; different passwords are caught first', async () => {
    const { user, backend } = renderEntry();
    const dialog = await openDialog(user);
    await user.click(within(dialog).getByRole('button', { name: 'New here? Create an account' }));
    await user.type(within(dialog).getByRole('textbox', { name: /Email address/ }), 'taken@example.com');
    await user.type(within(dialog).getByLabelText(/^New password/), 'correct-horse');
    await user.type(within(dialog).getByLabelText(/^Repeat the password/), 'correct-hors');
    await user.click(within(dialog).getByRole('button', { name: 'Register' }));
    expect(within(dialog).getByText('The passwords do not match.')).toBeTruthy();
    expect(backend.calls).toEqual([]);
    await user.type(within(dialog).getByLabelText(/^Repeat the password/), 'e');
    await user.click(within(dialog).getByRole('button', { name: 'Register' }));
    expect(
      await within(dialog).findByText('An account with this email address already exists.'),
    ).toBeTruthy();
  });

  it.each([
    ['auth disabled', { features: { authDisabled: true } }, null],
    // the server picks the sandbox's portal or the tenant's (tests/server/ssoPortalRoute.test.ts)
    ['single sign-on', { ssoLoginUrl: 'https://portal.example/login' }, '/api/sso/portal'],
  ] as const)('SPEC §6 %s', (_name, overrides, href) => {
    renderEntry(tenantFixture(overrides));
    const link = screen.queryByRole('link', { name: 'Log in' });
    expect(link?.getAttribute('href') ?? null).toBe(href);
  });
});
