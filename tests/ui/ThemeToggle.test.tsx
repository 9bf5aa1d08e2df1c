import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { themeCookieString } from '@/ui/theme/themeCookie';
import { ThemeToggle } from '@/ui/theme/ThemeToggle';
import { act, fireEvent, render, screen, tenantFixture } from './render';

/** Spies on cookie writes (the toggle writes document.cookie). */
const spyOnCookie = () => vi.spyOn(document, 'cookie', 'set');

describe('ThemeToggle', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
    document.documentElement.className = '';
  });

  it('repaints in the frame of the press: class and cookie at once, the store as a transition', async () => {
    const setCookie = spyOnCookie();
    const { store, i18n } = render(<ThemeToggle />, { colorScheme: 'light' });
    const toggle = screen.getByRole('button', { name: i18n.t('theme.switchToDark') });

    // no act(): the class and the cookie must not wait for React's render
    toggle.click();
    expect(document.documentElement.classList.contains('dark')).toBe(true);
    expect(document.documentElement.classList.contains('light')).toBe(false);
    expect(document.documentElement.style.colorScheme).toBe('dark');
    expect(setCookie).toHaveBeenCalledExactlyOnceWith(themeCookieString('dark', Date.now()));

    await act(async () => vi.runAllTimers());
    expect(store.getState().theme.colorScheme).toBe('dark');
    expect(screen.getByRole('button', { name: i18n.t('theme.switchToLight') })).toBe(toggle);
  });

  it('the class selects colour variables the page defines for both schemes', () => {
    render(<ThemeToggle />, { colorScheme: 'light' });
    const css = [...document.querySelectorAll('style')].map((style) => style.textContent).join('');
    expect(css).toMatch(/html\.light\{--shop-bg:#ffffff;/);
    expect(css).toMatch(/html\.dark\{--shop-bg:#121212;/);
    expect(css).toContain('body{background-color:var(--shop-bg);color:var(--shop-text);}');
  });

  it('switches back from dark to light', () => {
    const setCookie = spyOnCookie();
    const { store, i18n } = render(<ThemeToggle />, { colorScheme: 'dark' });
    fireEvent.click(screen.getByRole('button', { name: i18n.t('theme.switchToLight') }));
    expect(document.documentElement.classList.contains('light')).toBe(true);
    act(() => vi.runAllTimers());
    expect(store.getState().theme.colorScheme).toBe('light');
    expect(setCookie).toHaveBeenCalledWith(themeCookieString('light', Date.now()));
  });

  it('each press switches again: two quick presses end where they began', () => {
    const setCookie = spyOnCookie();
    const { store, i18n } = render(<ThemeToggle />);
    fireEvent.click(screen.getByRole('button', { name: i18n.t('theme.switchToDark') }));
    fireEvent.click(screen.getByRole('button', { name: i18n.t('theme.switchToLight') }));
    act(() => vi.runAllTimers());
    expect(store.getState().theme.colorScheme).toBe('light');
    expect(document.documentElement.classList.contains('light')).toBe(true);
    expect(setCookie).toHaveBeenLastCalledWith(themeCookieString('light', Date.now()));
  });

  it.each([
    ['light only', tenantFixture({ themes: { dark: undefined } })],
    ['dark only', tenantFixture({ themes: { light: undefined }, defaultColorScheme: 'dark' })],
  ])('is absent for a tenant with one scheme (%s)', (_name, tenant) => {
    render(<ThemeToggle />, { tenant });
    expect(screen.queryByRole('button')).toBeNull();
  });
});
