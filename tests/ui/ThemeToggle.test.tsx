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

  it('switches after the 300 ms delay: state, cookie and page class', () => {
    const setCookie = spyOnCookie();
    const { store, i18n } = render(<ThemeToggle />, { colorScheme: 'light' });
    const toggle = screen.getByRole('button', { name: i18n.t('theme.switchToDark') });

    fireEvent.click(toggle);
    const background = () => getComputedStyle(document.body).backgroundColor;
    const lightBackground = background();
    act(() => vi.advanceTimersByTime(299));
    expect(store.getState().theme.colorScheme).toBe('light');
    expect(background()).toBe(lightBackground);
    expect(setCookie).not.toHaveBeenCalled();
    expect(document.documentElement.classList.contains('dark')).toBe(false);

    act(() => vi.advanceTimersByTime(1));
    expect(store.getState().theme.colorScheme).toBe('dark');
    expect(setCookie).toHaveBeenCalledExactlyOnceWith(themeCookieString('dark', Date.now()));
    expect(document.documentElement.classList.contains('dark')).toBe(true);
    // the page re-renders with the dark scheme's theme (CssBaseline paints the body)
    expect(background()).toBe('rgb(18, 18, 18)');
    expect(screen.getByRole('button', { name: i18n.t('theme.switchToLight') })).toBe(toggle);
  });

  it('switches back from dark to light', () => {
    const setCookie = spyOnCookie();
    const { store, i18n } = render(<ThemeToggle />, { colorScheme: 'dark' });
    fireEvent.click(screen.getByRole('button', { name: i18n.t('theme.switchToLight') }));
    act(() => vi.advanceTimersByTime(300));
    expect(store.getState().theme.colorScheme).toBe('light');
    expect(setCookie).toHaveBeenCalledWith(themeCookieString('light', Date.now()));
    expect(document.documentElement.classList.contains('light')).toBe(true);
  });

  it('a second press within the delay cancels the switch', () => {
    const setCookie = spyOnCookie();
    const { store, i18n } = render(<ThemeToggle />);
    const toggle = screen.getByRole('button', { name: i18n.t('theme.switchToDark') });
    fireEvent.click(toggle);
    act(() => vi.advanceTimersByTime(100));
    fireEvent.click(toggle);
    act(() => vi.advanceTimersByTime(600));
    expect(store.getState().theme.colorScheme).toBe('light');
    expect(setCookie).not.toHaveBeenCalled();
  });

  it.each([
    ['light only', tenantFixture({ themes: { dark: undefined } })],
    ['dark only', tenantFixture({ themes: { light: undefined }, defaultColorScheme: 'dark' })],
  ])('is absent for a tenant with one scheme (%s)', (_name, tenant) => {
    render(<ThemeToggle />, { tenant });
    expect(screen.queryByRole('button')).toBeNull();
  });
});
