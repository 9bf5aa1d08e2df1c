import { describe, expect, it } from 'vitest';
import { AuthPanel } from '@/features/account/signin/AuthPanel';
import { LoginPage } from '@/features/account/signin/LoginPage';
import { ResetPasswordForm } from '@/features/account/signin/ResetPasswordForm';
import { ResetPasswordPage } from '@/features/account/signin/ResetPasswordPage';
import { configure, render, screen } from '../../ui/render';

configure({ asyncUtilTimeout: 10_000 });

// The pages' forms are islands (ADR 0016): what the customer typed into the server's form is handed
// to the form as `typed` when its code arrives (the hand-over itself: tests/ui/deferredPart.test.tsx).
describe('the sign-in pages as islands', { timeout: 30_000 }, () => {
  it('/login renders its form once the code is in, with a submit button', async () => {
    render(<LoginPage />);
    const submit = await screen.findByRole('button', { name: 'Log in' });
    expect(submit.getAttribute('type')).toBe('submit');
    expect(document.querySelector('#login-page-user')).not.toBeNull();
  });

  it('the login form starts from what was typed into the server form', () => {
    const typed = { userName: 'ada@example.com', password: 'correct-horse' };
    render(
      <AuthPanel
        idPrefix="t"
        content="login"
        onContent={() => undefined}
        onSignedIn={() => undefined}
        typed={typed}
      />,
    );
    expect(document.querySelector<HTMLInputElement>('#t-user')!.value).toBe('ada@example.com');
    expect(document.querySelector<HTMLInputElement>('#t-password')!.value).toBe('correct-horse');
  });

  it('/reset-password renders its form once the code is in', async () => {
    render(<ResetPasswordPage />);
    expect(await screen.findByRole('form', { name: 'Reset password' })).toBeTruthy();
  });

  it('the reset form starts from the user name typed into the server form', () => {
    render(<ResetPasswordForm typed="ada@example.com" />);
    expect(document.querySelector<HTMLInputElement>('#reset-user')!.value).toBe('ada@example.com');
  });
});
