// Each page's screen is imported from its module by its page only; the header entry by _app.
export { selectSignedIn, selectUser } from './authSlice';
