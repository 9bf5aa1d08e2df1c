import type { Browser } from '@playwright/test';
import { authScreens, inboxCode, registerAndConfirm, uniqueEmail } from './helpers/account';
import { checkoutByApi, payOnSandbox, resultPage, testPhone } from './helpers/result';
import { expect, shopUrl, tenant, test, untilHydrated } from './helpers/shop';

// ADR 0033: an order opens on its own page from the history, for its customer only; registration's
// code step sends the code again after its wait and leads back to correct the address.
const PASSWORD = 'order-Secret-1';

/** A second visitor of the shop, with a browser of their own, who answered the consent dialog. */
async function otherVisitor(browser: Browser, tenantId: string) {
  const context = await browser.newContext();
  await context.addCookies([
    {
      name: 'consent',
      value: encodeURIComponent(JSON.stringify({ necessary: true, statistics: false })),
      url: shopUrl(tenantId),
    },
  ]);
  return { context, page: await context.newPage() };
}

interface TestOrder {
  items: Array<{ productId: string; amount: number; phone?: boolean }>;
  /** the sandbox's service fee of the order (docs/sandbox-test-data.md: a voucher's is 0.50) */
  fee: number;
}

/** What each shop's test order holds: a top-up, and where the shop sells one a voucher with a code. */
const ORDERS: Record<string, TestOrder> = {
  congstar: {
    items: [
      { productId: 'congstar-topup-15', amount: 15, phone: true },
      { productId: 'congstar-voucher-15', amount: 15 },
    ],
    fee: 0.5,
  },
  tmobilenl: { items: [{ productId: 'tmobilenl-topup-15', amount: 15, phone: true }], fee: 0 },
};

test.describe('the account order page', () => {
  test.setTimeout(180_000);

  for (const [tenantId, { items, fee }] of Object.entries(ORDERS)) {
    test(`${tenantId}: an order opens from the history with its items, amounts and codes; a guest signs in to it`, async ({
      page,
      browser,
    }) => {
      await page.goto(shopUrl(tenantId, tenant(tenantId).mainPage));
      const email = uniqueEmail(`order-${tenantId}`);
      const view = await registerAndConfirm(page, tenantId, email, PASSWORD);
      const started = await checkoutByApi(
        page,
        tenantId,
        items.map(({ productId, amount, phone }) => ({
          productId,
          amount,
          ...(phone ? { phoneNumber: testPhone(tenantId) } : {}),
        })),
        'creditcard',
      );
      await payOnSandbox(page, tenantId, started.payerUrl!, 'Approve');
      const result = resultPage(page, tenantId);
      await result.expectOutcome('Success', 'successful', result.t('result.message.success'));

      await page.goto(shopUrl(tenantId, '/account/orders'));
      const name = view.t('account.orderLabel').replace('{{number}}', started.orderNumber);
      await page.getByRole('link', { name }).click();
      await expect(page).toHaveURL(shopUrl(tenantId, `/account/orders/${started.orderNumber}`));
      const order = page.getByRole('article', { name });
      await expect(order.getByTestId('order-state')).toHaveText(view.t('account.orderStates.completed'));
      const lines = order.getByRole('list', { name: view.t('result.summary.items') }).getByRole('listitem');
      await expect(lines).toHaveCount(items.length);
      // the one money model: the items' subtotal, the fee, the total
      const subtotal = items.reduce((sum, item) => sum + item.amount, 0);
      const total = subtotal + fee;
      await expect(order.getByTestId('result-subtotal')).toHaveText(result.price(subtotal));
      await expect(order.getByTestId('result-total')).toHaveText(result.price(total));
      await expect(order.getByText(view.t('result.paymentMethods.creditcard'))).toBeVisible();
      if (items.some((item) => item.productId.includes('voucher')))
        await expect(order.getByText(/^VC-[A-Z0-9]{4}-[A-Z0-9]{4}-[A-Z0-9]{4}$/)).toBeVisible();
      await expect(order.getByRole('button', { name: view.t('result.print') })).toBeVisible();

      // a visitor without the session is sent to the sign-in, and comes back to the order
      const { context: guest, page: guestPage } = await otherVisitor(browser, tenantId);
      const orderUrl = shopUrl(tenantId, `/account/orders/${started.orderNumber}`);
      await guestPage.goto(orderUrl);
      // the guard asks the backend for a session first (a portal may have made one)
      await expect(guestPage).toHaveURL(/\/login\?from=/, { timeout: 30_000 });
      const login = authScreens(guestPage, tenantId);
      await login.onPage.identifier.fill(email);
      await login.onPage.password.fill(PASSWORD);
      await guestPage.getByRole('button', { name: login.t('auth.loginAction'), exact: true }).click();
      await expect(guestPage).toHaveURL(orderUrl);
      await expect(guestPage.getByRole('article', { name }).getByTestId('result-total')).toHaveText(
        result.price(total),
      );
      await guest.close();
    });
  }

  test('congstar: another customer opening the order number reads that there is no such order', async ({
    page,
    browser,
  }) => {
    await page.goto(shopUrl('congstar', tenant('congstar').mainPage));
    const view = await registerAndConfirm(page, 'congstar', uniqueEmail('order-owner'), PASSWORD);
    const { orderNumber } = await checkoutByApi(
      page,
      'congstar',
      [{ productId: 'congstar-topup-15', amount: 15, phoneNumber: testPhone('congstar'), cashCode: 'E2E-X' }],
      'N/A',
    );
    await page.goto(shopUrl('congstar', `/account/orders/${orderNumber}`));
    await expect(
      page.getByRole('article', { name: view.t('account.orderLabel').replace('{{number}}', orderNumber) }),
    ).toBeVisible();
    const { context: otherContext, page: other } = await otherVisitor(browser, 'congstar');
    await other.goto(shopUrl('congstar', tenant('congstar').mainPage));
    // a context of its own has not the fixture's wait: the sign-in opens as a dialog once hydrated
    await untilHydrated(other);
    const otherView = await registerAndConfirm(other, 'congstar', uniqueEmail('order-other'), PASSWORD);
    await other.goto(shopUrl('congstar', `/account/orders/${orderNumber}`));
    await expect(other.getByText(otherView.t('orderPage.notFound'))).toBeVisible();
    await expect(other.getByRole('article')).toHaveCount(0);
    await otherContext.close();
  });
});

test.describe("registration's code step", () => {
  test.setTimeout(180_000);

  for (const tenantId of ['congstar', 'tmobilenl']) {
    test(`${tenantId}: corrects a mistyped address with everything kept, and sends the code again after the wait`, async ({
      page,
    }) => {
      await page.goto(shopUrl(tenantId, tenant(tenantId).mainPage));
      const view = authScreens(page, tenantId);
      const typo = uniqueEmail(`typo-${tenantId}`).replace('@example.com', '@exmaple.com');
      const email = typo.replace('@exmaple.com', '@example.com');
      await view.entry.click();
      await view.dialog.getByRole('button', { name: view.t('auth.toRegistration') }).click();
      await view.inDialog.identifier.fill(typo);
      await view.inDialog.newPassword.fill(PASSWORD);
      await view.inDialog.repeat.fill(PASSWORD);
      await view.dialog.getByRole('button', { name: view.t('auth.registerAction') }).click();
      await expect(view.inDialog.code).toBeVisible({ timeout: 45_000 });

      await view.dialog
        .getByRole('button', { name: view.t('signInDialog.correct').replace('{{userName}}', typo) })
        .click();
      await expect(view.inDialog.identifier).toHaveValue(typo);
      await expect(view.inDialog.newPassword).toHaveValue(PASSWORD);
      await expect(view.inDialog.repeat).toHaveValue(PASSWORD);
      await view.inDialog.identifier.fill(email);
      await view.dialog.getByRole('button', { name: view.t('auth.registerAction') }).click();
      await expect(
        view.dialog.getByText(view.t('auth.confirmText').replace('{{userName}}', email)),
      ).toBeVisible();

      // the wait is counted down, and the button only works after it
      const resend = view.dialog.getByTestId('resend-code');
      const waiting = new RegExp(view.t('signInDialog.resendIn').replace('{{seconds}}', '\\d+'));
      await expect(resend).toHaveText(waiting);
      await expect(resend).toBeDisabled();
      await expect(resend).toHaveText(view.t('signInDialog.resend'), { timeout: 75_000 });
      await resend.click();
      await expect(
        view.dialog.getByText(view.t('signInDialog.resent').replace('{{userName}}', email)),
      ).toBeVisible();
      await expect(resend).toHaveText(waiting);

      await view.inDialog.code.fill(await inboxCode(page, tenantId, email, 'registration'));
      await view.dialog.getByRole('button', { name: view.t('auth.confirmAction') }).click();
      await expect(view.account).toBeVisible();
    });
  }

  test('congstar: the sign-in dialog closes by its close button', async ({ page }) => {
    await page.goto(shopUrl('congstar', tenant('congstar').mainPage));
    const view = authScreens(page, 'congstar');
    await view.entry.click();
    await expect(view.dialog).toBeVisible();
    await view.dialog.getByRole('button', { name: view.t('signInDialog.close') }).click();
    await expect(view.dialog).toHaveCount(0);
  });
});
