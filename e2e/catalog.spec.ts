import type { Page } from '@playwright/test';
import { formatPrice } from '../src/tenancy/money';
import { SEED_TIMEOUT_MS, seedCatalogues } from './helpers/catalogue';
import { expect, expectNoAxeViolations, shopUrl, tenant, test, text } from './helpers/shop';

/** A text with its {{variables}} filled in, as i18next renders it. */
const fill = (template: string, values: Record<string, string | number>) =>
  template.replace(/\{\{\s*(\w+)\s*\}\}/g, (_, name: string) => String(values[name]));

const results = (id: string, lng: string, from: number, to: number, total: number) =>
  fill(text(id, lng, 'search.results'), { from, to, total });

const searchBox = (page: Page, id: string, lng: string) =>
  page.getByRole('searchbox', { name: text(id, lng, 'search.label') });

const cards = (page: Page) => page.getByTestId('product-card');

// The sandbox catalogue (docs/sandbox-test-data.md): per brand 6 fixed top-ups, a free amount and
// one per other status (two hidden from search); the first brand also sells 2 vouchers, 3 gift
// cards (one hidden) and 4 eSIM plans.
const LISTED_FIRST_BRAND = 9 + 2 + 2 + 4;

/** A page's first catalogue answer (the page hydrates, then calls the backend). */
const FIRST_ANSWER = { timeout: 15_000 };

test.beforeAll(async () => {
  test.setTimeout(SEED_TIMEOUT_MS);
  await seedCatalogues(['congstar', 'aufladen', 'reloadnow', 'esim']);
});

test.describe('single-brand shop: search on the brand page (congstar)', () => {
  const id = 'congstar';
  const lng = 'de';

  test('search, filter by type, paginate, reload and open a product @phone', async ({ page }) => {
    await page.goto(shopUrl(id, '/shop/topup/congstar'));
    await expect(
      page.getByRole('status').filter({ hasText: results(id, lng, 1, 15, LISTED_FIRST_BRAND) }),
    ).toBeVisible(FIRST_ANSWER);
    await expect(cards(page)).toHaveCount(15);

    const pages = page.getByRole('navigation', { name: text(id, lng, 'search.pagination') });
    await pages.getByRole('button', { name: fill(text(id, lng, 'search.page'), { page: 2 }) }).click();
    await expect(page.getByText(results(id, lng, 16, LISTED_FIRST_BRAND, LISTED_FIRST_BRAND))).toBeVisible();
    await expect(page).toHaveURL(/[?&]page=2/);
    await page.reload();
    await expect(page.getByText(results(id, lng, 16, LISTED_FIRST_BRAND, LISTED_FIRST_BRAND))).toBeVisible();

    await page.getByRole('combobox', { name: text(id, lng, 'search.type') }).selectOption('ESIM');
    await expect(page.getByText(results(id, lng, 1, 4, 4))).toBeVisible();
    const outOfStock = page.getByRole('article', { name: 'eSIM 10 GB, 30 days' });
    await expect(outOfStock.getByText(text(id, lng, 'catalog.status.OUT_OF_STOCK'))).toBeVisible();
    await expect(
      outOfStock.getByRole('button', { name: text(id, lng, 'catalog.unavailable') }),
    ).toBeDisabled();
    const comingSoon = page.getByRole('article', { name: 'eSIM unlimited, 30 days' });
    await expect(comingSoon.getByText(text(id, lng, 'catalog.status.COMING_SOON'))).toBeVisible();
    await expect(page).toHaveURL(/\?type=ESIM$/);

    await searchBox(page, id, lng).fill('5 GB');
    await expect(page.getByText(results(id, lng, 1, 1, 1))).toBeVisible();
    await expect(page).toHaveURL(/q=5\+GB/);
    await page
      .getByRole('link', {
        name: fill(text(id, lng, 'catalog.chooseProduct'), { product: 'eSIM 5 GB, 30 days' }),
      })
      .click();
    await expect(page).toHaveURL(shopUrl(id, '/shop/topup/congstar?product=esim-5gb&amount=14.99'));
  });

  test('an empty result says so; unavailable products show on request', async ({ page }) => {
    await page.goto(shopUrl(id, '/shop/topup/congstar?q=nothing-like-this'));
    await expect(page.getByTestId('search-empty')).toContainText(text(id, lng, 'search.empty'), FIRST_ANSWER);
    await page.getByRole('button', { name: text(id, lng, 'search.clear') }).click();
    await expect(page.getByText(results(id, lng, 1, 15, LISTED_FIRST_BRAND))).toBeVisible();

    await page.getByRole('checkbox', { name: text(id, lng, 'search.showUnavailable') }).check();
    await page.getByRole('combobox', { name: text(id, lng, 'search.type') }).selectOption('GIFT_CARD');
    const inactive = page.getByRole('article', { name: 'Gift card 100' });
    await expect(inactive.getByText(text(id, lng, 'catalog.status.INACTIVE'))).toBeVisible();
    await expect(inactive.getByRole('button', { name: text(id, lng, 'catalog.unavailable') })).toBeDisabled();
  });

  test('the brand page: hero amounts from the catalogue, search without axe violations', async ({ page }) => {
    const shop = tenant(id);
    await page.goto(shopUrl(id, '/shop/topup/congstar'));
    await expect(page.getByTestId('quick-amount')).toHaveText(
      [10, 15, 20, 25].map((amount) => formatPrice(amount, shop.currency, lng)),
      FIRST_ANSWER,
    );
    await expect(cards(page)).toHaveCount(15);
    await expectNoAxeViolations(page);
  });
});

test.describe('multi-brand shop (aufladen)', () => {
  const id = 'aufladen';
  const lng = 'de';

  test('brand grid, advertisement, search and open a brand @phone', async ({ page }) => {
    const shop = tenant(id);
    await page.goto(shopUrl(id, '/shop'));
    await expect(page.getByTestId('advertisement')).toContainText(text(id, lng, 'catalog.ad.label'));
    const brands = page.getByTestId('brand-card');
    await expect(brands).toHaveCount(Object.keys(shop.brandRoutes).length);
    await expect(brands.first()).toContainText(
      fill(text(id, lng, 'catalog.priceFrom'), { price: formatPrice(5, shop.currency, lng) }),
      FIRST_ANSWER,
    );

    await searchBox(page, id, lng).fill('Lebara');
    // 9 listed top-ups of the brand (the free amount included)
    await expect(page.getByText(results(id, lng, 1, 9, 9))).toBeVisible();
    await expect(page).toHaveURL(/\?q=Lebara$/);
    await page.reload();
    await expect(searchBox(page, id, lng)).toHaveValue('Lebara');
    await expect(page.getByText(results(id, lng, 1, 9, 9))).toBeVisible();

    await brands.filter({ hasText: 'Lebara' }).click();
    await expect(page).toHaveURL(shopUrl(id, '/shop/topup/lebara'));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      fill(text(id, lng, 'hero.title'), { brand: 'Lebara' }),
    );
    await expect(page.getByTestId('quick-amount').first()).toHaveText(formatPrice(10, shop.currency, lng));
    await expectNoAxeViolations(page);
  });

  test('pages of 15 with pagination; the search page has no axe violations', async ({ page }) => {
    await page.goto(shopUrl(id, '/shop?type=TOPUP'));
    // 7 brands × 9 listed top-ups
    await expect(page.getByText(results(id, lng, 1, 15, 63))).toBeVisible(FIRST_ANSWER);
    await expect(cards(page)).toHaveCount(15);
    const pages = page.getByRole('navigation', { name: text(id, lng, 'search.pagination') });
    await pages.getByRole('button', { name: text(id, lng, 'search.next') }).click();
    await expect(page.getByText(results(id, lng, 16, 30, 63))).toBeVisible();
    await pages.getByRole('button', { name: fill(text(id, lng, 'search.page'), { page: 5 }) }).click();
    await expect(page.getByText(results(id, lng, 61, 63, 63))).toBeVisible();
    await expect(cards(page)).toHaveCount(3);
    await expectNoAxeViolations(page);
  });

  test('keyboard alone: search, choose a product, land on its brand page', async ({ page }) => {
    await page.goto(shopUrl(id, '/shop'));
    // every product of the shop: 7 brands × 9 listed top-ups, plus the first brand's 8 others
    await expect(page.getByText(results(id, lng, 1, 15, 71))).toBeVisible(FIRST_ANSWER);
    await searchBox(page, id, lng).focus();
    await page.keyboard.type('voucher');
    await page.keyboard.press('Enter');
    await expect(page.getByText(results(id, lng, 1, 2, 2))).toBeVisible();
    const choose = page.getByRole('link', {
      name: fill(text(id, lng, 'catalog.chooseProduct'), { product: 'Congstar voucher 15' }),
    });
    for (
      let presses = 0;
      presses < 20 && !(await choose.evaluate((el) => el === document.activeElement));
      presses++
    )
      await page.keyboard.press('Tab');
    await expect(choose).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(shopUrl(id, '/shop/topup/congstar?product=congstar-voucher-15&amount=15'));
  });
});

test.describe('category menu (reloadnow)', () => {
  const id = 'reloadnow';
  const lng = 'fr';

  test('each catalogue category lists its products; the listing survives a reload @phone', async ({
    page,
  }) => {
    await page.goto(shopUrl(id, '/shop'));
    await expect(page.getByTestId('advertisement')).toHaveCount(0);
    const menu = page.getByRole('navigation', { name: text(id, lng, 'catalog.categoriesLabel') });
    for (const category of ['topup', 'voucher', 'giftcard', 'esim'])
      await expect(
        menu.getByRole('link', { name: text(id, lng, `catalog.categories.${category}`) }),
      ).toBeVisible();

    await menu.getByRole('link', { name: text(id, lng, 'catalog.categories.giftcard') }).click();
    await expect(page.getByText(results(id, lng, 1, 2, 2))).toBeVisible();
    await expect(page).toHaveURL(/\?category=giftcard/);
    await expect(page.getByRole('combobox', { name: text(id, lng, 'search.category') })).toHaveValue(
      'giftcard',
    );
    await page.reload();
    await expect(page.getByText(results(id, lng, 1, 2, 2))).toBeVisible();
    await expect(
      menu.getByRole('link', { name: text(id, lng, 'catalog.categories.giftcard') }),
    ).toHaveAttribute('aria-current', 'true');
    await expectNoAxeViolations(page);
  });
});

test.describe('esim: the main page at /', () => {
  test('advertisement, the brand’s amounts and the search @phone', async ({ page }) => {
    const shop = tenant('esim');
    await page.goto(shopUrl('esim', '/'));
    await expect(page.getByTestId('advertisement')).toContainText(text('esim', 'en', 'catalog.ad.label'));
    await expect(page.getByTestId('quick-amount').first()).toHaveText(
      formatPrice(10, shop.currency, 'en'),
      FIRST_ANSWER,
    );
    await page.getByRole('combobox', { name: text('esim', 'en', 'search.type') }).selectOption('ESIM');
    await expect(page.getByText(results('esim', 'en', 1, 4, 4))).toBeVisible();
    await expectNoAxeViolations(page);
  });
});

test.describe('ortel: /shop/{categoryId}/{brandId}', () => {
  // SPEC §2 names the pattern; a page is built for each brandRoutes entry of that shape.
  const categoryRoutes = Object.values(tenant('ortel').brandRoutes).filter(
    (route) => !route.startsWith('/shop/topup/'),
  );

  test('each category route carries the advertisement', async ({ page }) => {
    expect(categoryRoutes.length, 'ortel sells a brand through a category route').toBeGreaterThan(0);
    for (const route of categoryRoutes) {
      await page.goto(shopUrl('ortel', route));
      await expect(page.getByTestId('advertisement')).toBeVisible();
      await expectNoAxeViolations(page);
    }
  });
});
