/**
 * redux-persist's default merge of the stored slices into the state (each stored slice replaces the
 * state's, unless the rehydration itself changed that slice), from its internal module like the
 * action types (./persistActions): the store's persistence wraps it (src/store/persistence.ts).
 */
export { default as autoMergeLevel1 } from 'redux-persist/es/stateReconciler/autoMergeLevel1';
