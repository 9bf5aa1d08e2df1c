import type { Reducer } from '@reduxjs/toolkit';
import { persistReducer, persistStore, type Persistor, type PersistorOptions } from 'redux-persist';
import { PERSIST_TIMEOUT_MS } from '@/config/constants';
import type { AppStore, RootState } from './makeStore';
import { persistedSlices, rootReducer } from './rootReducer';
import { persistStorage } from './storage';

/**
 * Puts redux-persist in front of the store's reducer and starts rehydration (`slices`, by default
 * `persistedSlices`; localStorage, SPEC's 5000 ms timeout). Loaded by PersistenceBoundary after the
 * first client render, so server HTML and the first client render match and nothing waits for
 * storage (redux-persist 6's types lack `manualPersist`).
 */
export function startPersistence(store: AppStore, slices: readonly string[] = persistedSlices): Persistor {
  const reducer = persistReducer(
    { key: store.storageKey, storage: persistStorage, whitelist: [...slices], timeout: PERSIST_TIMEOUT_MS },
    rootReducer,
  );
  // the persisted reducer only adds `_persist` to the state, which no selector reads
  store.replaceReducer(reducer as unknown as Reducer<RootState>);
  const persistor = persistStore(store, { manualPersist: true } as PersistorOptions);
  persistor.persist();
  return persistor;
}
