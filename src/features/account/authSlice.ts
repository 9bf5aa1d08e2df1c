import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { User } from '@/api/auth';
import { markHydrated } from '@/store/rehydration';

/** SPEC §3 signed-in user, persisted so a reload keeps the customer signed in. */
export interface AuthState {
  user: User | null;
}

/** SPEC §2: the login dialog's show flag and active content. */
export type DialogContent = 'login' | 'registration';
export interface AuthDialogState {
  open: boolean;
  content: DialogContent;
}

/**
 * Never persisted: the dialog, and whether the persisted user is back. The flag lives here because
 * redux-persist skips restoring a persisted slice that the rehydration action itself changed.
 */
export interface AuthViewState {
  dialog: AuthDialogState;
  /** only once the persisted state is back does "no user" mean a guest */
  hydrated: boolean;
}

const initialAuth: AuthState = { user: null };
const initialView: AuthViewState = { dialog: { open: false, content: 'login' }, hydrated: false };

export const authSlice = createSlice({
  name: 'auth',
  initialState: initialAuth,
  reducers: {
    signedIn: (state, action: PayloadAction<User>) => {
      state.user = action.payload;
    },
    profileChanged: (state, action: PayloadAction<Partial<User>>) => {
      if (state.user) state.user = { ...state.user, ...action.payload };
    },
    /** the backend answered AUTHORIZATION_REQUIRED: the session is over, the browser's data stays */
    sessionEnded: (state) => {
      state.user = null;
    },
    /** SPEC §4 logout; the store's root also resets every other persisted slice on it */
    signedOut: (state) => {
      state.user = null;
    },
  },
  selectors: {
    selectUser: (state) => state.user,
    selectSignedIn: (state) => Boolean(state.user?.isAuthenticated),
  },
});

export const authViewSlice = createSlice({
  name: 'authView',
  initialState: initialView,
  reducers: {
    dialogOpened: (state, action: PayloadAction<DialogContent | undefined>) => {
      state.dialog = { open: true, content: action.payload ?? 'login' };
    },
    contentSwitched: (state, action: PayloadAction<DialogContent>) => {
      state.dialog.content = action.payload;
    },
    dialogClosed: (state) => {
      state.dialog.open = false;
    },
  },
  extraReducers: markHydrated,
  selectors: {
    selectDialog: (state) => state.dialog,
    selectAuthHydrated: (state) => state.hydrated,
  },
});

export const { signedIn, profileChanged, sessionEnded, signedOut } = authSlice.actions;
export const { selectUser, selectSignedIn } = authSlice.selectors;
export const { dialogOpened, contentSwitched, dialogClosed } = authViewSlice.actions;
export const { selectDialog, selectAuthHydrated } = authViewSlice.selectors;
