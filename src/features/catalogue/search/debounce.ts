/**
 * One pending call at a time: scheduling again restarts the wait (SPEC §9: general search waits
 * 500 ms after the last keystroke). `flush` runs the pending call now (Enter, or another filter
 * changing), `cancel` drops it (unmount).
 */
export interface Debouncer {
  schedule(run: () => void): void;
  flush(): void;
  cancel(): void;
}

export function createDebouncer(delayMs: number): Debouncer {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let pending: (() => void) | undefined;
  const cancel = () => {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
    pending = undefined;
  };
  const flush = () => {
    const run = pending;
    cancel();
    run?.();
  };
  return {
    schedule(run) {
      cancel();
      pending = run;
      timer = setTimeout(flush, delayMs);
    },
    flush,
    cancel,
  };
}
