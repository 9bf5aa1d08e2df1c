import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { ColorScheme } from '@/tenancy/theme';

export interface ThemeState {
  /** the scheme on the page; preloaded on the server from the theme cookie (no flash) */
  colorScheme: ColorScheme;
}

const initialState: ThemeState = { colorScheme: 'light' };

export const themeSlice = createSlice({
  name: 'theme',
  initialState,
  reducers: {
    setColorScheme(state, action: PayloadAction<ColorScheme>) {
      state.colorScheme = action.payload;
    },
  },
  selectors: {
    selectColorScheme: (state) => state.colorScheme,
  },
});

export const { setColorScheme } = themeSlice.actions;
export const { selectColorScheme } = themeSlice.selectors;
