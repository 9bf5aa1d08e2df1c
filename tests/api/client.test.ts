import { afterEach, describe, expect, it, vi } from 'vitest';
import { emptyCart } from '../fixtures/cart';

afterEach(() => {
  vi.doUnmock('@/api/common');
  vi.resetModules();
});

describe('the browser entry to the calls', () => {
  it('loads the shared schemas again on the next call when their chunk failed to load', async () => {
    let chunkFails = true;
    vi.doMock('@/api/common', async (importOriginal) => {
      if (chunkFails) throw new Error('chunk failed');
      return importOriginal();
    });
    const { getCart } = await import('@/api/client');
    const fetch = vi.fn(async () => Response.json(emptyCart)) as unknown as typeof globalThis.fetch;
    const ctx = { shopId: 'congstar', country: 'de', fetch };
    await expect(getCart(ctx, 'c1')).rejects.toThrow();
    expect(fetch).not.toHaveBeenCalled();
    chunkFails = false;
    await expect(getCart(ctx, 'c1')).resolves.toMatchObject({ cartName: 'c1' });
  });

  it("builds a call's own schemas in a task after the one that built the shared ones", async () => {
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    try {
      const { getCart } = await import('@/api/client');
      const fetch = vi.fn(async () => Response.json(emptyCart)) as unknown as typeof globalThis.fetch;
      const answer = getCart({ shopId: 'congstar', country: 'de', fetch }, 'c1');
      // the shared schemas are built once a timer waits; the call's own wait for that next task
      // loading the modules takes real time in the test runner; the clock itself is not faked
      const deadline = Date.now() + 5000;
      while (vi.getTimerCount() === 0 && Date.now() < deadline)
        await new Promise((resolve) => setImmediate(resolve));
      expect(vi.getTimerCount()).toBe(1);
      expect(fetch).not.toHaveBeenCalled();
      await vi.runAllTimersAsync();
      await expect(answer).resolves.toMatchObject({ cartName: 'c1' });
    } finally {
      vi.useRealTimers();
    }
  });
});
