import { createAction, type Reducer, type UnknownAction } from '@reduxjs/toolkit';
import { stagingRehydrate, type Rehydrate } from '@/framework/persistRehydrate';
import type { AppStore, RootState } from './makeStore';
import { restoredWithFlags } from './rootReducer';
import { sameContent } from './sameContent';

/** One stored slice back in the state, ahead of the REHYDRATE that ends the rehydration. */
export const storedSliceRestored = createAction<{ name: string; state: unknown }>('persist/sliceRestored');

/** The store's reducer, which puts a stored slice back as redux-persist's merge would (`autoMergeLevel1`). */
export function restoringSlices(reducer: Reducer<RootState>): Reducer<RootState> {
  return (state, action) =>
    state && storedSliceRestored.match(action)
      ? { ...state, [action.payload.name]: action.payload.state }
      : reducer(state, action);
}

interface Staged {
  /** the store as redux-persist's `persistStore` is to see it: its rehydration comes in tasks */
  store: AppStore;
  /** stops what is still to come (the persistor paused) */
  stop: () => void;
}

/**
 * The stored state comes back in tasks of its own rather than in one store update: each stored slice
 * whose content differs from the state's in a task, then redux-persist's REHYDRATE in the last one,
 * which sets every `hydrated` flag, so that nothing that waits for the stored state runs before all
 * of it is back, and brings the slices a kept form types into (`withFlags`, ADR 0022). A slice stored as the state holds it keeps the state's object: no task, no render.
 * Every store update renders its subscribers at once and in one piece (react-redux), so one update
 * with every slice was one long task on a phone. `fromServer`: slices the server rendered from the
 * request, which storage does not replace (ADR 0050); the REHYDRATE's reconciler leaves them too.
 */
export function stagedRehydration(
  store: AppStore,
  fromServer: readonly string[],
  withFlags: readonly string[] = restoredWithFlags,
): Staged {
  const timers = new Set<ReturnType<typeof setTimeout>>();
  let stopped = false;
  const later = (run: () => void) => {
    const timer = setTimeout(() => {
      timers.delete(timer);
      if (!stopped) run();
    }, 0);
    timers.add(timer);
  };

  function staged(rehydrate: Rehydrate): Rehydrate {
    return (key, payload, err) => {
      if (!payload || typeof payload !== 'object') return later(() => rehydrate(key, payload, err));
      const stored = payload as Record<string, unknown>;
      const state = () => store.getState() as unknown as Record<string, unknown>;
      const restored = (name: string) =>
        name !== '_persist' && !fromServer.includes(name) && !withFlags.includes(name);
      const slices = Object.keys(stored).filter(
        (name) => restored(name) && !sameContent(state()[name], stored[name]),
      );
      // what the REHYDRATE merges (its reconciler keeps what the server rendered and what is equal):
      // the slices that come back with the flags
      const rest = Object.fromEntries(Object.entries(stored).filter(([name]) => !restored(name)));
      const next = ([name, ...others]: string[]) =>
        later(() => {
          if (name === undefined) return rehydrate(key, rest, err);
          if (!sameContent(state()[name], stored[name]))
            store.dispatch(storedSliceRestored({ name, state: stored[name] }));
          next(others);
        });
      next(slices);
    };
  }

  const dispatch = ((action: UnknownAction) =>
    store.dispatch(stagingRehydrate(action, staged))) as AppStore['dispatch'];

  return {
    store: { ...store, dispatch },
    stop: () => {
      stopped = true;
      timers.forEach(clearTimeout);
    },
  };
}
