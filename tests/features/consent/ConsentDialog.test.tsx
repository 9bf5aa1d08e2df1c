import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ASK_CONSENT_CLASS } from '@/config/consentMarker';
import { ConsentManager, ConsentSettingsLink, loadConsentDialog } from '@/features/consent';
import { readConsent } from '@/features/consent/consentCookie';
import { pageReload } from '@/features/consent/ConsentChoices';
import { fireEvent, render, screen, waitFor } from '../../ui/render';

const clearCookies = () => {
  for (const name of ['consent', 'theme'])
    document.cookie = `${name}=; expires=${new Date(0).toUTCString()}; path=/`;
};

function renderShell() {
  return render(
    <>
      <ConsentManager />
      <ConsentSettingsLink />
    </>,
  );
}

describe('ConsentDialog', () => {
  let reload: ReturnType<typeof vi.spyOn>;
  beforeEach(async () => {
    clearCookies();
    await loadConsentDialog();
    reload = vi.spyOn(pageReload, 'run').mockImplementation(() => undefined);
  });
  afterEach(() => {
    reload.mockRestore();
    clearCookies();
  });

  it('asks on the first visit, with focus in the dialog', async () => {
    renderShell();
    const dialog = await screen.findByRole('dialog', { name: 'Cookies and your privacy' });
    expect(document.activeElement).toBe(dialog);
    const description = document.getElementById(dialog.getAttribute('aria-describedby') ?? '');
    expect(description?.textContent).toMatch(/necessary cookies/);
    // the short text first, so the panel stays small on a phone; the whole text with the choice
    expect(description?.textContent).not.toMatch(/tag manager/);
  });

  it("opens on the head marker's word, before the cookie code has come", async () => {
    // a cookie the marker did not see would keep the dialog closed if the cookie were read
    document.cookie = `consent=${encodeURIComponent('{"necessary":true,"statistics":false}')}; path=/`;
    document.documentElement.classList.add(ASK_CONSENT_CLASS);
    try {
      renderShell();
      expect(await screen.findByRole('dialog')).toBeTruthy();
    } finally {
      document.documentElement.classList.remove(ASK_CONSENT_CLASS);
    }
  });

  it("reads the head marker in a task after the commit, not among the hydration's effects", async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    document.documentElement.classList.add(ASK_CONSENT_CLASS);
    try {
      renderShell();
      // the commit's effects have run: the store's update, and the panel taking focus, wait
      expect(document.activeElement).toBe(document.body);
      await act(() => vi.runAllTimersAsync());
      expect(document.activeElement).toBe(screen.getByRole('dialog'));
    } finally {
      vi.useRealTimers();
      document.documentElement.classList.remove(ASK_CONSENT_CLASS);
    }
  });

  it('"only necessary" records statistics off, closes, and does not reload', async () => {
    const { user } = renderShell();
    await user.click(await screen.findByRole('button', { name: 'Only necessary' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(readConsent()).toEqual({ necessary: true, statistics: false });
    expect(reload).not.toHaveBeenCalled();
  });

  it('"accept all" records statistics on and reloads the page (SPEC §2)', async () => {
    const { user } = renderShell();
    await user.click(await screen.findByRole('button', { name: 'Accept all' }));
    expect(readConsent()).toEqual({ necessary: true, statistics: true });
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('"choose" shows necessary always on and statistics off by default', async () => {
    const { user } = renderShell();
    await user.click(await screen.findByRole('button', { name: 'Choose' }));
    expect(screen.getByRole('dialog').textContent).toMatch(/tag manager, analytics/);
    const necessary = screen.getByRole<HTMLInputElement>('switch', { name: 'Necessary' });
    const statistics = screen.getByRole<HTMLInputElement>('switch', { name: 'Statistics' });
    expect([necessary.checked, necessary.disabled]).toEqual([true, true]);
    expect(statistics.checked).toBe(false);
    await user.click(statistics);
    await user.click(screen.getByRole('button', { name: 'Save my choice' }));
    expect(readConsent()).toEqual({ necessary: true, statistics: true });
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('reopens from the footer link, closes with Escape and gives focus back', async () => {
    document.cookie = `consent=${encodeURIComponent('{"necessary":true,"statistics":false}')}; path=/`;
    const { user } = renderShell();
    const link = screen.getByRole('button', { name: 'Cookie settings' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await user.click(link);
    expect(document.activeElement).toBe(await screen.findByRole('dialog'));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(link);
  });

  it('reopened, closes on an Escape pressed before focus is in it', async () => {
    document.cookie = `consent=${encodeURIComponent('{"necessary":true,"statistics":false}')}; path=/`;
    const { user } = renderShell();
    await user.click(screen.getByRole('button', { name: 'Cookie settings' }));
    await screen.findByRole('dialog');
    document.body.focus();
    fireEvent.keyDown(document.body, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('reopened before the cookie code has come, closes on Escape', () => {
    document.cookie = `consent=${encodeURIComponent('{"necessary":true,"statistics":false}')}; path=/`;
    renderShell();
    // in the same task as the render: the cookie's code (a dynamic import) has not come yet
    fireEvent.click(screen.getByRole('button', { name: 'Cookie settings' }));
    expect(screen.getByRole('dialog')).toBeTruthy();
    fireEvent.keyDown(document.body, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('on a first visit, stays for an Escape pressed elsewhere on the page', async () => {
    renderShell();
    await screen.findByRole('dialog');
    fireEvent.keyDown(document.body, { key: 'Escape' });
    expect(screen.getByRole('dialog')).toBeTruthy();
  });

  it('withdrawing statistics reloads, so running scripts stop', async () => {
    document.cookie = `consent=${encodeURIComponent('{"necessary":true,"statistics":true}')}; path=/`;
    const { user } = renderShell();
    await user.click(screen.getByRole('button', { name: 'Cookie settings' }));
    await user.click(await screen.findByRole('button', { name: 'Only necessary' }));
    expect(reload).toHaveBeenCalledTimes(1);
  });
});
