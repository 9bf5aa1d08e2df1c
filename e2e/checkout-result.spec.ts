import { devices, type Request } from '@playwright/test';
import { expect, expectNoAxeViolations, shopUrl, tenant, test } from './helpers/shop';
import { seedCatalogues, SEED_TIMEOUT_MS } from './helpers/catalogue';
import {
  cartByApi,
  checkoutByApi,
  payOnSandbox,
  pendingText,
  persistedState,
  resultPage,
  testPhone,
  topupItem as topup,
} from './helpers/result';
import { fillAddress, paymentPage } from './helpers/checkout';

// The commit answers some outcomes with 4xx on purpose (cancelled, fraud); Chromium logs those loads.
const failedLoads = [/Failed to load resource: the server responded with a status of (409|422)/];

const SHOPS = ['congstar', 'aufladen', 'tmobilenl'] as const;
const METHOD: Record<(typeof SHOPS)[number], string> = {
  congstar: 'creditcard',
  aufladen: 'creditcard',
  tmobilenl: 'ideal',
};

test.describe('checkout result', () => {
  test.use({ allowedConsoleErrors: failedLoads });
  // each test pays on the sandbox page and waits for the commit: several calls on a shared machine
  test.describe.configure({ timeout: 90_000 });

  test.beforeAll(async () => {
    test.setTimeout(SEED_TIMEOUT_MS);
    await seedCatalogues(SHOPS);
  });

  test('congstar: a guest pays by card and sees Success with the order summary; axe finds nothing @phone', async ({
    page,
  }) => {
    const started = await checkoutByApi(page, 'congstar', [topup('congstar')], METHOD.congstar);
    await payOnSandbox(page, 'congstar', started.payerUrl!, 'Approve');
    const result = resultPage(page, 'congstar');
    await result.expectOutcome('Success', 'successful', result.t('result.message.success'));
    await expect(result.orderNumber).toContainText(started.orderNumber);
    const summary = page.getByRole('region', { name: result.t('result.summary.title') });
    await expect(summary.getByTestId('result-total')).toHaveText(result.price(15));
    await expect(summary.getByText('EUR', { exact: true })).toBeVisible();
    // the order is settled: nothing left to resume, the cart starts afresh
    expect(await persistedState(page, 'congstar')).toMatchObject({
      cart: { cartName: null },
      commit: { running: null },
    });
    await expectNoAxeViolations(page);
    // a reload asks again and finds the order committed and authorised: still Success
    await page.reload();
    await result.expectOutcome('Success', 'successful', result.t('result.message.success'));
  });

  test('the server HTML names the order before any script runs', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(shopUrl('congstar', '/shop/checkout/result?orderNumber=SBX123&cartName=abc'));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      resultPage(page, 'congstar').t('pages.result'),
    );
    await expect(page.getByTestId('result-order-number')).toContainText('SBX123');
    await context.close();
  });

  // ADR 0054: the keys came in the address once and stay in a cookie of the result page alone, so
  // a reopened result page is rendered with its order, scripts or none
  for (const tenantId of ['congstar', 'tmobilenl'] as const)
    test(`${tenantId}: a reopened result page shows its order without JavaScript; no other page is sent its keys`, async ({
      page,
      browser,
    }) => {
      const started = await checkoutByApi(page, tenantId, [topup(tenantId)], METHOD[tenantId]);
      await payOnSandbox(page, tenantId, started.payerUrl!, 'Approve');
      const result = resultPage(page, tenantId);
      await result.expectOutcome('Success', 'successful', result.t('result.message.success'));
      await expect(page).toHaveURL(/\?orderNumber=SBX[^&]+$/);
      const keys = (await page.context().cookies()).find((cookie) => cookie.name === 'result_keys');
      expect(keys).toMatchObject({ path: '/shop/checkout/result', httpOnly: true, sameSite: 'Lax' });

      const context = await browser.newContext({
        javaScriptEnabled: false,
        storageState: await page.context().storageState(),
      });
      const bare = await context.newPage();
      const sent: Promise<{ path: string; cookie: string }>[] = [];
      const listen = (request: Request) => {
        const path = new URL(request.url()).pathname;
        sent.push(request.allHeaders().then((headers) => ({ path, cookie: headers.cookie ?? '' })));
      };
      bare.on('request', listen);
      const answer = await bare.goto(page.url());
      expect(answer?.headers()['cache-control']).toBe('private, no-store');
      const reopened = resultPage(bare, tenantId);
      await reopened.expectOutcome('Success', 'successful', reopened.t('result.message.success'));
      await expect(reopened.orderNumber).toContainText(started.orderNumber);
      const summary = bare.getByRole('region', { name: reopened.t('result.summary.title') });
      await expect(summary.getByTestId('result-total')).toHaveText(reopened.price(15));
      expect((await answer!.request().allHeaders()).cookie).toContain('result_keys=');

      // the keys go to the result page alone
      await bare.goto(shopUrl(tenantId, tenant(tenantId).mainPage));
      // no request after this one is read: its headers could be asked for as the context closes
      bare.off('request', listen);
      const elsewhere = (await Promise.all(sent)).filter(
        ({ path }) => !path.startsWith('/shop/checkout/result'),
      );
      expect(elsewhere.length).toBeGreaterThan(0);
      for (const { cookie } of elsewhere) expect(cookie).not.toContain('result_keys');
      await context.close();
    });

  for (const [tenantId, other] of [
    ['aufladen', 'paypal'],
    ['tmobilenl', 'creditcard'],
  ] as const)
    test(`${tenantId}: a declined payment says so in the shop's language; paying again with another method succeeds @phone`, async ({
      page,
    }) => {
      const started = await checkoutByApi(page, tenantId, [topup(tenantId)], METHOD[tenantId]);
      await payOnSandbox(page, tenantId, started.payerUrl!, 'Decline');
      const result = resultPage(page, tenantId);
      await result.expectOutcome('Failure', 'failed', result.t('paymentDeclined'));
      // no receipt for an order that was not paid; support is told which order
      await expect(page.getByRole('button', { name: result.t('result.print') })).toHaveCount(0);
      await expect(page.getByRole('link', { name: new RegExp(started.orderNumber) })).toHaveAttribute(
        'href',
        new RegExp(`^mailto:${tenant(tenantId).supportEmail}`),
      );
      await page.getByRole('button', { name: result.t('result.payAgain') }).click();
      await page.waitForURL(/\/shop\/checkout\/payment\?after=failed$/);
      const checkout = paymentPage(page, tenantId);
      await expect(
        page.getByRole('status').filter({ hasText: checkout.t('checkout.after.failed') }),
      ).toBeVisible();
      await expect(checkout.method(other)).toBeVisible({ timeout: 15_000 });
      await fillAddress(checkout);
      // the shops that ask for the postal lines (a Dutch postcode on the Dutch shop)
      if (await checkout.field('zip').count())
        for (const [name, value] of [
          ['zip', tenantId === 'tmobilenl' ? '1012 AB' : '10115'],
          ['city', 'Amsterdam'],
          ['street', 'Dorpsstraat'],
          ['houseNumber', '12'],
        ] as const)
          await checkout.field(name).fill(value);
      await checkout.method(other).check();
      await checkout.pay.click();
      await page.waitForURL(/\/sandbox\/pay\/pay_/);
      await page.getByRole('button', { name: 'Approve', exact: true }).click();
      await page.waitForURL(/\/shop\/checkout\/result\?/);
      await result.expectOutcome('Success', 'successful', result.t('result.message.success'));
    });

  test('tmobilenl: a cancelled payment goes back to payment with the items in a new cart', async ({
    page,
  }) => {
    const item = topup('tmobilenl');
    const started = await checkoutByApi(page, 'tmobilenl', [item, item], METHOD.tmobilenl);
    await payOnSandbox(page, 'tmobilenl', started.payerUrl!, 'Cancel');
    await page.waitForURL(/\/shop\/checkout\/payment\?after=cancelled$/);
    // the return says the payment was cancelled and nothing was charged
    await expect(
      page
        .getByRole('status')
        .filter({ hasText: paymentPage(page, 'tmobilenl').t('checkout.after.cancelled') }),
    ).toBeVisible();
    await expect.poll(async () => (await persistedState(page, 'tmobilenl')).cart?.itemCount).toBe(2);
    const { cart } = await persistedState(page, 'tmobilenl');
    expect(cart?.cartName).not.toBe(started.cartName);
    const { items } = await cartByApi(page, 'tmobilenl', cart!.cartName!);
    expect(items.map(({ productId, amount, phoneNumber }) => ({ productId, amount, phoneNumber }))).toEqual([
      item,
      item,
    ]);
  });

  for (const [tenantId, suffix, status, image, messageKey] of [
    ['congstar', '9901', 'PartialSuccess', 'successful', 'partiallyCommittedMessage'],
    ['tmobilenl', '9903', 'Refunded', 'refunded', 'refunded'],
    ['aufladen', '9904', 'PartiallyRefunded', 'successful', 'partiallyRefundedMessage'],
    ['tmobilenl', '9902', 'Failure', 'failed', null],
    ['congstar', '9905', 'Failure', 'failed', 'fraudDeclinedTransaction'],
  ] as const) {
    test(`${tenantId}: phone ending ${suffix} shows ${status} with its image and message`, async ({
      page,
    }) => {
      const started = await checkoutByApi(page, tenantId, [topup(tenantId, suffix)], METHOD[tenantId]);
      await payOnSandbox(page, tenantId, started.payerUrl!, 'Approve');
      const result = resultPage(page, tenantId);
      // a product error is said in the shop's language, not the backend's
      const message = result.t(messageKey ?? 'productProcessErrorMessage');
      await result.expectOutcome(status, image, message);
    });
  }

  test('aufladen: a cash-code order shows its cash code and how to pay with it @phone', async ({ page }) => {
    const item = { ...topup('aufladen'), cashCode: 'SHOP-1234' };
    const started = await checkoutByApi(page, 'aufladen', [item], 'N/A');
    const query = new URLSearchParams({ cartName: started.cartName, orderNumber: started.orderNumber });
    await page.goto(shopUrl('aufladen', `/shop/checkout/result/cash-code?${query.toString()}`));
    const result = resultPage(page, 'aufladen');
    await result.expectOutcome('Success', 'successful', result.t('result.message.cashCode'));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(result.t('pages.cashCodeResult'));
    await expect(page.getByTestId('delivery-code')).toHaveText(/^CC-[A-Z2-9]{4}-[A-Z2-9]{4}-[A-Z2-9]{4}$/);
    await expect(page.getByRole('heading', { name: result.t('result.cashCode.howTo') })).toBeVisible();
    const payStep = result.t('result.cashCode.steps.two').replace('{{amount}}', result.price(15));
    await expect(page.getByRole('listitem').filter({ hasText: payStep })).toBeVisible();
    await expectNoAxeViolations(page);
  });

  // a shop with the generated catalogue, which sells vouchers and eSIMs side by side
  test('whitelabel_insidehandy: a voucher shows its code to copy and an eSIM its QR code', async ({
    page,
    context,
    browser,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const phoneNumber = testPhone('whitelabel_insidehandy');
    const started = await checkoutByApi(
      page,
      'whitelabel_insidehandy',
      [
        { productId: 'whitelabel_insidehandy-voucher-15', amount: 15, phoneNumber },
        { productId: 'esim-1gb', amount: 4.99, phoneNumber },
      ],
      'creditcard',
    );
    await payOnSandbox(page, 'whitelabel_insidehandy', started.payerUrl!, 'Approve');
    const result = resultPage(page, 'whitelabel_insidehandy');
    await result.expectOutcome('Success', 'successful', result.t('result.message.success'));
    const voucher = page.getByTestId('delivery-code').first();
    await expect(voucher).toHaveText(/^VC-/);
    await page
      .getByRole('button', { name: result.t('result.deliveries.copy') })
      .first()
      .click();
    await expect(page.getByText(result.t('result.deliveries.copied'))).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(await voucher.textContent());
    const qr = page.getByRole('img', { name: /eSIM 1 GB/ });
    await expect(qr).toBeVisible();
    expect(await qr.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    await expect(page.getByText('smdp.sandbox.example', { exact: true })).toBeVisible();
    // a computer has no eSIM of its own to install: the QR code alone
    await expect(page.getByRole('link', { name: result.t('result.esim.install') })).toHaveCount(0);
    await expectNoAxeViolations(page);

    // an iPhone cannot scan its own screen: Apple's install link leads, the QR code comes after
    const iphone = await browser.newContext({
      userAgent: devices['iPhone 13'].userAgent,
      viewport: { width: 390, height: 844 },
    });
    const onPhone = await iphone.newPage();
    const query = new URLSearchParams({ orderNumber: started.orderNumber, cartName: started.cartName });
    await onPhone.goto(shopUrl('whitelabel_insidehandy', `/shop/checkout/result?${query}`));
    const install = onPhone.getByRole('link', { name: result.t('result.esim.install') });
    await expect(install).toBeVisible({ timeout: 15_000 });
    await expect(install).toHaveAttribute('href', /^https:\/\/esimsetup\.apple\.com\/.*carddata=LPA%3A1%24/);
    const phoneQr = onPhone.getByRole('img', { name: /eSIM 1 GB/ });
    const [installBox, qrBox] = [await install.boundingBox(), await phoneQr.boundingBox()];
    expect(installBox!.y).toBeLessThan(qrBox!.y);
    await iphone.close();
  });

  test('congstar: a reload during pending polling resumes it until the payment is decided', async ({
    page,
  }) => {
    await page.clock.install();
    const started = await checkoutByApi(page, 'congstar', [topup('congstar')], METHOD.congstar);
    const commits: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/api/shop/rest/payment-commit-order')) commits.push(request.url());
    });
    await payOnSandbox(page, 'congstar', started.payerUrl!, 'Leave pending');
    const result = resultPage(page, 'congstar');
    await result.expectOutcome('Pending', 'pending', pendingText(result.t('result.message.pending')));
    await expect(page.getByRole('timer')).toHaveText(
      result.t('result.nextCheckIn').replace('{{seconds}}', '50'),
    );
    const retries = async () => (await persistedState(page, 'congstar')).commit?.running?.retries;
    await expect.poll(retries).toBe(1);
    await expectNoAxeViolations(page);

    await page.clock.fastForward(50_000);
    await expect.poll(retries).toBe(2);
    await page.reload();
    // the persisted commit goes on where it was, with its retries
    await result.expectOutcome('Pending', 'pending', pendingText(result.t('result.message.pending')));
    await expect.poll(retries).toBe(3);

    const paymentId = /\/sandbox\/pay\/([^?]+)/.exec(started.payerUrl!)![1]!;
    await page.evaluate(
      ({ paymentId, shopId }) =>
        fetch(`/api/shop/sandbox/payments/${paymentId}/approve`, {
          method: 'POST',
          // every change is JSON, with a body or without (ADR 0045)
          headers: { 'Content-Type': 'application/json', 'X-Tenant-Id': shopId },
        }),
      { paymentId, shopId: tenant('congstar').shopId },
    );
    await page.clock.fastForward(50_000);
    await result.expectOutcome('Success', 'successful', result.t('result.message.success'));
    expect(commits).toHaveLength(4);
  });
});
