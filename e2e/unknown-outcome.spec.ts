import type { Page, Route } from '@playwright/test';
import { consentToStatistics, expect, PORT, tenant, test, thirdPartyRequests } from './helpers/shop';
import { seedCatalogues, SEED_TIMEOUT_MS } from './helpers/catalogue';
import {
  checkoutByApi,
  payOnSandbox,
  pendingText,
  persistedState,
  resultPage,
  topupItem as topup,
} from './helpers/result';

/**
 * The result page against answers the sandbox never gives: a backend that answers late, with a
 * 5xx, with only the fields SPEC names, or a network that loses the check's code. An outcome that
 * is not known is never a failure, and never an invitation to pay a second time.
 */

const COMMIT = '**/api/shop/rest/payment-commit-order';
// the checks answered with a 5xx on purpose: Chromium logs those loads
const failedLoads = [
  /Failed to load resource: (the server responded with a status of (409|50\d)|net::ERR_FAILED)/,
];

const SHOPS = ['congstar', 'tmobilenl', 'aufladen'] as const;
type Shop = (typeof SHOPS)[number];
const METHOD: Record<Shop, string> = { congstar: 'creditcard', tmobilenl: 'ideal', aufladen: 'creditcard' };
const seconds = (template: string, value: number) => template.replace('{{seconds}}', String(value));

/** Answers the next commit call with `answer`, then lets the calls through to the backend. */
async function answerCommitOnce(page: Page, answer: (route: Route) => Promise<void>) {
  let answered = false;
  await page.route(COMMIT, async (route) => {
    if (answered) return route.continue();
    answered = true;
    await answer(route);
  });
}

/** Approves a payment left pending, as the provider would when it finally decides. */
async function approveLater(page: Page, id: Shop, payerUrl: string) {
  const paymentId = /\/sandbox\/pay\/([^?]+)/.exec(payerUrl)![1]!;
  await page.evaluate(
    ({ paymentId, shopId }) =>
      fetch(`/api/shop/sandbox/payments/${paymentId}/approve`, {
        method: 'POST',
        headers: { 'X-Tenant-Id': shopId, 'Content-Type': 'application/json' },
        body: '{}',
      }),
    { paymentId, shopId: tenant(id).shopId },
  );
}

test.describe('when the outcome is not known', () => {
  test.use({ allowedConsoleErrors: failedLoads });
  test.describe.configure({ timeout: 90_000 });

  test.beforeAll(async () => {
    test.setTimeout(SEED_TIMEOUT_MS);
    await seedCatalogues(SHOPS);
  });

  for (const id of ['congstar', 'tmobilenl'] as const)
    test(`${id}: a payment still pending after the 10th check is being confirmed, checked on, never paid again @phone`, async ({
      page,
    }) => {
      await page.clock.install();
      const started = await checkoutByApi(page, id, [topup(id)], METHOD[id]);
      await payOnSandbox(page, id, started.payerUrl!, 'Leave pending');
      const result = resultPage(page, id);
      await result.expectOutcome('Pending', 'pending', pendingText(result.t('result.message.pending')));
      const retries = async () => (await persistedState(page, id)).commit?.running?.retries;
      for (let checked = 1; checked <= 10; checked++) {
        await expect.poll(retries).toBe(checked);
        await page.clock.fastForward(50_000);
      }
      await expect.poll(retries).toBe(11);
      // SPEC's Failure for the record; the customer reads what is true: it is being confirmed
      await result.expectOutcome('Pending', 'pending', result.t('paymentOperationTimedOut'));
      await expect(page.getByRole('button', { name: result.t('result.payAgain') })).toHaveCount(0);
      await expect(result.orderNumber).toContainText(started.orderNumber);
      await expect(page.getByTestId('result-reopen').getByRole('link')).toHaveAttribute(
        'href',
        `/shop/checkout/result?orderNumber=${started.orderNumber}`,
      );
      const support = result.t('result.contactSupport').replace('{{orderNumber}}', started.orderNumber);
      await expect(page.getByRole('link', { name: support })).toHaveAttribute(
        'href',
        new RegExp(`^mailto:${tenant(id).supportEmail}`),
      );
      await expect(page.getByRole('timer')).toHaveText(seconds(result.t('result.nextCheckIn'), 100));

      // the provider decides at last: the next, longer wait ends in the order's success
      await approveLater(page, id, started.payerUrl!);
      await page.clock.fastForward(100_000);
      await result.expectOutcome('Success', 'successful', result.t('result.message.success'));
    });

  for (const [id, status, body, contentType] of [
    ['congstar', 500, 'Internal Server Error', 'text/plain'],
    [
      'aufladen',
      502,
      JSON.stringify({ errorCode: 'UPSTREAM_UNAVAILABLE', message: 'Bad Gateway' }),
      'application/json',
    ],
  ] as const)
    test(`${id}: a ${status} on the first check of a paid order says the check did not get through, then finds it paid`, async ({
      page,
    }) => {
      await page.clock.install();
      const started = await checkoutByApi(page, id, [topup(id)], METHOD[id]);
      await answerCommitOnce(page, (route) => route.fulfill({ status, body, contentType }));
      await payOnSandbox(page, id, started.payerUrl!, 'Approve');
      const result = resultPage(page, id);
      await expect(page.getByRole('timer')).toHaveText(seconds(result.t('result.unreachable'), 50));
      await expect(result.status).toHaveText(result.t('result.status.Pending'));
      await expect(page.getByText(/Internal Server Error|Bad Gateway|HTTP 50/)).toHaveCount(0);
      await expect(page.getByRole('button', { name: result.t('result.payAgain') })).toHaveCount(0);
      await page.clock.fastForward(50_000);
      await result.expectOutcome('Success', 'successful', result.t('result.message.success'));
    });

  test('congstar: a confirmation with only the fields SPEC names is a success', async ({ page }) => {
    const started = await checkoutByApi(page, 'congstar', [topup('congstar')], METHOD.congstar);
    await answerCommitOnce(page, (route) =>
      route.fulfill({ json: { orderStatus: 'committed', messages: [] } }),
    );
    await payOnSandbox(page, 'congstar', started.payerUrl!, 'Approve');
    const result = resultPage(page, 'congstar');
    await result.expectOutcome('Success', 'successful', result.t('result.message.success'));
  });

  test('tmobilenl: the check’s code lost on a shaky network is fetched again, and the order found paid', async ({
    page,
  }) => {
    await page.clock.install();
    const started = await checkoutByApi(page, 'tmobilenl', [topup('tmobilenl')], METHOD.tmobilenl);
    // the chunk that runs the check (it names the thunk's action type) fails once
    let lost = 0;
    await page.route('**/_next/static/chunks/**', async (route) => {
      // Node cannot resolve *.localhost: the same file from the loopback address
      const url = route
        .request()
        .url()
        .replace(/^http:\/\/[^/]+/, `http://127.0.0.1:${PORT}`);
      const response = await route.fetch({ url });
      const code = await response.text();
      if (lost === 0 && code.includes('"commit/run"')) {
        lost++;
        return route.abort('failed');
      }
      return route.fulfill({ response, body: code });
    });
    await payOnSandbox(page, 'tmobilenl', started.payerUrl!, 'Approve');
    const result = resultPage(page, 'tmobilenl');
    await expect(page.getByRole('timer')).toHaveText(seconds(result.t('result.unreachable'), 50));
    expect(lost).toBe(1);
    await page.clock.fastForward(50_000);
    await result.expectOutcome('Success', 'successful', result.t('result.message.success'));
    // a chunk still in the handler when the test ends must not fail the next one
    await page.unrouteAll({ behavior: 'wait' });
  });

  test('congstar: with statistics consent, the order’s keys leave the address before any third-party script, and a reload still finds the order', async ({
    page,
    context,
  }) => {
    await consentToStatistics(context, 'congstar');
    // every vendor stub notes the address it would report
    await context.addInitScript(() => {
      const seen: string[] = [];
      Object.defineProperty(window, 'vendorStubs', {
        get: () => ({ push: (kind: string) => seen.push(`${kind} ${location.href}`) }),
      });
      (window as { seenByVendors?: string[] }).seenByVendors = seen;
    });
    const started = await checkoutByApi(page, 'congstar', [topup('congstar')], METHOD.congstar);
    const thirdParty = thirdPartyRequests(page, 'congstar');
    await payOnSandbox(page, 'congstar', started.payerUrl!, 'Approve');
    const result = resultPage(page, 'congstar');
    await result.expectOutcome('Success', 'successful', result.t('result.message.success'));
    await expect(page).toHaveURL(new RegExp(`/shop/checkout/result\\?orderNumber=${started.orderNumber}$`));
    const seen = () => page.evaluate(() => (window as { seenByVendors?: string[] }).seenByVendors ?? []);
    await expect.poll(async () => (await seen()).length).toBeGreaterThan(0);
    for (const line of await seen()) expect(line).not.toMatch(/cartName|paymentToken/);
    expect(thirdParty.length).toBeGreaterThan(0);
    for (const request of thirdParty) {
      const sent = `${request.url()} ${(await request.allHeaders()).referer ?? ''}`;
      expect(sent).not.toContain(started.cartName);
      expect(sent).not.toMatch(/paymentToken/);
    }
    await page.reload();
    await result.expectOutcome('Success', 'successful', result.t('result.message.success'));
  });
});
