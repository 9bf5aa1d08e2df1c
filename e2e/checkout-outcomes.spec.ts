import type { Page } from '@playwright/test';
import { registerAndConfirm, saveCardByApi, uniqueEmail, uniquePhone } from './helpers/account';
import { fillAddress, latestOtp, paymentPage, toPayment } from './helpers/checkout';
import { expectResultAddress, resultPage } from './helpers/result';
import { expect, shopUrl, tenant, test } from './helpers/shop';
import { checkoutPath, openBrand } from './helpers/topup';

// The journeys whose outcome the first answer does not tell: a saved card whose issuer asks for a
// check, a code asked for only when the payment starts, a setup that costs nothing. Two shops with
// sign-in and SMS top-ups; the sandbox's test numbers (docs/sandbox-test-data.md) force each path.
// OTP_REQUIRED answers 409 on purpose; the browser logs it.
const refusedCalls = [/Failed to load resource: the server responded with a status of 409/];

/** A German mobile number of this run, ending with one of the sandbox's test digits. */
const numberEnding = (digits: string) => uniquePhone().replace(/\d{4}$/, digits);

/** The result page of the order (not the cash-code page), with the settled outcome. */
async function expectSuccessfulResult(page: Page, tenantId: string, token?: RegExp) {
  await expectResultAddress(page, tenantId, '/shop/checkout/result', token);
  const result = resultPage(page, tenantId);
  await result.expectOutcome('Success', 'successful', result.t('result.message.success'));
}

test.describe('checkout outcomes', () => {
  test.use({ allowedConsoleErrors: refusedCalls });

  for (const tenantId of ['congstar', 'jamobil']) {
    test(`${tenantId}: a saved card whose issuer asks for 3-D Secure passes the check page and reaches success`, async ({
      page,
    }) => {
      // registration, a saved card, the order and the check page
      test.setTimeout(120_000);
      await page.goto(shopUrl(tenantId, tenant(tenantId).mainPage));
      await registerAndConfirm(page, tenantId, uniqueEmail(`challenge-${tenantId}`), 'first-Secret-1');
      await saveCardByApi(page, tenantId);

      const view = await toPayment(page, tenantId, numberEnding('9909'));
      const saved = view.form.getByRole('radio', { name: /\d\d\/\d\d/ });
      await expect(saved).toHaveCount(1);
      await saved.check();
      await fillAddress(view);
      await view.pay.click();
      await expect(page).toHaveURL(/\/sandbox\/pay\/pay_[^?]+\?flow=challenge$/);
      await expect(page.getByRole('heading', { name: 'Card check (3-D Secure)' })).toBeVisible();
      await page.getByRole('button', { name: 'Approve' }).click();
      await expectSuccessfulResult(page, tenantId, /^PT-/);
    });

    test(`${tenantId}: OTP_REQUIRED at payment start opens the code dialog; after the code the payment goes on`, async ({
      page,
    }) => {
      // a second page (the inbox) and the payer page
      test.setTimeout(90_000);
      const view = await toPayment(page, tenantId, numberEnding('9908'));
      await fillAddress(view);
      await view.method('creditcard').check();
      const starts = page.waitForResponse(/\/api\/shop\/rest\/checkout-start-payment$/);
      await view.pay.click();
      expect((await starts).status()).toBe(409);
      await expect(view.otp).toBeVisible();
      // asked for the code, not told that something went wrong
      await expect(page.getByText(view.t('generalErrorMessage'))).toHaveCount(0);
      await view.otp
        .getByRole('textbox', { name: view.t('checkout.otp.code') })
        .fill(await latestOtp(page, tenantId));
      await view.otp.getByRole('button', { name: view.t('checkout.otp.confirm') }).click();
      await expect(page).toHaveURL(/\/sandbox\/pay\/pay_/);
      await page.getByRole('button', { name: 'Approve' }).click();
      await expectSuccessfulResult(page, tenantId, /^TOK-/);
    });

    test(`${tenantId}: a free SMS top-up consent ends on the result page, not the cash-code page`, async ({
      page,
    }) => {
      test.setTimeout(60_000);
      const form = await openBrand(page, tenantId);
      await form.kind('SMS').check();
      await form.phone.fill(uniquePhone());
      await form.form.getByRole('textbox', { name: form.t('topup.pin') }).fill('1234');
      await form.form.getByRole('checkbox', { name: form.t('topup.smsConsent') }).check();
      await form.submit.click();
      await expect(page).toHaveURL(shopUrl(tenantId, checkoutPath(tenantId)), { timeout: 15_000 });
      if (checkoutPath(tenantId) !== '/shop/checkout/payment')
        await page.getByRole('link', { name: form.t('cart.checkout') }).click();
      const view = paymentPage(page, tenantId);
      await expect(view.form.getByText(view.t('checkout.noPayment'))).toBeVisible({ timeout: 15_000 });
      await fillAddress(view);
      await view.form.getByRole('button', { name: view.t('checkout.placeOrder') }).click();
      await expectSuccessfulResult(page, tenantId);
      await expect(page).not.toHaveURL(/cash-code/);
      await expect(page.getByTestId('delivery-code')).toHaveCount(0);
    });
  }
});
