import { describe, expect, it } from 'vitest';
import { AA_TEXT, contrastRatio, ensureContrast, readableTextOn } from '@/tenancy/contrast';
import {
  createTenantTheme,
  offeredColorScheme,
  schemePalette,
  schemeVar,
  schemeVariablesCss,
  tenantColorSchemes,
} from '@/tenancy/theme';
import { loadTenants, tenantsRoot } from '@/tenancy/registry';
import { tenantFixture } from '../ui/tenantFixture';

const both = tenantFixture();
const darkOnly = tenantFixture({
  id: 'darkonly',
  themes: { light: undefined, dark: { primary: '#ffcc00', secondary: '#80cbc4' } },
  defaultColorScheme: 'dark',
});
const lightOnly = tenantFixture({ id: 'lightonly', themes: { dark: undefined } });

describe('createTenantTheme', () => {
  it('uses SPEC §9 breakpoints 600/900 and spacing 8', () => {
    const theme = createTenantTheme(both, 'light');
    expect(theme.breakpoints.values).toEqual({ xs: 0, sm: 600, md: 900, lg: 1200, xl: 1536 });
    expect(theme.spacing(2)).toBe('16px');
  });

  it('takes body and heading fonts from the tenant, each family name quoted for CSS', () => {
    const theme = createTenantTheme(both, 'dark');
    expect(theme.typography.fontFamily).toBe('"Arial", sans-serif');
    expect(theme.typography.body1.fontFamily).toBe('"Arial", sans-serif');
    for (const h of ['h1', 'h2', 'h3', 'h4', 'h5', 'h6'] as const)
      expect(theme.typography[h].fontFamily).toBe('"Georgia", serif');
  });

  it('is a plain theme of one scheme, without CSS variables (pages are pre-rendered per scheme)', () => {
    const theme = createTenantTheme(both, 'dark');
    expect(theme.palette.mode).toBe('dark');
    expect(theme.vars).toBeFalsy();
    expect(theme.palette.primary.main).toBe('#c4a3e8');
  });

  it.each([
    ['both schemes', both, ['light', 'dark'], 'light'],
    ['dark only', darkOnly, ['dark'], 'dark'],
    ['light only', lightOnly, ['light'], 'light'],
  ] as const)('offers exactly the tenant schemes: %s', (_name, tenant, schemes, defaultScheme) => {
    expect(tenantColorSchemes(tenant)).toEqual(schemes);
    expect(createTenantTheme(tenant).palette.mode).toBe(defaultScheme);
    for (const scheme of ['light', 'dark'] as const) {
      // a scheme the tenant lacks falls back to its default, never to MUI's built-in palette
      const expected = schemes.includes(scheme as never) ? scheme : defaultScheme;
      expect(offeredColorScheme(tenant, scheme)).toBe(expected);
      expect(createTenantTheme(tenant, scheme).palette.mode).toBe(expected);
    }
  });

  it('keeps a seed that is already AA and derives each scheme from its own seeds', () => {
    const light = createTenantTheme(both, 'light');
    const dark = createTenantTheme(both, 'dark');
    expect(light.palette.primary.main).toBe('#5b2a86');
    expect(dark.palette.primary.main).toBe('#c4a3e8');
    expect(light.palette.background.paper).toBe('#f6f7f9');
    expect(dark.palette.background.default).toBe('#121212');
  });

  it('is cached per tenant id and scheme, and rebuilt only when the theme inputs differ', () => {
    expect(createTenantTheme(both, 'light')).toBe(createTenantTheme(tenantFixture(), 'light'));
    expect(createTenantTheme(both, 'dark')).toBe(createTenantTheme(tenantFixture(), 'dark'));
    expect(createTenantTheme(both, 'dark')).not.toBe(createTenantTheme(both, 'light'));
    const other = tenantFixture({ fonts: { body: 'Verdana, sans-serif' } });
    expect(createTenantTheme(other, 'light')).not.toBe(createTenantTheme(both, 'light'));
  });
});

describe('contrastText choice', () => {
  it.each([
    ['#ffffff', '#000000'],
    ['#000000', '#ffffff'],
    ['#ffcc00', '#000000'], // yellow
    ['#5b2a86', '#ffffff'], // purple
    ['#e20074', '#ffffff'], // magenta
    ['#00a0e0', '#000000'], // light blue
    ['#777777', '#000000'], // mid grey: black 4.69, white 4.48
    ['#0050a0', '#ffffff'],
    ['#76b900', '#000000'], // green
  ])('text on %s is %s', (background, text) => {
    expect(readableTextOn(background)).toBe(text);
    expect(contrastRatio(background, text)).toBeGreaterThanOrEqual(AA_TEXT);
  });

  it('computes WCAG ratios', () => {
    expect(contrastRatio('#ffffff', '#000000')).toBeCloseTo(21, 5);
    expect(contrastRatio('#777777', '#ffffff')).toBeCloseTo(4.48, 2);
  });
});

describe('AA guarantee', () => {
  const seeds = [
    '#ffcc00',
    '#00ff00',
    '#e20074',
    '#5b2a86',
    '#0000ff',
    '#ff0000',
    '#222222',
    '#eeeeee',
    '#00a0e0',
  ];

  it.each(seeds)('primary %s is AA text on the light and dark surfaces, with AA contrastText', (seed) => {
    for (const [mode, surface] of [
      ['light', '#ffffff'],
      ['dark', '#121212'],
    ] as const) {
      const palette = schemePalette(mode, { primary: seed, secondary: seed });
      const primary = palette.primary as { main: string; contrastText: string };
      expect(contrastRatio(primary.main, surface)).toBeGreaterThanOrEqual(AA_TEXT);
      expect(contrastRatio(primary.main, primary.contrastText)).toBeGreaterThanOrEqual(AA_TEXT);
      const text = palette.text as { primary: string; secondary: string };
      expect(contrastRatio(text.primary, surface)).toBeGreaterThanOrEqual(AA_TEXT);
      expect(contrastRatio(text.secondary, surface)).toBeGreaterThanOrEqual(AA_TEXT);
    }
  });

  it('checks text against both background and paper', () => {
    const palette = schemePalette('light', { primary: '#3f7fbf', secondary: '#3f7fbf', paper: '#dddddd' });
    const main = (palette.primary as { main: string }).main;
    expect(contrastRatio(main, '#ffffff')).toBeGreaterThanOrEqual(AA_TEXT);
    expect(contrastRatio(main, '#dddddd')).toBeGreaterThanOrEqual(AA_TEXT);
  });

  it('ensureContrast leaves a passing colour alone and moves a failing one', () => {
    expect(ensureContrast('#5B2A86', ['#ffffff'], 'darken')).toBe('#5B2A86');
    expect(ensureContrast('#ffcc00', ['#ffffff'], 'darken')).not.toBe('#ffcc00');
  });
});

describe('every tenant in tenants/', () => {
  const tenants = [...loadTenants(tenantsRoot()).values()];

  it.each(tenants.map((tenant) => [tenant.id, tenant] as const))('%s gets an AA theme', (_id, tenant) => {
    for (const scheme of tenantColorSchemes(tenant)) {
      const palette = createTenantTheme(tenant, scheme).palette;
      for (const surface of [palette.background.default, palette.background.paper]) {
        expect(contrastRatio(palette.text.primary, surface)).toBeGreaterThanOrEqual(AA_TEXT);
        expect(contrastRatio(palette.primary.main, surface)).toBeGreaterThanOrEqual(AA_TEXT);
      }
      expect(contrastRatio(palette.primary.main, palette.primary.contrastText)).toBeGreaterThanOrEqual(
        AA_TEXT,
      );
    }
  });
});

describe('fields follow the scheme variables', () => {
  // a part still showing the server's HTML keeps the classes of the scheme it was served in: only
  // colours read from the variables turn with the class on <html>
  const tenant = tenantFixture({ themes: { light: { primary: '#0055aa' }, dark: { primary: '#66aaff' } } });
  it.each(['light', 'dark'] as const)(
    '%s: text, labels, helper texts and edges read the variables',
    (scheme) => {
      const { components } = createTenantTheme(tenant, scheme);
      const overrides = components as Record<
        string,
        { styleOverrides?: Record<string, Record<string, string>> }
      >;
      const root = (name: string, slot = 'root') => overrides[name]?.styleOverrides?.[slot];
      expect(root('MuiInputBase')?.color).toBe(schemeVar.text);
      expect(root('MuiFormLabel')?.color).toBe(schemeVar.textSecondary);
      expect(root('MuiFormHelperText')?.color).toBe(schemeVar.textSecondary);
      expect(root('MuiFormControlLabel', 'label')?.color).toBe(schemeVar.text);
      expect(root('MuiOutlinedInput', 'notchedOutline')?.borderColor).toBe(schemeVar.fieldEdge);
    },
  );

  it('each scheme defines them with its own palette', () => {
    const css = schemeVariablesCss(tenant);
    for (const scheme of ['light', 'dark'] as const) {
      const { palette } = createTenantTheme(tenant, scheme);
      const block = new RegExp(
        `html\\.${scheme}\\{[^}]*--shop-textSecondary:${palette.text.secondary.replace(/[()]/g, '\\$&')}`,
      );
      expect(css).toMatch(block);
      expect(css).toMatch(new RegExp(`html\\.${scheme}\\{[^}]*--shop-text:${palette.text.primary}`));
    }
  });
});
