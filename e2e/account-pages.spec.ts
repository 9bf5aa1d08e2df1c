import type { Page } from '@playwright/test';
import { LIGHT_NOTIFICATION_PATH } from '../src/api/autoTopup';
import { authScreens, label, registerAndConfirm, uniqueEmail, uniquePhone } from './helpers/account';
import { writtenNumber } from './helpers/numbers';
import { fillAddress, paymentPage } from './helpers/checkout';
import { checkoutByApi, payOnSandbox, resultPage, testPhone } from './helpers/result';
import { expect, shopUrl, tenant, test, text } from './helpers/shop';
import { checkoutPath, openBrand } from './helpers/topup';

// The account pages' own journeys (the sign-in journeys are in accounts.spec.ts). A guest's read
// answers 401 and an unknown notification link 404 on purpose (SPEC §8); the browser logs both.
const refusedCalls = [/Failed to load resource: the server responded with a status of (401|404)/];

/** The international form of a national German test number, as the backend keeps it. */
const international = (phone: string) => `+49${phone.slice(1)}`;
/** A mobile number of the shop's country for one test, national and as the backend keeps it. */
const COUNTRY_MOBILES: Record<string, { national: (digits: string) => string; prefix: string }> = {
  de: { national: (digits) => `0151${digits}`, prefix: '+49' },
  nl: { national: (digits) => `061${digits.slice(1)}`, prefix: '+31' },
};
function mobileOf(tenantId: string) {
  const country = COUNTRY_MOBILES[tenant(tenantId).phoneCountryCodes[0]!]!;
  const national = country.national(uniquePhone().slice(-8));
  return { national, international: `${country.prefix}${national.slice(1)}` };
}
const topupOf = (tenantId: string) => `${Object.keys(tenant(tenantId).brandRoutes)[0]}-topup-15`;

async function openSection(page: Page, tenantId: string, path: string, key: string) {
  await page.goto(shopUrl(tenantId, path));
  await expect(
    page.getByRole('heading', { level: 1, name: text(tenantId, tenant(tenantId).defaultLocale, key) }),
  ).toBeVisible();
}

/** Confirms the delete dialog (SPEC: delete with confirmation), after cancelling it once. */
async function deleteConfirmed(page: Page, tenantId: string, button: ReturnType<Page['getByRole']>) {
  const view = authScreens(page, tenantId);
  const dialog = page.getByRole('dialog', { name: view.t('account.deleteTitle') });
  await button.click();
  await dialog.getByRole('button', { name: view.t('account.cancel') }).click();
  await expect(dialog).toHaveCount(0);
  await button.click();
  await dialog.getByRole('button', { name: view.t('account.delete') }).click();
  await expect(view.notice('successfulDelete')).toBeVisible();
}

/** A customer registered and confirmed on the shop's main page, as the account journeys start. */
async function newCustomer(page: Page, tenantId: string, prefix: string) {
  await page.goto(shopUrl(tenantId, tenant(tenantId).mainPage));
  return registerAndConfirm(page, tenantId, uniqueEmail(`${prefix}-${tenantId}`), 'first-Secret-1');
}

test.describe('account pages', () => {
  test.use({ allowedConsoleErrors: refusedCalls });
  test.setTimeout(180_000);

  for (const tenantId of ['congstar', 'tmobilenl']) {
    test(`${tenantId}: add a card from the account, see it as MM/YY, delete it; orders page past 15`, async ({
      page,
    }) => {
      const view = await newCustomer(page, tenantId, 'pages');

      await openSection(
        page,
        tenantId,
        '/account/settings/payment-methods',
        'account.sections.paymentMethods',
      );
      await expect(page.getByText(view.t('account.noPaymentMethods'))).toBeVisible();
      await page.getByRole('button', { name: view.t('account.addPaymentMethod') }).click();
      await expect(page).toHaveURL(/\/sandbox\/pay\/pay_/);
      await page.getByRole('button', { name: 'Approve' }).click();
      await expect(page).toHaveURL(new RegExp(`^${shopUrl(tenantId, '/account/settings/payment-methods')}`));
      await expect(view.notice('paymentMethodAdded')).toBeVisible();
      const expiry = view.t('account.expires').replace('{{expiry}}', '');
      await expect(page.getByText(new RegExp(`${expiry}\\d\\d/\\d\\d$`))).toHaveCount(1);
      await deleteConfirmed(
        page,
        tenantId,
        page.getByRole('button', { name: /\d\d\/\d\d/ }).filter({ hasText: view.t('account.delete') }),
      );
      await expect(page.getByText(view.t('account.noPaymentMethods'))).toBeVisible();

      // 16 orders through the contract, made without a payment page as a saved-token checkout makes
      // them (SPEC §9: pages of 15)
      for (let n = 0; n < 16; n += 1)
        await checkoutByApi(
          page,
          tenantId,
          [
            {
              productId: topupOf(tenantId),
              amount: 15,
              phoneNumber: testPhone(tenantId),
              cashCode: `E2E-${n}`,
            },
          ],
          'N/A',
        );
      await openSection(page, tenantId, '/account/orders', 'account.sections.orders');
      const orders = page.getByRole('article', {
        name: new RegExp(view.t('account.orderLabel').replace('{{number}}', '')),
      });
      await expect(orders).toHaveCount(15);
      await page
        .getByRole('button', { name: view.t('account.pagination.page').replace('{{page}}', '2') })
        .click();
      await expect(orders).toHaveCount(1);
    });
  }

  for (const tenantId of ['congstar', 'tmobilenl']) {
    test(`${tenantId}: an auto top-up whose saved card is deleted turns invalid; another saved card re-activates it`, async ({
      page,
    }) => {
      const view = await newCustomer(page, tenantId, 'revive');
      const phone = mobileOf(tenantId);

      // a low-balance auto top-up paid by a card the customer saves while paying
      const form = await openBrand(page, tenantId);
      await form.kind('AUTOMATIC').check();
      await form.autoType('LOW_BALANCE').check();
      await form.phone.fill(phone.national);
      await form.amount(15).check();
      await form.submit.click();
      await expect(page).toHaveURL(shopUrl(tenantId, checkoutPath(tenantId)));
      if (checkoutPath(tenantId) !== '/shop/checkout/payment')
        await page.getByRole('link', { name: form.t('cart.checkout') }).click();
      const checkout = paymentPage(page, tenantId);
      await expect(checkout.method('creditcard')).toBeVisible({ timeout: 15_000 });
      await fillAddress(checkout);
      // the Dutch shop asks for the postal lines (its postcode lookup fills them elsewhere)
      if (await checkout.field('zip').count())
        for (const [name, value] of [
          ['zip', '1012 AB'],
          ['city', 'Amsterdam'],
          ['street', 'Dorpsstraat'],
          ['houseNumber', '12'],
        ] as const)
          await checkout.field(name).fill(value);
      await checkout.method('creditcard').check();
      await checkout.form.getByRole('checkbox', { name: checkout.t('checkout.methods.savePayment') }).check();
      // the recurring charge is spelled out before paying: the button names it, the notice says when
      // and that the card is charged again, with where to cancel it (ADR 0024)
      const lowBalance = checkout
        .t('cart.schedule.lowBalance')
        .replace('{{limit}}', checkout.price(tenant(tenantId).topup.lowBalanceLimit as number));
      await expect(checkout.pay).toHaveText(
        checkout.t('recurring.pay.lowBalance').replace('{{amount}}', checkout.price(15)),
      );
      const before = page.getByRole('note', { name: checkout.t('recurring.title') });
      await expect(before).toContainText(lowBalance);
      await expect(before).toContainText(checkout.t('recurring.chargedAgain'));
      await expect(before.getByRole('link', { name: checkout.t('recurring.manage') })).toHaveAttribute(
        'href',
        /\/account\/auto-topups$/,
      );
      await checkout.pay.click();
      await expect(page).toHaveURL(/\/sandbox\/pay\/pay_/);
      await page.getByRole('button', { name: 'Approve' }).click();
      const result = resultPage(page, tenantId);
      await result.expectOutcome('Success', 'successful', result.t('result.message.success'));
      const after = page.getByRole('note', { name: result.t('recurring.title') });
      await expect(after).toContainText(lowBalance);
      await expect(after).toContainText(result.t('recurring.willBeCharged'));

      // a second card from the account page; then the first one, which pays the top-up, goes
      await openSection(
        page,
        tenantId,
        '/account/settings/payment-methods',
        'account.sections.paymentMethods',
      );
      const cardDeletes = page
        .getByRole('button', { name: /\d\d\/\d\d/ })
        .filter({ hasText: view.t('account.delete') });
      await expect(cardDeletes).toHaveCount(1);
      const firstCard = (await cardDeletes.getAttribute('aria-label')) ?? '';
      await page.getByRole('button', { name: view.t('account.addPaymentMethod') }).click();
      await expect(page).toHaveURL(/\/sandbox\/pay\/pay_/);
      await page.getByRole('button', { name: 'Approve' }).click();
      await expect(view.notice('paymentMethodAdded')).toBeVisible();
      await expect(cardDeletes).toHaveCount(2);
      await deleteConfirmed(page, tenantId, page.getByRole('button', { name: firstCard, exact: true }));
      await expect(cardDeletes).toHaveCount(1);

      await openSection(page, tenantId, '/account/auto-topups', 'account.sections.autoTopups');
      const row = page.getByRole('article', { name: writtenNumber(phone.international) });
      await expect(row.getByText(view.t('account.autoTopupStatus.invalid'))).toBeVisible();
      await expect(row.getByRole('button', { name: view.t('account.activate'), exact: true })).toHaveCount(0);
      await row.getByRole('button', { name: view.t('account.reactivate.action') }).click();
      const dialog = page.getByRole('dialog', { name: view.t('account.reactivate.title') });
      // only the card that is left is offered
      const cards = dialog.getByRole('radio');
      await expect(cards).toHaveCount(1);
      await cards.check();
      await dialog.getByRole('button', { name: view.t('account.reactivate.confirm'), exact: true }).click();
      await expect(view.notice('successfulModification')).toBeVisible();
      await expect(row.getByText(view.t('account.autoTopupStatus.active'))).toBeVisible();
      // what the backend keeps, not only what the page shows
      await page.reload();
      await expect(
        page
          .getByRole('article', { name: writtenNumber(phone.international) })
          .getByText(view.t('account.autoTopupStatus.active')),
      ).toBeVisible();
    });
  }

  for (const tenantId of ['congstar', 'pennymobil']) {
    test(`${tenantId}: SMS top-ups with the shop's example SMS: add one, delete it`, async ({ page }) => {
      const view = await newCustomer(page, tenantId, 'sms');
      await openSection(page, tenantId, '/account/sms-topups', 'account.sections.smsTopups');
      const example = tenant(tenantId).topup.exampleSms!;
      // the example, and what each of its parts means
      const help = page.getByRole('region', { name: view.t('smsHelp.title') });
      await expect(help.getByTestId('sms-example')).toHaveText(example);
      await expect(help.getByRole('term')).toHaveText(example.split(' '));
      await expect(help.getByText(view.t('smsHelp.keyword'))).toBeVisible();
      await expect(page.getByText(view.t('account.noSmsTopups'))).toBeVisible();

      const phone = uniquePhone();
      const form = page.getByRole('form', { name: view.t('account.addSmsTopup') });
      await form.getByLabel(label(view.t('account.smsPhone'))).fill(phone);
      await expect(form.getByText(view.t('topup.pinHint'))).toBeVisible();
      await form.getByLabel(label(view.t('topup.pin'))).fill('12a');
      await form.getByRole('button', { name: view.t('account.add') }).click();
      await expect(form.getByText(view.t('topup.errors.pinInvalid'))).toBeVisible();
      await form.getByLabel(label(view.t('topup.pin'))).fill('1234');
      await form.getByRole('button', { name: view.t('account.add') }).click();
      await expect(view.notice('successfulModification')).toBeVisible();
      const remove = page.getByRole('button', {
        name: view.t('account.deleteNamed').replace('{{what}}', writtenNumber(international(phone))),
      });
      await expect(remove).toBeVisible();
      await page.reload();
      await deleteConfirmed(page, tenantId, remove);
      await expect(remove).toHaveCount(0);
      await expect(page.getByText(view.t('account.noSmsTopups'))).toBeVisible();
    });
  }

  test('congstar: a guest’s light top-up notification shows what is registered and tops it up', async ({
    page,
  }) => {
    const shop = 'congstar';
    const msisdn = international(uniquePhone());
    const t = (key: string) => text(shop, 'de', key);
    await page.goto(shopUrl(shop, tenant(shop).mainPage));
    const light = {
      productId: topupOf(shop),
      amount: 15,
      phoneNumber: msisdn,
      autoTopupOption: { lowBalanceOption: { lowBalanceLimit: 5 } },
      autoTopupLight: true,
    };
    const started = await checkoutByApi(page, shop, [light], 'creditcard');
    await payOnSandbox(page, shop, started.payerUrl!, 'Approve');
    const result = resultPage(page, shop);
    await result.expectOutcome('Success', 'successful', result.t('result.message.success'));

    // the message the sandbox sends to the number (ADR 0011) carries the link
    await page.goto(shopUrl(shop, '/sandbox/inbox'));
    const message = page
      .getByRole('listitem')
      .filter({ hasText: msisdn })
      .filter({ hasText: LIGHT_NOTIFICATION_PATH });
    const link = new RegExp(`${LIGHT_NOTIFICATION_PATH}\\?\\S+`).exec(await message.first().innerText())?.[0];
    expect(link).toBeTruthy();
    await page.goto(shopUrl(shop, link!));
    const card = page.getByRole('article', { name: writtenNumber(msisdn) });
    await expect(card.getByText(t('account.autoTopupStatus.active'))).toBeVisible();
    await expect(page.getByText(t('account.lowBalanceType.LIGHT'), { exact: false })).toBeVisible();
    await card.getByRole('button', { name: /15,00/ }).click();
    await expect(page).toHaveURL(shopUrl(shop, checkoutPath(shop)));

    // a link the shop does not know says so (SPEC §8)
    await page.goto(
      shopUrl(shop, `${LIGHT_NOTIFICATION_PATH}?hash=${'0'.repeat(32)}&notificationCode=N-none`),
    );
    await expect(page.getByText(t('unableQueryAutoTopupLight'))).toBeVisible();
  });
});
