import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { Consent } from './consentCookie';

export interface ConsentState {
  /** the recorded choice; null before the cookie is read (pages are pre-rendered) or when absent */
  choice: Consent | null;
  /** whether the browser has read the cookie yet */
  read: boolean;
  dialogOpen: boolean;
}

const initialState: ConsentState = { choice: null, read: false, dialogOpen: false };

export const consentSlice = createSlice({
  name: 'consent',
  initialState,
  reducers: {
    /**
     * SPEC §2: the dialog shows on every visit until it is answered. The cookie is read once its code
     * has come after hydration: a dialog the footer link opened before then stays open.
     */
    consentRead: (state, action: PayloadAction<Consent | null>) => ({
      choice: action.payload,
      read: true,
      dialogOpen: state.dialogOpen || action.payload === null,
    }),
    consentDialogOpened: (state) => {
      state.dialogOpen = true;
    },
    /**
     * Only a visitor who has chosen may close the dialog without choosing; one whose cookie is not
     * read yet has (the head's marker found it, else it would have been read at hydration).
     */
    consentDialogClosed: (state) => {
      if (state.choice || !state.read) state.dialogOpen = false;
    },
    consentChosen: (state, action: PayloadAction<Consent>) => {
      state.choice = action.payload;
      state.dialogOpen = false;
    },
  },
  selectors: {
    selectConsent: (state) => state.choice,
    selectConsentRead: (state) => state.read,
    selectConsentDialogOpen: (state) => state.dialogOpen,
    /** a first visit: the cookie was read and holds no choice */
    selectFirstVisit: (state) => state.read && state.choice === null,
  },
});

export const { consentRead, consentDialogOpened, consentDialogClosed, consentChosen } = consentSlice.actions;
export const { selectConsent, selectConsentRead, selectConsentDialogOpen, selectFirstVisit } =
  consentSlice.selectors;
