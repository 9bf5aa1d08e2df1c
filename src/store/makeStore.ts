import { configureStore } from '@reduxjs/toolkit';
import { FLUSH, PAUSE, PERSIST, persistReducer, PURGE, REGISTER, REHYDRATE } from 'redux-persist';
import { PERSIST_TIMEOUT_MS } from '@/config/constants';
import { persistedSlices, rootReducer } from './rootReducer';
import { persistStorage } from './storage';

export type RootState = ReturnType<typeof rootReducer>;

/** One store per request on the server and one per page app on the client. */
export function makeStore(preloadedState?: Partial<RootState>, storageKey = 'shop') {
  const reducer = persistReducer(
    { key: storageKey, storage: persistStorage, whitelist: persistedSlices, timeout: PERSIST_TIMEOUT_MS },
    rootReducer,
  );
  return configureStore({
    reducer,
    preloadedState: preloadedState as ReturnType<typeof reducer> | undefined,
    middleware: (getDefault) =>
      getDefault({
        serializableCheck: { ignoredActions: [FLUSH, REHYDRATE, PAUSE, PERSIST, PURGE, REGISTER] },
      }),
  });
}

export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];
