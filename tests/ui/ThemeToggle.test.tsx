import { useTheme } from '@mui/material/styles';
import { useLayoutEffect } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useAppSelector } from '@/store/hooks';
import { themeCookieString } from '@/ui/theme/themeCookie';
import { selectColorScheme } from '@/ui/theme/themeSlice';
import { ThemeToggle } from '@/ui/theme/ThemeToggle';
import { act, fireEvent, render, screen, tenantFixture } from './render';

/** Spies on cookie writes (the toggle writes document.cookie). */
const spyOnCookie = () => vi.spyOn(document, 'cookie', 'set');

describe('ThemeToggle', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    // a switch's transitions come back after the frame that paints its theme
    act(() => vi.runAllTimers());
    vi.useRealTimers();
    vi.restoreAllMocks();
    document.documentElement.className = '';
  });

  it('repaints in the frame of the press: class and cookie at once, then the store', async () => {
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

  it("commits the press before the other theme: the page's themed parts render after the paint", async () => {
    const commits: string[] = [];
    /** each commit's store scheme and the theme the page's components are given */
    function Probe() {
      const stored = useAppSelector(selectColorScheme);
      const themed = useTheme().palette.mode;
      useLayoutEffect(() => {
        commits.push(`${stored}/${themed}`);
      });
      return null;
    }
    const { i18n } = render(
      <>
        <ThemeToggle />
        <Probe />
      </>,
      { colorScheme: 'light' },
    );
    await act(async () => screen.getByRole('button', { name: i18n.t('theme.switchToDark') }).click());
    // the press's own commit keeps the theme: rendering the page again in it would hold up the frame
    expect(commits).toEqual(['light/light', 'dark/light', 'dark/dark']);
  });

  it('keeps transitions off until the theme has followed, so no colour animates', async () => {
    const { i18n } = render(<ThemeToggle />, { colorScheme: 'light' });
    const rules = () =>
      [...document.querySelectorAll('style')].filter(
        (style) => style.textContent === '*,*::before,*::after{transition:none!important}',
      ).length;
    // the first render put the class on <html> (the server's page has it)
    act(() => vi.runAllTimers());
    expect(rules()).toBe(0);
    await act(async () => screen.getByRole('button', { name: i18n.t('theme.switchToDark') }).click());
    // the theme has followed: off until the frame that paints it
    expect(rules()).toBe(1);
    act(() => vi.runAllTimers());
    expect(rules()).toBe(0);
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
    const pressed = Date.now();
    fireEvent.click(screen.getByRole('button', { name: i18n.t('theme.switchToLight') }));
    expect(document.documentElement.classList.contains('light')).toBe(true);
    act(() => vi.runAllTimers());
    expect(store.getState().theme.colorScheme).toBe('light');
    expect(setCookie).toHaveBeenCalledWith(themeCookieString('light', pressed));
  });

  it('each press switches again: two quick presses end where they began', () => {
    const setCookie = spyOnCookie();
    const { store, i18n } = render(<ThemeToggle />);
    const pressed = Date.now();
    fireEvent.click(screen.getByRole('button', { name: i18n.t('theme.switchToDark') }));
    fireEvent.click(screen.getByRole('button', { name: i18n.t('theme.switchToLight') }));
    act(() => vi.runAllTimers());
    expect(store.getState().theme.colorScheme).toBe('light');
    expect(document.documentElement.classList.contains('light')).toBe(true);
    expect(setCookie).toHaveBeenLastCalledWith(themeCookieString('light', pressed));
  });

  it.each([
    ['light only', tenantFixture({ themes: { dark: undefined } })],
    ['dark only', tenantFixture({ themes: { light: undefined }, defaultColorScheme: 'dark' })],
  ])('is absent for a tenant with one scheme (%s)', (_name, tenant) => {
    render(<ThemeToggle />, { tenant });
    expect(screen.queryByRole('button')).toBeNull();
  });
});
