/** The account's slices for the store's composition root (no components, so no UI in the store's graph). */
export { authViewSlice, authSlice, signedOut } from './authSlice';
