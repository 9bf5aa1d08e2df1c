import type { Page } from '@playwright/test';
import { tenant, text } from './shop';

/** The eSIM destination search as its customer reads it: the field and its first suggestion. */
export function destinationSearch(page: Page, tenantId: string, language = tenant(tenantId).defaultLocale) {
  const t = (key: string) => text(tenantId, language, `esimShop.${key}`);
  return {
    t,
    field: page.getByRole('combobox', { name: t('searchLabel') }),
    firstSuggestion: page
      .getByRole('listbox', { name: t('suggestions') })
      .getByRole('option')
      .first(),
  };
}
