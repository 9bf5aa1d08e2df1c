import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { STANDALONE_PORT } from '../playwright.config';
import { expect, tenant, test } from './helpers/shop';

/**
 * The deployable server (ADR 0030): the folder `npm run build` leaves in .next/standalone, started
 * as the Dockerfile's last stage starts it (its ENV and CMD, read from the Dockerfile, in that
 * folder), with nothing of the project around it but what scripts/standalone.mjs copied in.
 * Docker itself is not needed: this is the image's process without the image.
 */
const folder = path.join(process.cwd(), '.next', 'standalone');
const local = (route: string) => `http://127.0.0.1:${STANDALONE_PORT}${route}`;

/** The run stage's literal ENV values (build arguments left out) and its CMD. */
function imageProcess(): { env: Record<string, string>; command: string[] } {
  const dockerfile = readFileSync('Dockerfile', 'utf8').replace(/\\\n/g, ' ');
  const runStage = dockerfile.slice(dockerfile.search(/^FROM .* AS run$/m));
  const env: Record<string, string> = {};
  for (const [, line = ''] of runStage.matchAll(/^ENV (.+)$/gm))
    for (const [, name = '', value = ''] of line.matchAll(/(\w+)=(\S*)/g))
      if (!value.includes('${')) env[name] = value;
  const cmd = /^CMD (\[.+\])$/m.exec(runStage)?.[1];
  if (!cmd) throw new Error('the Dockerfile has no CMD in its run stage');
  return { env, command: JSON.parse(cmd) as string[] };
}

const answers = () =>
  fetch(local('/api/health')).then(
    (response) => response.ok,
    () => false,
  );

/** node:http, to send the Host header a shop is reached by. */
function get(route: string, host: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = request(
      { host: '127.0.0.1', port: STANDALONE_PORT, path: route, headers: { host } },
      (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode ?? 0));
      },
    );
    req.on('error', reject);
    req.end();
  });
}

test.describe.serial('the standalone server, started as the Docker image starts it', () => {
  let server: ChildProcess | undefined;
  let dataDir = '';

  test.beforeAll(async () => {
    test.setTimeout(90_000);
    // a server left on the port would answer in place of the one under test
    if (await answers()) throw new Error(`port ${STANDALONE_PORT} is taken: stop what listens there first`);
    dataDir = mkdtempSync(path.join(tmpdir(), 'standalone-'));
    const { env, command } = imageProcess();
    const [program = 'node', ...args] = command;
    server = spawn(program, args, {
      cwd: folder,
      detached: true,
      stdio: 'ignore',
      // a container's environment: the image's, plus what `docker run -e` would set (the image
      // sets NODE_ENV too; the first entry only satisfies the type)
      env: {
        NODE_ENV: 'production',
        PATH: process.env.PATH,
        ...env,
        PORT: String(STANDALONE_PORT),
        SANDBOX_DATA_DIR: path.join(dataDir, 'sandbox'),
      },
    });
    for (let attempt = 0; attempt < 300; attempt += 1) {
      if (await answers()) return;
      await sleep(200);
    }
    throw new Error(`the standalone server did not answer on port ${STANDALONE_PORT}`);
  });

  test.afterAll(async () => {
    if (server?.pid) process.kill(-server.pid, 'SIGTERM');
    for (let attempt = 0; attempt < 50 && (await answers()); attempt += 1) await sleep(100);
    rmSync(dataDir, { recursive: true, force: true });
  });

  test('answers liveness at once, and readiness once its sandbox database and migrations are up', async () => {
    const health = await fetch(local('/api/health'));
    expect(health.status).toBe(200);
    expect(await health.json()).toEqual({ status: 'ok' });
    // as a load balancer does: the first answers may be 503 while PGlite creates its database,
    // which takes half a minute on a busy machine
    test.setTimeout(120_000);
    let ready = await fetch(local('/api/ready'));
    for (let attempt = 0; attempt < 60 && ready.status === 503; attempt += 1) {
      expect(await ready.json()).toEqual({ errorCode: 'DATABASE_UNAVAILABLE' });
      await sleep(1_000);
      ready = await fetch(local('/api/ready'));
    }
    expect(ready.status).toBe(200);
    expect(await ready.json()).toEqual({ status: 'ready', backend: 'sandbox' });
  });

  test("serves a tenant's page from the tenants folder beside it, and the page hydrates", async ({
    page,
  }) => {
    const response = await page.goto(`http://congstar.localhost:${STANDALONE_PORT}/`);
    expect(response?.status()).toBe(200);
    await expect(page).toHaveTitle(new RegExp(tenant('congstar').providerName));
  });

  test('shows its metrics on localhost only, never on a shop host', async () => {
    const metrics = await fetch(local('/api/metrics'));
    expect(metrics.status).toBe(200);
    expect(await metrics.text()).toContain(
      'storefront_http_requests_total{tenant="none",route="/api/health"',
    );
    expect(await get('/api/metrics', `congstar.localhost:${STANDALONE_PORT}`)).toBe(404);
  });
});
