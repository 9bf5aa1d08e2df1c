import type { UnknownAction } from '@reduxjs/toolkit';
import { PERSIST } from './persistActions';

/** How redux-persist's reducer hands back what storage held (or the error of reading it). */
export type Rehydrate = (key: string, payload: unknown, err?: unknown) => void;

/**
 * The action with `rehydrate` replaced by `stage(rehydrate)` when it is redux-persist's PERSIST,
 * else the action itself. Undocumented: `persistStore` dispatches PERSIST through the store it is
 * given, carrying the `rehydrate` that its reducer calls once with the stored state and that
 * dispatches REHYDRATE (docs/upgrading.md).
 */
export function stagingRehydrate(
  action: UnknownAction,
  stage: (rehydrate: Rehydrate) => Rehydrate,
): UnknownAction {
  return action.type === PERSIST && typeof action.rehydrate === 'function'
    ? { ...action, rehydrate: stage(action.rehydrate as Rehydrate) }
    : action;
}
