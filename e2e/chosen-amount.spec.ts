import { devices, type Locator, type Page } from '@playwright/test';
import { KEEP_TYPED_ATTRIBUTE, TYPED_LIVE_ATTRIBUTE } from '../src/config/keptTyped';
import { expect, shopUrl, tenant, test, text } from './helpers/shop';
import { topupForm } from './helpers/topup';

// The amount in the address is the amount chosen in the form, whenever the address changes: it was
// not once the form's code had come before the query changed (answering the consent panel with the
// form under it brought it), and the customer paid an amount they had not picked.

// a phone's screen, where the consent panel lies over the form: the desktop project runs these at a
// phone's width too, pressing with the mouse where the phone project taps
test.use({ consentAnswered: false, viewport: devices['Pixel 7'].viewport });

/** A press as the project's device makes it: a tap on a phone, a click on a desktop. */
const press = (locator: Locator, hasTouch: boolean) => (hasTouch ? locator.tap() : locator.click());

/** The hero's quick amounts, by the value each links to (?amount=). */
async function heroAmounts(page: Page): Promise<number[]> {
  const links = page.getByTestId('quick-amount');
  await expect(links.first()).toBeVisible();
  return (await links.evaluateAll((all) => all.map((link) => link.getAttribute('href') ?? ''))).map((href) =>
    Number(/[?&]amount=([\d.]+)/.exec(href)?.[1]),
  );
}

/** A client-side navigation of the page's own router, as a link of the shop makes one. */
async function navigate(page: Page, how: 'push' | 'replace', href: string) {
  await page.evaluate(
    ([method, url]) => {
      const { router } = (window as unknown as { next: { router: Record<string, (to: string) => unknown> } })
        .next;
      void router[method]!(url);
    },
    [how, href] as const,
  );
}

/** The form's own code has taken the server's form over (useKeptTyped marks it). */
const formLive = (page: Page) =>
  expect(page.locator(`form[${KEEP_TYPED_ATTRIBUTE}="topup"]`)).toHaveAttribute(TYPED_LIVE_ATTRIBUTE, '');

for (const [id, brand] of [
  ['congstar', 'congstar'],
  ['reloadnow', 'orange-fr'],
] as const) {
  const shop = tenant(id);
  const language = shop.defaultLocale;
  const path = shop.brandRoutes[brand]!;

  test(`${id}: the consent panel answered, the hero's amount tapped is the form's; a pick of the customer's own stands until the address changes @phone`, async ({
    page,
    hasTouch,
  }) => {
    await page.goto(shopUrl(id, path));
    const form = topupForm(page, id);
    const dialog = page.getByRole('dialog', { name: text(id, language, 'consent.title') });
    const answer = dialog.getByRole('button', { name: text(id, language, 'consent.onlyNecessary') });
    await expect(answer).toBeVisible();
    // As on the phone of the report: a tap's compatibility mouse events leave the pointer on the
    // button (a press with the mouse, even on the phone project), and once the panel is gone it
    // points at the form under it, whose code then comes.
    await answer.click();
    await expect(dialog).toBeHidden();
    await formLive(page);
    const [first, second, third] = await heroAmounts(page);
    await expect(form.amount(first!)).toBeChecked();

    await press(page.getByTestId('quick-amount').nth(1), hasTouch);
    await expect(page).toHaveURL(shopUrl(id, `${path}?amount=${second}#topup`));
    await expect(form.amount(second!)).toBeChecked();
    await expect(form.amount(second!)).toBeInViewport();

    // another amount of the hero, another client-side navigation
    await press(page.getByTestId('quick-amount').nth(2), hasTouch);
    await expect(page).toHaveURL(shopUrl(id, `${path}?amount=${third}#topup`));
    await expect(form.amount(third!)).toBeChecked();

    // the customer's own pick stands while the address names the same amount
    await form.amount(first!).check();
    await navigate(page, 'replace', `${path}?amount=${third}&from=e2e`);
    await expect(page).toHaveURL(shopUrl(id, `${path}?amount=${third}&from=e2e`));
    await expect(form.amount(first!)).toBeChecked();
    // and gives way to the next amount the address names
    await navigate(page, 'push', `${path}?amount=${second}`);
    await expect(page).toHaveURL(shopUrl(id, `${path}?amount=${second}`));
    await expect(form.amount(second!)).toBeChecked();
  });
}

/**
 * Holds the form's code back until `release`: meanwhile the server's form shows and takes the
 * customer's choices, as on a slow connection.
 */
async function holdFormCode(page: Page) {
  let release = () => undefined as void;
  const released = new Promise<void>((resolve) => (release = resolve));
  let requested = false;
  await page.route(/\/_next\/static\/chunks\/.+\.js$/, async (route) => {
    // Node does not resolve *.localhost as Chromium does; the build's files are the same on any host
    const url = new URL(route.request().url());
    url.hostname = '127.0.0.1';
    const fetched = await route
      .fetch({ url: url.href })
      .then(async (response) => ({ response, body: await response.text() }))
      // a script the page no longer waits for (its response is disposed) needs no answer
      .catch(() => null);
    if (!fetched) return;
    // the form's own chunk: the only one with the text of its busy button
    if (fetched.body.includes('topup.submitting')) {
      requested = true;
      await released;
    }
    await route.fulfill(fetched);
  });
  return { release, requested: () => requested };
}

test.describe('the form whose code comes late', () => {
  test.use({ consentAnswered: true });
  const id = 'congstar';
  const path = tenant(id).brandRoutes.congstar!;

  for (const order of ['after', 'before'] as const)
    test(`a pick in the server’s form ${order} the hero’s amount is the form’s once the code is in, if it came last @phone`, async ({
      page,
      hasTouch,
    }) => {
      const code = await holdFormCode(page);
      await page.goto(shopUrl(id, path));
      const form = topupForm(page, id);
      const [, second, , fourth] = await heroAmounts(page);
      const tapHero = async () => {
        await press(page.getByTestId('quick-amount').nth(1), hasTouch);
        await expect(page).toHaveURL(shopUrl(id, `${path}?amount=${second}#topup`));
      };
      // a tap in the server's form wakes the form as the hero's link does: its code is asked for,
      // and held back, by the first of the two
      const pick = () => form.amount(fourth!).check();
      await (order === 'after' ? tapHero() : pick());
      await expect.poll(code.requested).toBe(true);
      await (order === 'after' ? pick() : tapHero());
      code.release();
      await formLive(page);
      await expect(form.amount(order === 'after' ? fourth! : second!)).toBeChecked();
    });
});
