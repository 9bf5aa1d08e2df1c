import { useEffect, type ReactNode } from 'react';
import { persistStore, type PersistorOptions } from 'redux-persist';
import type { AppStore } from './makeStore';

/**
 * Starts rehydration after the first client render, so server HTML and the first client render
 * match and nothing waits for storage (STACK pitfall 5: the types lack `manualPersist`).
 */
export function PersistenceBoundary({ store, children }: { store: AppStore; children: ReactNode }) {
  useEffect(() => {
    const persistor = persistStore(store, { manualPersist: true } as PersistorOptions);
    persistor.persist();
    return () => persistor.pause();
  }, [store]);
  return children;
}
