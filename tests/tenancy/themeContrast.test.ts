import type { Palette } from '@mui/material/styles';
import { describe, expect, it } from 'vitest';
import { AA_TEXT, AA_UI, WHITE, contrastRatio } from '@/tenancy/contrast';
import { loadTenants, tenantsRoot } from '@/tenancy/registry';
import { createTenantTheme, tenantColorSchemes } from '@/tenancy/theme';

/**
 * WCAG 2.2 AA over every tenant's light and dark theme (ADR 0031): each role is a colour drawn on
 * another, with the ratio it must reach (4.5:1 text, 3:1 controls' edges and focus rings).
 */
type Pick = (palette: Palette) => string;
interface Role {
  name: string;
  fg: Pick;
  on: Pick[];
  min: number;
}

const surfaces: Pick[] = [(p) => p.background.default, (p) => p.background.paper];
const filledRoles = ['primary', 'secondary', 'error', 'warning', 'info', 'success'] as const;

const roles: Role[] = [
  { name: 'body, header, footer and card text', fg: (p) => p.text.primary, on: surfaces, min: AA_TEXT },
  { name: 'secondary text', fg: (p) => p.text.secondary, on: surfaces, min: AA_TEXT },
  { name: 'links and outlined buttons', fg: (p) => p.primary.main, on: surfaces, min: AA_TEXT },
  { name: 'secondary-coloured text', fg: (p) => p.secondary.main, on: surfaces, min: AA_TEXT },
  ...filledRoles.flatMap((key): Role[] => [
    {
      name: `${key} filled button / chip text`,
      fg: (p) => p[key].contrastText,
      on: [(p) => p[key].main],
      min: AA_TEXT,
    },
    {
      name: `${key} filled button text while hovered`,
      fg: (p) => p[key].contrastText,
      on: [(p) => p[key].dark],
      min: AA_TEXT,
    },
  ]),
  { name: 'focus ring on the page', fg: (p) => p.focus, on: surfaces, min: AA_UI },
  { name: 'hero text', fg: (p) => p.hero.contrastText, on: [(p) => p.hero.main], min: AA_TEXT },
  { name: 'focus ring on the hero', fg: (p) => p.hero.contrastText, on: [(p) => p.hero.main], min: AA_UI },
  { name: 'hero button edge', fg: (p) => p.heroAction.main, on: [(p) => p.hero.main], min: AA_UI },
  {
    name: 'hero button text, also hovered',
    fg: (p) => p.heroAction.contrastText,
    on: [(p) => p.heroAction.main, (p) => p.heroAction.dark],
    min: AA_TEXT,
  },
  { name: 'advertisement band text', fg: (p) => p.band.contrastText, on: [(p) => p.band.main], min: AA_TEXT },
  { name: 'header accent line', fg: (p) => p.primary.main, on: [(p) => p.background.paper], min: AA_UI },
];

const themes = [...loadTenants(tenantsRoot()).values()].flatMap((tenant) =>
  tenantColorSchemes(tenant).map((scheme) => ({
    id: tenant.id,
    scheme,
    palette: createTenantTheme(tenant, scheme).palette,
  })),
);

describe('every tenant theme meets WCAG 2.2 AA', () => {
  it('covers every tenant, and both schemes of the tenants with a toggle', () => {
    expect(themes.filter((theme) => theme.scheme === 'dark').length).toBeGreaterThanOrEqual(8);
    expect(new Set(themes.map((theme) => theme.id)).size).toBe(loadTenants(tenantsRoot()).size);
  });

  it.each(
    themes.flatMap(({ id, scheme, palette }) =>
      roles.map((role) => [id, scheme, role.name, role, palette] as const),
    ),
  )('%s %s: %s', (_id, _scheme, _name, role, palette) => {
    for (const background of role.on)
      expect(contrastRatio(role.fg(palette), background(palette))).toBeGreaterThanOrEqual(role.min);
  });
});

describe('a dark scheme is designed, not inverted', () => {
  it.each(themes.filter((theme) => theme.scheme === 'dark').map(({ id, palette }) => [id, palette] as const))(
    "%s: the hero and the advertisement are dark brand tints with light text, not the light brand colour's block",
    (_id, palette) => {
      for (const band of [palette.hero, palette.band]) {
        expect(band.contrastText).toBe(WHITE);
        // far closer to the page's background than to white
        expect(contrastRatio(band.main, palette.background.default)).toBeLessThan(AA_UI);
      }
    },
  );
});
