import type { Page } from '@playwright/test';
import { expect, shopUrl, tenant, test, text } from './helpers/shop';
import { addTopup, openBrand, topupForm } from './helpers/topup';

/** The header's cart link, whatever the count in its name. */
const cartLink = (page: Page, id: string) =>
  page
    .getByRole('banner')
    .getByRole('link', { name: new RegExp(`^${text(id, 'de', 'cart.linkLabel_other').split(',')[0]}`) });

test.describe('SPEC conformance on congstar and aufladen', () => {
  // A fresh sandbox seeds each shop's catalogue on first use: open both before the steps are timed.
  test.beforeAll(async ({ browser }) => {
    test.setTimeout(120_000);
    const page = await browser.newPage();
    for (const id of ['congstar', 'aufladen']) {
      await page.goto(shopUrl(id, tenant(id).brandRoutes.congstar!));
      await expect(topupForm(page, id).submit).toBeVisible({ timeout: 60_000 });
    }
    await page.close();
  });

  test('congstar has no cart page: no header link, and the cart route leads to payment @phone', async ({
    page,
  }) => {
    await openBrand(page, 'congstar');
    await expect(
      page.getByRole('banner').getByRole('img', { name: tenant('congstar').providerName }),
    ).toBeVisible();
    await expect(cartLink(page, 'congstar')).toHaveCount(0);
    await page.goto(shopUrl('congstar', '/shop/checkout/cart'));
    await expect(page).toHaveURL(shopUrl('congstar', '/shop/checkout/payment'));
  });

  test('aufladen has a cart page: the header link opens it @phone', async ({ page }) => {
    await page.goto(shopUrl('aufladen', '/shop'));
    await cartLink(page, 'aufladen').click();
    await expect(page).toHaveURL(shopUrl('aufladen', '/shop/checkout/cart'));
    await expect(page.getByText(text('aufladen', 'de', 'cart.empty'))).toBeVisible();
  });

  test('the header logo goes to / or /shop, where each shop starts', async ({ page }) => {
    for (const [id, from, start] of [
      // congstar's / redirects to its brand page
      ['congstar', '/shop/checkout/payment', '/shop/topup/congstar'],
      ['aufladen', '/shop/checkout/cart', '/shop'],
    ] as const) {
      await page.goto(shopUrl(id, from));
      await page
        .getByRole('banner')
        .getByRole('img', { name: tenant(id).providerName })
        .click();
      await expect(page).toHaveURL(shopUrl(id, start));
    }
  });

  test('no voucher kind and no promo code form where the shop offers neither', async ({ page }) => {
    // three brand pages and a cart
    test.slow();
    for (const id of ['congstar', 'aufladen']) {
      const form = await openBrand(page, id, 'congstar');
      await expect(form.kind('ONCE_OFF')).toBeVisible();
      await expect(form.kind('VOUCHER'), id).toHaveCount(0);
    }
    await addTopup(page, 'aufladen', { amount: 15 }, 'congstar');
    await expect(page).toHaveURL(shopUrl('aufladen', '/shop/checkout/cart'));
    await expect(page.getByTestId('cart-total')).toBeVisible();
    await expect(page.getByRole('textbox', { name: text('aufladen', 'de', 'cart.voucher') })).toHaveCount(0);
  });

  for (const [id, main] of [
    ['congstar', '/shop/topup/congstar'],
    ['aufladen', '/shop'],
  ] as const)
    test(`${id}: a web request that cannot become a cart says why and keeps its query`, async ({ page }) => {
      await page.goto(shopUrl(id, '/shop/topup/congstar?msisdn=123&amount=abc'));
      // said once the page has hydrated, which a busy machine takes its time for
      await expect(
        page.getByRole('alert').filter({ hasText: text(id, 'de', 'createCartErrorMessage') }),
      ).toBeVisible({ timeout: 15_000 });
      await expect(page).toHaveURL(shopUrl(id, `${main}?msisdn=123&amount=abc`));
    });

  test('the number of a request that cannot become a cart stays in the form', async ({ page }) => {
    await page.goto(shopUrl('congstar', '/shop/topup/congstar?msisdn=123&amount=abc'));
    await expect(topupForm(page, 'congstar').phone).toHaveValue('123', { timeout: 15_000 });
  });
});
