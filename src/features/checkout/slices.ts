/**
 * The checkout's persisted slice for the store's composition root (no components, so no UI in the
 * store's graph); the page's working state injects itself (`checkoutFlowSlice.ts`).
 */
export { checkoutSlice } from './checkoutSlice';
