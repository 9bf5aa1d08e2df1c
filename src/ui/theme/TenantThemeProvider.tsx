import CssBaseline from '@mui/material/CssBaseline';
import { createTheme, ThemeProvider, type Theme } from '@mui/material/styles';
import { useDeferredValue, useLayoutEffect, type ReactNode } from 'react';
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

let transitionsOff: HTMLStyleElement | null = null;

/**
 * Disables CSS transitions until the theme has followed a switch, so that neither the large areas
 * nor the controls the theme colours animate to their new colours. Off with a rule rather than a
 * forced style recalculation: the frame of the press recalculates the page's styles once, not twice.
 */
function withoutTransitions() {
  if (transitionsOff) return;
  transitionsOff = document.createElement('style');
  transitionsOff.appendChild(document.createTextNode('*,*::before,*::after{transition:none!important}'));
  document.head.appendChild(transitionsOff);
}

/** Transitions on again once the frame that shows the theme's colours has been painted. */
function transitionsAfterPaint() {
  const style = transitionsOff;
  if (!style) return;
  transitionsOff = null;
  requestAnimationFrame(() => setTimeout(() => style.remove()));
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
  // The store's scheme comes through useSyncExternalStore, whose updates React renders at once even
  // in a transition: every themed component again, with Emotion inserting the other theme's styles,
  // in the frame of the press. Deferred, that render is React's background work after the paint.
  const themed = useDeferredValue(scheme);
  const theme = tenant ? createTenantTheme(tenant, themed) : loadingTheme();
  useLayoutEffect(() => {
    // the toggle has put the class there already; this keeps it for any other change of the scheme
    applyColorScheme(scheme);
    if (themed === scheme) transitionsAfterPaint();
  }, [scheme, themed]);
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline enableColorScheme />
      {children}
    </ThemeProvider>
  );
}
