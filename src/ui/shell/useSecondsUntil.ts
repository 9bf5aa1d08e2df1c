import { useCallback, useSyncExternalStore } from 'react';

const SECOND = 1000;

const everySecond = (onTick: () => void) => {
  const timer = setInterval(onTick, SECOND);
  return () => clearInterval(timer);
};

/**
 * The whole seconds left until `at` (a time in ms; null: none), ticking each second; 0 once it
 * passed, never before: a part of a second left is a second (the backend refuses a resend early).
 */
export function useSecondsUntil(at: number | null): number {
  // the same value within a second, as useSyncExternalStore needs
  const secondsLeft = useCallback(
    () => (at === null ? 0 : Math.max(0, Math.ceil((at - Date.now()) / SECOND))),
    [at],
  );
  return useSyncExternalStore(everySecond, secondsLeft, () => 0);
}
