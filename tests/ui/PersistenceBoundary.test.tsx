import { render, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { makeStore } from '@/store/makeStore';
import { PersistenceBoundary } from '@/store/PersistenceBoundary';
import { setColorScheme } from '@/ui/theme/themeSlice';

const KEY = 'shop:persist-test';

describe('PersistenceBoundary', () => {
  afterEach(() => localStorage.clear());

  it('renders the preloaded state first, then rehydrates the persisted slices from localStorage', async () => {
    localStorage.setItem(
      `persist:${KEY}`,
      JSON.stringify({ theme: JSON.stringify({ colorScheme: 'dark' }), _persist: '{"version":-1}' }),
    );
    const store = makeStore({ theme: { colorScheme: 'light' } }, KEY);
    const { getByText } = render(
      <PersistenceBoundary store={store} slices={['theme']}>
        <p>page</p>
      </PersistenceBoundary>,
    );
    // the first render never waits for storage
    expect(getByText('page')).toBeDefined();
    expect(store.getState().theme.colorScheme).toBe('light');
    await waitFor(() => expect(store.getState().theme.colorScheme).toBe('dark'));
  });

  it('writes changes of a persisted slice back to localStorage', async () => {
    const store = makeStore({ theme: { colorScheme: 'light' } }, KEY);
    render(
      <PersistenceBoundary store={store} slices={['theme']}>
        <p>page</p>
      </PersistenceBoundary>,
    );
    await waitFor(() => expect(localStorage.getItem(`persist:${KEY}`)).not.toBeNull());
    store.dispatch(setColorScheme('dark'));
    await waitFor(() => expect(localStorage.getItem(`persist:${KEY}`)).toContain('dark'));
  });

  it('leaves the store alone when no slice is persisted', async () => {
    const store = makeStore({ theme: { colorScheme: 'light' } }, KEY);
    const stateBefore = store.getState();
    render(
      <PersistenceBoundary store={store} slices={[]}>
        <p>page</p>
      </PersistenceBoundary>,
    );
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(store.getState()).toBe(stateBefore);
    expect(localStorage.length).toBe(0);
  });

  it('keeps the slices the server read from the request, without a store update for them', async () => {
    // storage holds an older cart and an earlier customer; the server rendered the cookie's cart
    localStorage.setItem(
      `persist:${KEY}`,
      JSON.stringify({
        cart: JSON.stringify({ cartName: 'older-cart', itemCount: 3 }),
        checkout: JSON.stringify({ address: null, orderNumber: 'ORD-1' }),
        _persist: '{"version":-1}',
      }),
    );
    const served = { cartName: 'cookie-cart', itemCount: 1 };
    const store = makeStore({ cart: served }, KEY);
    const cartChanges: unknown[] = [];
    store.subscribe(() => {
      const cart = store.getState().cart;
      if (cart !== served && !cartChanges.includes(cart)) cartChanges.push(cart);
    });
    render(
      <PersistenceBoundary store={store} slices={['cart', 'checkout']} fromServer={['cart']}>
        <p>page</p>
      </PersistenceBoundary>,
    );
    // what only the browser knows comes back; the served slice is the very object the page shows
    await waitFor(() => expect(store.getState().checkout.orderNumber).toBe('ORD-1'));
    expect(store.getState().cart).toBe(served);
    expect(cartChanges).toEqual([]);
  });
});
