import { afterEach, describe, expect, it, vi } from 'vitest';
import { authenticateRoute, autoTopupRoutes, signOutRoute } from '@/api';
import {
  dialogOpened,
  selectDialog,
  selectSignedIn,
  selectUser,
  sessionEnded,
  signedIn,
} from '@/features/account/authSlice';
import { login, logout } from '@/features/account/signin/authThunks';
import {
  loadAutoTopups,
  removeAutoTopup,
  selectAutoTopups,
  setAutoTopupStatus,
} from '@/features/account/autoTopupSlice';
import {
  addSmsTopup,
  loadSmsTopups,
  removeSmsTopup,
  selectSmsTopups,
} from '@/features/account/smsTopupSlice';
import { makeStore } from '@/store/makeStore';
import { tenantFixture } from '../../ui/tenantFixture';
import { fakeFetch, on } from '../cart/fakeCartBackend';
import { autoTopupRow, user } from './fixtures';

const [
  queryRoute,
  updateRoute,
  deleteRoute,
  deleteLightRoute,
  ,
  ,
  smsQueryRoute,
  smsSaveRoute,
  smsDeleteRoute,
] = autoTopupRoutes;

const storeWith = (state: Parameters<typeof makeStore>[0] = {}) =>
  makeStore({ tenant: { config: tenantFixture(), language: 'en', pinned: false }, ...state });

afterEach(() => vi.unstubAllGlobals());

describe('auth slice', () => {
  it('signs in, opens the dialog with its content, and loses the user when the session ends', () => {
    const store = storeWith();
    store.dispatch(dialogOpened('registration'));
    expect(selectDialog(store.getState())).toEqual({ open: true, content: 'registration' });
    store.dispatch(signedIn(user));
    expect(selectSignedIn(store.getState())).toBe(true);
    store.dispatch(sessionEnded());
    expect(selectUser(store.getState())).toBeNull();
  });

  it('SPEC §8: a wrong password keeps the customer a guest with incorrectUsernameOrPassword', async () => {
    const backend = fakeFetch(
      on(authenticateRoute, () => ({ status: 401, errorCode: 'NotAuthorizedException' })),
    );
    vi.stubGlobal('fetch', backend.fetch);
    const store = storeWith();
    const result = await store.dispatch(login({ userName: 'ada@example.com', password: 'wrong-password' }));
    expect(result.payload).toMatchObject({ messageKey: 'incorrectUsernameOrPassword' });
    expect(selectSignedIn(store.getState())).toBe(false);
  });

  it('SPEC §4 logout clears the user and every persisted slice, even when the call fails', async () => {
    const backend = fakeFetch(on(signOutRoute, () => ({ status: 503, errorCode: 'UPSTREAM_UNAVAILABLE' })));
    vi.stubGlobal('fetch', backend.fetch);
    const store = storeWith({
      auth: { user },
      cart: { cartName: 'cart-1', itemCount: 2 },
      checkout: { address: null, orderNumber: 'SBX1', paymentAttempt: true },
    });
    await store.dispatch(logout());
    const state = store.getState();
    expect(backend.calls.map((call) => call.route)).toEqual(['signOut']);
    expect(state.auth).toEqual({ user: null });
    expect(state.cart.cartName).toBeNull();
    expect(state.checkout).toMatchObject({ orderNumber: null, paymentAttempt: false });
    // what is not persisted stays
    expect(state.tenant.config?.id).toBe('testshop');
  });
});

describe('auto top-up slice', () => {
  it('loads, pauses and deletes, with the light delete call for a light row', async () => {
    const rows = [
      autoTopupRow('AT-1'),
      autoTopupRow('AT-2', { autoTopupLight: true }),
      autoTopupRow('AT-3', { status: 'DELETED' }),
    ];
    const backend = fakeFetch(
      on(queryRoute, () => ({ rows })),
      on(updateRoute, (call) => ({
        autoTopup: { ...rows[0]!, status: (call.body as { status: 'DISABLED' }).status },
      })),
      on(deleteRoute, () => ({})),
      on(deleteLightRoute, () => ({})),
    );
    vi.stubGlobal('fetch', backend.fetch);
    const store = storeWith({ auth: { user } });
    await store.dispatch(loadAutoTopups());
    expect(selectAutoTopups(store.getState())?.map((r) => r.autoTopupId)).toEqual(['AT-1', 'AT-2']);
    await store.dispatch(setAutoTopupStatus({ row: rows[0]!, status: 'DISABLED' }));
    expect(backend.calls.at(-1)?.body).toMatchObject({
      shopId: 'testshop',
      autoTopupId: 'AT-1',
      status: 'DISABLED',
    });
    expect(selectAutoTopups(store.getState())?.[0]?.status).toBe('DISABLED');
    await store.dispatch(removeAutoTopup(rows[1]!));
    expect(backend.calls.at(-1)?.route).toBe('deleteLowBalanceAutoTopup');
    await store.dispatch(removeAutoTopup(rows[0]!));
    expect(backend.calls.at(-1)?.route).toBe('deleteAutoTopup');
    expect(selectAutoTopups(store.getState())).toEqual([]);
  });

  it('SPEC §8: a read without a session ends the signed-in state without a message', async () => {
    vi.stubGlobal(
      'fetch',
      fakeFetch(on(queryRoute, () => ({ status: 401, errorCode: 'AUTHORIZATION_REQUIRED' }))).fetch,
    );
    const store = storeWith({ auth: { user } });
    const result = await store.dispatch(loadAutoTopups());
    expect(result.payload).toMatchObject({ messageKey: null, sessionEnded: true });
    expect(selectUser(store.getState())).toBeNull();
  });

  it('SPEC §8: a change without a session says authorizationRequired', async () => {
    vi.stubGlobal(
      'fetch',
      fakeFetch(on(deleteRoute, () => ({ status: 401, errorCode: 'AUTHORIZATION_REQUIRED' }))).fetch,
    );
    const store = storeWith({ auth: { user } });
    const result = await store.dispatch(removeAutoTopup(autoTopupRow('AT-9')));
    expect(result.payload).toMatchObject({ messageKey: 'authorizationRequired' });
  });
});

describe('SMS top-up slice', () => {
  it('loads, adds and deletes by index', async () => {
    const backend = fakeFetch(
      on(smsQueryRoute, () => ({
        rows: [{ index: 0, pin: '1234', msisdn: '+4915112345678', brand: 'testshop' }],
      })),
      on(smsSaveRoute, () => ({
        smsTopup: { index: 1, pin: '4321', msisdn: '+4915187654321', brand: 'testshop' },
      })),
      on(smsDeleteRoute, () => ({})),
    );
    vi.stubGlobal('fetch', backend.fetch);
    const store = storeWith({ auth: { user } });
    await store.dispatch(loadSmsTopups());
    await store.dispatch(addSmsTopup({ msisdn: '+4915187654321', brand: 'testshop', pin: '4321' }));
    expect(selectSmsTopups(store.getState())?.map((r) => r.index)).toEqual([0, 1]);
    await store.dispatch(removeSmsTopup(0));
    // SPEC §7: the index is the DELETE's JSON body, not a query parameter
    expect(backend.calls.at(-1)).toMatchObject({ route: 'deleteSmsTopup', query: {}, body: { index: 0 } });
    expect(selectSmsTopups(store.getState())?.map((r) => r.index)).toEqual([1]);
  });

  it('SPEC §8: a number with SMS top-up already says smsTopupAlreadyExists', async () => {
    vi.stubGlobal(
      'fetch',
      fakeFetch(
        on(smsSaveRoute, () => ({ status: 409, errorCode: 'ALREADY_REGISTERED_TOPUP_CONSENT_PHONE_NUMBER' })),
      ).fetch,
    );
    const store = storeWith({ auth: { user } });
    const result = await store.dispatch(
      addSmsTopup({ msisdn: '+4915187654321', brand: 'testshop', pin: '4321' }),
    );
    expect(result.payload).toMatchObject({ messageKey: 'smsTopupAlreadyExists' });
  });
});
