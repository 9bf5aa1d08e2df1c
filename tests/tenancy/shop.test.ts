import { describe, expect, it } from 'vitest';
import { makeStore } from '@/store/makeStore';
import { selectShop } from '@/tenancy/shop';
import { tenantLoaded } from '@/tenancy/tenantSlice';
import { tenantFixture } from '../ui/tenantFixture';

describe('selectShop, which the shell reads on every page', () => {
  it('answers the same object while the tenant and the language stay, a new one when either changes', () => {
    const tenant = tenantFixture();
    const store = makeStore({ tenant: { config: tenant, language: 'de', pinned: false } });
    const first = selectShop(store.getState());
    expect(first).toEqual({
      tenant,
      language: 'de',
      ctx: { shopId: tenant.shopId, country: tenant.country },
    });
    store.dispatch({ type: 'unrelated' });
    expect(selectShop(store.getState())).toBe(first);

    store.dispatch(tenantLoaded({ config: tenant, language: 'en', pinned: false }));
    const english = selectShop(store.getState());
    expect(english).toEqual({ ...first, language: 'en' });
    expect(selectShop(store.getState())).toBe(english);

    const other = tenantFixture({ id: 'other', shopId: 'other-shop' });
    store.dispatch(tenantLoaded({ config: other, language: 'en', pinned: false }));
    expect(selectShop(store.getState())?.ctx.shopId).toBe('other-shop');
  });

  it('answers each store the same object for the same tenant and language (a server render and the browser)', () => {
    const tenant = tenantFixture();
    const other = tenantFixture({ id: 'other', shopId: 'other-shop' });
    const first = makeStore({ tenant: { config: tenant, language: 'de', pinned: false } });
    const second = makeStore({ tenant: { config: other, language: 'de', pinned: false } });
    const shop = selectShop(first.getState());
    expect(selectShop(second.getState())).not.toBe(shop);
    expect(selectShop(first.getState())).toBe(shop);
  });

  it('is null while the shop is unknown', () => {
    expect(selectShop(makeStore({}).getState())).toBeNull();
  });
});
