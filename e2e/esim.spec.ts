import type { Page } from '@playwright/test';
import { formatPrice } from '../src/tenancy/money';
import { SEED_TIMEOUT_MS, seedCatalogues } from './helpers/catalogue';
import { paymentPage } from './helpers/checkout';
import { destinationSearch } from './helpers/esim';
import { expect, expectNoAxeViolations, shopUrl, tenant, test, text } from './helpers/shop';
import { checkoutPath } from './helpers/topup';

test.beforeAll(async () => {
  test.setTimeout(SEED_TIMEOUT_MS);
  await seedCatalogues(['esim', 'reloadnow']);
});

/** Search a destination with the keyboard alone and take the first suggestion. */
async function findDestination(page: Page, tenantId: string, language: string, typed: string) {
  const { t, field, firstSuggestion } = destinationSearch(page, tenantId, language);
  await field.fill(typed);
  await expect(firstSuggestion).toBeVisible();
  await field.press('ArrowDown');
  await field.press('Enter');
  return t;
}

/** The plan page's add to cart, then on to the payment page. */
async function buyPlan(page: Page, tenantId: string, language: string) {
  await page.getByRole('button', { name: text(tenantId, language, 'esimShop.addToCart') }).click();
  await expect(page).toHaveURL(shopUrl(tenantId, checkoutPath(tenantId)));
  if (checkoutPath(tenantId) !== '/shop/checkout/payment')
    await page.getByRole('link', { name: text(tenantId, language, 'cart.checkout') }).click();
  await expect(page).toHaveURL(shopUrl(tenantId, '/shop/checkout/payment'));
  await expect(paymentPage(page, tenantId).method('creditcard')).toBeVisible({ timeout: 15_000 });
}

test.describe('eSIM by destination', () => {
  test('esim: where are you travelling → France → a plan page → cart → payment @phone', async ({ page }) => {
    // a whole journey with axe on a shared machine
    test.slow();
    const id = 'esim';
    await page.goto(shopUrl(id, '/'));
    const t = (key: string) => text(id, 'en', `esimShop.${key}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('title'));

    await findDestination(page, id, 'en', 'Fra');
    const plans = page.getByRole('region', { name: t('plansFor').replace('{{destination}}', 'France') });
    // France's own plans and the regional ones that cover it, cheapest first
    await expect(plans.getByTestId('esim-plan')).toHaveCount(7);
    await expect(plans.getByTestId('esim-plan').first()).toContainText(
      formatPrice(7.99, 'EUR', 'en', tenant(id).moneyStyles),
    );
    await expect(page).toHaveURL(shopUrl(id, '/?destination=FR'));
    await expectNoAxeViolations(page);

    await plans.getByRole('link', { name: /eSIM France 3 GB/ }).click();
    await expect(page).toHaveURL(shopUrl(id, '/shop/esim/esim-fr-3gb-15d'));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('eSIM France 3 GB, 15 days');
    await expect(page.getByTestId('plan-fact')).toHaveText(['3 GB data', 'Valid for 15 days', 'France']);
    await expect(page.getByTestId('plan-price')).toHaveText(
      formatPrice(7.99, 'EUR', 'en', tenant(id).moneyStyles),
    );
    await expectNoAxeViolations(page);
    await buyPlan(page, id, 'en');
  });

  test('reloadnow: the eSIM plans of a region, in French, from the shop home', async ({ page }) => {
    test.slow();
    const id = 'reloadnow';
    await page.goto(shopUrl(id, '/shop'));
    const t = await findDestination(page, id, 'fr', 'Europ');
    const plans = page.getByRole('region', { name: t('plansFor').replace('{{destination}}', 'Europe') });
    await expect(plans.getByTestId('esim-plan')).toHaveCount(1);
    await plans.getByRole('link').click();
    await expect(page).toHaveURL(shopUrl(id, '/shop/esim/esim-europe-10gb-30d'));
    await expect(page.getByTestId('plan-fact').nth(0)).toHaveText(t('data').replace('{{gb}}', '10'));
    await expect(page.getByTestId('plan-price')).toHaveText(
      formatPrice(19.99, tenant(id).currency, 'fr', tenant(id).moneyStyles),
    );
    await buyPlan(page, id, 'fr');
  });
});
