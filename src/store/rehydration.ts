import type { ActionReducerMapBuilder } from '@reduxjs/toolkit';
import { REHYDRATE } from '@/framework/persistActions';

/**
 * Sets a slice's `hydrated` flag once the persisted state is back: redux-persist runs the base
 * reducer with REHYDRATE before merging the stored slices, so every slice sees it.
 */
export function markHydrated<S extends { hydrated: boolean }>(builder: ActionReducerMapBuilder<S>): void {
  builder.addMatcher(
    (action) => action.type === REHYDRATE,
    (state) => {
      state.hydrated = true;
    },
  );
}
