/**
 * redux-persist's action types, from its internal module: the main entry has them too, but it
 * re-exports everything and the package does not declare `sideEffects: false`, so importing them
 * from there brings persistReducer and persistStore into every page's first load; the store needs
 * only the names (docs/upgrading.md).
 */
export { FLUSH, PAUSE, PERSIST, PURGE, REGISTER, REHYDRATE } from 'redux-persist/es/constants';
