import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { describe, expect, it } from 'vitest';
import { makeStore } from '@/store/makeStore';
import { useShop, useShopOrNull } from '@/tenancy/useShop';
import { tenantFixture } from '../ui/tenantFixture';

const wrapperOf = (store: ReturnType<typeof makeStore>) =>
  function Wrapper({ children }: { children: ReactNode }) {
    return <Provider store={store}>{children}</Provider>;
  };

describe('useShop', () => {
  it('gives the tenant, the language and the API context of a shop page, the same object each render', () => {
    const tenant = tenantFixture();
    const store = makeStore({ tenant: { config: tenant, language: 'de', pinned: false } });
    const { result, rerender } = renderHook(() => useShop(), { wrapper: wrapperOf(store) });
    const first = result.current;
    expect(first).toEqual({
      tenant,
      language: 'de',
      ctx: { shopId: tenant.shopId, country: tenant.country },
    });
    rerender();
    expect(result.current).toBe(first);
  });

  it('outside a shop page says so instead of answering null', () => {
    const wrapper = wrapperOf(makeStore({}));
    expect(() => renderHook(() => useShop(), { wrapper })).toThrow(/outside a shop page/);
    expect(renderHook(() => useShopOrNull(), { wrapper }).result.current).toBeNull();
  });
});
