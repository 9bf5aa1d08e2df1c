import { createTheme, type PaletteOptions, type Theme } from '@mui/material/styles';
import { BLACK, ensureContrast, mix, readableTextOn } from './contrast';
import type { TenantConfig } from './schema';

export type ColorScheme = 'light' | 'dark';
type Seeds = NonNullable<TenantConfig['themes'][ColorScheme]>;

/** SPEC §9: breakpoints at 600 and 900 px; lg and xl keep MUI's defaults. */
export const BREAKPOINTS = { xs: 0, sm: 600, md: 900, lg: 1200, xl: 1536 } as const;
/** SPEC §9: spacing 8. */
export const SPACING = 8;

const DEFAULT_SURFACE: Record<ColorScheme, string> = { light: '#ffffff', dark: '#121212' };

/** MUI's own status colours per scheme; they still get AA-checked against the tenant's surfaces. */
const STATUS_SEEDS: Record<ColorScheme, Record<'error' | 'warning' | 'info' | 'success', string>> = {
  light: { error: '#d32f2f', warning: '#ed6c02', info: '#0288d1', success: '#2e7d32' },
  dark: { error: '#f44336', warning: '#ffa726', info: '#29b6f6', success: '#66bb6a' },
};

/**
 * One colour role: `main` moved just far enough from the surfaces to be AA as text on them
 * (links, outlined buttons, helper texts), `contrastText` AA on `main` (filled buttons, app bar).
 */
function role(seed: string, surfaces: string[], direction: 'darken' | 'lighten') {
  const main = ensureContrast(seed, surfaces, direction);
  return { main, contrastText: readableTextOn(main) };
}

/** The palette of one colour scheme, derived from the tenant's seed colours. */
export function schemePalette(mode: ColorScheme, seeds: Seeds): PaletteOptions {
  const background = seeds.background ?? DEFAULT_SURFACE[mode];
  const paper = seeds.paper ?? seeds.background ?? DEFAULT_SURFACE[mode];
  const surfaces = [background, paper];
  const ink = readableTextOn(background);
  const direction = ink === BLACK ? 'darken' : 'lighten';
  const status = STATUS_SEEDS[mode];
  return {
    mode,
    background: { default: background, paper },
    text: {
      primary: ensureContrast(mix(ink, background, 0.13), surfaces, direction),
      secondary: ensureContrast(mix(ink, background, 0.4), surfaces, direction),
    },
    primary: role(seeds.primary, surfaces, direction),
    secondary: role(seeds.secondary, surfaces, direction),
    error: role(status.error, surfaces, direction),
    warning: role(status.warning, surfaces, direction),
    info: role(status.info, surfaces, direction),
    success: role(status.success, surfaces, direction),
  };
}

/**
 * One plain theme per (tenant, scheme), no CSS variables: pages are pre-rendered per colour scheme
 * (ADR 0001), so a page only ever needs its own scheme's palette, and the toggle re-renders with the
 * other theme. (CSS variables for both schemes added about 21 KB of CSS to every page.)
 */
function buildTheme(tenant: TenantConfig, scheme: ColorScheme): Theme {
  const seeds = tenant.themes[scheme];
  if (!seeds) throw new Error(`tenant ${tenant.id} has no ${scheme} theme`);
  const heading = { fontFamily: tenant.fonts.heading };
  return createTheme({
    palette: schemePalette(scheme, seeds),
    spacing: SPACING,
    breakpoints: { values: BREAKPOINTS },
    typography: {
      fontFamily: tenant.fonts.body,
      h1: heading,
      h2: heading,
      h3: heading,
      h4: heading,
      h5: heading,
      h6: heading,
    },
    // Keyboard focus ring in the (AA) primary colour on every ButtonBase.
    focusVisible: true,
  });
}

const cache = new Map<string, { inputs: string; theme: Theme }>();

/** Schemes the tenant offers; the toggle shows only when there are two. */
export function tenantColorSchemes(tenant: TenantConfig): ColorScheme[] {
  return (['light', 'dark'] as const).filter((mode) => tenant.themes[mode]);
}

/** `scheme` when the tenant offers it, otherwise the tenant's default scheme. */
export function offeredColorScheme(tenant: TenantConfig, scheme: ColorScheme): ColorScheme {
  return tenant.themes[scheme] ? scheme : tenant.defaultColorScheme;
}

/**
 * The MUI theme of a tenant in one colour scheme (the tenant's default when it lacks `scheme`).
 * Tenant configs are immutable while a server runs, so each theme is built once per tenant id and
 * scheme; a config that arrives again as a new object (page props on the client) reuses it as long
 * as the inputs of the theme are equal.
 */
export function createTenantTheme(
  tenant: TenantConfig,
  scheme: ColorScheme = tenant.defaultColorScheme,
): Theme {
  const mode = offeredColorScheme(tenant, scheme);
  const inputs = JSON.stringify([tenant.themes[mode], tenant.fonts]);
  const key = `${tenant.id}|${mode}`;
  const hit = cache.get(key);
  if (hit?.inputs === inputs) return hit.theme;
  const theme = buildTheme(tenant, mode);
  cache.set(key, { inputs, theme });
  return theme;
}
