import type { Page } from '@playwright/test';
import { expect, shopUrl, tenant, text } from './shop';

/** A user name no other test or retry uses. */
export const uniqueEmail = (label: string) =>
  `e2e-${label}-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}@example.com`;

/** A German mobile number for one test: its last four digits stay clear of the sandbox's 99xx outcomes. */
export const uniquePhone = () => {
  const digits = (count: number, from = 0) =>
    String(from + Math.floor(Math.random() * (10 ** count - from))).padStart(count, '0');
  return `0151${digits(4)}${digits(4, 1000).replace(/^99/, '98')}`;
};

/** A field's label as a whole, with or without the required-field asterisk. */
export const label = (text: string) =>
  new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(\\s*\\*)?$`);

/** The sign-in screens of a shop, named as its customer reads them. */
export function authScreens(page: Page, tenantId: string, language = tenant(tenantId).defaultLocale) {
  const t = (key: string) => text(tenantId, language, key);
  const shop = tenant(tenantId);
  const identifierLabel = t(shop.phoneRegistrationAllowed ? 'auth.emailOrPhone' : 'auth.email');
  const dialog = page.getByRole('dialog');
  const within = (scope: ReturnType<Page['getByRole']> | Page) => ({
    identifier: scope.getByRole('textbox', { name: label(identifierLabel) }),
    password: scope.getByLabel(label(t('auth.password'))),
    newPassword: scope.getByLabel(label(t('auth.newPassword'))),
    repeat: scope.getByLabel(label(t('auth.repeatPassword'))),
    code: scope.getByRole('textbox', { name: label(t('auth.code')) }),
  });
  return {
    t,
    dialog,
    inDialog: within(dialog),
    onPage: within(page),
    entry: page.getByRole('banner').getByRole('link', { name: t('nav.login') }),
    account: page.getByRole('banner').getByRole('link', { name: t('nav.account') }),
    /** a notification: errors are alerts, successes status messages */
    notice: (key: string) => page.locator('[role="alert"], [role="status"]').filter({ hasText: t(key) }),
  };
}

/** The newest code the sandbox inbox shows for a recipient ("registration code 123456"). */
export async function inboxCode(page: Page, tenantId: string, recipient: string, purpose: string) {
  const inbox = await page.context().newPage();
  await inbox.goto(shopUrl(tenantId, '/sandbox/inbox'));
  const message = inbox
    .getByRole('listitem')
    .filter({ hasText: recipient })
    .filter({ hasText: purpose })
    .first();
  await expect(message).toBeVisible();
  const code = new RegExp(`${purpose} code (\\d{4,8})`).exec(await message.innerText())?.[1];
  await inbox.close();
  if (!code) throw new Error(`no ${purpose} code for ${recipient}`);
  return code;
}

/** Registers in the login dialog and confirms with the inbox's code; the kept password signs in. */
export async function registerAndConfirm(page: Page, tenantId: string, email: string, password: string) {
  const view = authScreens(page, tenantId);
  await view.entry.click();
  await expect(view.dialog).toBeVisible();
  await view.dialog.getByRole('button', { name: view.t('auth.toRegistration') }).click();
  await view.inDialog.identifier.fill(email);
  await view.inDialog.newPassword.fill(password);
  await view.inDialog.repeat.fill(password);
  // whole: English "Register" is also in "Already registered? Log in"
  await view.dialog.getByRole('button', { name: view.t('auth.registerAction'), exact: true }).click();
  // the first registration of a run may meet a cold sandbox database (migrations, seeding)
  await expect(view.inDialog.code).toBeVisible({ timeout: 45_000 });
  await view.inDialog.code.fill(await inboxCode(page, tenantId, email, 'registration'));
  await view.dialog.getByRole('button', { name: view.t('auth.confirmAction') }).click();
  await expect(view.account).toBeVisible();
  return view;
}

/**
 * Saves a card for the signed-in customer as the account's "add a card" does, through the
 * contract from inside the shop's page: payment-tokens/create, then Approve on the sandbox's page
 * (its call, not its buttons: the way back leads to the account, not where the test goes on).
 */
export async function saveCardByApi(page: Page, tenantId: string) {
  const shop = tenant(tenantId);
  await page.evaluate(
    async ({ shopId, country }) => {
      const headers = { 'Content-Type': 'application/json', 'X-Tenant-Id': shopId, 'X-Country': country };
      const call = async (path: string, body?: unknown) => {
        const response = await fetch(path, {
          method: 'POST',
          credentials: 'same-origin',
          headers,
          body: body === undefined ? undefined : JSON.stringify(body),
        });
        if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`);
        return (await response.json()) as { payerUrl?: string };
      };
      const { payerUrl } = await call('/api/shop/rest/payment-tokens/create', {
        paymentMethod: 'creditcard',
        deliveryAddress: { firstname: 'Ada', lastname: 'Lovelace', email: 'ada@example.com' },
      });
      const paymentId = /\/sandbox\/pay\/([^?]+)/.exec(payerUrl ?? '')?.[1];
      if (!paymentId) throw new Error(`no sandbox payment page in ${payerUrl}`);
      await call(`/api/shop/sandbox/payments/${paymentId}/approve`);
    },
    { shopId: shop.shopId, country: shop.country },
  );
}
