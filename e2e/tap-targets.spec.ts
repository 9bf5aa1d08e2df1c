import type { Page } from '@playwright/test';
import { registerAndConfirm, uniqueEmail } from './helpers/account';
import { seedCatalogues, SEED_TIMEOUT_MS } from './helpers/catalogue';
import { checkoutByApi, payOnSandbox, resultPage, testPhone } from './helpers/result';
import { expect, shopUrl, tenant, test, text } from './helpers/shop';
import { tapTargetFaults, TARGET_PX } from './helpers/targets';
import { addTopup } from './helpers/topup';

/*
 * The house's tap targets (src/tenancy/theme.ts, the rule spelled out in e2e/helpers/targets.ts):
 * where fingers are used, every target is 44 × 44 px or spaced so, on the pages a customer
 * passes through: a main page, the cart, an account page and an eSIM's result. Where a mouse is
 * used (the desktop project) the controls keep MUI's denser sizes.
 */

const PASSWORD = 'Sandbox-Passw0rd!';

/** The page's targets break no rule on a phone; on a desktop its buttons stay MUI's size. */
async function expectTargets(page: Page, fingers: boolean) {
  // the footer's targets count as much as the header's: the whole page, not the first screen
  if (fingers) {
    expect(await tapTargetFaults(page)).toEqual([]);
  } else {
    const heights = await page
      .locator('main button:visible, main a.MuiButton-root:visible')
      .evaluateAll((buttons) => buttons.map((button) => button.getBoundingClientRect().height));
    expect(heights.length).toBeGreaterThan(0);
    expect(Math.min(...heights)).toBeLessThan(TARGET_PX);
  }
}

test.describe('tap targets', () => {
  test.describe.configure({ timeout: 90_000 });

  test.beforeAll(async () => {
    test.setTimeout(SEED_TIMEOUT_MS);
    await seedCatalogues(['aufladen', 'reloadnow', 'whitelabel_insidehandy']);
  });

  // a German shop of many brands and a French one, each with a brand whose top-up ends in the cart
  for (const [tenantId, brand] of [
    ['aufladen', 'congstar'],
    ['reloadnow', 'orange-fr'],
  ] as const) {
    test(`${tenantId}: the main page and the cart are made for fingers @phone`, async ({
      page,
    }, testInfo) => {
      const fingers = testInfo.project.use.hasTouch === true;
      await page.goto(shopUrl(tenantId, tenant(tenantId).mainPage));
      await expect(page.getByRole('main')).toBeVisible();
      await expectTargets(page, fingers);

      await addTopup(page, tenantId, { amount: 15 }, brand);
      await page.waitForURL(shopUrl(tenantId, '/shop/checkout/cart'));
      // the cart's own list: the address changes before the form's page has left the screen
      const cartTitle = text(tenantId, tenant(tenantId).defaultLocale, 'cart.title');
      await expect(page.getByRole('list', { name: cartTitle }).getByRole('button').first()).toBeVisible();
      await expectTargets(page, fingers);
    });
  }

  // shops whose header has the sign-in on a phone: one brand's, and the shop of many brands
  for (const tenantId of ['congstar', 'reloadnow'] as const) {
    test(`${tenantId}: the sign-in's notification leaves the header free; an account page is made for fingers @phone`, async ({
      page,
    }, testInfo) => {
      await page.goto(shopUrl(tenantId, tenant(tenantId).mainPage));
      await registerAndConfirm(page, tenantId, uniqueEmail(`taps-${tenantId}`), PASSWORD);
      const notification = page.locator('.notistack-SnackbarContainer > *').first();
      await expect(notification).toBeVisible();
      const header = (await page.getByRole('banner').boundingBox())!;
      expect((await notification.boundingBox())!.y).toBeGreaterThanOrEqual(header.y + header.height);

      await page.goto(shopUrl(tenantId, '/account/profile'));
      await expect(page.getByTestId('account-sections')).toBeVisible();
      // the profile's form, not its loading state: the targets to measure are the form's
      await expect(page.getByRole('main').getByRole('textbox').first()).toBeVisible();
      await expect(page.getByRole('main').getByRole('progressbar')).toHaveCount(0);
      await expectTargets(page, testInfo.project.use.hasTouch === true);
    });
  }

  test('whitelabel_insidehandy: an eSIM result with its copy buttons is made for fingers @phone', async ({
    page,
  }, testInfo) => {
    const id = 'whitelabel_insidehandy';
    const phoneNumber = testPhone(id);
    const started = await checkoutByApi(
      page,
      id,
      [
        { productId: `${id}-voucher-15`, amount: 15, phoneNumber },
        { productId: 'esim-1gb', amount: 4.99, phoneNumber },
      ],
      'creditcard',
    );
    await payOnSandbox(page, id, started.payerUrl!, 'Approve');
    const result = resultPage(page, id);
    await result.expectOutcome('Success', 'successful', result.t('result.message.success'));
    await expect(
      page.getByRole('button', { name: result.t('result.deliveries.copy') }).first(),
    ).toBeVisible();
    await expectTargets(page, testInfo.project.use.hasTouch === true);
  });
});
