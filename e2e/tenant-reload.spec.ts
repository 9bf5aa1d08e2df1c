import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { E2E_PORT } from '../playwright.config';
import { expect, test } from './helpers/shop';

/*
 * ADR 0029: a tenant folder added to or changed in a running server is served without a restart or
 * a build, within 60 s; a broken one is refused with its file, field and reason in the log while
 * the others serve. The server here is the e2e build started on a tenants folder of its own
 * (TENANTS_DIR), so that the tenants the other specs count never change under them, and so that
 * its log can be read.
 */

const port = E2E_PORT + 2;
const url = (id: string, pathname = '/') => `http://${id}.localhost:${port}${pathname}`;
const ADDED = 'e2ereloadcopy';
const BROKEN = 'e2ebrokencopy';
const ARTWORK = path.join('public', 'tenants', ADDED);

let root: string;
let server: ChildProcess;
const log: string[] = [];

const editTenant = (id: string, edit: (raw: Record<string, unknown>) => void) => {
  const file = path.join(root, id, 'tenant.json');
  const raw = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
  edit(raw);
  writeFileSync(file, JSON.stringify(raw, null, 2));
};

/**
 * A copy of a real tenant under `id`, with a shop id and hosts of its own (the registry refuses
 * another tenant's), dropped into the running server's folder.
 */
function addCopy(source: string, id: string, edit: (raw: Record<string, unknown>) => void = () => {}) {
  const staging = mkdtempSync(path.join(os.tmpdir(), 'tenant-copy-'));
  cpSync(path.join('tenants', source), path.join(staging, id), { recursive: true });
  const file = path.join(staging, id, 'tenant.json');
  const raw = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
  edit(Object.assign(raw, { id, shopId: id, hosts: [`shop.${id}.example`] }));
  writeFileSync(file, JSON.stringify(raw, null, 2));
  // one rename into place, as an operator's deployment would do
  cpSync(path.join(staging, id), path.join(root, id), { recursive: true });
  rmSync(staging, { recursive: true, force: true });
}

test.describe.configure({ mode: 'serial' });
// a host of no tenant, and the broken tenant's, get the unknown-shop page: 404 on purpose, which
// Chromium logs
test.use({ allowedConsoleErrors: [/status of 404/] });

test.beforeAll(async () => {
  test.setTimeout(120_000);
  root = mkdtempSync(path.join(os.tmpdir(), 'e2e-tenants-'));
  for (const id of ['aufladen', 'congstar'])
    cpSync(path.join('tenants', id), path.join(root, id), { recursive: true });
  server = spawn(process.execPath, [path.join('server', 'start.mjs')], {
    env: {
      ...process.env,
      PORT: String(port),
      TENANTS_DIR: root,
      SANDBOX_DATA_DIR: '.data/e2e-reload',
      // kept answers outlive the test (ADR 0056): only their forgetting can show a tenant's change
      KEPT_ANSWERS_MS: String(10 * 60_000),
    },
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  for (const stream of [server.stdout, server.stderr])
    stream?.on('data', (chunk) => log.push(...String(chunk).split('\n')));
  await expect(async () => {
    expect((await fetch(`http://127.0.0.1:${port}/api/health`)).ok).toBe(true);
  }).toPass({ timeout: 100_000 });
});

test.afterEach(async ({ page: _page }, testInfo) => {
  if (testInfo.status !== testInfo.expectedStatus)
    await testInfo.attach('server log', { body: log.filter((line) => line.trim()).join('\n') });
});

test.afterAll(() => {
  if (server.pid) process.kill(-server.pid, 'SIGTERM');
  rmSync(root, { recursive: true, force: true });
  rmSync(ARTWORK, { recursive: true, force: true });
});

test('a tenant folder added while the server runs is served without a restart, and so is its change', async ({
  page,
}) => {
  test.setTimeout(150_000);
  // asked for before the folder exists: this host's kept answer must not outlive the new tenant
  await page.goto(url(ADDED, '/shop'));
  // its own artwork too, which Next's public folder did not have at start-up
  cpSync(path.join('public', 'tenants', 'aufladen'), ARTWORK, { recursive: true });
  addCopy('aufladen', ADDED, (raw) =>
    Object.assign(raw, { providerName: 'Reload Copy', assetFolder: ADDED }),
  );
  await expect(async () => {
    const response = await page.goto(url(ADDED, '/shop'));
    expect(response?.status()).toBe(200);
  }).toPass({ timeout: 60_000 });
  await expect(page).toHaveTitle(/Reload Copy/);
  expect(log.join('\n')).toContain(`[tenants] tenant ${ADDED}: added, served now`);
  // (through Chromium: Node resolves no *.localhost name)
  const logo = await page.goto(url(ADDED, `/tenants/${ADDED}/logo.svg`));
  expect(logo?.status()).toBe(200);
  expect(logo?.headers()['content-type']).toBe('image/svg+xml');

  // The server keeps the page's answer in front of Next… once the addition's revalidation is
  // over: it forgets every kept answer, and may come after the first page that shows the tenant.
  const renderedAgain = new RegExp(`\\[tenants\\] \\d+ kept page\\(s\\) of ${ADDED} rendered again`);
  await expect(() => expect(log.join('\n')).toMatch(renderedAgain)).toPass({ timeout: 60_000 });
  await page.goto(url(ADDED, '/shop'));
  expect((await page.goto(url(ADDED, '/shop')))?.headers().age).toBeDefined();
  const before = log.length;
  editTenant(ADDED, (raw) => (raw.providerName = 'Reload Changed'));
  await expect(() => expect(log.slice(before).join('\n')).toMatch(renderedAgain)).toPass({ timeout: 60_000 });
  // …and forgets it once the tenant's pages are rendered again: the next request has the change
  await page.goto(url(ADDED, '/shop'));
  await expect(page).toHaveTitle(/Reload Changed/);
});

test.describe('a broken tenant folder', () => {
  test('is refused with its file, field and reason in the log, and the others keep serving', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    addCopy('congstar', BROKEN, (raw) => (raw.currency = 'nope'));
    await expect(() =>
      expect(log.join('\n')).toMatch(new RegExp(`\\[tenants\\] refused: tenant ${BROKEN}: currency: `)),
    ).toPass({ timeout: 60_000 });
    expect(log).toContain(`[tenants] tenant ${BROKEN}: refused, not served`);
    expect((await page.goto(url(BROKEN, '/shop/topup/congstar')))?.status()).toBe(404);
    expect((await page.goto(url('congstar', '/shop/topup/congstar')))?.status()).toBe(200);
    expect((await page.goto(url(ADDED, '/shop')))?.status()).toBe(200);
  });
});
