import { expect, shopUrl, tenant, test, text } from './helpers/shop';
import { destinationSearch } from './helpers/esim';
import { holdScripts } from './helpers/scripts';
import { openBrand, PHONES, topupForm } from './helpers/topup';

// The page's purpose is in the server's HTML, before any JavaScript (docs/performance.md §4.1).

// these tests act on a page before it hydrates, or without its scripts at all
test.use({ waitForHydration: false });

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  for (const [id, callingCode] of [
    ['congstar', '+49'],
    ['tmobilenl', '+31'],
  ] as const) {
    test(`${id}: the brand page shows the phone field, the amounts and add to cart`, async ({ page }) => {
      await page.goto(shopUrl(id, tenant(id).mainPage));
      const form = topupForm(page, id);
      await expect(form.phone).toBeVisible();
      // the calling code, not the country's letters: it comes with the tenant, not the phone metadata
      await expect(form.form.getByText(callingCode, { exact: true })).toBeVisible();
      await expect(form.amount(10)).toBeVisible();
      await expect(form.amount(25)).toBeVisible();
      await expect(form.submit).toBeVisible();
    });
  }

  test('aufladen: the shop home shows its brands with their prices', async ({ page }) => {
    const id = 'aufladen';
    const shop = tenant(id);
    await page.goto(shopUrl(id, '/shop'));
    const grid = page.getByRole('region', { name: text(id, shop.defaultLocale, 'catalog.brandsTitle') });
    await expect(page.getByTestId('brand-card')).toHaveCount(Object.keys(shop.brandRoutes).length);
    // each brand's lowest price comes from the shop's catalogue
    const [before, after] = text(id, shop.defaultLocale, 'catalog.priceFrom').split('{{price}}');
    const escape = (part = '') => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    const from = new RegExp(`${escape(before)}\\d+,\\d{2}\u00a0€${escape(after)}`);
    await expect(grid.getByText(from).first()).toBeVisible();
  });
});

test('what is typed before the form’s code arrives is kept, and the form then works', async ({ page }) => {
  // every script of the page loads after the typing, at once: room for a busy machine
  test.setTimeout(60_000);
  const id = 'congstar';
  // every script waits until the customer has typed into the server's form
  const { release } = await holdScripts(page);
  await page.goto(shopUrl(id, tenant(id).mainPage), { waitUntil: 'commit' });
  const form = topupForm(page, id);
  await form.phone.fill(PHONES.de!);
  await form.amount(20).check();
  // a press before the code is in sends no form by itself (the page would reload): it is held
  await form.submit.click();
  await expect(page).toHaveURL(shopUrl(id, tenant(id).mainPage));
  release();
  // the form's code takes over with what was typed, and carries the press out (ADR 22)
  await expect(page).toHaveURL(/\/shop\/checkout\/(cart|payment)/, { timeout: 30_000 });
});

test('the form’s code comes when the customer reaches for the form, not for a page only read', async ({
  page,
}) => {
  for (const id of ['congstar', 'tmobilenl']) {
    const form = await openBrand(page, id);
    await page.waitForLoadState('networkidle');
    // the server's form, not taken over: its code has not come
    await expect(form.form).not.toHaveAttribute('data-typed-live');
    // pressed at once, add to cart is carried out once the code is in: the form asks for a number
    await form.submit.click();
    await expect(form.phone).toBeFocused();
    await expect(form.form.getByRole('alert').first()).toBeVisible();
    await expect(form.form).toHaveAttribute('data-typed-live');
  }
});

test.describe('a first visit', () => {
  test.use({ consentAnswered: false });

  test('shows the consent panel with the page, before its code; once chosen, it stays away', async ({
    page,
  }) => {
    // every script of the page loads late, twice: room for a busy machine
    test.setTimeout(60_000);
    const id = 'congstar';
    const t = (key: string) => text(id, tenant(id).defaultLocale, key);
    const scripts = await holdScripts(page);
    await page.goto(shopUrl(id, tenant(id).mainPage), { waitUntil: 'commit' });
    const dialog = page.getByRole('dialog', { name: t('consent.title') });
    await expect(dialog).toBeVisible();
    const onlyNecessary = dialog.getByRole('button', { name: t('consent.onlyNecessary') });
    // its buttons wait for its code
    await expect(onlyNecessary).toBeDisabled();
    scripts.release();
    await expect(onlyNecessary).toBeEnabled({ timeout: 30_000 });
    await onlyNecessary.click();
    await expect(dialog).toBeHidden();

    scripts.hold();
    await page.goto(shopUrl(id, tenant(id).mainPage), { waitUntil: 'commit' });
    await expect(topupForm(page, id).phone).toBeVisible();
    await expect(dialog).toBeHidden();
    scripts.release();
  });
});

test('a destination typed on the shop home before its code arrives is kept, with its suggestions', async ({
  page,
}) => {
  // every script of the page loads after the typing, at once: room for a busy machine
  test.setTimeout(60_000);
  const { release } = await holdScripts(page);
  await page.goto(shopUrl('reloadnow', '/shop'), { waitUntil: 'commit' });
  const search = destinationSearch(page, 'reloadnow');
  await search.field.fill('Europ');
  release();
  await expect(search.firstSuggestion).toBeVisible({ timeout: 30_000 });
  await expect(search.field).toHaveValue('Europ');
});

test('the eSIM home keeps the server’s finder while only read; a destination typed wakes it', async ({
  page,
}) => {
  const { release } = await holdScripts(page);
  await page.goto(shopUrl('esim', '/'), { waitUntil: 'commit' });
  const search = destinationSearch(page, 'esim');
  const served = await search.field.elementHandle();
  release();
  await page.waitForLoadState('networkidle');
  const isServers = () => served!.evaluate((field) => field.isConnected);
  // hydrated, and the server's field still there: the finder's code did not render over it
  expect(await isServers()).toBe(true);
  await search.field.fill('Fra');
  await expect(search.firstSuggestion).toBeVisible();
  expect(await isServers()).toBe(false);
  await expect(search.field).toHaveValue('Fra');
});
