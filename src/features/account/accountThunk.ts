import { createAsyncThunk } from '@reduxjs/toolkit';
import type { ApiContext } from '@/api/http';
import type { ErrorContext } from '@/api/messages';
import type { AppDispatch, RootState } from '@/store/makeStore';
import { selectTenant } from '@/tenancy/tenantSlice';
import { sessionEnded } from './authSlice';
import { accountFailure, type AccountFailure } from './rules';

export const accountThunk = createAsyncThunk.withTypes<{
  state: RootState;
  dispatch: AppDispatch;
  rejectValue: AccountFailure;
}>();

export function shopOf(state: RootState) {
  const tenant = selectTenant(state);
  if (!tenant) throw new Error('no shop');
  const ctx: ApiContext = { shopId: tenant.shopId, country: tenant.country };
  return { tenant, ctx };
}

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
