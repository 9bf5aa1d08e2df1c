import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { User } from '@/api/auth';
import { markHydrated } from '@/store/rehydration';

/** SPEC §3 signed-in user, persisted so a reload keeps the customer signed in. */
export interface AuthState {
  user: User | null;
  /** the persisted state is back: only then does "no user" mean a guest */
  hydrated: boolean;
}

/** SPEC §2: the login dialog's show flag and active content. */
export type DialogContent = 'login' | 'registration';
export interface AuthDialogState {
  open: boolean;
  content: DialogContent;
}

const initialAuth: AuthState = { user: null, hydrated: false };
const initialDialog: AuthDialogState = { open: false, content: 'login' };

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
  extraReducers: markHydrated,
  selectors: {
    selectUser: (state) => state.user,
    selectSignedIn: (state) => Boolean(state.user?.isAuthenticated),
    selectAuthHydrated: (state) => state.hydrated,
  },
});

export const authDialogSlice = createSlice({
  name: 'authDialog',
  initialState: initialDialog,
  reducers: {
    dialogOpened: (state, action: PayloadAction<DialogContent | undefined>) => {
      state.open = true;
      state.content = action.payload ?? 'login';
    },
    contentSwitched: (state, action: PayloadAction<DialogContent>) => {
      state.content = action.payload;
    },
    dialogClosed: (state) => {
      state.open = false;
    },
  },
  selectors: { selectDialog: (state) => state },
});

export const { signedIn, profileChanged, sessionEnded, signedOut } = authSlice.actions;
export const { selectUser, selectSignedIn, selectAuthHydrated } = authSlice.selectors;
export const { dialogOpened, contentSwitched, dialogClosed } = authDialogSlice.actions;
export const { selectDialog } = authDialogSlice.selectors;
