import { useSyncExternalStore } from 'react';

const SECOND = 1000;

const everySecond = (onTick: () => void) => {
  const timer = setInterval(onTick, SECOND);
  return () => clearInterval(timer);
};
/** The clock in whole seconds: the same value within a second, as useSyncExternalStore needs. */
const nowInSeconds = () => Math.floor(Date.now() / SECOND) * SECOND;

/** The whole seconds left until `at` (a time in ms; null: none), ticking each second; 0 once it passed. */
export function useSecondsUntil(at: number | null): number {
  const now = useSyncExternalStore(everySecond, nowInSeconds, () => 0);
  return at === null ? 0 : Math.max(0, Math.floor((at - now) / SECOND));
}
