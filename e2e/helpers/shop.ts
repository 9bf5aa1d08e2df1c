import AxeBuilder from '@axe-core/playwright';
import {
  test as base,
  expect,
  type Browser,
  type BrowserContext,
  type Page,
  type Request,
} from '@playwright/test';
import { getTranslations } from '../../src/i18n/serverTranslations';
import { loadTenants } from '../../src/tenancy/registry';
import type { TenantConfig } from '../../src/tenancy/schema';

export const PORT = Number(process.env.E2E_PORT ?? 3100);

/** A tenant's own host: Chromium resolves *.localhost itself. */
export const shopUrl = (tenantId: string, path = '/') => `http://${tenantId}.localhost:${PORT}${path}`;
export const directoryUrl = (path = '/') => `http://localhost:${PORT}${path}`;

const tenants = loadTenants('tenants');
export function tenant(id: string): TenantConfig {
  const found = tenants.get(id);
  if (!found) throw new Error(`no tenant ${id}`);
  return found;
}

const GUEST_PROFILE = /\/api\/shop\/rest\/account\/profile$/;

/**
 * Until the page has hydrated: React has claimed the server's elements (its fiber is on the
 * root's first element), which it does and commits in one task. A page's scripts start after its
 * first paint (ADR 0019), so its load event can come before them; a document that is not a shop
 * page (no script markers) is ready at load. (Next's own hydration measure would do, but a test's
 * fake clock replaces `performance`.)
 */
export async function untilHydrated(page: Page): Promise<void> {
  await page.waitForFunction(
    () =>
      !document.querySelector('script[data-after-paint]') ||
      Object.keys(document.getElementById('__next')?.firstElementChild ?? {}).some((key) =>
        key.startsWith('__reactFiber$'),
      ),
  );
}

/**
 * Every page a test opens must log no console error (a missing favicon is one) and throw nothing, except
 * what a test names in `allowedConsoleErrors` (a page that answers 404 on purpose logs that).
 */
export const test = base.extend<{
  consoleErrors: string[];
  allowedConsoleErrors: RegExp[];
  consentAnswered: boolean;
  waitForHydration: boolean;
}>({
  allowedConsoleErrors: [[], { option: true }],
  // A journey acts on a page as a customer does once it responds: `goto` and `reload` return when
  // the page has hydrated. e2e/first-paint.spec.ts turns this off to act on the server's HTML.
  waitForHydration: [true, { option: true }],
  page: async ({ page, waitForHydration }, provide) => {
    if (waitForHydration) {
      const goto = page.goto.bind(page);
      const reload = page.reload.bind(page);
      page.goto = async (...args) => {
        const response = await goto(...args);
        await untilHydrated(page);
        return response;
      };
      page.reload = async (...args) => {
        const response = await reload(...args);
        await untilHydrated(page);
        return response;
      };
    }
    await provide(page);
  },
  // The consent dialog (SPEC §2) asks on every first visit; tests of other journeys start as a
  // visitor who chose "only necessary", and e2e/consent.spec.ts turns this off to see the dialog.
  consentAnswered: [true, { option: true }],
  // (`provide` is Playwright's `use`, named apart from React's `use` for the hooks lint rule)
  context: async ({ context, consentAnswered }, provide) => {
    if (consentAnswered)
      await context.addCookies(
        [...tenants.keys()].map((id) => ({
          name: 'consent',
          value: encodeURIComponent(JSON.stringify({ necessary: true, statistics: false })),
          url: shopUrl(id),
        })),
      );
    await provide(context);
  },
  consoleErrors: [
    async ({ page, allowedConsoleErrors }, use) => {
      const errors: string[] = [];
      page.on('console', (message) => {
        if (message.type() !== 'error') return;
        // a guest's profile call answers 401 AUTHORIZATION_REQUIRED by design (SPEC §8): that is
        // how the checkout tells a guest from a signed-in customer
        if (GUEST_PROFILE.test(message.location().url) && /status of 401/.test(message.text())) return;
        errors.push(message.text());
      });
      page.on('pageerror', (error) => errors.push(error.message));
      await use(errors);
      const unexpected = errors.filter(
        (error) => !allowedConsoleErrors.some((allowed) => allowed.test(error)),
      );
      expect(unexpected, 'console errors').toEqual([]);
    },
    { auto: true },
  ],
});

/**
 * A text of the shop in a language, as the customer reads it: the shop's own loader (base texts,
 * the formal overlay of a formal shop, then the tenant's overrides); tenant '' for no shop.
 */
export function text(tenantId: string, language: string, key: string): string {
  const value = key.split('.').reduce<unknown>(
    (node, part) => (node as Record<string, unknown> | undefined)?.[part],
    // '' reads a page without a shop (the directory, an unknown host): the base texts
    getTranslations(tenantId ? tenant(tenantId) : null, language, 'common'),
  );
  if (typeof value !== 'string') throw new Error(`no text ${key} in ${language}`);
  return value;
}

/** A text with its {{variables}} filled in, as i18next renders it. */
export const fill = (template: string, values: Record<string, string | number>) =>
  template.replace(/\{\{\s*(\w+)\s*\}\}/g, (_, name: string) => String(values[name]));

export { expect };

export async function expectNoAxeViolations(page: Page) {
  // Axe reads the colours on show: during a dialog's fade its texts are translucent and fail the
  // contrast check. Running CSS transitions end first (never an endless animation: a spinner's).
  await page.waitForFunction(() =>
    document.getAnimations().every((animation) => !(animation instanceof CSSTransition)),
  );
  const results = await new AxeBuilder({ page }).analyze();
  const summary = results.violations.map(
    (v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
  );
  expect(summary, 'axe violations').toEqual([]);
}

/** CSS colour of an element's background as `rgb(r, g, b)`. */
export const backgroundOf = (page: Page, selector: string) =>
  page
    .locator(selector)
    .first()
    .evaluate((element) => getComputedStyle(element).backgroundColor);

export function hexToRgb(hex: string): string {
  const value = Number.parseInt(hex.slice(1), 16);
  return `rgb(${(value >> 16) & 255}, ${(value >> 8) & 255}, ${value & 255})`;
}

/** The visitor accepted statistics: the tenant's third-party scripts load on its pages. */
export async function consentToStatistics(context: BrowserContext, tenantId: string): Promise<void> {
  await context.addCookies([
    {
      name: 'consent',
      value: encodeURIComponent(JSON.stringify({ necessary: true, statistics: true })),
      url: shopUrl(tenantId),
    },
  ]);
}

/** Every request the page sends a third party from now on: another origin, or the vendor stubs. */
export function thirdPartyRequests(page: Page, tenantId: string): Request[] {
  const seen: Request[] = [];
  page.on('request', (request) => {
    const url = request.url();
    if (url.includes('/api/vendor-stubs/') || new URL(url).origin !== new URL(shopUrl(tenantId)).origin)
      seen.push(request);
  });
  return seen;
}

/** A page of a context without JavaScript that has the cookies and storage of `page`'s. */
export async function withoutScripts(browser: Browser, page: Page) {
  const context = await browser.newContext({
    javaScriptEnabled: false,
    storageState: await page.context().storageState(),
  });
  return { bare: await context.newPage(), close: () => context.close() };
}
