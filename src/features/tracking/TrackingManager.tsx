import { useEffect } from 'react';
import { selectConsent, selectConsentRead } from '@/features/consent';
import { useAppSelector } from '@/store/hooks';
import { useShop } from '@/tenancy/useShop';

/**
 * SPEC §7, §9: nothing of the tenant's tracking exists before consent to statistics. Without it the
 * page deletes tracking cookies left from an earlier consent; with it, the tracking code (loaded only
 * then) starts the scripts.
 */
export function TrackingManager() {
  const { tenant } = useShop();
  const read = useAppSelector(selectConsentRead);
  const statistics = useAppSelector(selectConsent)?.statistics ?? false;
  useEffect(() => {
    if (!read) return;
    if (!statistics) {
      void import('./trackingCookies').then(({ removeTrackingCookies }) => removeTrackingCookies());
      return;
    }
    let active = true;
    void import('./startTracking').then(({ startTracking }) => {
      if (active) startTracking(tenant, window.location);
    });
    return () => {
      active = false;
    };
  }, [tenant, read, statistics]);
  return null;
}
