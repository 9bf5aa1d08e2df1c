import CssBaseline from '@mui/material/CssBaseline';
import { createTheme, ThemeProvider, type Theme } from '@mui/material/styles';
import { useLayoutEffect, type ReactNode } from 'react';
import type { TenantConfig } from '@/tenancy/schema';
import { createTenantTheme, offeredColorScheme, type ColorScheme } from '@/tenancy/theme';

let fallbackTheme: Theme | undefined;
/**
 * Used while the shop id is unknown (the bare Loading page): SPEC §9's Arial, light. Made on first
 * use, since building a theme on every page's start-up costs time a shop page never needs it for.
 */
const loadingTheme = () =>
  (fallbackTheme ??= createTheme({ typography: { fontFamily: 'Arial, sans-serif' } }));

export interface TenantThemeProviderProps {
  tenant: TenantConfig | null;
  /** the scheme on the page: preloaded from the cookie on the server, then the toggle's */
  colorScheme: ColorScheme;
  children: ReactNode;
}

/** Disables CSS transitions for one style recalculation, so a scheme switch does not animate. */
function withoutTransitions() {
  const style = document.createElement('style');
  style.appendChild(document.createTextNode('*,*::before,*::after{transition:none!important}'));
  document.head.appendChild(style);
  // reading a computed style forces the recalculation while transitions are off
  void window.getComputedStyle(document.body).opacity;
  setTimeout(() => style.remove(), 1);
}

/**
 * Puts `scheme` on <html> at once: its class selects the scheme's colour variables, which paint the
 * page's large areas (ADR 0031), and `color-scheme` the browser's own controls and scroll bars.
 */
export function applyColorScheme(scheme: ColorScheme): void {
  const root = document.documentElement;
  if (root.classList.contains(scheme) && root.style.colorScheme === scheme) return;
  root.classList.remove(scheme === 'dark' ? 'light' : 'dark');
  root.classList.add(scheme);
  root.style.colorScheme = scheme;
  withoutTransitions();
}

/**
 * MUI theme of the tenant in `colorScheme`, from the first server byte: the scheme comes from the
 * preloaded state (the theme cookie), and pages are pre-rendered per scheme, so the HTML already
 * carries the right colours. A toggle switches the class on <html> itself, then re-renders with the
 * other scheme's theme; the class follows any other change of the scheme here.
 */
export function TenantThemeProvider({ tenant, colorScheme, children }: TenantThemeProviderProps) {
  const scheme = tenant ? offeredColorScheme(tenant, colorScheme) : 'light';
  const theme = tenant ? createTenantTheme(tenant, scheme) : loadingTheme();
  // the toggle has put the class there already; this keeps it for any other change of the scheme
  useLayoutEffect(() => applyColorScheme(scheme), [scheme]);
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline enableColorScheme />
      {children}
    </ThemeProvider>
  );
}
