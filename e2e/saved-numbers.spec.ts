import type { Page } from '@playwright/test';
import { label, registerAndConfirm, uniqueEmail } from './helpers/account';
import { checkoutPath, openBrand, PHONES } from './helpers/topup';
import { consentToStatistics, expect, shopUrl, tenant, test, text, thirdPartyRequests } from './helpers/shop';

/** congstar sells one brand; opwaarderen several, each with its form. */
const SHOPS = [
  { id: 'congstar', brand: undefined },
  { id: 'opwaarderen', brand: 'kpn' },
] as const;

const phoneOf = (tenantId: string) => PHONES[tenant(tenantId).phoneCountryCodes[0]!]!;
/** the number's digits after its national 0, as any form of it (national, E.164, formatted) carries them */
const digitsOf = (tenantId: string) => phoneOf(tenantId).replace(/^0/, '');
const onlyDigits = (value: string) => value.replace(/\D/g, '');

function numberChoice(page: Page, tenantId: string) {
  const t = (key: string) => text(tenantId, tenant(tenantId).defaultLocale, key);
  return {
    t,
    saved: page.getByRole('radiogroup', { name: t('savedNumbers.savedLegend') }),
    remembered: page.getByRole('radiogroup', { name: t('savedNumbers.rememberedLegend') }),
    remember: page.getByRole('checkbox', { name: t('savedNumbers.remember') }),
  };
}

for (const shop of SHOPS) {
  test.describe(`${shop.id}: numbers a customer comes back to`, () => {
    test('a signed-in customer saves a number with a name and picks it on the next visit', async ({
      page,
    }) => {
      await page.goto(shopUrl(shop.id, tenant(shop.id).mainPage));
      await registerAndConfirm(page, shop.id, uniqueEmail(`saved-${shop.id}`), 'correct horse battery');
      await page.goto(shopUrl(shop.id, '/account/saved-numbers'));
      const choice = numberChoice(page, shop.id);
      await page
        .getByRole('textbox', { name: label(choice.t('savedNumbers.number')) })
        .fill(phoneOf(shop.id));
      await page.getByRole('textbox', { name: label(choice.t('savedNumbers.name')) }).fill('Mum');
      await page.getByRole('button', { name: choice.t('savedNumbers.save') }).click();
      const row = page.getByTestId('saved-number');
      await expect(row).toHaveCount(1);
      await expect(row).toContainText('Mum');

      // the next visit: a new page load of the top-up form
      const form = await openBrand(page, shop.id, shop.brand);
      const mum = choice.saved.getByRole('radio', { name: /Mum/ });
      await expect(mum).toBeVisible();
      const box = await mum.locator('xpath=ancestor::label').boundingBox();
      expect(box?.height).toBeGreaterThanOrEqual(44);
      await mum.check();
      await expect.poll(async () => onlyDigits(await form.phone.inputValue())).toContain(digitsOf(shop.id));
      await form.submit.click();
      await expect(page).toHaveURL(new RegExp(`${checkoutPath(shop.id)}$`));
    });

    test('a guest opts in, picks the remembered number after a new page load, then forgets it @phone', async ({
      page,
    }) => {
      const choice = numberChoice(page, shop.id);
      let form = await openBrand(page, shop.id, shop.brand);
      await expect(choice.remembered).toHaveCount(0);
      await form.phone.fill(phoneOf(shop.id));
      await choice.remember.check();
      await form.submit.click();
      await expect(page).toHaveURL(new RegExp(`${checkoutPath(shop.id)}$`));

      form = await openBrand(page, shop.id, shop.brand);
      await expect(form.phone).toHaveValue('');
      const remembered = choice.remembered.getByRole('radio');
      await expect(remembered).toHaveCount(1);
      // the keyboard picks it as a finger does
      await remembered.focus();
      await page.keyboard.press('Space');
      await expect.poll(async () => onlyDigits(await form.phone.inputValue())).toContain(digitsOf(shop.id));
      await choice.remembered.getByRole('button').click();
      await expect(choice.remembered).toHaveCount(0);
      await page.reload();
      await expect(form.submit).toBeVisible();
      await expect(choice.remembered).toHaveCount(0);
    });
  });
}

test('congstar: with statistics consent, no third-party request carries a remembered number', async ({
  page,
  context,
}) => {
  await consentToStatistics(context, 'congstar');
  const thirdParty = thirdPartyRequests(page, 'congstar');
  const choice = numberChoice(page, 'congstar');
  let form = await openBrand(page, 'congstar');
  await form.phone.fill(phoneOf('congstar'));
  await choice.remember.check();
  await form.submit.click();
  await expect(page).toHaveURL(new RegExp(`${checkoutPath('congstar')}$`));
  form = await openBrand(page, 'congstar');
  await choice.remembered.getByRole('radio').check();
  await expect.poll(async () => onlyDigits(await form.phone.inputValue())).toContain(digitsOf('congstar'));
  expect(thirdParty.length).toBeGreaterThan(0);
  for (const request of thirdParty) {
    const sent = onlyDigits(
      `${request.url()} ${request.postData() ?? ''} ${(await request.allHeaders()).referer ?? ''}`,
    );
    expect(sent).not.toContain(digitsOf('congstar'));
  }
});
