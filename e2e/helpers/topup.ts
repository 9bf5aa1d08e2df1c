import type { Page } from '@playwright/test';
import { formatPrice } from '../../src/tenancy/money';
import { expect, shopUrl, tenant, text } from './shop';

/** Test phone numbers of each shop's phone country (docs/sandbox-test-data.md: the last 4 digits decide). */
export const PHONES: Record<string, string> = {
  de: '015112345678',
  nl: '0612345678',
  gb: '07400123456',
  fr: '0612345678',
  at: '06641234567',
  be: '0470123456',
};

// accessible names carry plain spaces where prices have no-break spaces
const escape = (value: string) =>
  value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/[\s\u00a0\u202f]/g, '\\s');

/** The pieces of a shop's top-up form, named as its customer reads them. */
export function topupForm(page: Page, tenantId: string, language = tenant(tenantId).defaultLocale) {
  const shop = tenant(tenantId);
  const t = (key: string) => text(tenantId, language, key);
  const price = (amount: number) => formatPrice(amount, shop.currency, language, shop.moneyStyles);
  const form = page.getByRole('form', { name: t('topup.title') });
  return {
    t,
    price,
    form,
    phone: form.getByRole('textbox', { name: t('topup.phone') }),
    amount: (value: number) => form.getByRole('radio', { name: new RegExp(`^${escape(price(value))}`) }),
    differentAmount: form.getByRole('radio', { name: t('topup.differentAmount') }),
    customAmount: form.getByRole('textbox', {
      name: new RegExp(escape(t('topup.differentAmount').split(' ')[0]!), 'i'),
    }),
    quantity: form.getByRole('spinbutton', { name: t('topup.quantity') }),
    kind: (kind: string) => form.getByRole('radio', { name: t(`topup.kinds.${kind}`) }),
    autoType: (type: string) => form.getByRole('radio', { name: t(`topup.autoTypes.${type}`) }),
    submit: form.getByRole('button', { name: t('topup.submit') }),
  };
}

export interface TopupInput {
  phone?: string;
  /** a face value, or `free` for the different-amount field */
  amount?: number;
  free?: number;
  quantity?: number;
}

/** Opens a brand page and waits for its form to have the brand's products. */
export async function openBrand(page: Page, tenantId: string, brand?: string, query = '') {
  const shop = tenant(tenantId);
  const path = brand ? shop.brandRoutes[brand]! : shop.mainPage;
  await page.goto(shopUrl(tenantId, `${path}${query}`));
  const form = topupForm(page, tenantId);
  // the first page of a fresh sandbox seeds its catalogue
  await expect(form.submit).toBeVisible({ timeout: 15_000 });
  return form;
}

/** Fills the once-off form and adds to cart; waits until the shop has moved on to checkout. */
export async function addTopup(page: Page, tenantId: string, input: TopupInput, brand?: string) {
  const shop = tenant(tenantId);
  const form = await openBrand(page, tenantId, brand);
  await form.phone.fill(input.phone ?? PHONES[shop.phoneCountryCodes[0]!]!);
  if (input.free !== undefined) {
    await form.differentAmount.check();
    await page.locator('input[name="customAmount"]').fill(String(input.free));
  } else if (input.amount !== undefined) await form.amount(input.amount).check();
  if (input.quantity !== undefined) await form.quantity.fill(String(input.quantity));
  await form.submit.click();
  return form;
}

/** Where add to cart leads (SPEC §2): the cart page, or payment where the shop skips it. */
export const checkoutPath = (tenantId: string) => {
  const { features } = tenant(tenantId);
  return features.cartPageAvailable && !features.skipCartPageAtCheckout
    ? '/shop/checkout/cart'
    : '/shop/checkout/payment';
};
