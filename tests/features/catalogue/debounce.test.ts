import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SEARCH_DEBOUNCE_MS } from '@/config/constants';
import { createDebouncer } from '@/features/catalogue/search/debounce';

describe('search debounce (SPEC §9: 500 ms after the last keystroke)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('runs once, SEARCH_DEBOUNCE_MS after the last schedule, with the last value', () => {
    const debouncer = createDebouncer(SEARCH_DEBOUNCE_MS);
    const seen: string[] = [];
    for (const text of ['l', 'le', 'leb']) {
      debouncer.schedule(() => seen.push(text));
      vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS - 1);
    }
    expect(seen).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(seen).toEqual(['leb']);
    vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS * 4);
    expect(seen).toEqual(['leb']);
  });

  it('flush runs the pending call at once and only once', () => {
    const debouncer = createDebouncer(SEARCH_DEBOUNCE_MS);
    const run = vi.fn();
    debouncer.schedule(run);
    debouncer.flush();
    expect(run).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS);
    debouncer.flush();
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('cancel drops the pending call (the page was left)', () => {
    const debouncer = createDebouncer(SEARCH_DEBOUNCE_MS);
    const run = vi.fn();
    debouncer.schedule(run);
    debouncer.cancel();
    vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS * 2);
    expect(run).not.toHaveBeenCalled();
  });
});
