/**
 * redux-persist's storage over `localStorage`, from a file below the package's entry: the main entry
 * does not export it, and the ready-made `redux-persist/lib/storage` logs errors on the server
 * (src/store/storage.ts, docs/upgrading.md).
 */
export { default as createWebStorage } from 'redux-persist/lib/storage/createWebStorage';
