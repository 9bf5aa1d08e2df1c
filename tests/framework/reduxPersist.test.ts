// @vitest-environment jsdom
import * as reduxPersist from 'redux-persist';
import { describe, expect, it } from 'vitest';
import * as persistActions from '@/framework/persistActions';
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
