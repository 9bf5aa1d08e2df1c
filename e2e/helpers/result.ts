import type { Page } from '@playwright/test';
import { PENDING_POLLING } from '../../src/features/commit/paymentStatus';
import { formatPrice } from '../../src/tenancy/money';
import { expect, shopUrl, tenant, text } from './shop';

/** International test numbers of each shop's phone country: the last four digits decide (docs/sandbox-test-data.md). */
const PHONE_PREFIX: Record<string, string> = {
  de: '+49151123',
  nl: '+316123',
  gb: '+4474001',
  fr: '+336123',
};
export const testPhone = (tenantId: string, suffix = '1234') =>
  `${PHONE_PREFIX[tenant(tenantId).phoneCountryCodes[0]!]}${suffix}`;

/** The pending text as the result page shows it: with the polling it runs. */
export const pendingText = (template: string) =>
  template.replace(/\{\{\s*(seconds|minutes)\s*\}\}/g, (_, name: 'seconds' | 'minutes') =>
    String(PENDING_POLLING[name]),
  );

/** A 15 top-up of the shop's first brand to one of its test numbers (`suffix` decides, see above). */
export const topupItem = (tenantId: string, suffix = '1234') => ({
  productId: `${Object.keys(tenant(tenantId).brandRoutes)[0]}-topup-15`,
  amount: 15,
  phoneNumber: testPhone(tenantId, suffix),
});

export interface CheckoutItem {
  productId: string;
  amount?: number;
  phoneNumber?: string;
  cashCode?: string;
  autoTopupOption?: { lowBalanceOption: { lowBalanceLimit: number } };
  autoTopupLight?: boolean;
}

/** What the contract answered: the cart, and the order with its payer page (none for method N/A). */
export interface StartedCheckout {
  cartName: string;
  orderNumber: string;
  payerUrl?: string;
}

/**
 * The checkout through the contract, called from inside the shop's page like the customer's
 * browser would (same origin, the shop's headers): add to cart, checkout address, then start
 * payment with `method`, or create the order for method N/A (a cash-code order).
 */
export async function checkoutByApi(page: Page, tenantId: string, items: CheckoutItem[], method: string) {
  const shop = tenant(tenantId);
  if (!page.url().startsWith(shopUrl(tenantId))) await page.goto(shopUrl(tenantId, '/shop/checkout/cart'));
  return page.evaluate(
    async ({ items, method, shopId, country }) => {
      const call = async (path: string, body: unknown) => {
        const response = await fetch(path, {
          method: 'POST',
          credentials: 'same-origin',
          headers: { 'Content-Type': 'application/json', 'X-Tenant-Id': shopId, 'X-Country': country },
          body: JSON.stringify(body),
        });
        const json = await response.json();
        if (!response.ok) throw new Error(`${path}: ${response.status} ${JSON.stringify(json)}`);
        return json;
      };
      const { cartName } = await call('/api/shop/rest/v2/addToCart', { items });
      await call('/api/shop/rest/checkout-address', {
        cartName,
        // a top-up cart needs the postal lines too (ADR 32)
        deliveryAddress: {
          firstname: 'Anna',
          lastname: 'Muster',
          email: 'anna@example.com',
          street: 'Hauptstraße',
          houseNumber: '1',
          zip: '10115',
          city: 'Berlin',
          countryCode: country.toUpperCase(),
        },
      });
      if (method === 'N/A') {
        const { orderNumber } = await call('/api/shop/rest/orders', { cartName });
        return { cartName, orderNumber };
      }
      const started = await call('/api/shop/rest/checkout-start-payment', {
        cartName,
        paymentMethod: method,
      });
      return { cartName, orderNumber: started.orderNumber, payerUrl: started.payerUrl };
    },
    { items, method, shopId: shop.shopId, country: shop.country },
  ) as Promise<StartedCheckout>;
}

export type Decision = 'Approve' | 'Decline' | 'Cancel' | 'Leave pending';

/** Decides the payment on the sandbox payment page, which sends the tab back to the result page. */
export async function payOnSandbox(page: Page, tenantId: string, payerUrl: string, decision: Decision) {
  await page.goto(shopUrl(tenantId, payerUrl));
  await page.getByRole('button', { name: decision, exact: true }).click();
  await page.waitForURL(/\/shop\/checkout\/result\?/);
}

/** The result page as its customer reads it. */
export function resultPage(page: Page, tenantId: string, language = tenant(tenantId).defaultLocale) {
  const t = (key: string) => text(tenantId, language, key);
  return {
    t,
    price: (amount: number) =>
      formatPrice(amount, tenant(tenantId).currency, language, tenant(tenantId).moneyStyles),
    status: page.getByTestId('result-status'),
    message: page.getByTestId('result-message'),
    image: page.locator('svg[data-image]'),
    orderNumber: page.getByTestId('result-order-number'),
    /** waits for a settled outcome's heading, then checks its image and message */
    async expectOutcome(status: string, image: string, message: string) {
      await expect(this.status).toHaveText(t(`result.status.${status}`), { timeout: 30_000 });
      await expect(this.image).toHaveAttribute('data-image', image);
      await expect(this.message).toHaveText(message);
    },
  };
}

/**
 * The result page the checkout sent the browser to: its address names the order alone (the keys
 * leave it before any third-party script runs, ADR 0040) and the keys it came with are kept on the
 * device, the payment token matching `token` when one is expected.
 */
export async function expectResultAddress(page: Page, tenantId: string, path: string, token?: RegExp) {
  await expect(page).toHaveURL(new RegExp(`^${shopUrl(tenantId, path)}\\?orderNumber=SBX[^&]+$`), {
    timeout: 15_000,
  });
  const [kept] = await page.evaluate(
    () => JSON.parse(localStorage.getItem('orderKeys') ?? '[]') as unknown[],
  );
  expect(kept).toMatchObject({
    orderNumber: new URL(page.url()).searchParams.get('orderNumber'),
    cartName: expect.any(String),
    ...(token ? { paymentToken: expect.stringMatching(token) } : {}),
  });
}

/** The state the shop persisted in the browser (cart name, running commit). */
export async function persistedState(page: Page, tenantId: string) {
  const raw = await page.evaluate(
    (key) => localStorage.getItem(key),
    `persist:shop:${tenant(tenantId).shopId}`,
  );
  const outer = JSON.parse(raw ?? '{}') as Record<string, string>;
  return {
    cart: JSON.parse(outer.cart ?? 'null') as { cartName: string | null; itemCount: number } | null,
    commit: JSON.parse(outer.commit ?? 'null') as {
      running: { orderNumber: string; retries: number } | null;
    } | null,
  };
}

/** A cart as the contract shows it, read from the shop's page. */
export function cartByApi(page: Page, tenantId: string, cartName: string) {
  const shop = tenant(tenantId);
  return page.evaluate(
    async ({ cartName, shopId, country }) => {
      const response = await fetch(`/api/shop/rest/v2/carts/${cartName}`, {
        headers: { 'X-Tenant-Id': shopId, 'X-Country': country },
      });
      return (await response.json()) as {
        items: Array<{ productId: string; amount: number; phoneNumber?: string }>;
      };
    },
    { cartName, shopId: shop.shopId, country: shop.country },
  );
}
