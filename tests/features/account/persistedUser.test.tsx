import { render, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { selectAuthHydrated, selectUser } from '@/features/account/authSlice';
import { makeStore } from '@/store/makeStore';
import { PersistenceBoundary } from '@/store/PersistenceBoundary';

const KEY = 'shop:account-test';
const user = {
  isAuthenticated: true,
  email: 'ada@example.com',
  firstName: null,
  lastName: null,
  phoneNumber: null,
};

describe('the signed-in user across a reload', () => {
  afterEach(() => localStorage.clear());

  // redux-persist restores no slice that the rehydration action itself changed: a `hydrated` flag
  // inside the persisted auth slice once made every reload forget the customer
  it('comes back from storage, and only then is the state called hydrated', async () => {
    localStorage.setItem(
      `persist:${KEY}`,
      JSON.stringify({ auth: JSON.stringify({ user }), _persist: '{"version":-1}' }),
    );
    const store = makeStore({}, KEY);
    render(
      <PersistenceBoundary store={store}>
        <p>page</p>
      </PersistenceBoundary>,
    );
    expect(selectAuthHydrated(store.getState())).toBe(false);
    await waitFor(() => expect(selectAuthHydrated(store.getState())).toBe(true));
    expect(selectUser(store.getState())).toEqual(user);
  });
});
