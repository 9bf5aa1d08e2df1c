import type { Page } from '@playwright/test';
import { formatPrice } from '../../src/tenancy/money';
import { label } from './account';
import { expect, shopUrl, tenant, text } from './shop';
import { addTopup, checkoutPath, PHONES } from './topup';

/** The payment page of a shop, named as its customer reads it. */
export function paymentPage(page: Page, tenantId: string, language = tenant(tenantId).defaultLocale) {
  const t = (key: string) => text(tenantId, language, key);
  const form = page.getByRole('form', { name: t('checkout.addressTitle') });
  return {
    t,
    form,
    // the whole label: French "Nom" is also in "Prénom"
    field: (name: string) => form.getByRole('textbox', { name: label(t(`checkout.fields.${name}`)) }),
    method: (name: string) =>
      form.getByRole('radio', { name: new RegExp(`^${t(`checkout.methods.${name}`)}`) }),
    // the submit names what it leads to ("Pay 15,00 € and top up monthly"), so it is found as the submit
    pay: form.locator('button[type="submit"]'),
    price: (amount: number) =>
      formatPrice(amount, tenant(tenantId).currency, language, tenant(tenantId).moneyStyles),
    otp: page.getByRole('dialog', { name: t('checkout.otp.title') }),
  };
}

/** Adds a top-up (on a cart page, goes on to payment) and waits for the payment page's methods. */
export async function toPayment(page: Page, tenantId: string, phone?: string, brand?: string) {
  await addTopup(
    page,
    tenantId,
    { amount: 15, phone: phone ?? PHONES[tenant(tenantId).phoneCountryCodes[0]!] },
    brand,
  );
  // add to cart loads the cart's calls and the next page's code first: slow on a busy machine
  await expect(page).toHaveURL(shopUrl(tenantId, checkoutPath(tenantId)), { timeout: 15_000 });
  if (checkoutPath(tenantId) !== '/shop/checkout/payment')
    await page
      .getByRole('link', { name: text(tenantId, tenant(tenantId).defaultLocale, 'cart.checkout') })
      .click();
  await expect(page).toHaveURL(shopUrl(tenantId, '/shop/checkout/payment'), { timeout: 15_000 });
  const view = paymentPage(page, tenantId);
  await expect(view.method('creditcard')).toBeVisible({ timeout: 15_000 });
  return view;
}

export async function fillAddress(view: ReturnType<typeof paymentPage>) {
  await view.field('firstname').fill('Ada');
  await view.field('lastname').fill('Lovelace');
  await view.field('email').fill('ada@example.com');
}

/** The postal lines of shops that ask for them (address country selection or autofill). */
export async function fillPostal(view: ReturnType<typeof paymentPage>) {
  await view.field('zip').fill('10115');
  await view.field('city').fill('Berlin');
  await view.field('street').fill('Unter den Linden');
  await view.field('houseNumber').fill('1');
}

/** The payment's state as the sandbox provider holds it, read from the shop's own origin. */
export async function sandboxPayment(page: Page, tenantId: string, paymentId: string) {
  const shop = tenant(tenantId);
  return page.evaluate(
    async ({ paymentId, shopId, country }) => {
      const response = await fetch(`/api/shop/sandbox/payments/${paymentId}`, {
        headers: { 'X-Tenant-Id': shopId, 'X-Country': country, 'X-Channel': 'web' },
      });
      return (await response.json()) as { orderNumber: string; status: string };
    },
    { paymentId, shopId: shop.shopId, country: shop.country },
  );
}

/** The newest one-time password the sandbox's inbox shows for a shop. */
export async function latestOtp(page: Page, tenantId: string): Promise<string> {
  const inbox = await page.context().newPage();
  await inbox.goto(shopUrl(tenantId, '/sandbox/inbox'));
  const newest = inbox.getByText(/code is \d{4,8}/).first();
  await expect(newest).toBeVisible();
  const body = await newest.innerText();
  await inbox.close();
  const code = /code is (\d{4,8})/.exec(body)?.[1];
  if (!code) throw new Error('no code in the sandbox inbox');
  return code;
}
