import { deviceIdScript, hostStage } from '@/tenancy/thirdPartyScripts';
import type { TenantConfig } from '@/tenancy/schema';
import { useDeferredScript } from './useDeferredScript';

/**
 * Loads the device check's script on the payment page of a tenant that sends a device id (SPEC §5,
 * §7), at once: its id must be there before the customer pays. It renders nothing, so reading the
 * host only in the browser changes nothing the server rendered.
 */
export function useDeviceCheck(tenant: TenantConfig): void {
  const url =
    typeof window === 'undefined' ? null : deviceIdScript(tenant, hostStage(window.location.hostname));
  useDeferredScript(url, 0);
}
