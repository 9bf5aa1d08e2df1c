import type { Page } from '@playwright/test';
import { amountText, formatPrice, rateText } from '../src/tenancy/money';
import { SEED_TIMEOUT_MS, seedCatalogues } from './helpers/catalogue';
import { paymentPage } from './helpers/checkout';
import { expect, expectNoAxeViolations, fill, shopUrl, tenant, test, text } from './helpers/shop';
import { checkoutPath } from './helpers/topup';

/** The service fee of each international offer in the reloadnow shops' catalogues. */
const FEE = 0.99;

// The upstream's answer to a number of the wrong country, caused on purpose below.
const failedLoads = [/Failed to load resource: the server responded with a status of 422/];

test.beforeAll(async () => {
  test.setTimeout(SEED_TIMEOUT_MS);
  await seedCatalogues(['reloadnow', 'reloadnow_at']);
});

/** The international top-up page of a shop, named as its customer reads it. */
function internationalPage(page: Page, tenantId: string, language: string) {
  const t = (key: string) => text(tenantId, language, `international.${key}`);
  const { currency, moneyStyles } = tenant(tenantId);
  return {
    t,
    price: (amount: number) => formatPrice(amount, currency, language, moneyStyles),
    /** what the customer pays for an amount with the shop's fee of 0.99 (reloadnow's catalogue) */
    payable: (amount: number) =>
      fill(text(tenantId, language, 'price.withFee'), {
        total: formatPrice(amount + FEE, currency, language, moneyStyles),
        fee: formatPrice(FEE, currency, language, moneyStyles),
      }),
    abroad: (amount: number, destination: string) => amountText(amount, destination, language, moneyStyles),
    phone: page.getByRole('textbox', { name: t('phoneLabel') }),
    country: page.getByRole('combobox', { name: t('destinationLabel') }),
    operator: (country: string, name: string) =>
      page
        .getByRole('radiogroup', { name: t('operatorLegend').replace('{{country}}', country) })
        .getByRole('radio', { name }),
    amount: (label: string) =>
      page.getByRole('radiogroup', { name: t('amountLegend') }).getByRole('radio', { name: label }),
    rate: page.getByTestId('exchange-rate'),
    submit: page.getByRole('button', { name: t('submit') }),
  };
}

const option = (
  view: ReturnType<typeof internationalPage>,
  amount: number,
  currency: string,
  price: number,
) =>
  view
    .t('amountOption')
    .replace('{{amount}}', view.abroad(amount, currency))
    .replace('{{price}}', view.payable(price));

/** From the cart (where the shop has one) on to the payment page, which shows its methods. */
async function onToPayment(page: Page, tenantId: string) {
  const language = tenant(tenantId).defaultLocale;
  if (checkoutPath(tenantId) !== '/shop/checkout/payment')
    await page.getByRole('link', { name: text(tenantId, language, 'cart.checkout') }).click();
  await expect(page).toHaveURL(shopUrl(tenantId, '/shop/checkout/payment'));
  await expect(paymentPage(page, tenantId).method('creditcard')).toBeVisible({ timeout: 15_000 });
}

test.describe('international top-up', () => {
  test.use({ allowedConsoleErrors: failedLoads });

  test('reloadnow: the number picks Morocco, then operator and amount; the cart shows dirhams and euros @phone', async ({
    page,
  }) => {
    // a whole journey with axe on a shared machine
    test.slow();
    const id = 'reloadnow';
    const view = internationalPage(page, id, 'fr');
    await page.goto(shopUrl(id, '/shop'));
    await page.getByRole('link', { name: view.t('shopLink') }).click();
    await expect(page).toHaveURL(shopUrl(id, '/shop/international'));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(view.t('title'));

    await view.phone.fill('+212 612 345 101');
    await expect(view.country).toHaveValue('MA');
    await expect(view.rate).toHaveText(
      view
        .t('rate')
        .replace('{{one}}', view.price(1))
        .replace('{{rate}}', rateText(10.85, 'MAD', 'fr')),
    );
    await view.operator('Maroc', 'Maroc Telecom').check();
    await view.amount(option(view, 100, 'MAD', 9.22)).check();
    // what the customer pays, the fee included, before the cart
    const formTotal = page.getByTestId('international-total');
    await expect(formTotal).toHaveText(
      fill(view.t('total'), { amount: view.abroad(100, 'MAD'), price: view.payable(9.22) }),
    );
    const shown = await formTotal.textContent();
    await expectNoAxeViolations(page);
    await view.submit.click();

    await expect(page).toHaveURL(shopUrl(id, checkoutPath(id)));
    const line = page.getByRole('listitem', { name: `Maroc Telecom ${view.abroad(100, 'MAD')}` });
    await expect(line).toBeVisible();
    await expect(line).toContainText(view.price(9.22));
    await expect(page.getByTestId('cart-total')).toHaveText(view.price(10.21));
    // the total the form showed is the cart's
    const cartTotal = (await page.getByTestId('cart-total').textContent())!;
    expect(shown).toBe(
      fill(view.t('total'), {
        amount: view.abroad(100, 'MAD'),
        price: fill(text(id, 'fr', 'price.withFee'), { total: cartTotal, fee: view.price(FEE) }),
      }),
    );

    // the line is read in the language the customer switches to (the switch is a link to the
    // page in that language, which the phone layout keeps in its menu)
    await page.goto(shopUrl(id, '/en/shop/checkout/cart'));
    await expect(
      page.getByRole('listitem', {
        name: `Maroc Telecom ${amountText(100, 'MAD', 'en', tenant(id).moneyStyles)}`,
      }),
    ).toBeVisible();
    await page.goto(shopUrl(id, '/shop/checkout/cart'));
    await expect(line).toBeVisible();

    await onToPayment(page, id);
  });

  test('reloadnow_at: country chosen first; a number of another country is refused at the field and nothing is lost', async ({
    page,
  }) => {
    test.slow();
    const id = 'reloadnow_at';
    const view = internationalPage(page, id, 'de');
    await page.goto(shopUrl(id, '/shop/international'));
    await view.submit.click();
    await expect(page.getByText(view.t('errors.phoneRequired'))).toBeVisible();
    await expect(page.getByText(view.t('errors.destinationRequired'))).toBeVisible();

    await view.country.selectOption({ label: 'Serbien' });
    await view.operator('Serbien', 'Yettel Srbija').check();
    await view.amount(option(view, 1000, 'RSD', 8.54)).check();
    await view.phone.fill('+90 532 123 4102');
    // a Turkish number takes the form to Türkiye: the operator is asked again there
    await expect(view.country).toHaveValue('TR');
    await view.phone.fill('+381 64 123 4102');
    await expect(view.country).toHaveValue('RS');
    await view.operator('Serbien', 'Yettel Srbija').check();
    await view.amount(option(view, 1000, 'RSD', 8.54)).check();
    await page.reload();
    // kept, and written as Serbia writes its mobile numbers (ADR 0032)
    await expect(view.phone).toHaveValue('+381 64 1234102');
    await expect(view.amount(option(view, 1000, 'RSD', 8.54))).toBeChecked();
    await expectNoAxeViolations(page);
    await view.submit.click();

    await expect(page).toHaveURL(shopUrl(id, checkoutPath(id)));
    await expect(
      page.getByRole('listitem', { name: `Yettel Srbija ${view.abroad(1000, 'RSD')}` }),
    ).toContainText(view.price(8.54));
    await onToPayment(page, id);
  });
});
