import { renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatPrice } from '@/tenancy/money';
import { usePriceFormatAhead } from '@/tenancy/usePriceFormatAhead';

describe('usePriceFormatAhead', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('builds the format in a task after mounting, once, and not after unmounting', () => {
    vi.useFakeTimers();
    const Original = Intl.NumberFormat;
    const built = vi.spyOn(Intl, 'NumberFormat').mockImplementation(function (
      ...args: ConstructorParameters<typeof Intl.NumberFormat>
    ) {
      return new Original(...args);
    } as typeof Intl.NumberFormat);
    const { unmount } = renderHook(() => usePriceFormatAhead('USD', 'it'));
    expect(built).not.toHaveBeenCalled();
    vi.runAllTimers();
    expect(built).toHaveBeenCalledTimes(1);
    expect(built).toHaveBeenCalledWith('it', expect.objectContaining({ currency: 'USD' }));
    // the price rendered later takes the format built ahead
    formatPrice(5, 'USD', 'it');
    expect(built).toHaveBeenCalledTimes(1);

    renderHook(() => usePriceFormatAhead('USD', 'ro')).unmount();
    unmount();
    vi.runAllTimers();
    expect(built).toHaveBeenCalledTimes(1);
  });
});
