import { defineConfig, devices } from '@playwright/test';
import chromiumFlags from './scripts/chromium-flags.json';

export const E2E_PORT = Number(process.env.E2E_PORT ?? 3100);
/** A second storefront in proxy mode, and the port of the upstream sandbox that e2e/proxy.spec.ts runs. */
export const PROXY_PORT = E2E_PORT + 1;
export const UPSTREAM_PORT = E2E_PORT + 1000;
/** The standalone server (the Docker image's process) that e2e/standalone.spec.ts starts and stops. */
export const STANDALONE_PORT = E2E_PORT + 2;
const ci = Boolean(process.env.CI);
/** The crawler test reads sitemaps and server HTML over HTTP: a project of its own, no browser. */
const CRAWL = /crawl\.spec\.ts$/;

export default defineConfig({
  testDir: 'e2e',
  forbidOnly: ci,
  // No retry, in CI either: a test that passes only on its second run hides a defect a customer meets.
  retries: 0,
  workers: 2,
  timeout: 30_000,
  reporter: ci ? [['list'], ['html', { open: 'never' }]] : 'list',
  use: {
    // Debian's Chromium on a closed network, never Playwright's own download; the
    // flags are shared with bench/lighthouse.mjs
    launchOptions: { executablePath: '/usr/bin/chromium', args: chromiumFlags },
  },
  projects: [
    {
      name: 'desktop',
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } },
      testIgnore: CRAWL,
    },
    { name: 'phone', use: { ...devices['Pixel 7'] }, grep: /@phone/, testIgnore: CRAWL },
    // the shop as a crawler reads it: server HTML only, no browser (ADR 0027)
    { name: 'crawl', testMatch: CRAWL },
  ],
  // The build is made by `npm run e2e` first.
  webServer: [
    {
      // the shop with its embedded sandbox backend
      command: `PORT=${E2E_PORT} node server/start.mjs`,
      url: `http://127.0.0.1:${E2E_PORT}/api/health`,
      reuseExistingServer: !ci,
      timeout: 60_000,
      env: { SANDBOX_DATA_DIR: '.data/e2e' },
    },
    {
      // the same build in proxy mode, in front of the upstream sandbox e2e/proxy.spec.ts starts and stops
      command: `PORT=${PROXY_PORT} node server/start.mjs`,
      url: `http://127.0.0.1:${PROXY_PORT}/api/health`,
      reuseExistingServer: !ci,
      timeout: 60_000,
      env: { BACKEND_URL: `http://127.0.0.1:${UPSTREAM_PORT}`, BACKEND_TIMEOUT_MS: '5000' },
    },
  ],
});
