import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations, shopUrl, tenant, test } from './helpers/shop';
import {
  fillAddress,
  fillPostal,
  latestOtp,
  paymentPage,
  sandboxPayment,
  toPayment,
} from './helpers/checkout';
import { expectResultAddress, resultPage } from './helpers/result';
import { checkoutPath, openBrand, PHONES } from './helpers/topup';

// The sandbox refuses an early OTP resend on purpose (429 OTP_RESEND_TIME_LIMIT_RESTRICTION).
const failedLoads = [/Failed to load resource: the server responded with a status of 429/];

/** On the hosted sandbox page: the payment id, then Approve; back on the shop's result page. */
async function approveOnPayerPage(page: Page, tenantId: string) {
  await expect(page).toHaveURL(/\/sandbox\/pay\/pay_/);
  const paymentId = /\/sandbox\/pay\/([^?]+)/.exec(page.url())![1]!;
  await page.getByRole('button', { name: 'Approve' }).click();
  await expectResult(page, tenantId);
  return paymentId;
}

async function expectResult(page: Page, tenantId: string) {
  await expect(page).toHaveURL(
    new RegExp(`^${shopUrl(tenantId, '/shop/checkout/result')}\\?orderNumber=SBX`),
  );
  return new URL(page.url()).searchParams.get('orderNumber');
}

test.describe('payment page', () => {
  test.use({ allowedConsoleErrors: failedLoads });

  test.beforeAll(async ({ browser }) => {
    test.setTimeout(120_000);
    const page = await browser.newPage();
    for (const id of ['congstar', 'aufladen', 'tmobilenl']) {
      await page.goto(shopUrl(id, tenant(id).mainPage));
      await page.waitForLoadState('networkidle');
    }
    await page.close();
  });

  test('congstar: a guest pays by card via redirect and arrives at the result with the order @phone', async ({
    page,
  }) => {
    // the whole journey (form, payer page, commit), with axe on the way
    test.setTimeout(60_000);
    const view = await toPayment(page, 'congstar');
    await expectNoAxeViolations(page);
    await fillAddress(view);
    await view.method('creditcard').check();
    const address = page.waitForRequest(/\/api\/shop\/rest\/checkout-address$/);
    await view.pay.click();
    // congstar sends a device id (SPEC §5): the one its device check's script gave this browser
    const deviceId = ((await address).postDataJSON() as { deliveryAddress: { deviceId?: string } })
      .deliveryAddress.deviceId;
    expect(deviceId).toMatch(/^SBXDEV-/);
    const paymentId = await approveOnPayerPage(page, 'congstar');
    const orderNumber = await expectResult(page, 'congstar');
    expect(await sandboxPayment(page, 'congstar', paymentId)).toMatchObject({
      orderNumber,
      status: 'approved',
    });
    // the whole journey, from the form to what the customer is told
    const result = resultPage(page, 'congstar');
    await result.expectOutcome('Success', 'successful', result.t('result.message.success'));
  });

  test('aufladen (multi-brand): the card iframe takes the payment and the whole tab goes on', async ({
    page,
  }) => {
    const brand = Object.keys(tenant('aufladen').brandRoutes)[0];
    const view = await toPayment(page, 'aufladen', undefined, brand);
    await fillAddress(view);
    await fillPostal(view);
    await view.method('creditcard').check();
    await view.pay.click();
    const frame = page.frameLocator('[data-testid="payment-frame-cardFrame"]');
    await frame.getByRole('button', { name: 'Approve' }).click();
    await expectResult(page, 'aufladen');
  });

  // SPEC §4: method N/A; the shops whose top-up kinds include CASH_CODE
  for (const tenantId of ['aufladen', 'ortel']) {
    test(`${tenantId}: a cash-code top-up needs no payment method: the address, then its cash code to pay at a store`, async ({
      page,
    }) => {
      const shop = tenant(tenantId);
      const form = await openBrand(page, tenantId, Object.keys(shop.brandRoutes)[0]);
      await form.kind('CASH_CODE').check();
      await form.phone.fill(PHONES[shop.phoneCountryCodes[0]!]!);
      await form.amount(15).check();
      await page.locator('input[name="cashCode"]').fill('SHOP-1234');
      await form.submit.click();
      // the first cart of a run may meet a cold sandbox database
      await expect(page).toHaveURL(shopUrl(tenantId, checkoutPath(tenantId)), { timeout: 15_000 });
      if (checkoutPath(tenantId) !== '/shop/checkout/payment')
        await page.getByRole('link', { name: form.t('cart.checkout') }).click();
      const view = paymentPage(page, tenantId);
      const submit = view.form.getByRole('button', { name: view.t('checkout.getCashCode') });
      await expect(submit).toBeVisible({ timeout: 15_000 });
      await expect(view.form.getByText(view.t('checkout.cashCodeNote'))).toBeVisible();
      await expect(view.form.locator('input[name="paymentMethod"]')).toHaveCount(0);
      await expect(view.form.getByRole('button', { name: view.t('checkout.pay') })).toHaveCount(0);
      await fillAddress(view);
      if (shop.features.addressCountrySelection) await fillPostal(view);
      const order = page.waitForRequest((request) => request.url().endsWith('/api/shop/rest/orders'));
      await submit.click();
      expect((await order).postDataJSON()).toEqual({ cartName: expect.any(String) });
      await expectResultAddress(page, tenantId, '/shop/checkout/result/cash-code');
      const result = resultPage(page, tenantId);
      await result.expectOutcome('Success', 'successful', result.t('result.message.cashCode'));
      await expect(page.getByTestId('delivery-code')).toHaveText(/^CC-[A-Z2-9]{4}-[A-Z2-9]{4}-[A-Z2-9]{4}$/);
      await expect(page.getByRole('heading', { name: result.t('result.cashCode.howTo') })).toBeVisible();
    });
  }

  test('congstar: PayPal shows in an iframe (once-off setting)', async ({ page }) => {
    const view = await toPayment(page, 'congstar');
    await fillAddress(view);
    await view.method('paypal').check();
    await view.pay.click();
    const frame = page.frameLocator('[data-testid="payment-frame-paypalFrame"]');
    await frame.getByRole('button', { name: 'Approve' }).click();
    await expectResult(page, 'congstar');
  });

  test('tmobilenl (Dutch): the postcode fills the address, iDEAL by redirect', async ({ page }) => {
    const view = await toPayment(page, 'tmobilenl');
    await fillAddress(view);
    await view.field('zip').fill('1012 AB');
    await view.form.getByRole('button', { name: view.t('checkout.lookup.find') }).click();
    const suggestion = view.form.getByRole('button', { name: /^Dorpsstraat, 1012 AB/ });
    // shown as an address is written, not in the buttons' capitals (ADR 0032)
    await expect(suggestion).toHaveCSS('text-transform', 'none');
    await suggestion.click();
    await expect(view.field('street')).toHaveValue('Dorpsstraat');
    await expect(view.field('city')).not.toHaveValue('');
    await view.field('houseNumber').fill('12a');
    await view.method('ideal').check();
    // tmobilenl sends no device id, and loads no device check
    expect(await page.locator('script[src*="device-id"]').count()).toBe(0);
    const address = page.waitForRequest(/\/api\/shop\/rest\/checkout-address$/);
    await view.pay.click();
    expect((await address).postDataJSON()).not.toHaveProperty('deliveryAddress.deviceId');
    await approveOnPayerPage(page, 'tmobilenl');
  });

  test('the OTP path: the dialog asks for the code from the inbox, then the payment starts', async ({
    page,
  }) => {
    // a second page (the inbox) and a refused resend make this the longest journey
    test.setTimeout(90_000);
    const view = await toPayment(page, 'congstar', PHONES.de!.replace(/\d{4}$/, '9907'));
    await fillAddress(view);
    await view.method('creditcard').check();
    await view.pay.click();
    await expect(view.otp).toBeVisible();
    await expectNoAxeViolations(page);
    const code = await latestOtp(page, 'congstar');
    await view.otp.getByRole('textbox', { name: view.t('checkout.otp.code') }).fill('000');
    await view.otp.getByRole('button', { name: view.t('checkout.otp.confirm') }).click();
    await expect(view.otp.getByText(view.t('checkout.otp.format'))).toBeVisible();
    await view.otp.getByRole('button', { name: view.t('checkout.otp.resend') }).click();
    await expect(view.otp.getByText(view.t('otpResendTimeLimit'))).toBeVisible();
    await view.otp.getByRole('textbox', { name: view.t('checkout.otp.code') }).fill(code);
    await view.otp.getByRole('button', { name: view.t('checkout.otp.confirm') }).click();
    await approveOnPayerPage(page, 'congstar');
  });

  test('a double click on pay starts one payment', async ({ page }) => {
    const view = await toPayment(page, 'congstar');
    await fillAddress(view);
    await view.method('creditcard').check();
    const starts: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/checkout-start-payment')) starts.push(request.url());
    });
    await view.pay.dblclick();
    await expect(page).toHaveURL(/\/sandbox\/pay\/pay_/);
    expect(starts).toHaveLength(1);
  });

  test('empty fields get their messages at the field; a reload keeps what was typed', async ({ page }) => {
    const view = await toPayment(page, 'congstar');
    await view.pay.click();
    await expect(view.field('firstname')).toBeFocused();
    await expect(view.form.getByText(view.t('checkout.errors.required'))).toHaveCount(3);
    await expect(view.form.getByText(view.t('checkout.errors.method'))).toBeVisible();
    await view.field('email').fill('ada@');
    await expect(view.form.getByText(view.t('checkout.errors.email'))).toBeVisible();
    await view.field('firstname').fill('Ada');
    await view.field('lastname').fill('Lovelace');
    await page.waitForTimeout(300);
    await page.reload();
    const again = paymentPage(page, 'congstar');
    await expect(again.field('firstname')).toHaveValue('Ada');
    await expect(again.field('lastname')).toHaveValue('Lovelace');
    await expect(again.field('email')).toHaveValue('ada@');
  });

  test('keyboard only: fill, choose a method and pay without the mouse', async ({ page }) => {
    const view = await toPayment(page, 'congstar');
    await view.field('firstname').focus();
    await page.keyboard.type('Ada');
    await page.keyboard.press('Tab');
    await page.keyboard.type('Lovelace');
    await page.keyboard.press('Tab');
    await page.keyboard.type('ada');
    // the first email shortcut button completes the address
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await expect(view.field('email')).toHaveValue(`ada@${tenant('congstar').emailDomainShortcuts[0]}`);
    for (let i = 0; i < tenant('congstar').emailDomainShortcuts.length; i += 1)
      await page.keyboard.press('Tab');
    await expect(view.method('creditcard')).toBeFocused();
    await page.keyboard.press('Space');
    await expect(view.method('creditcard')).toBeChecked();
    await page.keyboard.press('Tab');
    await expect(view.pay).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/sandbox\/pay\/pay_/);
  });
});
