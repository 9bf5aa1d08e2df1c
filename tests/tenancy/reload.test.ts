import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { getTenantRegistry, loadTenants, setTenantRegistry, tenantsRoot } from '@/tenancy/registry';
import { TenantWatcher } from '@/tenancy/reload';
import type { TenantConfig } from '@/tenancy/schema';

/*
 * ADR 0029: a tenant folder added to or changed in a running deployment is served after two looks
 * at the folder, validated first; a broken one is refused with its file, field and reason in the
 * log, and every other tenant (and the broken one's previous version) keeps serving.
 */

let root: string;
let served: Map<string, TenantConfig>;
let lines: { level: 'info' | 'error'; line: string }[];
const log = {
  info: (line: string) => lines.push({ level: 'info', line }),
  error: (line: string) => lines.push({ level: 'error', line }),
};
const errors = () => lines.filter(({ level }) => level === 'error').map(({ line }) => line);

const file = (id: string, name: string) => path.join(root, id, name);
const editJson = (id: string, name: string, edit: (raw: Record<string, unknown>) => void) => {
  const raw = JSON.parse(readFileSync(file(id, name), 'utf8')) as Record<string, unknown>;
  edit(raw);
  writeFileSync(file(id, name), JSON.stringify(raw));
};
/** A copy of congstar under another id, with hosts and a shop id of its own. */
const addCopy = (id: string) => {
  cpSync(path.join(tenantsRoot(), 'congstar'), path.join(root, id), { recursive: true });
  editJson(id, 'tenant.json', (raw) => {
    raw.id = id;
    raw.shopId = id;
    raw.hosts = [`shop.${id}.example`];
  });
};
/** A look at the folder, then another: what the watcher takes up once a folder has settled. */
const twoLooks = async (watcher: TenantWatcher) => [...(await watcher.scan()), ...(await watcher.scan())];

beforeEach(() => {
  served = getTenantRegistry();
  root = mkdtempSync(path.join(os.tmpdir(), 'tenants-reload-'));
  for (const id of ['aufladen', 'congstar'])
    cpSync(path.join(tenantsRoot(), id), path.join(root, id), { recursive: true });
  setTenantRegistry(loadTenants(root));
  lines = [];
});

afterEach(() => {
  setTenantRegistry(served);
  rmSync(root, { recursive: true, force: true });
});

describe('TenantWatcher', () => {
  it('serves a tenant folder added while the server runs, once it looks the same on two looks', async () => {
    const watcher = await TenantWatcher.start(root, log);
    addCopy('newbrand');
    expect(await watcher.scan()).toEqual([]);
    expect(getTenantRegistry().has('newbrand')).toBe(false);
    expect(await watcher.scan()).toEqual(['newbrand']);
    expect(getTenantRegistry().get('newbrand')?.hosts).toEqual(['shop.newbrand.example']);
    expect(lines).toEqual([{ level: 'info', line: '[tenants] tenant newbrand: added, served now' }]);
  });

  it('takes a folder up at once when told so (SIGHUP)', async () => {
    const watcher = await TenantWatcher.start(root, log);
    addCopy('newbrand');
    expect(await watcher.scan({ settle: false })).toEqual(['newbrand']);
  });

  it('serves a changed tenant in its new version, as a new configuration', async () => {
    const watcher = await TenantWatcher.start(root, log);
    const before = getTenantRegistry().get('congstar');
    editJson('congstar', 'tenant.json', (raw) => (raw.providerName = 'Changed'));
    expect(await twoLooks(watcher)).toEqual(['congstar']);
    expect(getTenantRegistry().get('congstar')?.providerName).toBe('Changed');
    expect(getTenantRegistry().get('congstar')).not.toBe(before);
    expect(getTenantRegistry().get('aufladen')).toBeDefined();
  });

  it('stops serving a tenant whose folder is removed', async () => {
    const watcher = await TenantWatcher.start(root, log);
    rmSync(path.join(root, 'congstar'), { recursive: true });
    expect(await watcher.scan()).toEqual(['congstar']);
    expect([...getTenantRegistry().keys()]).toEqual(['aufladen']);
  });

  it('changes nothing while no folder changes', async () => {
    const watcher = await TenantWatcher.start(root, log);
    const registry = getTenantRegistry();
    expect(await twoLooks(watcher)).toEqual([]);
    expect(getTenantRegistry()).toBe(registry);
  });

  it.each<[string, (id: string) => void, RegExp]>([
    [
      'tenant.json that is no JSON',
      (id) => writeFileSync(file(id, 'tenant.json'), '{'),
      /tenant x: tenant\.json: .*JSON/,
    ],
    [
      'a missing field',
      (id) => editJson(id, 'tenant.json', (raw) => delete raw.currency),
      /tenant x: currency: Invalid option/,
    ],
    [
      'another tenant’s host',
      (id) => editJson(id, 'tenant.json', (raw) => (raw.hosts = ['shop.aufladen-shop.de'])),
      /tenant x: hosts: shop\.aufladen-shop\.de takes shop\.aufladen-shop\.de, which resolves to aufladen/,
    ],
    ['no tenant.json', (id) => rmSync(file(id, 'tenant.json')), /tenant x: tenant\.json: missing/],
    [
      'a catalogue that is no JSON',
      (id) => writeFileSync(file(id, 'catalogue.json'), '['),
      /tenant x: catalogue\.json: /,
    ],
    [
      'a text file that is no tree of texts',
      (id) => writeFileSync(file(id, 'locales/de/common.json'), '{"title": 3}'),
      /tenant x: locales\/de\/common\.json: title must be an object of texts/,
    ],
    [
      'a language the build lacks',
      (id) => editJson(id, 'tenant.json', (raw) => (raw.locales = ['de', 'fr'])),
      /tenant x: locales: fr is no language of this build/,
    ],
  ])(
    'refuses a new tenant with %s, names file, field and reason, and serves the others',
    async (_name, breakIt, reason) => {
      const watcher = await TenantWatcher.start(root, log, ['default', 'de', 'en']);
      addCopy('x');
      breakIt('x');
      expect(await twoLooks(watcher)).toEqual([]);
      expect(errors().join('\n')).toMatch(reason);
      expect(errors()).toContain('[tenants] tenant x: refused, not served');
      expect([...getTenantRegistry().keys()].sort()).toEqual(['aufladen', 'congstar']);
    },
  );

  it('keeps serving the previous version of a tenant whose change is broken, and logs it once', async () => {
    const watcher = await TenantWatcher.start(root, log);
    const before = getTenantRegistry().get('congstar');
    editJson('congstar', 'tenant.json', (raw) => (raw.currency = 'nope'));
    expect([...(await twoLooks(watcher)), ...(await twoLooks(watcher))]).toEqual([]);
    expect(getTenantRegistry().get('congstar')).toBe(before);
    expect(errors()).toEqual([
      expect.stringMatching(/^\[tenants\] refused: tenant congstar: currency: /),
      '[tenants] tenant congstar: refused, its previous version keeps serving',
    ]);
  });
});
