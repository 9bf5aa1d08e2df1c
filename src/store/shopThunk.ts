import {
  createAsyncThunk,
  type AsyncThunkOptions,
  type AsyncThunkPayloadCreator,
  type GetThunkAPI,
} from '@reduxjs/toolkit';
import { isApiError } from '@/api/apiError';
import { messageKeyFor, type ErrorContext } from '@/api/messages';
import { selectShop, shopOf, type Shop } from '@/tenancy/shop';
import type { AppDispatch, RootState } from './makeStore';

/** Why a shop call failed: the SPEC §8 message key to show, and the code behind it. */
export interface ShopFailure {
  errorCode: string;
  messageKey: string;
}

/** The SPEC §8 message of a failed call in its context (the tenant decides some fallbacks). */
export function failureOf(error: unknown, context: ErrorContext, state: RootState): ShopFailure {
  const errorCode = isApiError(error) ? error.errorCode : 'UNKNOWN_ERROR';
  const isReloadNowTenant = selectShop(state)?.tenant.isReloadNowTenant ?? false;
  return { errorCode, messageKey: messageKeyFor(context, { errorCode }, { isReloadNowTenant }) };
}

type Config<F, M> = { state: RootState; dispatch: AppDispatch; rejectValue: F; fulfilledMeta: M };
type ThunkApi<F, M> = GetThunkAPI<Config<F, M>>;

/** What a shop thunk's body gets beside Redux's thunk API: the shop, and the way to fail. */
export type ShopThunkApi<F, M = unknown> = ThunkApi<F, M> & {
  shop: Shop;
  /** rejects with the failure of `error` in `context`; a read without a payload says so (account) */
  fail: (
    error: unknown,
    context: ErrorContext,
    options?: { carriedPayload?: boolean },
  ) => ReturnType<ThunkApi<F, M>['rejectWithValue']>;
};

/** How a feature maps a caught error to its failure (e.g. account ends a session that is gone). */
export type FailureMap<F> = (
  error: unknown,
  context: ErrorContext,
  api: Pick<ThunkApi<F, unknown>, 'getState' | 'dispatch'>,
  carriedPayload: boolean,
) => F;

const shopFailure: FailureMap<ShopFailure> = (error, context, { getState }) =>
  failureOf(error, context, getState());

/**
 * The one way to write a thunk that calls the contract: its body gets the shop (tenant, language, API
 * context) and `fail`, which maps an error to its SPEC §8 message. A feature whose failures carry more
 * (checkout's `toMainPage`, account's ended session) passes its own map.
 */
export function shopThunk<F extends { errorCode: string } = ShopFailure, M = unknown>(
  map: FailureMap<F> = shopFailure as unknown as FailureMap<F>,
) {
  return <Returned, Arg = void>(
    type: string,
    run: (
      arg: Arg,
      api: ShopThunkApi<F, M>,
    ) => ReturnType<AsyncThunkPayloadCreator<Returned, Arg, Config<F, M>>>,
    options?: AsyncThunkOptions<Arg, Config<F, M>>,
  ) =>
    createAsyncThunk<Returned, Arg, Config<F, M>>(
      type,
      (arg, api) =>
        run(arg, {
          ...api,
          // read when the body asks: a thunk that calls nothing (askForOtp) needs no shop
          get shop() {
            return shopOf(api.getState());
          },
          fail: (error, context, options) =>
            api.rejectWithValue(map(error, context, api, options?.carriedPayload ?? true)),
        }),
      options,
    );
}
