import { configureStore } from '@reduxjs/toolkit';
import { FLUSH, PAUSE, PERSIST, PURGE, REGISTER, REHYDRATE } from '@/framework/persistActions';
import { rootReducer } from './rootReducer';

export type RootState = ReturnType<typeof rootReducer>;

/**
 * One store per request on the server and one per page app on the client. Persistence is added in
 * the browser after the first render (PersistenceBoundary → persistence.ts), so redux-persist is
 * not part of every page's first load and server HTML never waits for storage.
 */
export function makeStore(preloadedState?: Partial<RootState>, storageKey = 'shop') {
  const store = configureStore({
    reducer: rootReducer,
    preloadedState: preloadedState as RootState | undefined,
    middleware: (getDefault) =>
      getDefault({
        serializableCheck: { ignoredActions: [FLUSH, REHYDRATE, PAUSE, PERSIST, PURGE, REGISTER] },
      }),
  });
  return Object.assign(store, { storageKey });
}

export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];
