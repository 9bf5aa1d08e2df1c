import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Consent } from '@/features/consent';
import { TrackingManager } from '@/features/tracking';
import { resetTracking } from '@/features/tracking/startTracking';
import { TRACKING_COOKIES } from '@/features/tracking/trackingCookies';
import { getTenant } from '@/tenancy/registry';
import { render, waitFor } from '../../ui/render';

/** reloadnow measures with every vendor kind and creates a session id: the most there is to leave out. */
const tenant = getTenant('reloadnow');

const vendorScripts = () => document.head.querySelectorAll('script[data-vendor]').length;
const trackingCookies = () =>
  Object.values(TRACKING_COOKIES).filter((name) => document.cookie.includes(`${name}=`));

function renderWith(choice: Consent | null) {
  return render(<TrackingManager />, {
    tenant,
    preloadedState: { consent: { choice, read: true, dialogOpen: choice === null } },
  });
}

beforeEach(() => {
  resetTracking();
  // left by an earlier visit that had consented
  for (const name of Object.values(TRACKING_COOKIES)) document.cookie = `${name}=old; path=/`;
});
function clearTracking() {
  document.head.querySelectorAll('script[data-vendor]').forEach((script) => script.remove());
  for (const name of Object.values(TRACKING_COOKIES))
    document.cookie = `${name}=; expires=${new Date(0).toUTCString()}; path=/`;
}
afterEach(clearTracking);

describe('TrackingManager (SPEC §7 scripts, §9 tracking cookies)', () => {
  it.each<[string, Consent | null]>([
    ['no consent recorded', null],
    ['statistics refused', { necessary: true, statistics: false }],
  ])('%s: no vendor script, and the tracking cookies are removed', async (_, choice) => {
    expect(trackingCookies()).toHaveLength(Object.keys(TRACKING_COOKIES).length);
    renderWith(choice);
    await waitFor(() => expect(trackingCookies()).toEqual([]));
    // the tracking code would have come by now: it is a module already loaded by this test
    await import('@/features/tracking/startTracking');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(vendorScripts()).toBe(0);
  });

  it('statistics consented: the vendor scripts load and the tracking cookies are written', async () => {
    clearTracking();
    renderWith({ necessary: true, statistics: true });
    await waitFor(() => expect(vendorScripts()).toBeGreaterThan(0));
    expect(trackingCookies()).toEqual(
      expect.arrayContaining([TRACKING_COOKIES.clientId, TRACKING_COOKIES.sessionId]),
    );
  });
});
