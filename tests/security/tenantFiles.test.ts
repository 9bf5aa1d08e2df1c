import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { cssFontStack } from '@/tenancy/fonts';
import { linkTarget, parseInline } from '@/tenancy/markdown';
import { getTenantRegistry, loadTenants, setTenantRegistry, tenantsRoot } from '@/tenancy/registry';
import { TenantWatcher } from '@/tenancy/reload';
import type { TenantConfig } from '@/tenancy/schema';
import { OTHER_ORIGINS } from './otherOrigins';

/**
 * A tenant file could claim another tenant's `www.<host>` or `<id>.localhost` (the checks compared
 * exact strings, resolution tries more), share another's shop id (in proxy mode one shop then acts
 * as another), put CSS of its own into every page through `fonts`, and link to another origin as a
 * local path (`/\evil.example`). The same checks hold at start and for a tenant added while the
 * server runs.
 */

type Raw = Record<string, unknown>;
let root: string;
let served: Map<string, TenantConfig>;

const tenantFile = (id: string) => path.join(root, id, 'tenant.json');
const edit = (id: string, change: (raw: Raw) => void) => {
  const raw = JSON.parse(readFileSync(tenantFile(id), 'utf8')) as Raw;
  change(raw);
  writeFileSync(tenantFile(id), JSON.stringify(raw));
};
/** A tenant `x` of its own (a copy of aufladen with its own id, shop id and host), then `change`d. */
const addTenant = (change: (raw: Raw) => void) => {
  cpSync(path.join(tenantsRoot(), 'aufladen'), path.join(root, 'x'), { recursive: true });
  edit('x', (raw) => {
    raw.id = 'x';
    raw.shopId = 'x';
    raw.hosts = ['shop.x.example'];
    change(raw);
  });
};

beforeEach(() => {
  served = getTenantRegistry();
  root = mkdtempSync(path.join(os.tmpdir(), 'tenant-files-'));
  for (const id of ['congstar', 'esim'])
    cpSync(path.join(tenantsRoot(), id), path.join(root, id), { recursive: true });
});
afterEach(() => {
  setTenantRegistry(served);
  rmSync(root, { recursive: true, force: true });
});

const hosts =
  (...list: string[]) =>
  (raw: Raw) =>
    (raw.hosts = list);
const fonts = (body: string) => (raw: Raw) => (raw.fonts = { body, heading: 'Arial, sans-serif' });

const REFUSED: [string, (raw: Raw) => void, RegExp][] = [
  [
    'another tenant’s host',
    hosts('shop.congstar-prepaid.de'),
    /hosts: shop\.congstar-prepaid\.de takes .*resolves to congstar/,
  ],
  [
    'the www. form of another tenant’s host',
    hosts('www.congstar-prepaid.de'),
    /hosts: www\.congstar-prepaid\.de takes www\.congstar-prepaid\.de, which resolves to congstar \(congstar-prepaid\.de\)/,
  ],
  ['another tenant’s local name', hosts('congstar.localhost'), /hosts\.0: a name of this machine/],
  ['a local name of no tenant (yet)', hosts('newshop.localhost'), /hosts\.0: a name of this machine/],
  ['plain localhost', hosts('localhost'), /hosts\.0: a name of this machine/],
  [
    'another tenant’s host in upper case',
    hosts('Shop.Congstar-Prepaid.de'),
    /hosts\.0: a host name as requests name it/,
  ],
  [
    'another tenant’s host with a port',
    hosts('shop.congstar-prepaid.de:443'),
    /hosts\.0: a host name as requests name it/,
  ],
  [
    'another tenant’s host with a trailing dot',
    hosts('shop.congstar-prepaid.de.'),
    /hosts\.0: a host name as requests name it/,
  ],
  ['another tenant’s shop id', (raw) => (raw.shopId = 'congstar'), /shopId: congstar is already congstar's/],
  [
    'another tenant’s shop id in another case',
    (raw) => (raw.shopId = 'CongStar'),
    /shopId: CongStar is already congstar's/,
  ],
  ['a shop id X-Tenant-Id cannot carry', (raw) => (raw.shopId = 'x shop'), /shopId: a shop id/],
  [
    'CSS after the font stack',
    fonts('Arial; } body { background: url(//evil.example/x) }'),
    /fonts\.body: family names/,
  ],
  ['a quote that ends the family name', fonts(`'Arial', 'x' ; color: red`), /fonts\.body: family names/],
  ['markup in a family name', fonts('Arial</style><script>alert(1)</script>'), /fonts\.body: family names/],
  ['a CSS function', fonts('expression(alert(1))'), /fonts\.body: family names/],
  ['an escape', fonts('Ari\\61l'), /fonts\.body: family names/],
  ['an empty family', fonts('Arial,,serif'), /fonts\.body: family names/],
];

describe('tenant files: refused at start', () => {
  it.each(REFUSED)('%s', (_name, change, reason) => {
    addTenant(change);
    expect(() => loadTenants(root)).toThrow(reason);
  });

  it('a tenant listing www.<host> where another lists <host>', () => {
    edit('esim', hosts('www.shop.congstar-prepaid.de'));
    expect(() => loadTenants(root)).toThrow(/resolves to congstar/);
  });
});

describe('tenant files: refused when added while the server runs, the others served on', () => {
  it.each(REFUSED)('%s', async (_name, change, reason) => {
    setTenantRegistry(loadTenants(root));
    const errors: string[] = [];
    const watcher = await TenantWatcher.start(root, {
      info: () => undefined,
      error: (line) => errors.push(line),
    });
    addTenant(change);
    expect(await watcher.scan({ settle: false })).toEqual([]);
    expect(errors.join('\n')).toMatch(reason);
    expect([...getTenantRegistry().keys()].sort()).toEqual(['congstar', 'esim']);
  });

  it('a tenant of its own is served', async () => {
    setTenantRegistry(loadTenants(root));
    const watcher = await TenantWatcher.start(root, { info: () => undefined, error: () => undefined });
    addTenant(fonts(`'Segoe UI', Überschrift-2, -apple-system, sans-serif`));
    expect(await watcher.scan({ settle: false })).toEqual(['x']);
  });
});

describe('fonts reach CSS only as quoted family names and generic families', () => {
  it.each([
    ['Arial, Helvetica, sans-serif', '"Arial", "Helvetica", sans-serif'],
    [`'Segoe UI', Tahoma, sans-serif`, '"Segoe UI", "Tahoma", sans-serif'],
    [
      'system-ui, -apple-system, BlinkMacSystemFont, "Noto Sans JP", serif',
      'system-ui, -apple-system, BlinkMacSystemFont, "Noto Sans JP", serif',
    ],
    // a keyword in quotes is a family of that name, as CSS reads it
    [`'serif'`, '"serif"'],
    ['Arial; color: red', null],
    [`Arial", x`, null],
    ['url(https://evil.example/font.woff)', null],
  ])('%s → %s', (stack, css) => {
    expect(cssFontStack(stack)).toBe(css);
  });
});

describe('a content page’s links: the one rule of internalPath, run on the same table', () => {
  // the finding: `/\evil.example` passed as a local link
  it.each(OTHER_ORIGINS.filter((row): row is [string, string] => typeof row[1] === 'string'))(
    '%s is no link of the shop',
    (_name, href) => {
      // an address written as another site's (https://…) is a link to it, as written; nothing else
      const external = href.startsWith('https://');
      expect(linkTarget(href)).toBe(external ? href : null);
      const linked = parseInline(`see [this](${href}) page`).flatMap((part) =>
        'href' in part ? [part.href] : [],
      );
      expect(linked).toEqual(external ? [href] : []);
    },
  );

  it.each([
    ['/blog', '/blog'],
    ['/shop/topup/congstar?x=1#top', '/shop/topup/congstar?x=1#top'],
    ['/a/../info/impressum', '/info/impressum'],
    ['mailto:support@example.com', 'mailto:support@example.com'],
    ['tel:+4930123456', 'tel:+4930123456'],
  ])('%s links to %s', (href, target) => {
    expect(linkTarget(href)).toBe(target);
  });
});
