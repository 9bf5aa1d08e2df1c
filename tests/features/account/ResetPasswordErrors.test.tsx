import { afterEach, describe, expect, it, vi } from 'vitest';
import { forgotPassRoute, resetPassRoute } from '@/api';
import { ResetPasswordForm } from '@/features/account/signin/ResetPasswordForm';
import { configure, render, screen } from '../../ui/render';
import { fakeFetch, on, type ErrorReply } from '../cart/fakeCartBackend';

configure({ asyncUtilTimeout: 10_000 });

afterEach(() => vi.unstubAllGlobals());

const general = 'Something went wrong. Please try again later.';
const offline = () => {
  throw new TypeError('Failed to fetch');
};
type Reply = ErrorReply | (() => never);

/** The form's answer to a refused forgot (send code) or reset (new password) call. */
async function alertAfter(step: 'forgot' | 'reset', refusal: Reply) {
  const reply = (answer: Reply) => () => (typeof answer === 'function' ? answer() : answer);
  const backend = fakeFetch(
    on(forgotPassRoute, step === 'forgot' ? reply(refusal) : () => ({})),
    on(resetPassRoute, reply(refusal)),
  );
  vi.stubGlobal('fetch', backend.fetch);
  const { user } = render(<ResetPasswordForm typed="ada@example.com" />);
  await user.click(screen.getByRole('button', { name: 'Send code' }));
  if (step === 'reset') {
    await user.type(await screen.findByLabelText(/Confirmation code/), '123456');
    await user.type(screen.getByLabelText(/New password/), 'correct-horse-battery');
    await user.click(screen.getByRole('button', { name: 'Set new password' }));
  }
  return (await screen.findByRole('alert')).textContent;
}

describe(
  'SPEC §8: forgot and reset password errors show the code’s message or the status text',
  { timeout: 30_000 },
  () => {
    it.each<[string, 'forgot' | 'reset', Reply, string]>([
      [
        'forgot, a code with a message: its message',
        'forgot',
        { status: 429, errorCode: 'TOO_MANY_ATTEMPTS', statusText: 'Too Many Requests' },
        'Too many attempts. Please wait a moment and try again.',
      ],
      [
        'forgot, a code without one: the status text',
        'forgot',
        { status: 503, errorCode: 'UPSTREAM_UNAVAILABLE', statusText: 'Service Unavailable' },
        'Service Unavailable',
      ],
      ['forgot, no answer at all: the general message', 'forgot', offline, general],
      [
        'reset, a wrong code: its message',
        'reset',
        { status: 401, errorCode: 'AUTHENTICATION_FAILED', statusText: 'Unauthorized' },
        'This code is not correct. Please check it and try again.',
      ],
      [
        'reset, a code without a message: the status text',
        'reset',
        { status: 404, errorCode: 'CUSTOMER_NOT_FOUND', statusText: 'Not Found' },
        'Not Found',
      ],
      [
        'reset, a code without a message nor a status text: the general message',
        'reset',
        { status: 400, errorCode: 'VALIDATION_FAILED' },
        general,
      ],
    ])('%s', async (_, step, refusal, text) => {
      expect(await alertAfter(step, refusal)).toBe(text);
    });
  },
);
