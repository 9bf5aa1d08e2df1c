import { useEffect, type ReactNode } from 'react';
import type { Persistor } from 'redux-persist';
import type { AppStore } from './makeStore';
import { persistedSlices } from './rootReducer';

const noSlices: readonly string[] = [];

/**
 * Starts rehydration after the first client render, so server HTML and the first client render
 * match and nothing waits for storage. redux-persist comes in its own chunk (persistence.ts), and
 * only once a slice is listed in `persistedSlices`.
 */
export function PersistenceBoundary({
  store,
  children,
  slices = persistedSlices,
  fromServer = noSlices,
}: {
  store: AppStore;
  children: ReactNode;
  /** the persisted slices (tests pass their own) */
  slices?: readonly string[];
  /** the persisted slices the server rendered from the request: storage does not replace them */
  fromServer?: readonly string[];
}) {
  useEffect(() => {
    if (slices.length === 0) return;
    let persistor: Persistor | undefined;
    let active = true;
    void import('./persistence').then(({ startPersistence }) => {
      if (active) persistor = startPersistence(store, slices, fromServer);
    });
    return () => {
      active = false;
      persistor?.pause();
    };
  }, [store, slices, fromServer]);
  return children;
}
