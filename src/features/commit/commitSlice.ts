import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { markHydrated } from '@/store/rehydration';
import type { OrderDetails } from '@/api/orders';
import { orderSettled } from './commitActions';
import type { SettledOutcome } from './commitOutcome';
import type { PaymentUiStatus } from './paymentStatus';

/** The order whose commit runs: enough to resume polling after a reload or a payment redirect. */
export interface RunningCommit {
  cartName: string;
  orderNumber: string;
  paymentToken?: string;
  /** pending answers so far, each followed by a retry (SPEC §9: at most COMMIT_MAX_RETRIES) */
  retries: number;
}

/** The persisted part (docs/architecture.md §6): only the running commit. */
export interface CommitState {
  running: RunningCommit | null;
}

/** What the result page shows; never persisted. */
export interface CommitViewState {
  orderNumber: string | null;
  cartName: string | null;
  status: PaymentUiStatus | null;
  messageKey?: string;
  serverMessage?: string;
  /** epoch ms of the next commit call while pending */
  nextCheckAt: number | null;
  /** the last check did not reach the shop's backend (network, 5xx, a chunk that failed to load) */
  unreachable: boolean;
  /**
   * SPEC's retries are over without a decision: recorded as a Failure (paymentOperationTimedOut),
   * shown as a payment being confirmed, and checked on
   */
  unconfirmed: boolean;
  /** the outcome is known to be unpaid: paying again cannot charge twice */
  payAgain: boolean;
  details: OrderDetails | null;
  /** the persisted running commit has been read back (or there was none) */
  hydrated: boolean;
}

export type CommitKey = Pick<RunningCommit, 'cartName' | 'orderNumber' | 'paymentToken'>;

export const initialView: CommitViewState = {
  orderNumber: null,
  cartName: null,
  status: null,
  nextCheckAt: null,
  unreachable: false,
  unconfirmed: false,
  payAgain: false,
  details: null,
  hydrated: false,
};

export const commitSlice = createSlice({
  name: 'commit',
  initialState: { running: null } as CommitState,
  reducers: {
    /** the same order again (a reload, the return from payment) keeps its retries */
    commitStarted: (state, action: PayloadAction<CommitKey>) => {
      const { cartName, orderNumber, paymentToken } = action.payload;
      const retries = state.running?.orderNumber === orderNumber ? state.running.retries : 0;
      state.running = { cartName, orderNumber, ...(paymentToken ? { paymentToken } : {}), retries };
    },
    commitRetried: (state, action: PayloadAction<number>) => {
      if (state.running) state.running.retries = action.payload;
    },
  },
  extraReducers: (builder) => {
    builder.addCase(orderSettled, (state, action) => {
      if (action.payload.unconfirmed) return;
      if (state.running?.orderNumber === action.payload.orderNumber) state.running = null;
    });
  },
  selectors: {
    selectRunningCommit: (state) => state.running,
  },
});

export const commitViewSlice = createSlice({
  name: 'commitView',
  initialState: initialView,
  reducers: {
    commitShown: (state, action: PayloadAction<CommitKey>) => {
      if (state.orderNumber !== action.payload.orderNumber)
        Object.assign(state, { ...initialView, hydrated: state.hydrated });
      state.orderNumber = action.payload.orderNumber;
      state.cartName = action.payload.cartName;
      state.status ??= 'Pending';
    },
    commitPending: (
      state,
      action: PayloadAction<{ nextCheckAt: number; unreachable: boolean; unconfirmed: boolean }>,
    ) => {
      const { nextCheckAt, unreachable, unconfirmed } = action.payload;
      // SPEC §4 records the 10th retry as a Failure; the page shows it as still being confirmed
      state.status = unconfirmed ? 'Failure' : 'Pending';
      state.messageKey = unconfirmed ? 'paymentOperationTimedOut' : undefined;
      state.serverMessage = undefined;
      Object.assign(state, { nextCheckAt, unreachable, unconfirmed, payAgain: false });
    },
    commitChecking: (state) => {
      state.nextCheckAt = null;
    },
    commitFinished: (state, action: PayloadAction<SettledOutcome>) => {
      const { status, messageKey, serverMessage, payAgain } = action.payload;
      Object.assign(state, { status, messageKey, serverMessage, payAgain });
      Object.assign(state, { nextCheckAt: null, unreachable: false, unconfirmed: false });
    },
    /**
     * Details equal to those shown keep their object: each check of the outcome reads them again, and
     * a new object would render the whole result again for nothing. Compared as the JSON they were
     * read as, with nothing imported: this slice is in every page's first load.
     */
    orderDetailsLoaded: (state, action: PayloadAction<OrderDetails>) => {
      if (action.payload.orderNumber !== state.orderNumber) return;
      if (JSON.stringify(state.details) !== JSON.stringify(action.payload)) state.details = action.payload;
    },
  },
  extraReducers: markHydrated,
  selectors: {
    selectCommitView: (state) => state,
    selectCommitHydrated: (state) => state.hydrated,
  },
});

export const { commitStarted, commitRetried } = commitSlice.actions;
export const { selectRunningCommit } = commitSlice.selectors;
export const { commitShown, commitPending, commitChecking, commitFinished, orderDetailsLoaded } =
  commitViewSlice.actions;
export const { selectCommitView, selectCommitHydrated } = commitViewSlice.selectors;
