// @vitest-environment jsdom
import * as reduxPersist from 'redux-persist';
import { legacy_createStore as createStore, type UnknownAction } from '@reduxjs/toolkit';
import { describe, expect, it, vi } from 'vitest';
import * as persistActions from '@/framework/persistActions';
import { stagingRehydrate } from '@/framework/persistRehydrate';
import { createWebStorage } from '@/framework/webStorage';

// What src/store relies on when it imports below redux-persist's entry (docs/upgrading.md).
describe("redux-persist's internal modules", () => {
  it('the action types are the ones its reducer and store use', () => {
    const names = ['FLUSH', 'PAUSE', 'PERSIST', 'PURGE', 'REGISTER', 'REHYDRATE'] as const;
    for (const name of names) expect(persistActions[name]).toBe(reduxPersist[name]);
  });

  it('createWebStorage gives a promise-based storage over localStorage', async () => {
    const storage = createWebStorage('local');
    await storage.setItem('persist:cart', '{}');
    expect(localStorage.getItem('persist:cart')).toBe('{}');
    expect(await storage.getItem('persist:cart')).toBe('{}');
    await storage.removeItem('persist:cart');
    expect(localStorage.getItem('persist:cart')).toBeNull();
  });
});

describe("redux-persist's PERSIST action (src/framework/persistRehydrate.ts)", () => {
  it('persistStore dispatches it through the store it is given, and the reducer hands the stored state to its `rehydrate` once', async () => {
    localStorage.setItem('persist:staged', JSON.stringify({ count: '2', _persist: '{"version":-1}' }));
    const reducer = reduxPersist.persistReducer(
      { key: 'staged', storage: createWebStorage('local') },
      (state: { count: number } = { count: 0 }, action: { type: string }) =>
        action.type === 'add' ? { count: state.count + 1 } : state,
    );
    const store = createStore(reducer);
    const handed: unknown[][] = [];
    const seen = {
      ...store,
      dispatch: ((action: UnknownAction) =>
        store.dispatch(
          stagingRehydrate(action, (rehydrate) => (...args) => {
            handed.push(args);
            rehydrate(...args);
          }),
        )) as typeof store.dispatch,
    };
    reduxPersist.persistStore(seen);
    await vi.waitFor(() => expect(store.getState().count).toBe(2));
    expect(handed).toEqual([['staged', { count: 2, _persist: { version: -1 } }, undefined]]);
  });

  it('leaves every other action as it is', () => {
    const action = { type: persistActions.REHYDRATE, key: 'staged' };
    expect(stagingRehydrate(action, () => () => undefined)).toBe(action);
  });
});
