/** The cart's slices for the store's composition root (no components, so no UI in the store's graph). */
export { cartContentSlice, cartSlice } from './cartSlice';
