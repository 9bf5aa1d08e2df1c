import { describe, expect, it } from 'vitest';
import { useNotify } from '@/ui/notifications/useNotify';
import { fireEvent, render, screen } from './render';

// A file of its own: the notistack chunk must not have been loaded by another test of this module graph.

const texts = {
  common: {
    successfulLogout: 'You are signed out.',
    usernameExists: 'This email is already registered.',
    closedEarly: 'Never shown.',
    notifications: { close: 'Close' },
  },
};

function Buttons() {
  const notify = useNotify();
  return (
    <>
      <button onClick={() => notify.success('successfulLogout')}>success</button>
      <button
        onClick={() => {
          notify.error('usernameExists');
          notify.error('usernameExists');
        }}
      >
        twice
      </button>
      <button onClick={() => notify.close(notify.info('closedEarly'))}>gone</button>
    </>
  );
}

describe('NotificationsProvider before notistack has loaded', () => {
  it('loads notistack on the first notification and then shows what was queued', async () => {
    const { container } = render(<Buttons />, { texts });
    expect(container.querySelector('.notistack-SnackbarContainer')).toBeNull();
    // all before the chunk has arrived: one closed at once, one twice, one plain
    fireEvent.click(screen.getByRole('button', { name: 'gone' }));
    fireEvent.click(screen.getByRole('button', { name: 'twice' }));
    fireEvent.click(screen.getByRole('button', { name: 'success' }));
    expect(screen.queryByRole('alert')).toBeNull();

    expect((await screen.findByRole('status')).textContent).toContain('You are signed out.');
    // the same message once (notistack's preventDuplicate), the closed one never
    expect(screen.getAllByRole('alert')).toHaveLength(1);
    expect(screen.getByRole('alert').textContent).toContain('This email is already registered.');
    expect(screen.queryByText('Never shown.')).toBeNull();
    expect(container.querySelector('.notistack-SnackbarContainer')).not.toBeNull();
  });
});
