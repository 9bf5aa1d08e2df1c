import { request as httpRequest } from 'node:http';
import { expect, expectNoAxeViolations, PORT, shopUrl, test } from './helpers/shop';

/**
 * ADR 0021: the e2e server runs without BACKEND_URL and SANDBOX, so the embedded sandbox is a shop
 * on local hosts only. A tenant's production name gets the 503 page and the API's 503.
 */
const PRODUCTION = 'shop.congstar-prepaid.de';

interface Answer {
  status: number;
  headers: Record<string, string>;
  body: Buffer;
}

/** node:http to the e2e server with a Host of our choosing (a browser would resolve the name). */
const get = (host: string, path: string) =>
  new Promise<Answer>((resolve, reject) => {
    httpRequest({ host: '127.0.0.1', port: PORT, path, headers: { host } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () =>
        resolve({
          status: res.statusCode ?? 0,
          headers: Object.fromEntries(
            Object.entries(res.headers).flatMap(([name, value]) =>
              typeof value === 'string' ? [[name, value]] : [],
            ),
          ),
          body: Buffer.concat(chunks),
        }),
      );
    })
      .on('error', reject)
      .end();
  });

test.describe('a production host of a deployment without BACKEND_URL and SANDBOX', () => {
  test.use({ allowedConsoleErrors: [/status of 503/] });

  for (const path of [
    '/',
    '/shop/topup/congstar',
    '/de/shop/checkout/payment',
    '/sandbox/inbox',
    '/sandbox/sso',
  ])
    test(`${path}: the 503 page, no shop`, async () => {
      const answer = await get(PRODUCTION, path);
      expect(answer.status).toBe(503);
      expect(answer.headers['cache-control']).toContain('no-store');
      const html = answer.body.toString();
      expect(html).toContain('Shop not available');
      expect(html).not.toContain('/tenants/congstar/');
    });

  test('the inbox call answers 503 BACKEND_NOT_CONFIGURED', async () => {
    const answer = await get(PRODUCTION, '/api/shop/sandbox/inbox');
    expect(answer.status).toBe(503);
    expect(JSON.parse(answer.body.toString())).toMatchObject({ errorCode: 'BACKEND_NOT_CONFIGURED' });
  });

  test('the 503 page reads well in a browser @phone', async ({ page }) => {
    // Chromium would look the name up: its requests go to the e2e server with that Host instead.
    await page.route(`http://${PRODUCTION}/**`, async (route) => {
      const url = new URL(route.request().url());
      const answer = await get(PRODUCTION, `${url.pathname}${url.search}`);
      await route.fulfill({ status: answer.status, headers: answer.headers, body: answer.body });
    });
    const response = await page.goto(`http://${PRODUCTION}/shop`);
    expect(response?.status()).toBe(503);
    await expect(page.getByRole('heading', { level: 1, name: 'Shop not available' })).toBeVisible();
    await expect(page.getByRole('banner')).toHaveCount(0);
    await expectNoAxeViolations(page);
  });
});

test('a local shop shows no test-shop band without SANDBOX=true', async ({ page }) => {
  await page.goto(shopUrl('congstar', '/shop/checkout/payment'));
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.locator('aside[aria-labelledby="sandbox-band"]')).toHaveCount(0);
});
