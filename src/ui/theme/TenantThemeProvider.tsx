import CssBaseline from '@mui/material/CssBaseline';
import { createTheme, ThemeProvider, type Theme } from '@mui/material/styles';
import { useLayoutEffect, useRef, type ReactNode } from 'react';
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
 * MUI theme of the tenant in `colorScheme`, from the first server byte: the scheme comes from the
 * preloaded state (the theme cookie), and pages are pre-rendered per scheme, so the HTML already
 * carries the right colours. A toggle re-renders with the other scheme's theme and keeps the class
 * and `color-scheme` on <html> (set by `_document` on the server) in step.
 */
export function TenantThemeProvider({ tenant, colorScheme, children }: TenantThemeProviderProps) {
  const scheme = tenant ? offeredColorScheme(tenant, colorScheme) : 'light';
  const theme = tenant ? createTenantTheme(tenant, scheme) : loadingTheme();
  const rendered = useRef(scheme);
  useLayoutEffect(() => {
    const root = document.documentElement;
    const changed = rendered.current !== scheme;
    rendered.current = scheme;
    if (!changed && root.classList.contains(scheme)) return;
    root.classList.remove(scheme === 'dark' ? 'light' : 'dark');
    root.classList.add(scheme);
    root.style.colorScheme = scheme;
    if (changed) withoutTransitions();
  }, [scheme]);
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline enableColorScheme />
      {children}
    </ThemeProvider>
  );
}
