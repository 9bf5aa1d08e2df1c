import type { TenantConfig } from './schema';

/** SPEC §7's third-party scripts that need statistics consent (the wallet script is a payment's). */
export const scriptKinds = [
  'tagManager',
  'analytics',
  'push',
  'chat',
  'review',
  'trust',
  'pixel',
  'heatMap',
] as const;
export type ScriptKind = (typeof scriptKinds)[number];

export interface ThirdPartyScript {
  kind: ScriptKind;
  /** the vendor's id of the shop, for the vendor's start-up call */
  id: string | null;
  src: string;
}

/**
 * Where the page runs. SPEC §7: the staging pixel on staging or local hosts. Local hosts (development,
 * the sandbox, the e2e tests) also take every vendor script from the storefront's stub endpoint, so
 * nothing is fetched from the internet there.
 */
export type HostStage = 'production' | 'staging' | 'local';

export function hostStage(hostname: string): HostStage {
  const host = hostname.toLowerCase();
  if (/^(localhost|127\.0\.0\.1|\[::1\])$/.test(host) || host.endsWith('.localhost')) return 'local';
  if (/(^|[.-])staging([.-]|$)/.test(host)) return 'staging';
  return 'production';
}

/** The vendors' production script URLs, for the ids a tenant configures. */
const vendorUrl = {
  tagManager: (id: string) => `https://www.googletagmanager.com/gtm.js?id=${encodeURIComponent(id)}`,
  analytics: (id: string) => `https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(id)}`,
  push: () => 'https://cdn.onesignal.com/sdks/web/v16/OneSignalSDK.page.js',
  pixel: () => 'https://connect.facebook.net/en_US/fbevents.js',
  // SPEC §7: the heat-map tool in version 6
  heatMap: (id: string) => `https://static.hotjar.com/c/hotjar-${encodeURIComponent(id)}.js?sv=6`,
} as const;

/** The storefront's own stand-in for a vendor script (src/pages/api/vendor-stubs/[script].ts). */
export const stubUrl = (kind: ScriptKind) => `/api/vendor-stubs/${kind}.js`;

/** Every script a tenant configures, at its production URL, in loading order. */
function configuredScripts(tenant: TenantConfig, stage: HostStage): ThirdPartyScript[] {
  const { tracking } = tenant;
  const scripts: ThirdPartyScript[] = [];
  const add = (kind: ScriptKind, id: string | null, src: string) => scripts.push({ kind, id, src });
  if (tracking.tagManagerId)
    add('tagManager', tracking.tagManagerId, vendorUrl.tagManager(tracking.tagManagerId));
  for (const id of tracking.analyticsIds) add('analytics', id, vendorUrl.analytics(id));
  if (tracking.pushServiceId) add('push', tracking.pushServiceId, vendorUrl.push());
  if (tracking.chatWidgetUrl) add('chat', null, tracking.chatWidgetUrl);
  if (tracking.reviewWidgetUrl) add('review', null, tracking.reviewWidgetUrl);
  if (tracking.trustRatingWidgetUrl) add('trust', null, tracking.trustRatingWidgetUrl);
  const pixel = stage === 'production' ? tracking.trackingPixelId : tracking.trackingPixelStagingId;
  if (pixel) add('pixel', pixel, vendorUrl.pixel());
  if (tracking.heatMapId) add('heatMap', tracking.heatMapId, vendorUrl.heatMap(tracking.heatMapId));
  return scripts;
}

/** SPEC §7, §9: the scripts a page loads: none without statistics consent. */
export function thirdPartyScripts(
  tenant: TenantConfig,
  stage: HostStage,
  statisticsConsent: boolean,
): ThirdPartyScript[] {
  if (!statisticsConsent) return [];
  const scripts = configuredScripts(tenant, stage);
  if (stage !== 'local') return scripts;
  return scripts.map((script) => ({
    ...script,
    src: `${stubUrl(script.kind)}${new URL(script.src).search}`,
  }));
}

/** The kinds of statistics services the consent dialog controls, as the privacy page names them. */
export const consentedServices = (tenant: TenantConfig): ScriptKind[] => [
  ...new Set(configuredScripts(tenant, 'production').map((script) => script.kind)),
];

/** SPEC §5: the device id is sent only when deviceIDSwitch and shouldSendDeviceID are both true. */
export const sendsDeviceId = (
  settings: Pick<TenantConfig['settings'], 'deviceIDSwitch' | 'shouldSendDeviceID'>,
) => settings.deviceIDSwitch && settings.shouldSendDeviceID;

/** The storefront's stand-in for the device check's script (src/pages/api/sandbox/device-id.ts). */
export const DEVICE_ID_STUB = '/api/sandbox/device-id';

/**
 * SPEC §7 settings.deviceIDURL: the fraud check's script that names this device, loaded on the
 * payment page of a tenant that sends a device id; on local hosts the storefront's stand-in.
 */
export function deviceIdScript(tenant: TenantConfig, stage: HostStage): string | null {
  const url = tenant.settings.deviceIDURL;
  if (!url || !sendsDeviceId(tenant.settings)) return null;
  return stage === 'local' ? DEVICE_ID_STUB : url;
}

/**
 * The origins a tenant's pages may load scripts from: those of its consent-bound scripts (the
 * production and the staging pixel share one), of the wallet script where it offers the wallet, and
 * of the device check's script where it sends a device id.
 */
export function thirdPartyOrigins(tenant: TenantConfig): string[] {
  const urls = [...configuredScripts(tenant, 'production'), ...configuredScripts(tenant, 'staging')].map(
    (script) => script.src,
  );
  const wallet = tenant.settings.walletScriptUrl;
  // a path (the sandbox's stub) is the shop's own origin, which 'self' already allows
  if (tenant.paymentMethods.includes('wallet') && wallet && !wallet.startsWith('/')) urls.push(wallet);
  const device = deviceIdScript(tenant, 'production');
  if (device) urls.push(device);
  return [...new Set(urls.map((url) => new URL(url).origin))].sort();
}
