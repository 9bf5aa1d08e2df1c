import { createSlice, type WithSlice } from '@reduxjs/toolkit';
import type { smsTopup } from '@/api/autoTopup';
import { deleteSmsTopup, querySmsTopups, saveSmsTopup } from '@/api/client';
import { lazySlices } from '@/store/rootReducer';
import { accountThunk } from './accountThunk';

type SmsTopup = ReturnType<(typeof smsTopup)['parse']>;

export interface SmsTopupState {
  rows: SmsTopup[] | null;
  failed: boolean;
  busy: boolean;
}

const initialState: SmsTopupState = { rows: null, failed: false, busy: false };

export const loadSmsTopups = accountThunk('smsTopup/load', async (_: void, { fail, shop }) => {
  try {
    return (await querySmsTopups(shop.ctx)).rows;
  } catch (error) {
    return fail(error, 'general', { carriedPayload: false });
  }
});

export const addSmsTopup = accountThunk(
  'smsTopup/add',
  async (entry: { msisdn: string; brand: string; pin: string }, { fail, shop }) => {
    try {
      return (await saveSmsTopup(shop.ctx, entry)).smsTopup;
    } catch (error) {
      return fail(error, 'addToCart');
    }
  },
);

export const removeSmsTopup = accountThunk('smsTopup/delete', async (index: number, { fail, shop }) => {
  try {
    await deleteSmsTopup(shop.ctx, index);
    return index;
  } catch (error) {
    return fail(error, 'general');
  }
});

export const smsTopupSlice = createSlice({
  name: 'smsTopup',
  initialState,
  reducers: {},
  extraReducers: (builder) => {
    builder
      .addCase(loadSmsTopups.fulfilled, (state, action) => {
        state.rows = action.payload;
        state.failed = false;
      })
      .addCase(loadSmsTopups.rejected, (state) => {
        state.failed = true;
      })
      .addCase(addSmsTopup.pending, (state) => {
        state.busy = true;
      })
      .addCase(addSmsTopup.fulfilled, (state, action) => {
        state.busy = false;
        const others = state.rows?.filter((row) => row.index !== action.payload.index) ?? [];
        state.rows = [...others, action.payload].sort((a, b) => a.index - b.index);
      })
      .addCase(addSmsTopup.rejected, (state) => {
        state.busy = false;
      })
      .addCase(removeSmsTopup.pending, (state) => {
        state.busy = true;
      })
      .addCase(removeSmsTopup.fulfilled, (state, action) => {
        state.busy = false;
        state.rows = state.rows?.filter((row) => row.index !== action.payload) ?? null;
      })
      .addCase(removeSmsTopup.rejected, (state) => {
        state.busy = false;
      });
  },
  selectors: {
    selectSmsTopups: (state) => state.rows,
    selectSmsTopupsFailed: (state) => state.failed,
    selectSmsTopupBusy: (state) => state.busy,
  },
});

declare module '@/store/rootReducer' {
  export interface LazyLoadedSlices extends WithSlice<typeof smsTopupSlice> {}
}
const injected = smsTopupSlice.injectInto(lazySlices);

export const { selectSmsTopups, selectSmsTopupsFailed, selectSmsTopupBusy } = injected.selectors;
