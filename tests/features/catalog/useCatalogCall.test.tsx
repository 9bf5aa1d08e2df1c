import { renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useCatalogCall } from '@/features/catalog/useCatalogCall';

const initial = { key: 'all', data: ['every product'] };

describe('useCatalogCall with the answer the page was rendered with', () => {
  it('shows it without a call', () => {
    const load = vi.fn(async () => ['called']);
    const { result } = renderHook(() => useCatalogCall('all', load, initial));
    expect(result.current).toMatchObject({ status: 'success', data: ['every product'] });
    expect(load).not.toHaveBeenCalled();
  });

  it('shows it again when another key comes back to its own: a search typed, then cleared', async () => {
    const load = vi.fn(async () => ['nothing found']);
    const { result, rerender } = renderHook(({ key }) => useCatalogCall(key, load, initial), {
      initialProps: { key: 'q=nothing' },
    });
    await waitFor(() => expect(result.current).toMatchObject({ status: 'success', data: ['nothing found'] }));
    rerender({ key: 'all' });
    expect(result.current).toMatchObject({ status: 'success', data: ['every product'] });
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('asks again on a retry', async () => {
    const load = vi.fn(async () => ['fresh']);
    const { result } = renderHook(() => useCatalogCall('all', load, initial));
    result.current.retry();
    await waitFor(() => expect(result.current).toMatchObject({ status: 'success', data: ['fresh'] }));
    expect(load).toHaveBeenCalledTimes(1);
  });
});
