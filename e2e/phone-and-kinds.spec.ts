import { SEED_TIMEOUT_MS, seedCatalogues } from './helpers/catalogue';
import { fillAddress, paymentPage } from './helpers/checkout';
import { expect, shopUrl, tenant, test, text } from './helpers/shop';
import { openBrand } from './helpers/topup';

/*
 * ADR 0032: phone numbers as people write them, on shops of three phone countries, and an eSIM
 * bought without a postal address on two shops (ADR 0032).
 */

test.beforeAll(async () => {
  test.setTimeout(SEED_TIMEOUT_MS);
  await seedCatalogues(['esim', 'reloadnow']);
});

test.describe('phone numbers as people write them', () => {
  for (const [id, typed, shown] of [
    ['congstar', '0151x1234y5678', '01511 2345678'],
    ['tmobilenl', '06-1234 5678', '06 12345678'],
    ['foocall', '(07400) 123456', '07400 123456'],
  ] as const)
    test(`${id}: formatted as typed for its country, letters and signs not entered @phone`, async ({
      page,
    }) => {
      const form = await openBrand(page, id);
      await form.phone.pressSequentially(typed);
      await expect(form.phone).toHaveValue(shown, { timeout: 15_000 });
    });

  test('congstar: a pasted Dutch number says the shop tops up only German numbers, in German', async ({
    page,
  }) => {
    const form = await openBrand(page, 'congstar');
    await form.phone.fill('+31612345678');
    await expect(form.phone).toHaveValue('+31 6 12345678', { timeout: 15_000 });
    const only = form.t('phone.errors.wrongCountry_one').replace('{{countries}}', 'Deutschland (+49)');
    await expect(form.form.getByRole('alert').filter({ hasText: only })).toBeVisible();
    // the number carries its own code: no "+49 +31…"
    await expect(form.form.getByText('+49', { exact: true })).toHaveCount(0);
  });

  test('reloadnow: a Moroccan number abroad is formatted as typed and names its country', async ({
    page,
  }) => {
    await page.goto(shopUrl('reloadnow', '/shop/international'));
    const phone = page.getByRole('textbox', { name: text('reloadnow', 'fr', 'international.phoneLabel') });
    await phone.pressSequentially('+212612345678');
    await expect(phone).toHaveValue('+212 6 12 34 56 78', { timeout: 15_000 });
    await expect(
      page.getByRole('combobox', { name: text('reloadnow', 'fr', 'international.destinationLabel') }),
    ).toHaveValue('MA');
  });

  for (const [id, landline, short] of [
    ['congstar', '030 12345678', '0151 123'],
    ['tmobilenl', '020 1234567', '06 1234'],
  ] as const)
    test(`${id}: a refused number names the rule it breaks, in the shop's language`, async ({ page }) => {
      const form = await openBrand(page, id);
      await form.phone.fill(landline);
      await form.submit.click();
      await expect(
        form.form.getByRole('alert').filter({ hasText: form.t('phone.errors.landline') }),
      ).toBeVisible({
        timeout: 15_000,
      });
      await form.phone.fill(short);
      await expect(
        form.form.getByRole('alert').filter({ hasText: form.t('phone.errors.tooShort') }),
      ).toBeVisible();
    });
});

test.describe('an eSIM is bought as an eSIM', () => {
  for (const [id, plan] of [
    ['esim', 'esim-fr-3gb-15d'],
    ['reloadnow', 'esim-europe-10gb-30d'],
  ] as const)
    test(`${id}: the cart names an eSIM, and it is paid without a postal address @phone`, async ({
      page,
    }) => {
      test.slow();
      const language = tenant(id).defaultLocale;
      const t = (key: string) => text(id, language, key);
      await page.goto(shopUrl(id, `/shop/esim/${plan}`));
      await page.getByRole('button', { name: t('esimShop.addToCart') }).click();
      await expect(page).toHaveURL(shopUrl(id, '/shop/checkout/cart'), { timeout: 15_000 });
      const line = page.getByRole('listitem').filter({ hasText: t('catalog.objectTypes.ESIM') });
      await expect(line).toBeVisible({ timeout: 15_000 });
      await expect(page.getByText(t('topup.kinds.ONCE_OFF'))).toHaveCount(0);
      await page.getByRole('link', { name: t('cart.checkout') }).click();

      const view = paymentPage(page, id);
      await expect(view.method('creditcard')).toBeVisible({ timeout: 15_000 });
      // the country for the VAT of an electronic service, no street, postcode or town
      await expect(view.form.getByRole('combobox', { name: t('checkout.fields.countryCode') })).toBeVisible();
      for (const field of ['street', 'houseNumber', 'zip', 'city'])
        await expect(view.field(field)).toHaveCount(0);
      await fillAddress(view);
      await view.method('creditcard').check();
      const address = page.waitForResponse(/\/api\/shop\/rest\/checkout-address$/);
      await view.pay.click();
      // the sandbox takes exactly this address for an eSIM cart
      expect((await address).status()).toBe(200);
      await page
        .frameLocator('[data-testid="payment-frame-cardFrame"]')
        .getByRole('button', { name: 'Approve' })
        .click();
      await expect(page).toHaveURL(new RegExp(`^${shopUrl(id, '/shop/checkout/result')}\\?orderNumber=SBX`), {
        timeout: 30_000,
      });
      await expect(page.getByTestId('result-status')).toHaveText(t('result.status.Success'), {
        timeout: 30_000,
      });
    });
});
