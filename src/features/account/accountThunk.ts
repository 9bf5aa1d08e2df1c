import type { ErrorContext } from '@/api/messages';
import type { AppDispatch } from '@/store/makeStore';
import { shopThunk } from '@/store/shopThunk';
import { sessionEnded } from './authSlice';
import { accountFailure, type AccountFailure } from './rules';

/** The failure of an account call, ending the signed-in state when the session is gone. */
export function failed(
  error: unknown,
  dispatch: AppDispatch,
  context: ErrorContext = 'general',
  carriedPayload = true,
): AccountFailure {
  const failure = accountFailure(error, context, carriedPayload);
  if (failure.sessionEnded) dispatch(sessionEnded());
  return failure;
}

/** The shop's thunks whose failure may end the signed-in state. */
export const accountThunk = shopThunk<AccountFailure>((error, context, { dispatch }, carriedPayload) =>
  failed(error, dispatch, context, carriedPayload),
);
