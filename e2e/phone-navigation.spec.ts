import type { Page } from '@playwright/test';
import { registerAndConfirm, uniqueEmail } from './helpers/account';
import { expect, expectNoAxeViolations, shopUrl, tenant, test, text } from './helpers/shop';

// ADR 0031: on a phone the menu held only the shop and the language, and the account's sections
// wrapped onto four rows with sign-out moving from page to page.

const menuButton = (page: Page, id: string) =>
  page.getByRole('button', { name: text(id, tenant(id).defaultLocale, 'nav.openMenu') });

test.describe('phone menu', () => {
  // the menu is the phone's: the desktop project runs these at a phone's width too
  test.use({ viewport: { width: 390, height: 844 } });

  for (const [id, sections] of [
    ['reloadnow', ['nav.shop', 'footer.blog', 'footer.contactUs', 'nav.login']],
    ['congstar', ['nav.shop', 'footer.contactUs', 'nav.login']],
  ] as const) {
    test(`${id}: the menu lists the shop's sections, the cart, language and theme, and Escape closes it @phone`, async ({
      page,
    }) => {
      const shop = tenant(id);
      const t = (key: string, count?: number) =>
        text(id, shop.defaultLocale, key).replace('{{count}}', String(count));
      await page.goto(shopUrl(id, shop.mainPage));
      await menuButton(page, id).click();
      const menu = page.getByRole('dialog', { name: t('nav.mainMenu') });
      await expect(menu).toBeVisible();
      for (const key of sections)
        await expect(menu.getByRole('link', { name: t(key), exact: true })).toBeVisible();
      await expect(menu.getByRole('link', { name: t('footer.blog'), exact: true })).toHaveCount(
        sections.includes('footer.blog' as never) ? 1 : 0,
      );
      if (shop.features.cartPageAvailable)
        await expect(menu.getByRole('link', { name: t('cart.linkLabel', 0) })).toBeVisible();
      await expect(menu.getByRole('button', { name: t('theme.switchToDark') })).toBeVisible();
      if (shop.locales.length > 1)
        await expect(menu.getByRole('combobox', { name: t('language.label') })).toBeVisible();
      await expectNoAxeViolations(page);
      // the focus is in the menu and stays there: tabbing past its last control comes back to it
      const focusInMenu = () => menu.evaluate((dialog) => dialog.contains(document.activeElement));
      expect(await focusInMenu()).toBe(true);
      for (let step = 0; step < 12; step += 1) await page.keyboard.press('Tab');
      expect(await focusInMenu()).toBe(true);
      await page.keyboard.press('Escape');
      await expect(menu).toBeHidden();
      await expect(menuButton(page, id)).toHaveAttribute('aria-expanded', 'false');
    });
  }

  test('reloadnow: a section of the menu opens its page @phone', async ({ page }) => {
    const shop = tenant('reloadnow');
    await page.goto(shopUrl('reloadnow', shop.mainPage));
    await menuButton(page, 'reloadnow').click();
    const menu = page.getByRole('dialog', { name: text('reloadnow', shop.defaultLocale, 'nav.mainMenu') });
    await menu
      .getByRole('link', { name: text('reloadnow', shop.defaultLocale, 'footer.blog'), exact: true })
      .click();
    await expect(page).toHaveURL(shopUrl('reloadnow', '/blog'));
    await expect(menu).toBeHidden();
  });
});

test.describe('account sections on a phone', () => {
  test('congstar: the sections stay in one row at 360 px, sign-out in the same place on every section @phone', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    const id = 'congstar';
    await page.goto(shopUrl(id, '/'));
    await registerAndConfirm(page, id, uniqueEmail('sections'), 'Section-pass-1');
    await page.setViewportSize({ width: 360, height: 780 });
    const places: Array<{ x: number; y: number } | null> = [];
    for (const path of ['/account', '/account/orders', '/account/auto-topups']) {
      await page.goto(shopUrl(id, path));
      const signOut = page.getByRole('button', { name: text(id, 'de', 'account.logout') });
      await expect(signOut).toBeVisible();
      const rows = await page
        .getByTestId('account-sections')
        .locator('li')
        .evaluateAll((items) => new Set(items.map((item) => (item as HTMLElement).offsetTop)).size);
      expect(rows, `${path}: rows of sections`).toBe(1);
      // the current section is in view in the strip
      await expect(page.getByTestId('account-sections').locator('[aria-current="page"]')).toBeInViewport();
      // the page itself does not scroll sideways
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
      const box = await signOut.boundingBox();
      places.push(box && { x: Math.round(box.x), y: Math.round(box.y) });
    }
    expect(new Set(places.map((place) => JSON.stringify(place))).size).toBe(1);
    await expectNoAxeViolations(page);
  });
});
