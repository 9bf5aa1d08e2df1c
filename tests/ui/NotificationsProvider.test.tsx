import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadNotificationHost } from '@/ui/notifications/NotificationsProvider';
import { persistsAlert, useNotify, type NotificationVariant } from '@/ui/notifications/useNotify';
import { act, fireEvent, render, screen } from './render';

const texts = {
  common: {
    generalErrorMessage: 'Something went wrong.',
    usernameExists: 'This email is already registered.',
    successfulLogout: 'You are signed out.',
    greeting: 'Hello {{name}}',
    notifications: { close: 'Close' },
  },
};

function Trigger({
  variant,
  messageKey,
  values,
}: {
  variant: NotificationVariant;
  messageKey: string;
  values?: Record<string, unknown>;
}) {
  const notify = useNotify();
  return <button onClick={() => notify[variant](messageKey, values)}>notify</button>;
}

// One step per timer hop: each hop renders, and its effects schedule the next timer.
/** notistack collapses the freed slot after the exit transition. */
const COLLAPSE_MS = 500;

const settle = (ms: number) => {
  for (let elapsed = 0; elapsed < ms; elapsed += 50)
    act(() => vi.advanceTimersByTime(Math.min(50, ms - elapsed)));
};

describe('persistsAlert (SPEC §8 alert rule)', () => {
  it.each([
    ['error', 'usernameExists', true],
    ['error', 'generalErrorMessage', false],
    ['error', 'errors.generalErrorMessage', false],
    ['error', 'common:generalErrorMessage', false],
    ['success', 'successfulLogout', false],
    ['info', 'anything', false],
    ['warning', 'anything', false],
  ] as const)('%s %s persists: %s', (variant, key, expected) => {
    expect(persistsAlert(variant, key)).toBe(expected);
  });
});

describe('NotificationsProvider', () => {
  // notistack is its own chunk, loaded on the first notification (NotificationsLazy.test.tsx);
  // here it is loaded ahead, so the fake timers below drive notistack alone.
  beforeAll(async () => {
    await loadNotificationHost();
  });
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('shows a translated success alert that closes on its own', () => {
    render(<Trigger variant="success" messageKey="successfulLogout" />, { texts });
    fireEvent.click(screen.getByRole('button', { name: 'notify' }));
    settle(225);
    expect(screen.getByRole('status').textContent).toContain('You are signed out.');
    settle(4_700);
    expect(screen.getByRole('status').textContent).toContain('You are signed out.');
    settle(300 + 195 + COLLAPSE_MS);
    expect(screen.queryByText('You are signed out.')).toBeNull();
  });

  it('keeps an error alert until it is closed', () => {
    render(<Trigger variant="error" messageKey="usernameExists" />, { texts });
    fireEvent.click(screen.getByRole('button', { name: 'notify' }));
    settle(15_000);
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain('This email is already registered.');
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    settle(195 + COLLAPSE_MS);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('lets the general error close on its own', () => {
    render(<Trigger variant="error" messageKey="generalErrorMessage" />, { texts });
    fireEvent.click(screen.getByRole('button', { name: 'notify' }));
    settle(225);
    expect(screen.getByRole('alert').textContent).toContain('Something went wrong.');
    settle(5_000 + 195 + COLLAPSE_MS);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('interpolates values and shows at most 3 at once', () => {
    function Many() {
      const notify = useNotify();
      return (
        <button onClick={() => ['A', 'B', 'C', 'D'].forEach((name) => notify.info('greeting', { name }))}>
          many
        </button>
      );
    }
    render(<Many />, { texts });
    fireEvent.click(screen.getByRole('button', { name: 'many' }));
    settle(225);
    expect(screen.getAllByRole('status').map((s) => s.textContent)).toHaveLength(3);
    expect(screen.getByText('Hello A')).toBeDefined();
  });
});
