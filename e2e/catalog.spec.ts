import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { TYPED_LIVE_ATTRIBUTE } from '../src/config/keptTyped';
import type { Catalogue } from '../src/tenancy/catalogueSchema';
import { formatPrice } from '../src/tenancy/money';
import { SEED_TIMEOUT_MS, seedCatalogues } from './helpers/catalogue';
import { expect, expectNoAxeViolations, fill, shopUrl, tenant, test, text } from './helpers/shop';
import { topupForm } from './helpers/topup';

const results = (id: string, lng: string, from: number, to: number, total: number) =>
  fill(text(id, lng, 'search.results'), { from, to, total });

const searchBox = (page: Page, id: string, lng: string) =>
  page.getByRole('searchbox', { name: text(id, lng, 'search.label') });

const cards = (page: Page) => page.getByTestId('product-card');

/** The customer scrolls down to the search: its products come once it is near the screen. */
const scrollToSearch = (page: Page) =>
  // by the element's id: the search may take over its server HTML while the page scrolls
  page.evaluate(() => document.getElementById('search')?.scrollIntoView());

/** A product's name and the category names as the tenant's catalogue.json writes them. */
function catalogueOf(id: string) {
  const file = JSON.parse(readFileSync(path.join('tenants', id, 'catalogue.json'), 'utf8')) as Catalogue;
  return {
    name: (productId: string, lng: string) => file.products.find((p) => p.id === productId)!.texts[lng]!.name,
    names: (lng: string) => file.products.map((p) => p.texts[lng]!.name),
    category: (categoryId: string, lng: string) => file.categories[categoryId]![lng]!,
  };
}

/** A page's first catalogue answer (the page hydrates, then calls the backend). */
const FIRST_ANSWER = { timeout: 15_000 };

test.beforeAll(async () => {
  test.setTimeout(SEED_TIMEOUT_MS);
  await seedCatalogues(['congstar', 'aufladen', 'reloadnow', 'esim']);
});

test.describe('single-brand shop: the brand page (congstar)', () => {
  const id = 'congstar';
  const lng = 'de';
  const congstar = catalogueOf(id);
  // tenants/congstar/catalogue.json: 6 fixed top-ups, the free amount and 2 top-up codes; the status
  // test products (sold out, coming soon, inactive, discontinued) only on request
  const LISTED = 9;

  test('German product names only; filter by type, search, reload and open a product @phone', async ({
    page,
  }) => {
    await page.goto(shopUrl(id, '/shop/topup/congstar'));
    await scrollToSearch(page);
    await expect(
      page.getByRole('status').filter({ hasText: results(id, lng, 1, LISTED, LISTED) }),
    ).toBeVisible(FIRST_ANSWER);
    const german = new Set(congstar.names('de'));
    // the cards render after the count, in a render React may interrupt
    await expect(cards(page)).toHaveCount(LISTED);
    const titles = await cards(page).locator('h3').allTextContents();
    expect(titles).toHaveLength(LISTED);
    for (const title of titles) expect(german, `${title} is a German name of the catalogue`).toContain(title);
    await expect(cards(page).filter({ hasText: /credit|top-up|voucher/i })).toHaveCount(0);
    await expect(cards(page).filter({ hasText: congstar.name('congstar-topup-100', 'de') })).toHaveCount(0);

    const type = page.getByRole('combobox', { name: text(id, lng, 'search.type') });
    // only the types congstar sells
    await expect(type.locator('option')).toHaveText([
      text(id, lng, 'search.anyType'),
      text(id, lng, 'catalog.objectTypes.TOPUP'),
      text(id, lng, 'catalog.objectTypes.VOUCHER'),
    ]);
    await type.selectOption('VOUCHER');
    await expect(page.getByText(results(id, lng, 1, 2, 2))).toBeVisible();
    await expect(page).toHaveURL(/\?type=VOUCHER$/);

    await searchBox(page, id, lng).fill('30');
    await expect(page.getByText(results(id, lng, 1, 1, 1))).toBeVisible();
    await page.reload();
    await expect(page.getByText(results(id, lng, 1, 1, 1))).toBeVisible();
    // congstar's form sells no codes: the card says so and offers nothing to choose
    const voucher = page.getByRole('article', { name: congstar.name('congstar-voucher-30', 'de') });
    await expect(voucher.getByText(text(id, lng, 'catalog.notSoldHere'), { exact: true })).toBeVisible();
    await expect(voucher.getByRole('button', { name: text(id, lng, 'catalog.unavailable') })).toBeDisabled();

    await type.selectOption('TOPUP');
    await expect(page.getByText(results(id, lng, 1, 1, 1))).toBeVisible();
    const product = congstar.name('congstar-topup-30', 'de');
    await page.getByRole('link', { name: fill(text(id, lng, 'catalog.chooseProduct'), { product }) }).click();
    await expect(page).toHaveURL(shopUrl(id, '/shop/topup/congstar?product=congstar-topup-30&amount=30'));
  });

  test('a link naming a code the form does not sell chooses no credit of its value', async ({ page }) => {
    const form = topupForm(page, id);
    // no number in the link: with one, its number and amount make it a web request (SPEC §4)
    await page.goto(shopUrl(id, '/shop/topup/congstar?product=congstar-voucher-30&amount=30'));
    // the form's code fills the form in from the link as it takes the server's form over
    await expect(form.form).toHaveAttribute(TYPED_LIVE_ATTRIBUTE, '', FIRST_ANSWER);
    await expect(form.amount(30)).not.toBeChecked();
  });

  test('an empty result says so; unavailable test products show on request', async ({ page }) => {
    await page.goto(shopUrl(id, '/shop/topup/congstar?q=nothing-like-this'));
    await expect(page.getByTestId('search-empty')).toContainText(text(id, lng, 'search.empty'), FIRST_ANSWER);
    await page.getByRole('button', { name: text(id, lng, 'search.clear') }).click();
    await expect(page.getByText(results(id, lng, 1, LISTED, LISTED))).toBeVisible();

    await page.getByRole('checkbox', { name: text(id, lng, 'search.showUnavailable') }).check();
    const inactive = page.getByRole('article', { name: congstar.name('congstar-topup-35', 'de') });
    // exact: the test product's own name says it is inactive too
    await expect(inactive.getByText(text(id, lng, 'catalog.status.INACTIVE'), { exact: true })).toBeVisible();
    await expect(inactive.getByRole('button', { name: text(id, lng, 'catalog.unavailable') })).toBeDisabled();
  });

  test('the brand page: hero amounts from the catalogue, search without axe violations', async ({ page }) => {
    const shop = tenant(id);
    await page.goto(shopUrl(id, '/shop/topup/congstar'));
    await expect(page.getByTestId('quick-amount')).toHaveText(
      [10, 15, 20, 25].map((amount) => formatPrice(amount, shop.currency, lng, shop.moneyStyles)),
      FIRST_ANSWER,
    );
    await scrollToSearch(page);
    await expect(cards(page)).toHaveCount(LISTED);
    await expectNoAxeViolations(page);
  });
});

test.describe('multi-brand shop (aufladen)', () => {
  const id = 'aufladen';
  const lng = 'de';
  const aufladen = catalogueOf(id);

  test('brand grid with the brands’ own names and amounts, search and open a brand @phone', async ({
    page,
  }) => {
    const shop = tenant(id);
    await page.goto(shopUrl(id, '/shop'));
    await expect(page.getByTestId('advertisement')).toContainText(text(id, lng, 'catalog.ad.label'));
    const brands = page.getByTestId('brand-card');
    await expect(brands).toHaveCount(Object.keys(shop.brandRoutes).length);
    await expect(brands.first()).toContainText(
      fill(text(id, lng, 'catalog.priceFrom'), {
        price: formatPrice(15, shop.currency, lng, shop.moneyStyles),
      }),
      FIRST_ANSWER,
    );
    await expect(brands.filter({ hasText: 'Vodafone CallYa' })).toHaveCount(1);

    await searchBox(page, id, lng).fill('Lebara');
    // Lebara's four face values
    await expect(page.getByText(results(id, lng, 1, 4, 4))).toBeVisible();
    await expect(page).toHaveURL(/\?q=Lebara$/);
    await page.reload();
    await expect(searchBox(page, id, lng)).toHaveValue('Lebara');
    await expect(page.getByText(results(id, lng, 1, 4, 4))).toBeVisible();

    await brands.filter({ hasText: 'Lebara' }).click();
    await expect(page).toHaveURL(shopUrl(id, '/shop/topup/lebara'));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      fill(text(id, lng, 'hero.title'), { brand: 'Lebara' }),
    );
    await expect(page.getByTestId('quick-amount').first()).toHaveText(
      formatPrice(10, shop.currency, lng, shop.moneyStyles),
    );
    await expectNoAxeViolations(page);
  });

  test('pages of 15 with pagination; the search page has no axe violations', async ({ page }) => {
    await page.goto(shopUrl(id, '/shop?type=TOPUP'));
    // the 23 operator top-ups, not the status test products
    await expect(page.getByText(results(id, lng, 1, 15, 23))).toBeVisible(FIRST_ANSWER);
    await expect(cards(page)).toHaveCount(15);
    const pages = page.getByRole('navigation', { name: text(id, lng, 'search.pagination') });
    await pages.getByRole('button', { name: text(id, lng, 'search.next') }).click();
    await expect(page.getByText(results(id, lng, 16, 23, 23))).toBeVisible();
    await expect(cards(page)).toHaveCount(8);
    await expectNoAxeViolations(page);
  });

  test('keyboard alone: search, choose a product, land on its brand page', async ({ page }) => {
    await page.goto(shopUrl(id, '/shop'));
    await scrollToSearch(page);
    // 23 top-ups, 2 top-up codes, 11 gift cards and entertainment vouchers
    await expect(page.getByText(results(id, lng, 1, 15, 36))).toBeVisible(FIRST_ANSWER);
    await searchBox(page, id, lng).focus();
    await page.keyboard.type('Lebara');
    await page.keyboard.press('Enter');
    await expect(page.getByText(results(id, lng, 1, 4, 4))).toBeVisible();
    const choose = page.getByRole('link', {
      name: fill(text(id, lng, 'catalog.chooseProduct'), {
        product: aufladen.name('lebara-topup-15', lng),
      }),
    });
    for (
      let presses = 0;
      presses < 20 && !(await choose.evaluate((el) => el === document.activeElement));
      presses++
    )
      await page.keyboard.press('Tab');
    await expect(choose).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(shopUrl(id, '/shop/topup/lebara?product=lebara-topup-15&amount=15'));
  });
});

test.describe('category menu (reloadnow)', () => {
  const id = 'reloadnow';
  const lng = 'fr';
  const reloadnow = catalogueOf(id);

  test('each catalogue category, named by the catalogue, lists its products; the listing survives a reload @phone', async ({
    page,
  }) => {
    await page.goto(shopUrl(id, '/shop'));
    await expect(page.getByTestId('advertisement')).toHaveCount(0);
    const menu = page.getByRole('navigation', { name: text(id, lng, 'catalog.categoriesLabel') });
    for (const category of ['topup', 'voucher', 'giftcard', 'entertainment', 'esim'])
      await expect(menu.getByRole('link', { name: reloadnow.category(category, lng) })).toBeVisible(
        FIRST_ANSWER,
      );

    const giftcards = menu.getByRole('link', { name: reloadnow.category('giftcard', lng) });
    await giftcards.click();
    // the Fnac gift cards
    await expect(page.getByText(results(id, lng, 1, 3, 3))).toBeVisible();
    await expect(page).toHaveURL(/\?category=giftcard/);
    await expect(page.getByRole('combobox', { name: text(id, lng, 'search.category') })).toHaveValue(
      'giftcard',
    );
    await page.reload();
    await expect(page.getByText(results(id, lng, 1, 3, 3))).toBeVisible();
    await expect(giftcards).toHaveAttribute('aria-current', 'true');
    await expectNoAxeViolations(page);
  });
});

test.describe('esim: the main page at /', () => {
  const esim = catalogueOf('esim');

  test('advertisement, plans found by destination, a plan opens its page @phone', async ({ page }) => {
    await page.goto(shopUrl('esim', '/'));
    await expect(page.getByTestId('advertisement')).toContainText(text('esim', 'en', 'catalog.ad.label'));
    await scrollToSearch(page);
    // the 18 plans, not the status test plans
    await expect(page.getByText(results('esim', 'en', 1, 15, 18))).toBeVisible(FIRST_ANSWER);
    await searchBox(page, 'esim', 'en').fill('France');
    await expect(page.getByText(results('esim', 'en', 1, 2, 2))).toBeVisible();
    await expectNoAxeViolations(page);
    const product = esim.name('esim-fr-3gb-15d', 'en');
    await page
      .getByRole('link', { name: fill(text('esim', 'en', 'catalog.chooseProduct'), { product }) })
      .click();
    await expect(page).toHaveURL(shopUrl('esim', '/shop/esim/esim-fr-3gb-15d'));
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
