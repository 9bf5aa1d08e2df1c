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

const shops = new WeakMap<TenantConfig, Map<string, Shop>>();

/**
 * The shop, or null while its id is unknown (the bare Loading page, SPEC §2). One object per tenant
 * and language, so the components that read it render only when either changes, whichever store
 * asks (a server render and a browser's). Remembered by hand, not by a reselect selector: this one
 * is in the shell, and reselect would add 1.3 KB gzip to every page's first load.
 */
export function selectShop(state: RootState): Shop | null {
  const tenant = selectTenant(state);
  if (!tenant) return null;
  const language = selectLanguage(state);
  let byLanguage = shops.get(tenant);
  if (!byLanguage) shops.set(tenant, (byLanguage = new Map()));
  let shop = byLanguage.get(language);
  if (!shop) {
    shop = { tenant, language, ctx: { shopId: tenant.shopId, country: tenant.country } };
    byLanguage.set(language, shop);
  }
  return shop;
}

/** The shop of a store that serves a shop page; a call made before the shop is known is a bug. */
export function shopOf(state: RootState): Shop {
  const shop = selectShop(state);
  if (!shop) throw new Error('no shop: a shop call ran before the tenant was loaded');
  return shop;
}
