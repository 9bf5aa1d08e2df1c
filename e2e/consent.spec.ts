import type { Page, Request } from '@playwright/test';
import { TRACKING_COOKIES } from '../src/features/tracking/trackingCookies';
import { thirdPartyScripts } from '../src/tenancy/thirdPartyScripts';
import { holdScripts } from './helpers/scripts';
import { expect, expectNoAxeViolations, shopUrl, tenant, test, text, untilHydrated } from './helpers/shop';

// These tests are about the first visit: no consent cookie is set up front.
test.use({ consentAnswered: false });

const shops = ['aufladen', 'reloadnow', 'congstar', 'esim'];
const trackingCookieNames: string[] = Object.values(TRACKING_COOKIES);

/** Every request the page makes, from now on. */
function recordRequests(page: Page): Request[] {
  const requests: Request[] = [];
  page.on('request', (request) => requests.push(request));
  return requests;
}

const isThirdPartyUrl = (id: string) => (url: string) => {
  if (/^(data|blob):/.test(url)) return false;
  return new URL(url).origin !== new URL(shopUrl(id)).origin || url.includes('/api/vendor-stubs/');
};
const isThirdParty = (id: string) => (request: Request) => isThirdPartyUrl(id)(request.url());

for (const id of shops) {
  const shop = tenant(id);
  const language = shop.defaultLocale.slice(0, 2);
  const t = (key: string) => text(id, language, key);
  const expectedKinds = thirdPartyScripts(shop, 'local', true).map((script) => script.kind);

  test.describe(`${id}: consent`, () => {
    test('the first visit asks; "only necessary" loads nothing from third parties and sets no tracking cookie @phone', async ({
      page,
      context,
    }) => {
      const requests = recordRequests(page);
      await page.goto(shopUrl(id, `${shop.mainPage}?gclid=e2e-click`));
      const dialog = page.getByRole('dialog', { name: t('consent.title') });
      await expect(dialog).toBeVisible();
      await expect(dialog).toBeFocused();
      await expectNoAxeViolations(page);

      await dialog.getByRole('button', { name: t('consent.onlyNecessary') }).click();
      await expect(dialog).toBeHidden();
      await page.reload();
      await expect(page.getByRole('contentinfo')).toBeVisible();
      await expect(dialog).toBeHidden();

      expect(requests.filter(isThirdParty(id)).map((request) => request.url())).toEqual([]);
      const cookies = await context.cookies(shopUrl(id));
      expect(cookies.find((cookie) => cookie.name === 'consent')).toMatchObject({
        secure: true,
        sameSite: 'Strict',
      });
      expect(cookies.filter((cookie) => trackingCookieNames.includes(cookie.name))).toEqual([]);
    });

    test('accepting statistics reloads and loads the configured scripts without CSP violations', async ({
      page,
      context,
    }) => {
      await page.goto(shopUrl(id, shop.mainPage));
      const dialog = page.getByRole('dialog', { name: t('consent.title') });
      await dialog.getByRole('button', { name: t('consent.choose') }).click();
      await expect(dialog.getByRole('switch', { name: t('consent.necessary') })).toBeChecked();
      await expect(dialog.getByRole('switch', { name: t('consent.statistics') })).not.toBeChecked();
      await dialog.getByRole('switch', { name: t('consent.statistics') }).check();
      const reloaded = page.waitForEvent('load');
      await dialog.getByRole('button', { name: t('consent.save') }).click();
      await reloaded;
      await expect(dialog).toBeHidden();

      // async scripts run in the order they arrive
      await expect
        .poll(() =>
          page.evaluate(() => [...((window as { vendorStubs?: string[] }).vendorStubs ?? [])].sort()),
        )
        .toEqual([...expectedKinds].sort());
      const cookies = (await context.cookies(shopUrl(id))).map((cookie) => cookie.name);
      expect(cookies).toContain(TRACKING_COOKIES.clientId);
      expect(cookies.includes(TRACKING_COOKIES.sessionId)).toBe(shop.sessionIdEnabled);
      if (expectedKinds.includes('pixel'))
        await expect
          .poll(() => page.evaluate(() => (window as { fbq?: { queue?: unknown[][] } }).fbq?.queue))
          .toContainEqual(['track', 'PageView']);
      // the fixture fails the test on any console error, CSP violations included
    });

    test('the footer link reopens the dialog and withdrawing consent removes the tracking', async ({
      page,
      context,
    }) => {
      await page.goto(shopUrl(id, shop.mainPage));
      const dialog = page.getByRole('dialog', { name: t('consent.title') });
      const reloaded = page.waitForEvent('load');
      await dialog.getByRole('button', { name: t('consent.acceptAll') }).click();
      await reloaded;
      await expect(page.getByRole('contentinfo')).toBeVisible();

      await page
        .getByRole('contentinfo')
        .getByRole('button', { name: t('consent.settingsLink') })
        .click();
      await expect(dialog).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();

      await page
        .getByRole('contentinfo')
        .getByRole('button', { name: t('consent.settingsLink') })
        .click();
      const again = page.waitForEvent('load');
      await dialog.getByRole('button', { name: t('consent.onlyNecessary') }).click();
      await again;
      await expect(page.getByRole('contentinfo')).toBeVisible();
      await expect
        .poll(async () =>
          (await context.cookies(shopUrl(id))).filter((cookie) => trackingCookieNames.includes(cookie.name)),
        )
        .toEqual([]);
      // what the reloaded page fetched, by its own record: the page before it, which had consent,
      // may still have been fetching its scripts when the choice was made (CI, at load)
      const fetched = await page.evaluate(() =>
        performance.getEntriesByType('resource').map((entry) => entry.name),
      );
      expect(fetched.length).toBeGreaterThan(0);
      expect(fetched.filter(isThirdPartyUrl(id))).toEqual([]);
    });
  });
}

test.describe('the footer link pressed before the page hydrated', () => {
  // a returning visitor: the dialog is answered and closed
  test.use({ consentAnswered: true });

  for (const id of ['congstar', 'aufladen']) {
    test(`${id}: the press is kept and opens the dialog once the code is in @phone`, async ({ page }) => {
      const t = (key: string) => text(id, tenant(id).defaultLocale.slice(0, 2), key);
      const scripts = await holdScripts(page);
      // the frame's own goto: the fixture's waits for a hydration that cannot come before release
      await page.mainFrame().goto(shopUrl(id, tenant(id).mainPage), { waitUntil: 'commit' });
      await page
        .getByRole('contentinfo')
        .getByRole('button', { name: t('consent.settingsLink') })
        .click();
      // the browser did not send the link's form itself
      await expect(page).toHaveURL(shopUrl(id, tenant(id).mainPage));
      scripts.release();
      await untilHydrated(page);
      await expect(page.getByRole('dialog', { name: t('consent.title') })).toBeVisible();
    });
  }
});
