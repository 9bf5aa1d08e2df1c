import { createSelector } from '@reduxjs/toolkit';
import type { ApiContext } from '@/api/http';
import type { RootState } from '@/store/makeStore';
import type { TenantConfig } from './schema';
import { selectLanguage, selectTenant } from './tenantSlice';

/** The shop a page or a call belongs to: its tenant, the page's language and the contract's headers. */
export interface Shop {
  tenant: TenantConfig;
  /** language of the texts on the page, e.g. "fr" */
  language: string;
  /** the shop's identity for every contract call (SPEC §7 headers) */
  ctx: ApiContext;
}

/** The shop, or null while its id is unknown (the bare Loading page, SPEC §2). One object per tenant and language. */
export const selectShop = createSelector([selectTenant, selectLanguage], (tenant, language): Shop | null =>
  tenant ? { tenant, language, ctx: { shopId: tenant.shopId, country: tenant.country } } : null,
);

/** The shop of a store that serves a shop page; a call made before the shop is known is a bug. */
export function shopOf(state: RootState): Shop {
  const shop = selectShop(state);
  if (!shop) throw new Error('no shop: a shop call ran before the tenant was loaded');
  return shop;
}
