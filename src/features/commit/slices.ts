/** The commit's slices for the store's composition root (no components in the store's graph). */
export { commitSlice, commitViewSlice } from './commitSlice';
