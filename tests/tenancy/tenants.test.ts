import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { brandLogoSrc } from '@/tenancy/logos';
import { loadTenants, TenantConfigError } from '@/tenancy/registry';
import { tenantFixture } from '../ui/tenantFixture';

const tenantsDir = path.resolve(__dirname, '../../tenants');
const publicDir = path.resolve(__dirname, '../../public');

// SPEC §1 tenant identifiers; `product` is the `{product}` placeholder tenant.
const specTenantIds = [
  'ayyildiz',
  'congstar',
  'edeka',
  'eplus',
  'esim',
  'fcb',
  'foocall',
  'jamobil',
  'kaufland',
  'norma',
  'ortel',
  'pennymobil',
  'reloadnow',
  'reloadnow_at',
  'tmobilenl',
  'whitecalling',
  'whitelabel_insidehandy',
  'whitelabel_o2',
  'whitelabel_tmobilenl',
  'herladen',
  'product',
  'o2de',
  'opwaarderen',
  'aufladen',
];

const tenants = loadTenants(tenantsDir);
const all = [...tenants.values()];

const readJson = (id: string): Record<string, unknown> =>
  JSON.parse(readFileSync(path.join(tenantsDir, id, 'tenant.json'), 'utf8'));

/** WCAG relative luminance and contrast ratio. */
const luminance = (hex: string): number => {
  const [r = 0, g = 0, b = 0] = [1, 3, 5].map((i) => {
    const c = parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
};
const contrast = (a: string, b: string): number => {
  const [hi = 0, lo = 0] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi + 0.05) / (lo + 0.05);
};
// MUI's defaults when a palette leaves the background out
const defaultBackground = { light: '#ffffff', dark: '#121212' } as const;

describe('tenants/ folder', () => {
  it('holds exactly the 24 SPEC tenants, all valid', () => {
    expect([...tenants.keys()].sort()).toEqual([...specTenantIds].sort());
  });

  it.each(all.map((t) => [t.id, t] as const))('%s: shop id and asset folder equal the id', (id, tenant) => {
    expect(tenant.shopId).toBe(id);
    expect(tenant.assetFolder).toBe(id);
  });

  it.each(all.map((t) => [t.id, t] as const))(
    '%s: is exactly what the schema reads (no stray keys), with what is derived from it',
    (id, { phoneCallingCodes: _codes, phoneCountryNames: _names, moneyStyles: _styles, ...file }) => {
      expect(file).toEqual(readJson(id));
    },
  );

  it.each(all.map((t) => [t.id, t] as const))('%s: default locale comes first', (_id, tenant) => {
    expect(tenant.locales[0]).toBe(tenant.defaultLocale);
  });

  it.each(all.map((t) => [t.id, t] as const))(
    '%s: brand routes point at /shop/topup/<brand> or /shop/<category>/<brand>',
    (_id, tenant) => {
      const entries = Object.entries(tenant.brandRoutes);
      expect(entries.length).toBeGreaterThan(0);
      for (const [brand, route] of entries) expect(route).toMatch(new RegExp(`^/shop/[a-z0-9_-]+/${brand}$`));
      // a single-brand shop sells its own brand, and may sell more through a category (ortel)
      if (!tenant.features.multipleBrands)
        expect(tenant.brandRoutes[tenant.id]).toBe(`/shop/topup/${tenant.id}`);
      else expect(entries.length).toBeGreaterThan(2);
    },
  );

  it.each(all.map((t) => [t.id, t] as const))(
    '%s: primary colour has 3:1 contrast with the background in each scheme',
    (_id, tenant) => {
      for (const scheme of ['light', 'dark'] as const) {
        const palette = tenant.themes[scheme];
        if (!palette) continue;
        const background = palette.background ?? defaultBackground[scheme];
        expect(contrast(palette.primary, background)).toBeGreaterThanOrEqual(3);
        expect(contrast(palette.secondary, background)).toBeGreaterThanOrEqual(3);
      }
    },
  );

  it.each(all.map((t) => [t.id, t] as const))('%s: fonts end in a generic family', (_id, tenant) => {
    for (const stack of [tenant.fonts.body, tenant.fonts.heading])
      expect(stack).toMatch(/, (sans-serif|serif|monospace|system-ui)$/);
  });

  it.each([
    ['congstar', { de: '+49' }],
    ['tmobilenl', { nl: '+31' }],
    ['foocall', { gb: '+44' }],
  ])('%s: the calling codes of its phone countries, derived when read', (id, codes) => {
    expect(all.find((t) => t.id === id)?.phoneCallingCodes).toEqual(codes);
  });

  it.each([
    ['tmobilenl', { nl: { nl: 'Nederland' }, en: { nl: 'Netherlands' } }],
    ['reloadnow', { fr: { fr: 'France' }, en: { fr: 'France' } }],
    ['ayyildiz', { de: { de: 'Deutschland' }, tr: { de: 'Almanya' } }],
  ])('%s: its phone countries named in each of its languages, derived when read', (id, names) => {
    expect(all.find((t) => t.id === id)?.phoneCountryNames).toEqual(names);
  });

  it('gives every tenant the calling code of each of its phone countries', () => {
    for (const tenant of all)
      expect(Object.keys(tenant.phoneCallingCodes).sort()).toEqual([...tenant.phoneCountryCodes].sort());
  });

  it('gives every tenant its own hosts and seed colours', () => {
    const hosts = all.flatMap((t) => t.hosts);
    expect(new Set(hosts).size).toBe(hosts.length);
    const seeds = all.map((t) => (t.themes.light ?? t.themes.dark)?.primary);
    expect(new Set(seeds).size).toBe(seeds.length);
  });

  it('offers light and dark to several tenants and dark only to some', () => {
    const both = all.filter((t) => t.themes.light && t.themes.dark).map((t) => t.id);
    expect(both).toEqual(
      expect.arrayContaining(['congstar', 'reloadnow', 'tmobilenl', 'esim', 'foocall', 'aufladen']),
    );
    expect(all.some((t) => !t.themes.light && t.themes.dark)).toBe(true);
  });
});

describe('tenant artwork', () => {
  const pngSize = (file: string): [number, number] => {
    const png = readFileSync(file);
    expect(png.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
    return [png.readUInt32BE(16), png.readUInt32BE(20)];
  };

  it.each(all.map((t) => [t.id, t] as const))(
    '%s: every brand tile has a logo (drawn by scripts/tenant-artwork.mjs where none exists)',
    (_id, tenant) => {
      const dir = path.join(publicDir, 'tenants', tenant.assetFolder);
      for (const brandId of Object.keys(tenant.brandRoutes)) {
        const file = path.join(
          dir,
          brandLogoSrc(tenant, brandId).replace(`/tenants/${tenant.assetFolder}/`, ''),
        );
        expect(existsSync(file), file).toBe(true);
        expect(readFileSync(file, 'utf8')).toMatch(/^<svg [^>]*xmlns="http:\/\/www.w3.org\/2000\/svg"/);
      }
    },
  );

  it.each(all.map((t) => [t.id, t] as const))('%s: logos, icons and favicon exist', (_id, tenant) => {
    const dir = path.join(publicDir, 'tenants', tenant.assetFolder);
    const variants = tenant.logoMetadata.map((entry) => entry.data);
    for (const file of [tenant.headerLogo.file, tenant.footerLogo, ...variants, 'icon.svg']) {
      expect(existsSync(path.join(dir, file)), file).toBe(true);
      expect(readFileSync(path.join(dir, file), 'utf8')).toMatch(
        /^<svg [^>]*xmlns="http:\/\/www.w3.org\/2000\/svg"/,
      );
    }
    expect(pngSize(path.join(dir, 'icon-192.png'))).toEqual([192, 192]);
    expect(pngSize(path.join(dir, 'icon-512.png'))).toEqual([512, 512]);
    const ico = readFileSync(path.join(dir, 'favicon.ico'));
    expect([ico.readUInt16LE(0), ico.readUInt16LE(2)]).toEqual([0, 1]);
    expect(ico.readUInt16LE(4)).toBeGreaterThan(0);
  });
});

describe('loadTenants with a broken tenants/ folder', () => {
  let tmp: string | undefined;
  afterEach(() => {
    if (tmp) rmSync(tmp, { recursive: true, force: true });
    tmp = undefined;
  });

  /** A temporary tenants/ root holding copies of the given tenants, edited by `edit`. */
  const tempRoot = (ids: string[], edit: (id: string, raw: Record<string, unknown>) => void = () => {}) => {
    tmp = mkdtempSync(path.join(os.tmpdir(), 'tenants-'));
    for (const id of ids) {
      const raw = readJson(id);
      edit(id, raw);
      mkdirSync(path.join(tmp, id));
      writeFileSync(path.join(tmp, id, 'tenant.json'), JSON.stringify(raw));
    }
    return tmp;
  };
  const problemsOf = (root: string): string => {
    try {
      loadTenants(root);
    } catch (error) {
      expect(error).toBeInstanceOf(TenantConfigError);
      return (error as Error).message;
    }
    throw new Error('loadTenants accepted a broken configuration');
  };

  it('loads a copy of a valid tenant', () => {
    const root = tempRoot(['congstar']);
    expect(loadTenants(root).get('congstar')?.currency).toBe('EUR');
  });

  it.each<[string, (raw: Record<string, unknown>) => void, RegExp]>([
    ['a missing field', (raw) => delete raw.currency, /tenant congstar: currency: Invalid option/],
    [
      'a missing nested flag',
      (raw) => delete (raw.features as Record<string, unknown>).blog,
      /tenant congstar: features\.blog: .*expected boolean/,
    ],
    ['a bad main page', (raw) => (raw.mainPage = 'shop'), /tenant congstar: mainPage: .*must match pattern/],
    [
      'a negative low-balance limit',
      (raw) => ((raw.topup as Record<string, unknown>).lowBalanceLimit = -5),
      /tenant congstar: topup\.lowBalanceLimit: Too small/,
    ],
    [
      'a default locale outside its locales',
      (raw) => (raw.defaultLocale = 'fr'),
      /tenant congstar: defaultLocale: not one of locales de/,
    ],
    [
      'a logo metadata entry in a language the shop lacks',
      (raw) => (raw.logoMetadata = [{ name: 'header', language: 'fr', data: 'logo-fr.svg' }]),
      /tenant congstar: logoMetadata\.0\.language: not a language of the shop/,
    ],
    [
      'an id that is not the folder name',
      (raw) => (raw.id = 'other'),
      /tenant congstar: id: must equal its folder/,
    ],
  ])('rejects %s, naming tenant, field and reason', (_case, edit, message) => {
    const root = tempRoot(['congstar', 'esim'], (id, raw) => id === 'congstar' && edit(raw));
    expect(problemsOf(root)).toMatch(message);
  });

  it('rejects a tenant folder without tenant.json', () => {
    const root = tempRoot(['esim']);
    mkdirSync(path.join(root, 'ghost'));
    expect(problemsOf(root)).toMatch(/tenant ghost: tenant\.json: missing/);
  });

  it('rejects a tenant.json that is not JSON', () => {
    const root = tempRoot(['esim']);
    mkdirSync(path.join(root, 'broken'));
    writeFileSync(path.join(root, 'broken', 'tenant.json'), '{ "id": ');
    expect(problemsOf(root)).toMatch(/tenant broken: tenant\.json: /);
  });

  it('rejects two tenants sharing a host', () => {
    const shared = tenants.get('congstar')?.hosts[0];
    const root = tempRoot(['congstar', 'esim'], (id, raw) => {
      if (id === 'esim') raw.hosts = [shared];
    });
    expect(problemsOf(root)).toMatch(
      new RegExp(`hosts: ${shared?.replace(/\./g, '\\.')} takes .* which resolves to congstar`),
    );
  });

  it('reports every broken tenant at once', () => {
    const root = tempRoot(['congstar', 'esim'], (_id, raw) => delete raw.currency);
    const message = problemsOf(root);
    expect(message).toMatch(/tenant congstar: currency/);
    expect(message).toMatch(/tenant esim: currency/);
  });

  it('copies the real folder without problems', () => {
    tmp = mkdtempSync(path.join(os.tmpdir(), 'tenants-'));
    cpSync(tenantsDir, tmp, { recursive: true });
    expect(loadTenants(tmp).size).toBe(specTenantIds.length);
  });
});

describe('parseTenant', () => {
  it('refuses a phone country without a calling code', () => {
    expect(() => tenantFixture({ phoneCountryCodes: ['xx'] })).toThrow(
      'tenant testshop: phoneCountryCodes: xx is no country with a calling code',
    );
  });
});
