import type { Page } from '@playwright/test';
import { formatPrice } from '../src/tenancy/money';
import { authScreens } from './helpers/account';
import { SEED_TIMEOUT_MS, seedCatalogues } from './helpers/catalogue';
import { paymentPage, toPayment } from './helpers/checkout';
import { addTopup } from './helpers/topup';
import { holdScripts } from './helpers/scripts';
import { expect, shopUrl, tenant, test, text, untilHydrated } from './helpers/shop';

// ADR 0022: nothing typed into a server-rendered form is lost before it hydrates, and a
// submit pressed then is carried out once (ADR 22). The page's scripts are held until the test
// has typed, as a slow phone holds them.

/**
 * Opens a page with its scripts held: the frame's own `goto`, because the fixture's waits for a
 * hydration that cannot come before `release()`.
 */
async function openHeld(page: Page, url: string) {
  const scripts = await holdScripts(page);
  await page.mainFrame().goto(url, { waitUntil: 'commit' });
  return scripts;
}

test.beforeAll(async () => {
  test.setTimeout(SEED_TIMEOUT_MS);
  await seedCatalogues(['reloadnow', 'o2de']);
});

/** Each shop with the brand its payment journey tops up (a multi-brand shop's main page has no form). */
for (const [id, brand] of [
  ['congstar', undefined],
  ['reloadnow', 'orange-fr'],
] as const) {
  test(`${id}: the payment page keeps every character typed from its first paint on, and pays with it @phone`, async ({
    page,
  }) => {
    // a journey to the payment page, then that page loaded late: room for a busy machine
    test.setTimeout(120_000);
    await toPayment(page, id, undefined, brand);
    const view = paymentPage(page, id);
    const shop = tenant(id);
    const postal = shop.features.addressCountrySelection || shop.features.addressAutofill;
    const scripts = await openHeld(page, shopUrl(id, '/shop/checkout/payment'));
    // typed key by key the moment the field appears, as "Amine" lost its "A"
    await view.field('firstname').pressSequentially('Amine');
    await view.field('lastname').pressSequentially('Lovelace');
    if (postal) {
      await view.field('zip').pressSequentially('10115');
      await view.field('city').pressSequentially('Berlin');
      await view.field('street').pressSequentially('Unter den Linden');
      await view.field('houseNumber').pressSequentially('1');
    }
    // the server rendered the cart's methods (ADR 0050): one chosen now stays chosen
    await view.method('creditcard').check();
    scripts.release();
    // typed on while the scripts arrive, the page hydrates and the stored address comes back
    await view.field('email').pressSequentially('ada@example.com', { delay: 40 });
    await untilHydrated(page);
    await expect(view.method('creditcard')).toBeVisible({ timeout: 30_000 });
    await expect(view.field('firstname')).toHaveValue('Amine');
    await expect(view.field('lastname')).toHaveValue('Lovelace');
    await expect(view.field('email')).toHaveValue('ada@example.com');
    if (postal) await expect(view.field('street')).toHaveValue('Unter den Linden');

    await expect(view.method('creditcard')).toBeChecked();
    // the form's state holds it, not only the fields: pay sends the address and the method as chosen
    const address = page.waitForRequest(/\/api\/shop\/rest\/checkout-address$/);
    await view.pay.click();
    const sent = JSON.stringify((await address).postDataJSON());
    for (const typed of ['Amine', 'Lovelace', 'ada@example.com', ...(postal ? ['Unter den Linden'] : [])])
      expect(sent).toContain(typed);
  });

  test.describe(`${id}: login`, () => {
    // the sandbox refuses the unknown customer: 401, as SPEC §8's login error
    test.use({ allowedConsoleErrors: [/status of 401/] });

    test(`${id}: login keeps what was typed before hydration and signs in once for a press made then @phone`, async ({
      page,
    }) => {
      test.setTimeout(60_000);
      const auth = authScreens(page, id);
      const attempts: string[] = [];
      page.on('request', (request) => {
        if (request.method() === 'POST' && request.url().endsWith('/api/auth/authenticate'))
          attempts.push(request.url());
      });
      const scripts = await openHeld(page, shopUrl(id, '/login'));
      await auth.onPage.identifier.pressSequentially('nobody@example.com');
      await auth.onPage.password.pressSequentially('not-the-password-1');
      await page.getByRole('button', { name: auth.t('auth.loginAction') }).click();
      // held: the browser did not send the form, password and all, in the address
      await expect(page).toHaveURL(shopUrl(id, '/login'));
      scripts.release();
      await untilHydrated(page);
      // carried out once the form's code is in: the sandbox knows no such customer
      await expect(page.getByText(auth.t('incorrectUsernameOrPassword'))).toBeVisible({ timeout: 30_000 });
      expect(attempts).toHaveLength(1);
      await expect(auth.onPage.identifier).toHaveValue('nobody@example.com');
      await expect(auth.onPage.password).toHaveValue('not-the-password-1');
      await expect(page).toHaveURL(shopUrl(id, '/login'));
    });
  });
}

test('o2de: the cart the server rendered keeps a voucher code typed and applied before hydration, and applies it once @phone', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const id = 'o2de';
  const t = (key: string) => text(id, tenant(id).defaultLocale, key);
  const price = (amount: number) =>
    formatPrice(amount, tenant(id).currency, tenant(id).defaultLocale, tenant(id).moneyStyles);
  await addTopup(page, id, { amount: 15 });
  await expect(page).toHaveURL(shopUrl(id, '/shop/checkout/cart'), { timeout: 15_000 });
  const applied: string[] = [];
  page.on('request', (request) => {
    if (/\/api\/shop\/rest\/addVouchers$/.test(request.url())) applied.push(request.url());
  });
  const scripts = await openHeld(page, shopUrl(id, '/shop/checkout/cart'));
  // the cart is in the server's HTML: its voucher field takes typing from the first paint
  const voucher = page.getByRole('textbox', { name: t('cart.voucher') });
  await voucher.pressSequentially('SANDBOX5');
  await page.getByRole('button', { name: t('cart.applyVoucher') }).click();
  // held: the browser did not send the form as a new page load
  await expect(page).toHaveURL(shopUrl(id, '/shop/checkout/cart'));
  scripts.release();
  await untilHydrated(page);
  await expect(page.getByTestId('cart-total')).toHaveText(price(10), { timeout: 30_000 });
  await expect(voucher).toHaveValue('');
  expect(applied).toHaveLength(1);
});

test.describe('international top-up', () => {
  test('reloadnow: the number and destination typed before hydration are kept, and a press then is carried out @phone', async ({
    page,
  }) => {
    test.setTimeout(60_000);
    const id = 'reloadnow';
    const t = (key: string) => text(id, tenant(id).defaultLocale, `international.${key}`);
    const phone = page.getByRole('textbox', { name: t('phoneLabel') });
    const country = page.getByRole('combobox', { name: t('destinationLabel') });
    const scripts = await openHeld(page, shopUrl(id, '/shop/international'));
    await country.selectOption('MA');
    await phone.pressSequentially('+212 612 345 101');
    await page.getByRole('button', { name: t('submit') }).click();
    await expect(page).toHaveURL(shopUrl(id, '/shop/international'));
    scripts.release();
    await untilHydrated(page);
    // the press is carried out with what was typed: only the operator is left to choose
    await expect(page.getByText(t('errors.operatorRequired'))).toBeVisible({ timeout: 30_000 });
    await expect(page.getByText(t('errors.phoneRequired'))).toBeHidden();
    await expect(page.getByText(t('errors.destinationRequired'))).toBeHidden();
    // kept, and formatted as the field formats what is typed (ADR 0032)
    await expect(phone).toHaveValue('+212 6 12 34 51 01');
    await expect(country).toHaveValue('MA');
  });
});
