import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { WALLET_SCRIPT_DELAY_MS } from '@/config/constants';
import { useDeferredScript } from '@/ui/payment/useDeferredScript';

afterEach(() => {
  vi.useRealTimers();
  document.head.querySelectorAll('script').forEach((script) => script.remove());
});

const walletScript = () =>
  document.head.querySelector<HTMLScriptElement>('script[src="/api/sandbox/wallet"]');

describe('useDeferredScript (SPEC §9: the wallet script 1 s late)', () => {
  it('adds the script only after WALLET_SCRIPT_DELAY_MS and is ready once it has loaded', () => {
    vi.useFakeTimers();
    const { result } = renderHook(() => useDeferredScript('/api/sandbox/wallet', WALLET_SCRIPT_DELAY_MS));
    act(() => vi.advanceTimersByTime(WALLET_SCRIPT_DELAY_MS - 1));
    expect(walletScript()).toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(walletScript()).not.toBeNull();
    expect(result.current).toBe(false);
    act(() => walletScript()!.dispatchEvent(new Event('load')));
    expect(result.current).toBe(true);
  });

  it('loads nothing where the shop has no wallet, and nothing after the page is left', () => {
    vi.useFakeTimers();
    renderHook(() => useDeferredScript(null, WALLET_SCRIPT_DELAY_MS));
    const left = renderHook(() => useDeferredScript('/api/sandbox/wallet', WALLET_SCRIPT_DELAY_MS));
    left.unmount();
    act(() => vi.advanceTimersByTime(WALLET_SCRIPT_DELAY_MS * 2));
    expect(walletScript()).toBeNull();
  });
});
