import { CART_COOKIE } from '../src/config/constants';
import { formatPrice } from '../src/tenancy/money';
import { registerAndConfirm, uniqueEmail } from './helpers/account';
import { SEED_TIMEOUT_MS, seedCatalogues } from './helpers/catalogue';
import { paymentPage, toPayment } from './helpers/checkout';
import { expect, shopUrl, tenant, test, text, untilHydrated, withoutScripts } from './helpers/shop';

// The customer's own pages are rendered on the server from the request's cookies (ADR 0050): the
// cart and the payment page from the cart cookie, the account from the session. They show their
// content without JavaScript, are never cached, and the browser does not read again as it hydrates
// what the server rendered.

const CART_READ = /\/api\/shop\/rest\/v2\/carts\/[^/?]+(\?|$)/;
const METHODS_READ = /\/api\/shop\/rest\/v[34]\/payment-methods/;

test.beforeAll(async () => {
  test.setTimeout(SEED_TIMEOUT_MS);
  await seedCatalogues(['reloadnow']);
});

for (const [id, brand] of [
  ['congstar', undefined],
  ['reloadnow', 'orange-fr'],
] as const) {
  const shop = tenant(id);
  const t = (key: string) => text(id, shop.defaultLocale, key);
  const price = (amount: number) => formatPrice(amount, shop.currency, shop.defaultLocale, shop.moneyStyles);

  test(`${id}: a guest's cart shows on the payment page${shop.features.cartPageAvailable ? ' and the cart page' : ''} without JavaScript, never cached`, async ({
    page,
    browser,
  }) => {
    test.setTimeout(120_000);
    await toPayment(page, id, undefined, brand);
    const { bare, close } = await withoutScripts(browser, page);

    const payment = await bare.goto(shopUrl(id, '/shop/checkout/payment'));
    expect(payment?.headers()['cache-control']).toBe('private, no-store');
    const summary = bare.getByRole('region', { name: t('checkout.summary') });
    await expect(summary).toBeVisible();
    await expect(summary).toContainText(price(15));
    await expect(bare.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
    // the cart's methods, each shop its own (congstar a bank transfer, reloadnow crypto)
    const methods = paymentPage(bare, id);
    for (const name of shop.paymentMethods) await expect(methods.method(name)).toBeVisible();
    await expect(bare.locator('input[name="paymentMethod"]')).toHaveCount(shop.paymentMethods.length);

    if (shop.features.cartPageAvailable) {
      const cart = await bare.goto(shopUrl(id, '/shop/checkout/cart'));
      expect(cart?.headers()['cache-control']).toBe('private, no-store');
      await expect(bare.getByRole('list', { name: t('cart.title') }).getByRole('listitem')).toHaveCount(1);
      await expect(bare.getByTestId('cart-total')).toHaveText(price(15));
      await expect(bare.getByRole('link', { name: t('cart.checkout') })).toBeVisible();
    }
    await close();
  });

  test(`${id}: the served cart and its methods are not read again as the page hydrates`, async ({ page }) => {
    test.setTimeout(120_000);
    await toPayment(page, id, undefined, brand);
    const reads: string[] = [];
    page.on('request', (request) => {
      const url = request.url();
      if (request.method() === 'GET' && (CART_READ.test(url) || METHODS_READ.test(url))) reads.push(url);
    });
    const paths = [
      '/shop/checkout/payment',
      ...(shop.features.cartPageAvailable ? ['/shop/checkout/cart'] : []),
    ];
    for (const path of paths) {
      await page.goto(shopUrl(id, path));
      await untilHydrated(page);
      if (path.endsWith('payment'))
        await expect(
          page.getByRole('radio', { name: new RegExp(`^${t('checkout.methods.creditcard')}`) }),
        ).toBeVisible();
      else await expect(page.getByTestId('cart-total')).toHaveText(price(15));
    }
    expect(reads).toEqual([]);
  });

  test(`${id}: a signed-in customer's account shows its overview without JavaScript`, async ({
    page,
    browser,
  }) => {
    test.setTimeout(120_000);
    await page.goto(shopUrl(id, shop.mainPage));
    const email = uniqueEmail('ssr');
    await registerAndConfirm(page, id, email, 'first-Secret-1');
    const { bare, close } = await withoutScripts(browser, page);
    const answer = await bare.goto(shopUrl(id, '/account'));
    expect(answer?.headers()['cache-control']).toBe('private, no-store');
    await expect(bare).toHaveURL(shopUrl(id, '/account'));
    const profile = bare.getByRole('region', { name: t('account.sections.profile') });
    await expect(profile).toContainText(email);
    await expect(bare.getByRole('heading', { name: t('account.latestOrders') })).toBeVisible();
    await close();
  });
}

test("two customers asking at once each get their own cart's page, never one kept for another", async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const customers = await Promise.all(
    ['015112345678', '015187654321'].map(async (phone) => {
      const context = await browser.newContext();
      const page = await context.newPage();
      await toPayment(page, 'congstar', phone);
      const cart = (await context.cookies()).find((cookie) => cookie.name === CART_COOKIE)?.value;
      expect(cart).toBeTruthy();
      return { context, page, cart: cart! };
    }),
  );
  expect(customers[0]!.cart).not.toBe(customers[1]!.cart);
  // twice, back to back: the second round is where an answer kept in front of Next (ADR 0056) would show
  for (let round = 0; round < 2; round++) {
    const answers = await Promise.all(
      // (through Chromium: Node resolves no *.localhost name)
      customers.map(({ page }) => page.goto(shopUrl('congstar', '/shop/checkout/payment'))),
    );
    for (const [i, answer] of answers.entries()) {
      expect(answer?.headers()['cache-control']).toBe('private, no-store');
      expect(answer?.headers().age).toBeUndefined();
      const html = (await answer?.text()) ?? '';
      expect(html).toContain(customers[i]!.cart);
      expect(html).not.toContain(customers[1 - i]!.cart);
    }
  }
  await Promise.all(customers.map(({ context }) => context.close()));
});
