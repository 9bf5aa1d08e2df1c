import { existsSync, readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { formatPrice } from '../src/tenancy/money';
import { createTenantTheme, schemePalette } from '../src/tenancy/theme';
import { SEED_TIMEOUT_MS, seedCatalogues } from './helpers/catalogue';
import {
  backgroundOf,
  directoryUrl,
  expect,
  expectNoAxeViolations,
  hexToRgb,
  shopUrl,
  tenant,
  test,
  text,
  untilHydrated,
} from './helpers/shop';
import { holdScripts } from './helpers/scripts';

/** Whether the tenant's catalogue file lists top-up products (a shop without a file sells the generated ones). */
function sellsTopups(id: string): boolean {
  const file = `tenants/${id}/catalogue.json`;
  if (!existsSync(file)) return true;
  const { products } = JSON.parse(readFileSync(file, 'utf8')) as { products: Array<{ type: string }> };
  return products.some((product) => product.type === 'TOPUP');
}

const shops = ['congstar', 'aufladen', 'reloadnow', 'tmobilenl', 'foocall', 'esim'];

// Main pages show catalogue data (the brand's amounts, the brands' prices).
test.beforeAll(async () => {
  test.setTimeout(SEED_TIMEOUT_MS);
  await seedCatalogues(shops);
});

test.describe('a shop on its own host', () => {
  for (const id of shops) {
    test(`${id}: main page with its logo, colour, language and currency @phone`, async ({ page }) => {
      const shop = tenant(id);
      await page.goto(shopUrl(id));
      await expect(page).toHaveURL(shopUrl(id, shop.mainPage));

      const language = shop.defaultLocale;
      await expect(page.locator('html')).toHaveAttribute('lang', language);
      await expect(page).toHaveTitle(new RegExp(shop.providerName));

      const logo = page.getByRole('banner').getByRole('img', { name: shop.providerName });
      await expect(logo).toHaveAttribute('src', `/tenants/${shop.assetFolder}/${shop.headerLogo.file}`);

      const seeds = shop.themes[shop.defaultColorScheme]!;
      const primary = schemePalette(shop.defaultColorScheme, seeds).primary as { main: string };
      expect(await backgroundOf(page, 'section[aria-labelledby="hero-title"]')).toBe(hexToRgb(primary.main));

      // A shop of one brand that sells top-ups leads with its smallest amount (10 in these shops'
      // catalogues); a multi-brand shop shows its brands first; the eSIM shop sells plans, no top-ups.
      const brands = Object.keys(shop.brandRoutes).length;
      if (brands > 1) await expect(page.getByTestId('brand-card')).toHaveCount(brands);
      else if (sellsTopups(id))
        await expect(page.getByTestId('quick-amount').first()).toHaveText(
          formatPrice(10, shop.currency, language, shop.moneyStyles),
        );
      else await expect(page.getByTestId('quick-amount')).toHaveCount(0);
      await expectNoAxeViolations(page);
    });
  }
});

test.describe('colour scheme', () => {
  for (const id of ['congstar', 'tmobilenl', 'esim']) {
    test(`${id}: dark mode survives a reload @phone`, async ({ page }) => {
      const shop = tenant(id);
      await page.goto(shopUrl(id, shop.mainPage));
      await expect(page.locator('html')).toHaveClass(/light/);
      await page.getByRole('button', { name: text(id, shop.defaultLocale, 'theme.switchToDark') }).click();
      await expect(page.locator('html')).toHaveClass(/dark/);
      await page.reload();
      await expect(page.locator('html')).toHaveClass(/dark/);
      const dark = schemePalette('dark', shop.themes.dark!).background as { default: string };
      expect(await backgroundOf(page, 'body')).toBe(hexToRgb(dark.default));
      await expectNoAxeViolations(page);
    });
  }
});

test.describe('colour scheme switch', () => {
  for (const id of ['tmobilenl', 'reloadnow']) {
    test(`${id}: a press repaints the page by the next animation frame, and the choice stays @phone`, async ({
      page,
    }) => {
      const shop = tenant(id);
      await page.goto(shopUrl(id, shop.mainPage));
      const name = text(id, shop.defaultLocale, 'theme.switchToDark');
      // press and look in one task of the page: nothing may wait for a timer or a render first
      const [before, after] = await page.evaluate(async (label) => {
        const colours = () =>
          ['body', 'header', '#hero-title'].map(
            (selector) =>
              getComputedStyle(document.querySelector(selector)!.closest('section, header, body')!)
                .backgroundColor,
          );
        const toggle = document.querySelector<HTMLButtonElement>(`header button[aria-label="${label}"]`)!;
        const shown = colours();
        toggle.click();
        await new Promise((resolve) => requestAnimationFrame(resolve));
        return [shown, colours()];
      }, name);
      const { palette } = createTenantTheme(shop, 'dark');
      expect(after).toEqual(
        [palette.background.default, palette.background.paper, palette.hero.main].map(hexToRgb),
      );
      expect(after).not.toEqual(before);
      // parts whose code had not come yet are drawn in the new scheme too, as a page served dark is
      // the forms' own fields: the consent banner, also in <main>, comes and goes with hydration
      // (the kinds of colour, not one per element: a woken form may offer more than its server HTML,
      // such as remembering the number once consent is recorded)
      const formColours = (on: Page) =>
        on
          .locator('main')
          .evaluate((main) =>
            [
              ...new Set(
                [...main.querySelectorAll(':is(form, fieldset) :is(legend, label, input, button)')].map(
                  (element) =>
                    ['color', 'border-color', 'background-color']
                      .map((property) => getComputedStyle(element).getPropertyValue(property))
                      .join(' '),
                ),
              ),
            ].sort(),
          );
      const servedDark = await page.context().newPage();
      await servedDark.goto(shopUrl(id, shop.mainPage));
      const expected = await formColours(servedDark);
      expect(expected.length).toBeGreaterThan(0);
      await expect.poll(() => formColours(page)).toEqual(expected);
      await servedDark.close();
      await page.reload();
      await expect(page.locator('html')).toHaveClass(/dark/);
      expect(await backgroundOf(page, 'body')).toBe(hexToRgb(palette.background.default));
    });
  }

  test('tmobilenl: a press made before the page hydrated switches the scheme once the code is in @phone', async ({
    page,
  }) => {
    const shop = tenant('tmobilenl');
    const scripts = await holdScripts(page);
    // the frame's own goto: the fixture's waits for a hydration that cannot come before release
    await page.mainFrame().goto(shopUrl('tmobilenl', shop.mainPage), { waitUntil: 'commit' });
    await page
      .getByRole('banner')
      .getByRole('button', { name: text('tmobilenl', shop.defaultLocale, 'theme.switchToDark') })
      .click();
    scripts.release();
    await untilHydrated(page);
    await expect(page.locator('html')).toHaveClass(/dark/);
    // pressed once: the switch now offers the way back
    await expect(
      page
        .getByRole('banner')
        .getByRole('button', { name: text('tmobilenl', shop.defaultLocale, 'theme.switchToLight') }),
    ).toBeVisible();
  });
});

// ButtonBase's ripple comes with the first press (src/framework/deferredRipple.ts): that press still
// shows it, and the theme's focus ring needs none of it
test('a button pressed for the first time ripples, and keyboard focus shows its ring @phone', async ({
  page,
}) => {
  const shop = tenant('tmobilenl');
  await page.goto(shopUrl('tmobilenl', shop.mainPage));
  await untilHydrated(page);
  const toggle = page.locator(
    `header button[aria-label="${text('tmobilenl', shop.defaultLocale, 'theme.switchToDark')}"]`,
  );
  await expect(toggle.locator('.MuiTouchRipple-ripple')).toHaveCount(0);
  const box = (await toggle.boundingBox())!;
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.down();
  await expect(toggle.locator('.MuiTouchRipple-ripple')).toHaveCount(1);
  // released elsewhere: no click, the scheme stays
  await page.mouse.move(0, box.y + 400);
  await page.mouse.up();
  await toggle.focus();
  await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('Tab');
  await expect(toggle).toBeFocused();
  await expect(toggle).toHaveClass(/Mui-focusVisible/);
  expect(await toggle.evaluate((button) => getComputedStyle(button).outlineStyle)).toBe('solid');
});

test.describe('language switch', () => {
  for (const [id, to, path] of [
    ['reloadnow', 'en', '/en/shop'],
    ['tmobilenl', 'en', '/en/shop/topup/tmobilenl'],
    ['aufladen', 'en', '/en/shop'],
  ] as const) {
    test(`${id}: switching to ${to} changes the texts`, async ({ page }) => {
      const shop = tenant(id);
      await page.goto(shopUrl(id, shop.mainPage));
      const heading = await page.locator('h1').first().textContent();
      await page
        .getByRole('combobox', { name: text(id, shop.defaultLocale, 'language.label') })
        .selectOption(to);
      await expect(page).toHaveURL(shopUrl(id, path));
      await expect(page.locator('html')).toHaveAttribute('lang', to);
      await expect(page.locator('h1').first()).not.toHaveText(heading ?? '');
      await page.reload();
      await expect(page.locator('html')).toHaveAttribute('lang', to);
    });
  }

  test('a language the shop does not have goes to its default language', async ({ page }) => {
    await page.goto(shopUrl('congstar', '/fr/shop/topup/congstar'));
    await expect(page).toHaveURL(shopUrl('congstar', '/shop/topup/congstar'));
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  });
});

test.describe('unknown pages', () => {
  // The not-found and unknown-shop pages answer 404 on purpose; Chromium logs that status.
  test.use({ allowedConsoleErrors: [/status of 404/] });

  for (const id of ['congstar', 'reloadnow']) {
    test(`${id}: an unknown path lands on /not-found`, async ({ page }) => {
      const response = await page.goto(shopUrl(id, '/no/such/page'));
      await expect(page).toHaveURL(shopUrl(id, '/not-found'));
      expect(response?.status()).toBe(404);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expectNoAxeViolations(page);
    });
  }

  test('an unknown brand of a shop lands on /not-found', async ({ page }) => {
    await page.goto(shopUrl('congstar', '/shop/topup/nosuchbrand'));
    await expect(page).toHaveURL(shopUrl('congstar', '/not-found'));
  });

  test('an unknown host says the shop is unknown', async ({ page }) => {
    const response = await page.goto(`http://nosuchshop.localhost:${new URL(directoryUrl()).port}/`);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(text('', 'en', 'unknownShop.title'));
  });
});

test.describe('tenant directory', () => {
  test('lists every tenant and opens a shop on its host @phone', async ({ page }) => {
    await page.goto(directoryUrl());
    await expect(page.getByRole('listitem')).toHaveCount(24);
    await expectNoAxeViolations(page);
    await page.getByTestId('tenant-congstar').click();
    await expect(page).toHaveURL(shopUrl('congstar', '/shop/topup/congstar'));
  });
});

/**
 * The contrast of every field's text and label on what it is drawn on, read in the page: a part
 * whose code has not come yet shows the server's HTML, whose styles carry the scheme it was served
 * in, so a scheme turned since must still reach it.
 */
const fieldContrasts = (page: Page) =>
  page.locator('main').evaluate((main) => {
    const rgba = (colour: string) => {
      const [r = 0, g = 0, b = 0, a = 1] = (colour.match(/[\d.]+/g) ?? []).map(Number);
      return { r, g, b, a: colour.startsWith('rgba') ? a : 1 };
    };
    const luminance = ({ r, g, b }: { r: number; g: number; b: number }) => {
      const [lr, lg, lb] = [r, g, b].map((v) => {
        const c = v / 255;
        return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
      });
      return 0.2126 * lr! + 0.7152 * lg! + 0.0722 * lb!;
    };
    /** The colour an element is drawn on: its own or its nearest ancestor's opaque background. */
    const ground = (element: Element | null): { r: number; g: number; b: number } => {
      for (let node = element; node; node = node.parentElement) {
        const colour = rgba(getComputedStyle(node).backgroundColor);
        if (colour.a > 0.5) return colour;
      }
      return rgba(getComputedStyle(document.body).backgroundColor);
    };
    const fields = main.querySelectorAll<HTMLElement>(
      'input:not([type=checkbox]):not([type=radio]):not([type=hidden]), select, textarea, label, legend',
    );
    return [...fields]
      .filter((element) => element.getClientRects().length > 0 && getComputedStyle(element).opacity !== '0')
      .map((element) => {
        const [a, b] = [luminance(rgba(getComputedStyle(element).color)), luminance(ground(element))];
        const ratio = (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);
        const name = element.id || element.getAttribute('for') || element.tagName;
        return { field: `${element.tagName.toLowerCase()} ${name}`, ratio: Math.round(ratio * 100) / 100 };
      });
  });

/** The fields whose text is below AA (4.5:1) on what it is drawn on. */
const unreadable = async (page: Page) =>
  (await fieldContrasts(page))
    .filter(({ ratio }) => ratio < 4.5)
    .map(({ field, ratio }) => `${field}: ${ratio}`);

test.describe('every part readable in both schemes, woken or not', () => {
  // congstar's brand page has its search ("Produkt finden") below the form, reloadnow's shop page too
  for (const [id, path] of [
    ['congstar', '/shop/topup/congstar'],
    ['reloadnow', '/shop'],
  ] as const) {
    test(`${id}: by the toggle, before and after the parts wake @phone`, async ({ page }) => {
      const shop = tenant(id);
      await page.goto(shopUrl(id, path));
      const fields = await fieldContrasts(page);
      // the search's fields are there from the server's HTML, before its code
      expect(fields.some(({ field }) => field.includes('product-search'))).toBe(true);
      expect(await unreadable(page)).toEqual([]);
      const name = text(id, shop.defaultLocale, 'theme.switchToDark');
      // press and read in one task: the parts not woken yet are read before their code can come
      await page.evaluate(async (label) => {
        document.querySelector<HTMLButtonElement>(`header button[aria-label="${label}"]`)!.click();
        await new Promise((resolve) => requestAnimationFrame(resolve));
      }, name);
      await expect(page.locator('html')).toHaveClass(/dark/);
      expect(await unreadable(page)).toEqual([]);
      // found afresh in the page: the search's part may be rendering over its server HTML just now
      await page.evaluate(() => document.querySelector('#search')?.scrollIntoView());
      await page.waitForLoadState('networkidle');
      await expect.poll(() => unreadable(page)).toEqual([]);
      await page.reload();
      expect(await unreadable(page)).toEqual([]);
    });

    for (const colorScheme of ['light', 'dark'] as const)
      test(`${id}: with the system set to ${colorScheme}, before and after the parts wake`, async ({
        page,
      }) => {
        await page.emulateMedia({ colorScheme });
        await page.goto(shopUrl(id, path));
        expect(await unreadable(page)).toEqual([]);
        // found afresh in the page: the search's part may be rendering over its server HTML just now
        await page.evaluate(() => document.querySelector('#search')?.scrollIntoView());
        await page.waitForLoadState('networkidle');
        await expect.poll(() => unreadable(page)).toEqual([]);
      });
  }
});
