import { createSlice, type WithSlice } from '@reduxjs/toolkit';
import type { AutoTopup } from '@/api/autoTopup';
import { deleteAutoTopup, deleteLowBalanceAutoTopup, queryAutoTopups, updateAutoTopup } from '@/api/client';
import { lazySlices } from '@/store/rootReducer';
import { accountThunk, failed, shopOf } from './accountThunk';

export interface AutoTopupState {
  /** null until the first answer */
  rows: AutoTopup[] | null;
  failed: boolean;
  /** the row whose action is under way */
  busyId: string | null;
}

const initialState: AutoTopupState = { rows: null, failed: false, busyId: null };

export const loadAutoTopups = accountThunk(
  'autoTopup/load',
  async (_: void, { getState, dispatch, rejectWithValue }) => {
    try {
      return (await queryAutoTopups(shopOf(getState()).ctx)).rows;
    } catch (error) {
      return rejectWithValue(failed(error, dispatch, 'general', false));
    }
  },
);

/** SPEC §7 PUT autotopup: activate (ENABLED) or pause (DISABLED). */
export const setAutoTopupStatus = accountThunk(
  'autoTopup/status',
  async (
    { row, status }: { row: AutoTopup; status: 'ENABLED' | 'DISABLED' },
    { getState, dispatch, rejectWithValue },
  ) => {
    const { tenant, ctx } = shopOf(getState());
    try {
      const answer = await updateAutoTopup(ctx, {
        shopId: tenant.shopId,
        brand: row.brand,
        autoTopupId: row.autoTopupId,
        autoTopupType: row.autoTopupType,
        // the token is sent only to change it: activating or pausing keeps the one it has
        status,
      });
      return answer.autoTopup;
    } catch (error) {
      return rejectWithValue(failed(error, dispatch));
    }
  },
);

/** A light low-balance top-up has its own delete call (SPEC §7 autotopuplbat). */
export const removeAutoTopup = accountThunk(
  'autoTopup/delete',
  async (row: AutoTopup, { getState, dispatch, rejectWithValue }) => {
    const { ctx } = shopOf(getState());
    try {
      await (row.autoTopupLight ? deleteLowBalanceAutoTopup : deleteAutoTopup)(ctx, row.autoTopupId);
      return row.autoTopupId;
    } catch (error) {
      return rejectWithValue(failed(error, dispatch));
    }
  },
);

export const autoTopupSlice = createSlice({
  name: 'autoTopup',
  initialState,
  reducers: {},
  extraReducers: (builder) => {
    builder
      .addCase(loadAutoTopups.fulfilled, (state, action) => {
        state.rows = action.payload;
        state.failed = false;
      })
      .addCase(loadAutoTopups.rejected, (state) => {
        state.failed = true;
      })
      .addCase(setAutoTopupStatus.pending, (state, action) => {
        state.busyId = action.meta.arg.row.autoTopupId;
      })
      .addCase(setAutoTopupStatus.fulfilled, (state, action) => {
        state.busyId = null;
        state.rows =
          state.rows?.map((row) => (row.autoTopupId === action.payload.autoTopupId ? action.payload : row)) ??
          null;
      })
      .addCase(setAutoTopupStatus.rejected, (state) => {
        state.busyId = null;
      })
      .addCase(removeAutoTopup.pending, (state, action) => {
        state.busyId = action.meta.arg.autoTopupId;
      })
      .addCase(removeAutoTopup.fulfilled, (state, action) => {
        state.busyId = null;
        state.rows = state.rows?.filter((row) => row.autoTopupId !== action.payload) ?? null;
      })
      .addCase(removeAutoTopup.rejected, (state) => {
        state.busyId = null;
      });
  },
  selectors: {
    /** DELETED rows are history, not something the customer manages */
    selectAutoTopups: (state) => state.rows?.filter((row) => row.status !== 'DELETED') ?? null,
    selectAutoTopupsFailed: (state) => state.failed,
    selectAutoTopupBusy: (state) => state.busyId,
  },
});

declare module '@/store/rootReducer' {
  export interface LazyLoadedSlices extends WithSlice<typeof autoTopupSlice> {}
}
const injected = autoTopupSlice.injectInto(lazySlices);

export const { selectAutoTopups, selectAutoTopupsFailed, selectAutoTopupBusy } = injected.selectors;
