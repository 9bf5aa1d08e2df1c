import { request } from 'node:http';
import type { Page } from '@playwright/test';
import { PROXY_PORT, UPSTREAM_PORT } from '../playwright.config';
import { expect, tenant, test, text } from './helpers/shop';
import { fillAddress, fillPostal, paymentPage } from './helpers/checkout';
import { resultPage } from './helpers/result';
import { PHONES, topupForm } from './helpers/topup';
import { Upstream } from './helpers/upstream';

// The storefront on PROXY_PORT has BACKEND_URL set: every backend call goes to this second server.
const upstream = new Upstream(UPSTREAM_PORT, '.data/e2e-upstream');
const shop = 'aufladen';
const proxied = (path: string) => `http://${shop}.localhost:${PROXY_PORT}${path}`;
const t = (key: string) => text(shop, tenant(shop).defaultLocale, key);

/** A backend call made from the shop's page, as its own code makes them (same origin, SPEC §7 headers). */
async function call(page: Page, path: string, body: unknown) {
  return page.evaluate(
    async ({ path, body, shopId, country }) => {
      const response = await fetch(path, {
        method: 'POST',
        credentials: 'same-origin',
        headers: {
          'Content-Type': 'application/json',
          'X-Tenant-Id': shopId,
          'X-Country': country,
          'X-Channel': 'web',
        },
        body: JSON.stringify(body),
      });
      return { status: response.status, body: (await response.json()) as Record<string, unknown> };
    },
    { path, body, shopId: tenant(shop).shopId, country: tenant(shop).country },
  );
}

const cartNameIn = (page: Page) =>
  page.evaluate(
    (key) => {
      const persisted = JSON.parse(localStorage.getItem(key) ?? '{}') as { cart?: string };
      return (JSON.parse(persisted.cart ?? '{}') as { cartName?: string }).cartName ?? null;
    },
    `persist:shop:${tenant(shop).shopId}`,
  );

/**
 * A request as no browser sends it (hop-by-hop headers, a raw path), straight to the proxy-mode
 * storefront under the shop's host: its status and body (parsed when JSON).
 */
function rawCall(path: string, headers: Record<string, string> = {}) {
  return new Promise<{ status: number; body: unknown }>((resolve, reject) => {
    const call = request(
      {
        host: '127.0.0.1',
        port: PROXY_PORT,
        path,
        headers: { host: `${shop}.localhost:${PROXY_PORT}`, 'x-tenant-id': tenant(shop).shopId, ...headers },
      },
      (answer) => {
        let text = '';
        answer.on('data', (chunk: Buffer) => (text += chunk.toString()));
        answer.on('end', () => {
          const json = (answer.headers['content-type'] ?? '').startsWith('application/json');
          resolve({ status: answer.statusCode ?? 0, body: json ? (JSON.parse(text) as unknown) : text });
        });
      },
    );
    call.on('error', reject);
    call.end();
  });
}

/** The loopback address the browser and the test connect from, as the proxy names it. */
const LOOPBACK = /^(?:127\.0\.0\.1|::1|::ffff:127\.0\.0\.1)$/;
const PAYMENT_METHODS = '/api/shop/rest/v3/payment-methods';

/** A 15.00 top-up of the shop's first brand, added through the proxied storefront. */
async function addThroughProxy(page: Page) {
  const brand = Object.keys(tenant(shop).brandRoutes)[0]!;
  await page.goto(proxied(tenant(shop).brandRoutes[brand]!));
  const form = topupForm(page, shop);
  await expect(form.submit).toBeVisible({ timeout: 30_000 });
  await form.phone.fill(PHONES.de!);
  await form.amount(15).check();
  await form.submit.click();
}

test.describe.serial('proxy mode: BACKEND_URL in front of the sandbox as its own server', () => {
  // The outage below is on purpose: Chromium logs the 502 answers as failed loads.
  test.use({ allowedConsoleErrors: [/status of 502/] });

  test.beforeAll(async () => {
    test.setTimeout(90_000);
    await upstream.start();
  });
  test.afterAll(() => upstream.stop());

  test('the server’s own calls carry SPEC §7’s headers to the upstream: blog queries, catalogue', async ({
    page,
  }, testInfo) => {
    test.setTimeout(60_000);
    const shopTenant = tenant(shop);
    // Next keeps a rendered page per host, scheme and locale: a retry asks for a copy no attempt rendered
    const language = shopTenant.locales[testInfo.retry % shopTenant.locales.length]!;
    const prefix = language === shopTenant.defaultLocale ? '' : `/${language}`;
    const slug = language === 'de' ? 'aufladen-in-einer-minute' : 'top-up-in-a-minute';
    const since = upstream.heard.length;
    // the blog index and the shop's home are rendered on their first request, a post on every one
    for (const path of ['/blog', `/blog/${slug}`, '/shop']) {
      const response = await page.goto(proxied(`${prefix}${path}`));
      expect(response?.status(), path).toBe(200);
    }
    // what the browser asks goes through the shop's proxy, which names the customer's host
    const own = upstream.heardSince(since).filter((call) => !call.headers['x-forwarded-host']);
    const operation = (call: (typeof own)[number]) =>
      call.path.startsWith('/api/shop/graphql')
        ? (JSON.parse(call.body) as { operationName?: string }).operationName
        : call.path.split('?')[0];
    expect(own.map(operation)).toEqual(
      expect.arrayContaining(['AllPosts', 'Post', '/api/shop/rest/v1/products']),
    );
    for (const call of own) {
      expect(call.headers, `${call.method} ${call.path}`).toMatchObject({
        'x-tenant-id': shopTenant.shopId,
        'x-country': shopTenant.country,
        'x-channel': 'web',
        accept: 'application/json',
      });
      if (call.method === 'POST') expect(call.headers['content-type']).toBe('application/json');
    }
  });

  test('a cart and a checkout go through the upstream; an outage loses nothing', async ({ page }) => {
    test.setTimeout(120_000);
    await addThroughProxy(page);
    await expect(page).toHaveURL(proxied('/shop/checkout/cart'));
    const items = page.getByRole('list', { name: t('cart.title') }).getByRole('listitem');
    await expect(items).toHaveCount(1);
    const cartName = await cartNameIn(page);
    expect(cartName).toBeTruthy();

    // The upstream goes down: a clear message, and the cart is still the customer's.
    await upstream.stop();
    await page.reload();
    await expect(page.getByText(t('cart.loadFailed'))).toBeVisible({ timeout: 15_000 });
    expect(await cartNameIn(page)).toBe(cartName);
    const down = await call(page, '/api/shop/rest/checkout-address', {
      cartName,
      deliveryAddress: {},
      language: 'de',
    });
    expect(down).toMatchObject({ status: 502, body: { errorCode: 'UPSTREAM_UNAVAILABLE' } });

    // Back up: the same cart comes back after a reload.
    await upstream.start();
    await page.reload();
    await expect(items).toHaveCount(1);

    // The checkout through the proxy: address, payment on the sandbox payment page, commit.
    const address = await call(page, '/api/shop/rest/checkout-address', {
      cartName,
      // a top-up cart needs names and the postal lines too (ADR 32)
      deliveryAddress: {
        firstname: 'Paula',
        lastname: 'Proxy',
        email: 'proxy@example.com',
        street: 'Hauptstraße',
        houseNumber: '1',
        zip: '10115',
        city: 'Berlin',
        countryCode: 'DE',
      },
      language: 'de',
    });
    expect(address).toMatchObject({ status: 200, body: { nextStep: 'normal' } });
    const started = await call(page, '/api/shop/rest/checkout-start-payment', {
      cartName,
      paymentMethod: 'creditcard',
    });
    expect(started.status).toBe(200);
    const { payerUrl, orderNumber } = started.body as { payerUrl: string; orderNumber: string };
    await page.goto(new URL(payerUrl, proxied('/')).toString());
    await page.getByRole('button', { name: 'Approve' }).click();
    await expect(page).toHaveURL(/\/shop\/checkout\/result\?/);
    // The result page commits the order itself, through the proxy; a second commit here would race it.
    const result = resultPage(page, shop);
    await result.expectOutcome('Success', 'successful', result.t('result.message.success'));
    await expect(result.orderNumber).toContainText(orderNumber);
  });

  test('the upstream hears the shop’s own headers, never what the browser claims', async ({ page }) => {
    await page.goto(proxied('/shop'));
    const since = upstream.heard.length;
    const status = await page.evaluate(
      async ({ path, shopId }) =>
        (
          await fetch(path, {
            credentials: 'same-origin',
            headers: {
              'X-Tenant-Id': shopId,
              'X-Country': 'fr',
              'X-Channel': 'chatbot',
              'X-Forwarded-Host': 'evil.example',
              'X-Forwarded-For': '6.6.6.6',
              'X-Forwarded-Proto': 'https',
              Forwarded: 'for=6.6.6.6;host=evil.example',
              'X-Real-IP': '6.6.6.6',
            },
          })
        ).status,
      { path: PAYMENT_METHODS, shopId: tenant(shop).shopId },
    );
    expect(status).toBe(200);
    const [heard] = upstream.heardSince(since).filter(({ path }) => path === PAYMENT_METHODS);
    expect(heard?.headers).toMatchObject({
      'x-tenant-id': tenant(shop).shopId,
      'x-country': tenant(shop).country,
      // SPEC §7: the session's channel, which the browser keeps
      'x-channel': 'chatbot',
      'x-forwarded-host': `${shop}.localhost:${PROXY_PORT}`,
      'x-forwarded-proto': 'http',
    });
    expect(heard?.headers['x-forwarded-for']).toMatch(LOOPBACK);
    expect(heard?.headers).not.toHaveProperty('forwarded');
    expect(heard?.headers).not.toHaveProperty('x-real-ip');
  });

  test('no header of the browser’s connection reaches the upstream', async () => {
    const since = upstream.heard.length;
    const answer = await rawCall(PAYMENT_METHODS, {
      connection: 'keep-alive, x-hop-hint',
      'x-hop-hint': 'for this connection only',
      'keep-alive': 'timeout=5',
      te: 'trailers',
      upgrade: 'websocket',
      'proxy-authorization': 'Basic eDp5',
    });
    expect(answer.status).toBe(200);
    const [heard] = upstream.heardSince(since);
    expect(heard?.path).toBe(PAYMENT_METHODS);
    for (const name of ['x-hop-hint', 'keep-alive', 'te', 'upgrade', 'proxy-authorization'])
      expect(heard?.headers, name).not.toHaveProperty(name);
  });

  // Next itself resolves dot segments it can read (`%2e%2e` included) before any route: such a
  // path leaves /api and is no page. The spellings it hands on as they are, the proxy refuses.
  for (const [path, status, body] of [
    ['/api/shop/%2e%2e/%2e%2e/health', 308, '/not-found'],
    ['/api/shop/rest/..%2f..%2fhealth', 400, { errorCode: 'INVALID_PATH' }],
    ['/api/shop/rest/%5c..%5chealth', 400, { errorCode: 'INVALID_PATH' }],
    ['/api/shop/%252e%252e/health', 400, { errorCode: 'INVALID_PATH' }],
  ] as const)
    test(`${path} is refused before the upstream hears it`, async () => {
      const since = upstream.heard.length;
      const answer = await rawCall(path);
      expect(answer.status).toBe(status);
      if (typeof body === 'string') expect(answer.body).toBe(body);
      else expect(answer.body).toMatchObject(body);
      expect(upstream.heardSince(since)).toEqual([]);
    });

  test('the payment page pays through the upstream: address, card iframe, result', async ({ page }) => {
    test.setTimeout(90_000);
    await addThroughProxy(page);
    await page.getByRole('link', { name: t('cart.checkout') }).click();
    await expect(page).toHaveURL(proxied('/shop/checkout/payment'));
    const view = paymentPage(page, shop);
    await fillAddress(view);
    await fillPostal(view);
    await view.method('creditcard').check();
    await view.pay.click();
    await page
      .frameLocator('[data-testid="payment-frame-cardFrame"]')
      .getByRole('button', { name: 'Approve' })
      .click();
    await expect(page).toHaveURL(new RegExp(`^${proxied('/shop/checkout/result')}\\?orderNumber=SBX`));
  });
});
