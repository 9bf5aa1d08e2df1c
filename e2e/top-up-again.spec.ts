import type { Page } from '@playwright/test';
import { registerAndConfirm, saveCardByApi, uniqueEmail } from './helpers/account';
import { paymentPage } from './helpers/checkout';
import {
  cartByApi,
  checkoutByApi,
  payOnSandbox,
  persistedState,
  resultPage,
  testPhone,
  type CheckoutItem,
} from './helpers/result';
import { expect, shopUrl, tenant, test, text } from './helpers/shop';

// A returning customer buys a past order again in one tap: from the account and from the result of
// a successful order, the same items reach the payment page, where a saved card is chosen already.
const PASSWORD = 'again-Secret-1';

/** An item of the test orders: every one names its amount. */
type Bought = CheckoutItem & { amount: number };

/** Each shop's past order: one brand on congstar; two operators on the multi-brand reloadnow. */
const ORDERS: Record<string, { items: (tenantId: string) => Bought[]; from: 'overview' | 'orderPage' }> = {
  congstar: {
    items: (id) => [{ productId: 'congstar-topup-15', amount: 15, phoneNumber: testPhone(id) }],
    from: 'overview',
  },
  reloadnow: {
    items: (id) => [
      { productId: 'orange-fr-topup-10', amount: 10, phoneNumber: testPhone(id) },
      { productId: 'sfr-topup-15', amount: 15, phoneNumber: testPhone(id, '5678') },
    ],
    from: 'orderPage',
  },
};

/** A signed-in customer with a saved card and a paid order; the result page of its success is open. */
async function customerWithOrder(page: Page, tenantId: string, items: CheckoutItem[]) {
  await page.goto(shopUrl(tenantId, tenant(tenantId).mainPage));
  await registerAndConfirm(page, tenantId, uniqueEmail(`again-${tenantId}`), PASSWORD);
  await saveCardByApi(page, tenantId);
  const started = await checkoutByApi(page, tenantId, items, 'creditcard');
  await payOnSandbox(page, tenantId, started.payerUrl!, 'Approve');
  const result = resultPage(page, tenantId);
  await result.expectOutcome('Success', 'successful', result.t('result.message.success'));
  return started.orderNumber;
}

/** The "top up again" button of one order, by the name that says which order it buys again. */
const againButton = (page: Page, tenantId: string, orderNumber: string) =>
  page.getByRole('button', {
    name: text(tenantId, tenant(tenantId).defaultLocale, 'repeatOrder.labelOf').replace(
      '{{number}}',
      orderNumber,
    ),
  });

/** On the payment page: the cart holds the order's items again, and the saved card is chosen. */
async function expectPaymentWith(page: Page, tenantId: string, items: Bought[]) {
  await expect(page).toHaveURL(shopUrl(tenantId, '/shop/checkout/payment'), { timeout: 15_000 });
  const view = paymentPage(page, tenantId);
  await expect(view.form.getByRole('radio', { name: /\d\d\/\d\d/ })).toBeChecked({ timeout: 15_000 });
  const { cart } = await persistedState(page, tenantId);
  const { items: inCart } = await cartByApi(page, tenantId, cart!.cartName!);
  const line = (item: { productId: string; amount: number; phoneNumber?: string }) =>
    `${item.productId} ${item.amount} ${item.phoneNumber}`;
  expect(inCart.map(line).sort()).toEqual(items.map(line).sort());
  // the summary names every line as the order did
  for (const item of items) await expect(page.getByText(view.price(item.amount)).first()).toBeVisible();
}

test.describe('top up again', () => {
  test.setTimeout(180_000);

  for (const [tenantId, order] of Object.entries(ORDERS)) {
    const items = order.items(tenantId);

    test(`${tenantId}: from the result page of a success, one tap reaches payment with the same items @phone`, async ({
      page,
    }) => {
      const orderNumber = await customerWithOrder(page, tenantId, items);
      await againButton(page, tenantId, orderNumber).click();
      await expectPaymentWith(page, tenantId, items);
    });

    test(`${tenantId}: a past order in the account, one tap, payment with the same items`, async ({
      page,
    }) => {
      const orderNumber = await customerWithOrder(page, tenantId, items);
      await page.goto(
        shopUrl(tenantId, order.from === 'overview' ? '/account' : `/account/orders/${orderNumber}`),
      );
      await againButton(page, tenantId, orderNumber).click();
      await expectPaymentWith(page, tenantId, items);
    });
  }
});
