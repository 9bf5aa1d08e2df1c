import { createTheme, type PaletteOptions, type Theme } from '@mui/material/styles';
import { AA_UI, BLACK, WHITE, contrastRatio, ensureContrast, mix, readableTextOn } from './contrast';
import { themeFontStack } from './fonts';
import type { TenantConfig } from './schema';

/** A filled colour and the text on it, like MUI's palette colours. */
export interface SurfaceColour {
  main: string;
  contrastText: string;
}

/** A palette colour a `<Button color>` can take: MUI's contained button hovers with `dark`. */
export interface ActionColour extends SurfaceColour {
  light: string;
  dark: string;
}

declare module '@mui/material/styles' {
  interface Palette {
    /** the brand's hero band (the top of the home, the eSIM lead) */
    hero: SurfaceColour;
    /** filled buttons on the hero */
    heroAction: ActionColour;
    /** the advertisement band */
    band: SurfaceColour;
    /** the keyboard focus ring on the page's surfaces (the hero's is its contrastText) */
    focus: string;
  }
  interface PaletteOptions {
    hero?: SurfaceColour;
    heroAction?: ActionColour;
    band?: SurfaceColour;
    focus?: string;
  }
}

declare module '@mui/material/Button' {
  interface ButtonPropsColorOverrides {
    heroAction: true;
  }
}

export type ColorScheme = 'light' | 'dark';
type Seeds = NonNullable<TenantConfig['themes'][ColorScheme]>;

/** A band whose background would hide the page's focus ring sets its own ring colour here. */
export const FOCUS_RING_VAR = '--shop-focus-ring';

/** SPEC §9: breakpoints at 600 and 900 px; lg and xl keep MUI's defaults. */
export const BREAKPOINTS = { xs: 0, sm: 600, md: 900, lg: 1200, xl: 1536 } as const;
/** SPEC §9: spacing 8. */
export const SPACING = 8;

/**
 * The smallest tap target, edge to edge (WCAG 2.5.5, the house's rule): what a finger hits, where a
 * finger is the pointer. A mouse hits less, so the desktop keeps MUI's denser sizes.
 */
export const TOUCH_TARGET = 44;
/** Where targets get TOUCH_TARGET: a phone-wide window, or any window driven by touch (a tablet). */
export const TOUCH_MEDIA = `@media (max-width: ${BREAKPOINTS.sm - 0.05}px), (pointer: coarse)`;
/** For a target that is not a ButtonBase (a link drawn as a list entry): at least TOUCH_TARGET tall. */
export const touchRow = {
  [TOUCH_MEDIA]: { display: 'flex', alignItems: 'center', minHeight: TOUCH_TARGET, boxSizing: 'border-box' },
} as const;

const DEFAULT_SURFACE: Record<ColorScheme, string> = { light: '#ffffff', dark: '#121212' };

/** MUI's own status colours per scheme; they still get AA-checked against the tenant's surfaces. */
const STATUS_SEEDS: Record<ColorScheme, Record<'error' | 'warning' | 'info' | 'success', string>> = {
  light: { error: '#d32f2f', warning: '#ed6c02', info: '#0288d1', success: '#2e7d32' },
  dark: { error: '#f44336', warning: '#ffa726', info: '#29b6f6', success: '#66bb6a' },
};

/**
 * A filled colour with AA text on it, and its hover (`dark`) moved away from the text, so the
 * text stays AA while hovered (MUI's own `dark` darkens, which loses contrast to black text).
 */
function filled(main: string): ActionColour {
  const contrastText = readableTextOn(main);
  const away = contrastText === WHITE ? BLACK : WHITE;
  return { main, contrastText, light: mix(main, WHITE, 0.2), dark: mix(main, away, 0.15) };
}

/**
 * One colour role: `main` moved just far enough from the surfaces to be AA as text on them
 * (links, outlined buttons, helper texts), `contrastText` AA on `main` (filled buttons, chips).
 */
function role(seed: string, surfaces: string[], direction: 'darken' | 'lighten'): ActionColour {
  return filled(ensureContrast(seed, surfaces, direction));
}

/**
 * How much of the page's background a dark scheme's band takes: a brand colour light enough to be
 * text on a dark page fills a whole band as a glaring block (tmobilenl's pink hero, ADR 0031), so
 * a dark band is the brand's seed sunk into the background, with light text on it.
 */
const DARK_BAND_SHADE = 0.72;

/** A full-width band in a brand colour: the AA role colour in light, a deep brand tint in dark. */
function band(mode: ColorScheme, seed: string, roleMain: string, background: string): SurfaceColour {
  const main = mode === 'light' ? roleMain : mix(seed, background, DARK_BAND_SHADE);
  return { main, contrastText: readableTextOn(main) };
}

/**
 * The filled buttons on the hero: the first of the secondary, the primary colour and the hero's
 * own text colour whose edge is visible on the hero (WCAG 1.4.11, 3:1), with AA text on it.
 */
function heroAction(hero: SurfaceColour, candidates: string[]): ActionColour {
  return filled([...candidates, hero.contrastText].find((c) => contrastRatio(c, hero.main) >= AA_UI)!);
}

/** The palette of one colour scheme, derived from the tenant's seed colours. */
export function schemePalette(mode: ColorScheme, seeds: Seeds) {
  const background = seeds.background ?? DEFAULT_SURFACE[mode];
  const paper = seeds.paper ?? seeds.background ?? DEFAULT_SURFACE[mode];
  const surfaces = [background, paper];
  const ink = readableTextOn(background);
  const direction = ink === BLACK ? 'darken' : 'lighten';
  const status = STATUS_SEEDS[mode];
  const primary = role(seeds.primary, surfaces, direction);
  const secondary = role(seeds.secondary, surfaces, direction);
  const hero = band(mode, seeds.primary, primary.main, background);
  return {
    mode,
    hero,
    heroAction: heroAction(hero, [secondary.main, primary.main]),
    band: band(mode, seeds.secondary, secondary.main, background),
    // the primary colour is AA text on both surfaces, so more than the 3:1 a focus ring needs
    focus: primary.main,
    background: { default: background, paper },
    // MUI's own dividers, here so the scheme variables below need no theme built
    divider: ink === BLACK ? 'rgba(0, 0, 0, 0.12)' : 'rgba(255, 255, 255, 0.12)',
    text: {
      primary: ensureContrast(mix(ink, background, 0.13), surfaces, direction),
      secondary: ensureContrast(mix(ink, background, 0.4), surfaces, direction),
    },
    primary,
    secondary,
    error: role(status.error, surfaces, direction),
    warning: role(status.warning, surfaces, direction),
    info: role(status.info, surfaces, direction),
    success: role(status.success, surfaces, direction),
  } satisfies PaletteOptions;
}

/**
 * The colours of the page's large areas (ADR 0031): the body, the header, the footer, cards, the
 * hero and the advertisement band read them from CSS variables that the page defines for each of
 * the tenant's schemes under `html.light` / `html.dark`, so the toggle repaints them in the frame
 * of the click by switching the class on <html>; the rest follows with the other theme's re-render.
 */
function schemeVariables(p: ReturnType<typeof schemePalette>) {
  return {
    bg: p.background.default,
    paper: p.background.paper,
    text: p.text.primary,
    textSecondary: p.text.secondary,
    // MUI's outlined field edge of the scheme
    fieldEdge: p.mode === 'dark' ? 'rgba(255, 255, 255, 0.23)' : 'rgba(0, 0, 0, 0.23)',
    divider: p.divider,
    accent: p.primary.main,
    hero: p.hero.main,
    onHero: p.hero.contrastText,
    band: p.band.main,
    onBand: p.band.contrastText,
  };
}

/** `var(--shop-<name>)` for each scheme variable, for the `sx` of the large areas. */
export const schemeVar: Record<keyof ReturnType<typeof schemeVariables>, string> = {
  bg: 'var(--shop-bg)',
  paper: 'var(--shop-paper)',
  text: 'var(--shop-text)',
  textSecondary: 'var(--shop-textSecondary)',
  fieldEdge: 'var(--shop-fieldEdge)',
  divider: 'var(--shop-divider)',
  accent: 'var(--shop-accent)',
  hero: 'var(--shop-hero)',
  onHero: 'var(--shop-onHero)',
  band: 'var(--shop-band)',
  onBand: 'var(--shop-onBand)',
};

/** The hero's band: the brand's colour (a deep tint in dark), with a focus ring visible on it. */
export const heroBand = {
  bgcolor: schemeVar.hero,
  color: schemeVar.onHero,
  [FOCUS_RING_VAR]: schemeVar.onHero,
} as const;

/** The advertisement's band, likewise in the secondary colour. */
export const adBand = {
  bgcolor: schemeVar.band,
  color: schemeVar.onBand,
  [FOCUS_RING_VAR]: schemeVar.onBand,
} as const;

/** The variables' values of every scheme the tenant offers, and the body drawn with them. */
export function schemeVariablesCss(tenant: TenantConfig): string {
  const blocks = tenantColorSchemes(tenant).map((scheme) => {
    const variables = schemeVariables(schemePalette(scheme, tenant.themes[scheme]!));
    const entries = Object.entries(variables).map(([name, value]) => `--shop-${name}:${value}`);
    return `html.${scheme}{${entries.join(';')}}`;
  });
  return `${blocks.join('')}body{background-color:${schemeVar.bg};color:${schemeVar.text}}`;
}

/**
 * One plain theme per (tenant, scheme), not MUI's CSS-variables theme: pages are pre-rendered per
 * colour scheme (ADR 0001), and MUI's variables for both schemes added about 21 KB of CSS and
 * several KB of JavaScript to every page. Only the large areas' colours are variables (above).
 */
function buildTheme(tenant: TenantConfig, scheme: ColorScheme): Theme {
  const seeds = tenant.themes[scheme];
  if (!seeds) throw new Error(`tenant ${tenant.id} has no ${scheme} theme`);
  const heading = { fontFamily: themeFontStack(tenant.fonts.heading) };
  const palette = schemePalette(scheme, seeds);
  return createTheme({
    components: {
      MuiCssBaseline: { styleOverrides: schemeVariablesCss(tenant) },
      // cards and dialogs are large areas too
      MuiPaper: { styleOverrides: { root: { backgroundColor: schemeVar.paper, color: schemeVar.text } } },
      // Fields read their text, label and edge colours from the variables too: a part whose code has
      // not come yet keeps the server's HTML, whose styles carry the scheme it was served in, so the
      // variables are what turns it with the toggle (its focused, error and hover states are the
      // theme's and turn when the part renders).
      MuiInputBase: { styleOverrides: { root: { color: schemeVar.text } } },
      MuiFormLabel: { styleOverrides: { root: { color: schemeVar.textSecondary } } },
      MuiFormHelperText: { styleOverrides: { root: { color: schemeVar.textSecondary } } },
      MuiFormControlLabel: { styleOverrides: { label: { color: schemeVar.text } } },
      MuiOutlinedInput: { styleOverrides: { notchedOutline: { borderColor: schemeVar.fieldEdge } } },
      MuiNativeSelect: { styleOverrides: { icon: { color: schemeVar.textSecondary } } },
      // Every button, icon button, tab, clickable chip, checkbox and radio is a ButtonBase: one rule
      // gives them all a finger's target where fingers are used (MUI's small buttons are 30 px tall).
      // Its content stays centred, as ButtonBase is an inline flex box that centres.
      MuiButtonBase: {
        styleOverrides: { root: { [TOUCH_MEDIA]: { minWidth: TOUCH_TARGET, minHeight: TOUCH_TARGET } } },
      },
      // ... which makes a switch's thumb 44 px wide: the track grows by as much, so it stays centred
      MuiSwitch: {
        styleOverrides: { root: { [TOUCH_MEDIA]: { width: 64, height: TOUCH_TARGET, padding: 15 } } },
      },
    },
    palette,
    spacing: SPACING,
    breakpoints: { values: BREAKPOINTS },
    typography: {
      fontFamily: themeFontStack(tenant.fonts.body),
      h1: heading,
      h2: heading,
      h3: heading,
      h4: heading,
      h5: heading,
      h6: heading,
    },
    // The keyboard focus ring on every ButtonBase: the palette's focus colour, or the colour a band
    // sets in FOCUS_RING_VAR for what is on it (on the hero the primary colour may be its background).
    focusVisible: { outlineColor: `var(${FOCUS_RING_VAR}, ${palette.focus})` },
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
