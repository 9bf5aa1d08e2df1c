import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSecondsUntil } from '@/ui/shell/useSecondsUntil';

// a clock between two whole seconds, as a customer's is
const START = 1_800_000_000_600;

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(START);
});
afterEach(() => vi.useRealTimers());

describe('useSecondsUntil', () => {
  it.each([
    // ms after START, seconds shown for a time 60 s after START
    [0, 60],
    [1_000, 59],
    [58_000, 2],
    [59_000, 1],
    // half a second is left: a wait must not end early (the backend refuses a resend before it)
    [59_500, 1],
    [60_000, 0],
    [61_000, 0],
  ])('%i ms after the start shows %i s', (elapsed, shown) => {
    const { result } = renderHook(() => useSecondsUntil(START + 60_000));
    act(() => vi.advanceTimersByTime(elapsed));
    expect(result.current).toBe(shown);
  });

  it('shows 0 without a time', () => {
    expect(renderHook(() => useSecondsUntil(null)).result.current).toBe(0);
  });
});
