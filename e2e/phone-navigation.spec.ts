import type { Page } from '@playwright/test';
import { authScreens, registerAndConfirm, uniqueEmail, uniquePhone } from './helpers/account';
import { expect, expectNoAxeViolations, shopUrl, tenant, test, text, untilHydrated } from './helpers/shop';
import { ACCOUNT_SECTIONS } from '../src/features/account/sections';

/** Every section of the account, as the account's own list names them. */
const SECTIONS = ACCOUNT_SECTIONS.map((section) => section.key);

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
        await expect(
          menu.getByRole('link', {
            name: t(`cart.linkLabel_${new Intl.PluralRules(shop.defaultLocale).select(0)}`, 0),
          }),
        ).toBeVisible();
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

/** Signs a new customer in: registration where the shop has it, its portal's stand-in where it has one. */
async function signIn(page: Page, id: string) {
  const shop = tenant(id);
  await page.goto(shopUrl(id, shop.mainPage));
  if (!shop.ssoLoginUrl) {
    await registerAndConfirm(page, id, uniqueEmail(`sections-${id}`), 'Section-pass-1');
    return;
  }
  const view = authScreens(page, id);
  await view.entry.click();
  await expect(page).toHaveURL(/\/sandbox\/sso\?/);
  await untilHydrated(page);
  await page.getByLabel('Phone number').fill(`+49${uniquePhone().slice(1)}`);
  await page.getByRole('button', { name: 'Sign in and return to the shop' }).click();
  await expect(view.account).toBeVisible({ timeout: 15_000 });
}

type Box = { x: number; y: number; width: number; height: number };
const overlap = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

test.describe('account sections on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  for (const id of ['congstar', 'esim', 'fcb', 'reloadnow']) {
    test(`${id}: every section is one tap away with its whole label, on the page and in the menu @phone`, async ({
      page,
    }) => {
      test.setTimeout(120_000);
      const t = (key: string) => text(id, tenant(id).defaultLocale, key);
      await signIn(page, id);
      const places = new Set<string>();
      for (const path of ['/account', '/account/orders', '/account/auto-topups']) {
        await page.goto(shopUrl(id, path));
        const signOut = page.getByRole('button', { name: t('account.logout') });
        await expect(signOut).toBeVisible();
        const signOutBox = (await signOut.boundingBox())!;
        places.add(JSON.stringify([Math.round(signOutBox.x), Math.round(signOutBox.y)]));
        const nav = page.getByTestId('account-sections');
        const links = nav.getByRole('link');
        await expect(links).toHaveCount(SECTIONS.length);
        const boxes: Box[] = [];
        for (const key of SECTIONS) {
          const link = nav.getByRole('link', { name: t(`account.sections.${key}`), exact: true });
          await expect(link, `${path}: ${key}`).toBeInViewport({ ratio: 1 });
          const box = (await link.boundingBox())!;
          expect(overlap(box, signOutBox), `${path}: ${key} under sign-out`).toBe(false);
          for (const other of boxes) expect(overlap(box, other), `${path}: ${key} on another`).toBe(false);
          boxes.push(box);
          // the label is whole: nothing of it is cut off or scrolled away
          const cut = await link.evaluate((element) => element.scrollWidth > element.clientWidth);
          expect(cut, `${path}: ${key} cut`).toBe(false);
          expect(box.height, `${path}: ${key} tap size`).toBeGreaterThanOrEqual(44);
        }
        // the page itself does not scroll sideways
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
      }
      // sign-out keeps its place from section to section
      expect(places.size).toBe(1);
      await expectNoAxeViolations(page);

      // the phone menu names each section under the account, and one opens its page
      await menuButton(page, id).click();
      const menu = page.getByRole('dialog', { name: t('nav.mainMenu') });
      const sections = menu.getByRole('list', { name: t('nav.account') });
      for (const key of SECTIONS.filter((key) => key !== 'overview'))
        await expect(
          sections.getByRole('link', { name: t(`account.sections.${key}`), exact: true }),
        ).toBeVisible();
      await sections.getByRole('link', { name: t('account.sections.paymentMethods'), exact: true }).click();
      await expect(page).toHaveURL(shopUrl(id, '/account/settings/payment-methods'));
      await expect(
        page.getByRole('heading', { level: 1, name: t('account.sections.paymentMethods') }),
      ).toBeVisible();
    });
  }
});
