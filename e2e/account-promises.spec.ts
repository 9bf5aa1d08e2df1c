import type { Page } from '@playwright/test';
import { registerAndConfirm, uniqueEmail, uniquePhone } from './helpers/account';
import { fillAddress, paymentPage } from './helpers/checkout';
import { writtenNumber } from './helpers/numbers';
import { resultPage } from './helpers/result';
import { expect, shopUrl, tenant, test } from './helpers/shop';
import { checkoutPath, openBrand } from './helpers/topup';

// What the checkout and the account say about a customer's numbers and cards is what happens.
// A guest's read answers 401 on purpose (SPEC §8); the browser logs it.
const refusedCalls = [/Failed to load resource: the server responded with a status of 401/];

const international = (phone: string) => `+49${phone.slice(1)}`;

/** Register on the shop's main page: the account pages need a customer. */
async function newCustomer(page: Page, id: string, prefix: string) {
  await page.goto(shopUrl(id, tenant(id).mainPage));
  return registerAndConfirm(page, id, uniqueEmail(`${prefix}-${id}`), 'Promise-pass-1');
}

test.describe('what the account keeps is what the checkout said', () => {
  test.use({ allowedConsoleErrors: refusedCalls });
  test.setTimeout(180_000);

  test('congstar: the card an auto top-up was paid with is listed with it, though the save box stayed empty', async ({
    page,
  }) => {
    const id = 'congstar';
    const view = await newCustomer(page, id, 'kept-card');
    const phone = uniquePhone();
    const form = await openBrand(page, id);
    await form.kind('AUTOMATIC').check();
    await form.autoType('LOW_BALANCE').check();
    await form.phone.fill(phone);
    await form.amount(15).check();
    await form.submit.click();
    await expect(page).toHaveURL(shopUrl(id, checkoutPath(id)));
    if (checkoutPath(id) !== '/shop/checkout/payment')
      await page.getByRole('link', { name: form.t('cart.checkout') }).click();
    const checkout = paymentPage(page, id);
    await expect(checkout.method('creditcard')).toBeVisible({ timeout: 15_000 });
    await fillAddress(checkout);
    await checkout.method('creditcard').check();
    const saveBox = checkout.form.getByRole('checkbox', { name: checkout.t('checkout.methods.savePayment') });
    await expect(saveBox).not.toBeChecked();
    // congstar does not let an auto top-up be paused: the checkout promises only what it allows
    const note = page.getByRole('note', { name: checkout.t('recurring.title') });
    await expect(note).toContainText(checkout.t('recurring.chargedAgain'));
    await expect(note).toContainText(checkout.t('recurringControl.cancel'));
    await expect(note).not.toContainText(checkout.t('recurringControl.pauseOrCancel'));
    // the number as people write it
    await expect(page.getByRole('region', { name: checkout.t('checkout.summary') })).toContainText(
      writtenNumber(international(phone)),
    );
    await checkout.pay.click();
    await expect(page).toHaveURL(/\/sandbox\/pay\/pay_/);
    await page.getByRole('button', { name: 'Approve' }).click();
    const result = resultPage(page, id);
    await result.expectOutcome('Success', 'successful', result.t('result.message.success'));

    await page.goto(shopUrl(id, '/account/settings/payment-methods'));
    await expect(
      page.getByRole('heading', { level: 1, name: view.t('account.sections.paymentMethods') }),
    ).toBeVisible();
    await expect(page.getByText(view.t('account.noPaymentMethods'))).toHaveCount(0);
    const uses = page.getByTestId('method-auto-topup');
    await expect(uses).toHaveCount(1);
    await expect(uses).toHaveText(
      view.t('paymentMethodUse.autoTopup').replace('{{phone}}', writtenNumber(international(phone))),
    );
    // masked, with its expiry
    await expect(page.getByText(/•••• \d{4}/)).toBeVisible();

    // the auto top-ups page writes the number as people do and says what the low-balance kind does
    await page.goto(shopUrl(id, '/account/auto-topups'));
    const row = page.getByRole('article', { name: writtenNumber(international(phone)) });
    await expect(row.getByText(view.t('account.lowBalanceType.NORMAL'))).toBeVisible();
    await expect(row.getByRole('button', { name: view.t('account.pause') })).toHaveCount(0);
  });
});

test.describe('the profile on a phone', () => {
  test.use({ allowedConsoleErrors: refusedCalls, viewport: { width: 390, height: 844 } });
  test.setTimeout(120_000);

  test('congstar: takes the number as the top-up form does; a refused one shows its message below the header @phone', async ({
    page,
  }) => {
    const id = 'congstar';
    const view = await newCustomer(page, id, 'profile-phone');
    await page.goto(shopUrl(id, '/account/profile'));
    const field = page.getByRole('textbox', { name: view.t('account.profile.phoneNumber') });
    const save = page.getByRole('button', { name: view.t('account.save') });
    await field.fill('030 12345678');
    // the customer is at the bottom of the form when they save
    await save.scrollIntoViewIfNeeded();
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await save.click();
    const message = page.getByRole('alert').filter({ hasText: view.t('phone.errors.landline') });
    await expect(message).toBeInViewport({ ratio: 1 });
    const header = (await page.getByRole('banner').boundingBox())!;
    // the banner is sticky: its box is where it covers the page
    const below = await message.evaluate(
      (element, bottom) => element.getBoundingClientRect().top >= bottom,
      header.y + header.height,
    );
    expect(below).toBe(true);
    const fieldTop = await field.evaluate((element) => element.getBoundingClientRect().top);
    expect(fieldTop).toBeGreaterThanOrEqual(header.y + header.height);

    await field.fill('015112345413');
    await save.click();
    await expect(view.notice('successfulModification')).toBeVisible();
    await page.reload();
    await expect(page.getByRole('textbox', { name: view.t('account.profile.phoneNumber') })).toHaveValue(
      writtenNumber('+4915112345413'),
    );
  });
});
