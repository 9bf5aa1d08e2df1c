import { createSelector, createSlice, type WithSlice } from '@reduxjs/toolkit';
import { GENERAL_ERROR } from '@/api/generalError';
import type { AutoTopup } from '@/api/autoTopup';
import {
  deleteAutoTopup,
  deleteLowBalanceAutoTopup,
  queryAutoTopups,
  queryLowBalanceLight,
  updateAutoTopup,
} from '@/api/client';
import { lazySlices } from '@/store/rootReducer';
import { accountThunk } from './accountThunk';
import { accountFailure, lowBalanceTypeOf, type LowBalanceType } from './rules';

/** A number's low-balance type, or the message of why it could not be asked. */
export type LowBalanceAnswer = { type: LowBalanceType } | { messageKey: string };

export interface AutoTopupState {
  /** null until the first answer */
  rows: AutoTopup[] | null;
  failed: boolean;
  /** the row whose action is under way */
  busyId: string | null;
  /** per number, once answered */
  lowBalance: Record<string, LowBalanceAnswer>;
}

const initialState: AutoTopupState = { rows: null, failed: false, busyId: null, lowBalance: {} };

export const loadAutoTopups = accountThunk('autoTopup/load', async (_: void, { fail, shop }) => {
  try {
    return (await queryAutoTopups(shop.ctx)).rows;
  } catch (error) {
    return fail(error, 'general', { carriedPayload: false });
  }
});

/**
 * SPEC §7 PUT autotopup: activate (ENABLED) or pause (DISABLED); an invalid one is activated with
 * another saved payment method, its `paymentToken`.
 */
export const setAutoTopupStatus = accountThunk(
  'autoTopup/status',
  async (
    { row, status, paymentToken }: { row: AutoTopup; status: 'ENABLED' | 'DISABLED'; paymentToken?: string },
    { fail, shop },
  ) => {
    const { tenant, ctx } = shop;
    try {
      const answer = await updateAutoTopup(ctx, {
        shopId: tenant.shopId,
        brand: row.brand,
        autoTopupId: row.autoTopupId,
        autoTopupType: row.autoTopupType,
        // the token is sent only to change it: activating or pausing keeps the one it has
        ...(paymentToken ? { paymentToken } : {}),
        status,
      });
      return answer.autoTopup;
    } catch (error) {
      return fail(error, 'general');
    }
  },
);

/**
 * SPEC §4 low-balance type of a number (SPEC §7 lbatl): it counts the number's running low-balance
 * top-ups in the shop, a light one bought as a guest too, which the account's own list lacks.
 */
export const loadLowBalanceType = accountThunk(
  'autoTopup/lowBalanceType',
  async (row: Pick<AutoTopup, 'msisdn' | 'userId'>, { rejectWithValue, shop }) => {
    const { ctx } = shop;
    try {
      const answer = await queryLowBalanceLight(ctx, {
        autoTopupTypes: ['LOW_BALANCE'],
        msisdn: row.msisdn ?? '',
        statuses: ['ENABLED', 'DISABLED'],
        ...(row.userId ? { userId: row.userId } : {}),
      });
      return lowBalanceTypeOf(answer.rows);
    } catch (error) {
      // an open query: its failure says nothing about the session
      return rejectWithValue(accountFailure(error, 'autoTopupLight', false));
    }
  },
);

/** A light low-balance top-up has its own delete call (SPEC §7 autotopuplbat). */
export const removeAutoTopup = accountThunk('autoTopup/delete', async (row: AutoTopup, { fail, shop }) => {
  const { ctx } = shop;
  try {
    await (row.autoTopupLight ? deleteLowBalanceAutoTopup : deleteAutoTopup)(ctx, row.autoTopupId);
    return row.autoTopupId;
  } catch (error) {
    return fail(error, 'general');
  }
});

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
      })
      .addCase(loadLowBalanceType.fulfilled, (state, action) => {
        state.lowBalance[action.meta.arg.msisdn ?? ''] = { type: action.payload };
      })
      .addCase(loadLowBalanceType.rejected, (state, action) => {
        state.lowBalance[action.meta.arg.msisdn ?? ''] = {
          messageKey: action.payload?.messageKey ?? GENERAL_ERROR,
        };
      });
  },
  selectors: {
    // memoised: the page asks each number's type again when this list changes, not on every action
    /** DELETED rows are history, not something the customer manages */
    selectAutoTopups: createSelector(
      (state: AutoTopupState) => state.rows,
      (rows) => rows?.filter((row) => row.status !== 'DELETED') ?? null,
    ),
    selectAutoTopupsFailed: (state) => state.failed,
    selectAutoTopupBusy: (state) => state.busyId,
    selectLowBalanceAnswers: (state) => state.lowBalance,
  },
});

declare module '@/store/rootReducer' {
  export interface LazyLoadedSlices extends WithSlice<typeof autoTopupSlice> {}
}
const injected = autoTopupSlice.injectInto(lazySlices);

export const { selectAutoTopups, selectAutoTopupsFailed, selectAutoTopupBusy, selectLowBalanceAnswers } =
  injected.selectors;
