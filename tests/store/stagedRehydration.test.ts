// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { emptyAddress } from '@/features/checkout/addressForm';
import { cartNamed } from '@/features/cart/cartSlice';
import { addressTyped } from '@/features/checkout/checkoutSlice';
import { makeStore, type RootState } from '@/store/makeStore';
import { startPersistence } from '@/store/persistence';
import { persistedSlices } from '@/store/rootReducer';
import { tenantFixture } from '../ui/tenantFixture';

const KEY = 'shop:staged-test';
const address = { ...emptyAddress(tenantFixture()), firstname: 'Ada', email: 'ada@example.com' };

/** What a reload finds: every persisted slice as the shop wrote it. */
const stored = {
  cart: { cartName: 'cart-1', itemCount: 2 },
  checkout: { address, orderNumber: 'SBX1', paymentAttempt: true },
  commit: { running: { cartName: 'cart-1', orderNumber: 'SBX1', paymentToken: 'TOK-1', retries: 3 } },
  auth: { user: null },
};

function store(preloaded: Partial<RootState> = {}) {
  localStorage.setItem(
    `persist:${KEY}`,
    JSON.stringify({
      ...Object.fromEntries(Object.entries(stored).map(([name, state]) => [name, JSON.stringify(state)])),
      _persist: JSON.stringify({ version: -1, rehydrated: true }),
    }),
  );
  return makeStore(preloaded, KEY);
}

/** The top-level parts of the state each store update changed, one list per update. */
function updates(watched: ReturnType<typeof makeStore>): string[][] {
  const seen: string[][] = [];
  let before = watched.getState() as unknown as Record<string, unknown>;
  watched.subscribe(() => {
    const after = watched.getState() as unknown as Record<string, unknown>;
    const changed = Object.keys(after).filter((name) => name !== '_persist' && after[name] !== before[name]);
    if (changed.length) seen.push(changed);
    before = after;
  });
  return seen;
}

/** Runs the tasks one by one until the rehydration is over: how many tasks it took. */
async function tasksUntilHydrated(watched: ReturnType<typeof makeStore>): Promise<number> {
  let tasks = 0;
  while (!watched.getState().commitView.hydrated && tasks < 20) {
    await vi.advanceTimersToNextTimerAsync();
    tasks++;
  }
  return tasks;
}

describe('the stored state comes back in tasks of its own', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    vi.useRealTimers();
    localStorage.clear();
  });

  it('restores every persisted slice exactly as stored, then sets the hydrated flags', async () => {
    const shop = store();
    startPersistence(shop);
    await tasksUntilHydrated(shop);
    const state = shop.getState();
    for (const name of persistedSlices)
      expect(state[name as keyof RootState]).toEqual(stored[name as keyof typeof stored]);
    expect([state.cartContent.hydrated, state.commitView.hydrated, state.authView.hydrated]).toEqual([
      true,
      true,
      true,
    ]);
  });

  it('one slice per task, and the hydrated flags last, with the slice a kept form types into', async () => {
    const shop = store();
    const seen = updates(shop);
    startPersistence(shop);
    // the storage's answer is read in the task that starts persistence: nothing of it lands there
    await Promise.resolve();
    await Promise.resolve();
    expect(seen).toEqual([]);
    const counts: number[] = [];
    while (!shop.getState().commitView.hydrated) {
      const before = seen.length;
      await vi.advanceTimersToNextTimerAsync();
      counts.push(seen.length - before);
    }
    // auth is stored as the state holds it: no update for it; the typed address comes with the flags
    expect(seen).toEqual([['cart'], ['commit'], ['cartContent', 'checkout', 'commitView', 'authView']]);
    expect(counts.every((count) => count <= 1)).toBe(true);
  });

  it('keeps the state’s object of a slice stored as the state holds it', async () => {
    const cart = { cartName: 'cart-1', itemCount: 2 };
    const checkout = { ...stored.checkout, address: { ...address } };
    const shop = store({ cart, checkout });
    const seen = updates(shop);
    startPersistence(shop);
    await tasksUntilHydrated(shop);
    expect(shop.getState().cart).toBe(cart);
    // the one restored with the flags too
    expect(shop.getState().checkout).toBe(checkout);
    expect(seen.flat()).not.toContain('cart');
    expect(seen.flat()).not.toContain('checkout');
  });

  it('keeps a slice changed after its own task, and writes it to storage', async () => {
    const shop = store();
    startPersistence(shop);
    await vi.advanceTimersToNextTimerAsync();
    expect(shop.getState().cart).toEqual(stored.cart);
    // a cart made after the stored one came back is not taken back by what follows
    shop.dispatch(cartNamed({ cartName: 'cart-2', itemCount: 1 }));
    await tasksUntilHydrated(shop);
    expect(shop.getState().cart).toEqual({ cartName: 'cart-2', itemCount: 1 });
    expect(shop.getState().commit).toEqual(stored.commit);
    await vi.runOnlyPendingTimersAsync();
    await vi.runOnlyPendingTimersAsync();
    expect(localStorage.getItem(`persist:${KEY}`)).toContain('cart-2');
  });

  it('brings the typed address back in the update that sets the flags, so a kept form adopts over it at once', async () => {
    const shop = store();
    const flagged: unknown[] = [];
    shop.subscribe(() => {
      const state = shop.getState();
      if (state.cartContent.hydrated && flagged.length === 0) flagged.push(state.checkout.address);
    });
    startPersistence(shop);
    const typed = { ...address, firstname: 'Amine' };
    // typed after hydration, before the stored address is back: the keeper adopts it again at `ready`
    await vi.advanceTimersToNextTimerAsync();
    shop.dispatch(addressTyped(typed));
    await vi.advanceTimersToNextTimerAsync();
    expect(shop.getState().checkout.address).toEqual(typed);
    await tasksUntilHydrated(shop);
    expect(flagged).toEqual([address]);
  });

  it('leaves the slices the server rendered from the request', async () => {
    const served = { cartName: 'cookie-cart', itemCount: 1 };
    const shop = store({ cart: served });
    startPersistence(shop, persistedSlices, ['cart']);
    await tasksUntilHydrated(shop);
    expect(shop.getState().cart).toBe(served);
    expect(shop.getState().checkout).toEqual(stored.checkout);
  });

  it('restores nothing more once paused', async () => {
    const shop = store();
    const persistor = startPersistence(shop);
    await vi.advanceTimersToNextTimerAsync();
    persistor.pause();
    await vi.runAllTimersAsync();
    expect(shop.getState().cart).toEqual(stored.cart);
    expect(shop.getState().commit.running).toBeNull();
    expect(shop.getState().commitView.hydrated).toBe(false);
  });

  it('sets the hydrated flags in a task of their own when nothing is stored', async () => {
    localStorage.clear();
    const shop = makeStore({}, KEY);
    startPersistence(shop);
    await Promise.resolve();
    await Promise.resolve();
    expect(shop.getState().commitView.hydrated).toBe(false);
    await tasksUntilHydrated(shop);
    expect(shop.getState().commitView.hydrated).toBe(true);
  });
});
