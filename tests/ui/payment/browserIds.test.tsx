import { afterEach, describe, expect, it } from 'vitest';
import { deviceId } from '@/ui/payment/browserIds';

afterEach(() => {
  delete window.deviceIdentification;
  localStorage.clear();
});

describe('the device id sent for the fraud check', () => {
  it('is the device check’s own id once its script has run', () => {
    window.deviceIdentification = { deviceId: 'VENDOR-42' };
    expect(deviceId()).toBe('VENDOR-42');
  });

  it.each([
    ['no script ran', undefined],
    ['an empty id', { deviceId: '' }],
    ['an id that is not text', { deviceId: 42 }],
    ['an id longer than the call allows', { deviceId: 'x'.repeat(201) }],
  ])('falls back to this browser’s id when %s, the same on every checkout', (_case, left) => {
    if (left) window.deviceIdentification = left;
    const first = deviceId();
    expect(first).toMatch(/^[0-9a-f-]{36}$/);
    expect(deviceId()).toBe(first);
  });
});
