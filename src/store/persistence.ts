import type { Reducer } from '@reduxjs/toolkit';
import {
  persistReducer,
  persistStore,
  type PersistConfig,
  type Persistor,
  type PersistorOptions,
} from 'redux-persist';
import { PERSIST_TIMEOUT_MS } from '@/config/constants';
import { autoMergeLevel1 } from '@/framework/persistMerge';
import type { AppStore, RootState } from './makeStore';
import { persistedSlices, rootReducer } from './rootReducer';
import { sameContent } from './sameContent';
import { restoringSlices, stagedRehydration } from './stagedRehydration';
import { persistStorage } from './storage';

type Reconciler = NonNullable<PersistConfig<RootState>['stateReconciler']>;

/**
 * redux-persist's merge of the stored slices, except those the server rendered from the request
 * (`fromServer`): the cookie and the session it read are as new as the browser's storage or newer,
 * and the page shows them already, so storage neither takes them back to older state nor causes a
 * store update for what the server rendered (ADR 0050). A slice stored as the state holds it keeps
 * the state's object too: the same content in a new object would render its users for nothing.
 */
export function keepingServerSlices(fromServer: readonly string[]): Reconciler {
  return (inbound, original, reduced, config) => {
    const state = original as unknown as Record<string, unknown>;
    const stored = Object.fromEntries(
      Object.entries((inbound ?? {}) as Record<string, unknown>).filter(
        ([name, value]) => !fromServer.includes(name) && !sameContent(state[name], value),
      ),
    );
    return autoMergeLevel1(stored as RootState, original, reduced, config);
  };
}

/**
 * Puts redux-persist in front of the store's reducer and starts rehydration (`slices`, by default
 * `persistedSlices`; localStorage, SPEC's 5000 ms timeout), which lands in tasks of its own, a
 * slice at a time (stagedRehydration.ts). Loaded by PersistenceBoundary after the
 * first client render, so server HTML and the first client render match and nothing waits for
 * storage (redux-persist 6's types lack `manualPersist`).
 */
export function startPersistence(
  store: AppStore,
  slices: readonly string[] = persistedSlices,
  fromServer: readonly string[] = [],
): Persistor {
  const reducer = persistReducer(
    {
      key: store.storageKey,
      storage: persistStorage,
      whitelist: [...slices],
      timeout: PERSIST_TIMEOUT_MS,
      stateReconciler: keepingServerSlices(fromServer),
    },
    restoringSlices(rootReducer as Reducer<RootState>),
  );
  // the persisted reducer only adds `_persist` to the state, which no selector reads
  store.replaceReducer(reducer as unknown as Reducer<RootState>);
  const staged = stagedRehydration(store, fromServer);
  const persistor = persistStore(staged.store, { manualPersist: true } as PersistorOptions);
  persistor.persist();
  return {
    ...persistor,
    pause: () => {
      staged.stop();
      persistor.pause();
    },
  };
}
