import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useRead } from '@/store/useRead';

const initial = { key: 'all', data: ['every product'] };

/** A call whose answer the test gives when it wants to. */
function deferred<T>() {
  let settle!: { resolve: (value: T) => void; reject: (error: unknown) => void };
  const promise = new Promise<T>((resolve, reject) => (settle = { resolve, reject }));
  return { promise, ...settle };
}

describe('useRead states', () => {
  const boom = new Error('no answer');
  it.each<[string, string | null, () => Promise<string[]>, object]>([
    [
      'waits without a call while the key is not known',
      null,
      () => Promise.resolve(['x']),
      { status: 'loading' },
    ],
    ['shows the answer', 'all', () => Promise.resolve(['answer']), { status: 'success', data: ['answer'] }],
    ['shows the failure', 'all', () => Promise.reject(boom), { status: 'error', error: boom }],
  ])('%s', async (_, key, read, settled) => {
    const { result } = renderHook(() => useRead(key, read));
    expect(result.current).toMatchObject({ status: 'loading', data: undefined });
    await waitFor(() => expect(result.current).toMatchObject(settled));
  });

  it('keeps the last answer while the next key loads, and after it fails', async () => {
    const next = deferred<string[]>();
    const read = vi.fn((key: string) => (key === 'page 1' ? Promise.resolve(['first']) : next.promise));
    const { result, rerender } = renderHook(({ key }) => useRead(key, () => read(key)), {
      initialProps: { key: 'page 1' },
    });
    await waitFor(() => expect(result.current).toMatchObject({ status: 'success', data: ['first'] }));
    rerender({ key: 'page 2' });
    expect(result.current).toMatchObject({ status: 'loading', data: ['first'] });
    await act(async () => next.reject(new Error('offline')));
    expect(result.current).toMatchObject({ status: 'error', data: ['first'] });
  });

  it('ignores an answer to a key that is no longer asked for', async () => {
    const late = deferred<string[]>();
    const read = vi.fn((key: string) => (key === 'old' ? late.promise : Promise.resolve(['new'])));
    const { result, rerender } = renderHook(({ key }) => useRead(key, () => read(key)), {
      initialProps: { key: 'old' },
    });
    rerender({ key: 'new' });
    await waitFor(() => expect(result.current).toMatchObject({ status: 'success', data: ['new'] }));
    await act(async () => late.resolve(['old']));
    expect(result.current).toMatchObject({ status: 'success', data: ['new'] });
  });

  it('a retry after a failure asks again', async () => {
    const read = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValue(['back']);
    const { result } = renderHook(() => useRead<string[]>('all', read));
    await waitFor(() => expect(result.current.status).toBe('error'));
    act(() => result.current.retry());
    await waitFor(() => expect(result.current).toMatchObject({ status: 'success', data: ['back'] }));
    expect(read).toHaveBeenCalledTimes(2);
  });
});

describe('useRead with the answer the page was rendered with', () => {
  it('shows it without a call', () => {
    const read = vi.fn(async () => ['called']);
    const { result } = renderHook(() => useRead('all', read, initial));
    expect(result.current).toMatchObject({ status: 'success', data: ['every product'] });
    expect(read).not.toHaveBeenCalled();
  });

  it('shows it again when another key comes back to its own: a search typed, then cleared', async () => {
    const read = vi.fn(async () => ['nothing found']);
    const { result, rerender } = renderHook(({ key }) => useRead(key, read, initial), {
      initialProps: { key: 'q=nothing' },
    });
    await waitFor(() => expect(result.current).toMatchObject({ status: 'success', data: ['nothing found'] }));
    rerender({ key: 'all' });
    expect(result.current).toMatchObject({ status: 'success', data: ['every product'] });
    expect(read).toHaveBeenCalledTimes(1);
  });

  it('asks again on a retry', async () => {
    const read = vi.fn(async () => ['fresh']);
    const { result } = renderHook(() => useRead('all', read, initial));
    act(() => result.current.retry());
    await waitFor(() => expect(result.current).toMatchObject({ status: 'success', data: ['fresh'] }));
    expect(read).toHaveBeenCalledTimes(1);
  });
});
