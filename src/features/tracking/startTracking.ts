import { PIXEL_PAGE_LOAD_DELAY_MS } from '@/config/constants';
import { readCookie, writeCookie } from '@/features/consent';
import type { TenantConfig } from '@/tenancy/schema';
import { hostStage, thirdPartyScripts, type ThirdPartyScript } from '@/tenancy/thirdPartyScripts';
import { priceComparisonSource, trackingCookieWrites } from './trackingCookies';

type Queue = ((...args: unknown[]) => void) & { queue?: unknown[][] };
type VendorWindow = Window & {
  dataLayer?: unknown[];
  gtag?: Queue;
  fbq?: Queue;
  hj?: Queue;
  _hjSettings?: { hjid: number | string; hjsv: number };
  OneSignalDeferred?: unknown[];
};

/** A call queue like the vendors' snippets define: calls made before the script loads wait in it. */
function queue(): Queue {
  const fn: Queue = (...args: unknown[]) => fn.queue?.push(args);
  fn.queue = [];
  return fn;
}

/** What each vendor's snippet does before its script arrives, with the tenant's id. */
function prepare(win: VendorWindow, script: ThirdPartyScript): void {
  const id = script.id ?? '';
  win.dataLayer ??= [];
  switch (script.kind) {
    case 'tagManager':
      win.dataLayer.push({ 'gtm.start': Date.now(), event: 'gtm.js' });
      break;
    case 'analytics':
      win.gtag ??= function gtag(...args: unknown[]) {
        win.dataLayer?.push(args);
      };
      win.gtag('js', new Date());
      win.gtag('config', id);
      break;
    case 'pixel':
      win.fbq ??= queue();
      win.fbq('init', id);
      break;
    case 'heatMap':
      win.hj ??= queue();
      win._hjSettings = { hjid: id, hjsv: 6 };
      break;
    case 'push':
      win.OneSignalDeferred ??= [];
      win.OneSignalDeferred.push({ appId: id });
      break;
    default:
      break;
  }
}

let started = false;

/**
 * Starts the tenant's tracking once per page load, only ever called with statistics consent:
 * tracking cookies, vendor start-up, the scripts, and the pixel's page-load event one second late
 * (SPEC §9). Client-side navigations keep the page, so they start nothing again.
 */
export function startTracking(
  tenant: TenantConfig,
  location: Location,
  newId = () => crypto.randomUUID(),
): void {
  if (started) return;
  started = true;
  const win = window as VendorWindow;
  const search = new URLSearchParams(location.search);
  for (const { name, value, expires } of trackingCookieWrites({
    tenant,
    search,
    cookie: readCookie,
    now: Date.now(),
    newId,
  }))
    writeCookie(name, value, expires);
  const source = priceComparisonSource(tenant, search);
  const scripts = thirdPartyScripts(tenant, hostStage(location.hostname), true);
  for (const script of scripts) {
    prepare(win, script);
    const element = document.createElement('script');
    element.async = true;
    element.src = script.src;
    element.dataset.vendor = script.kind;
    document.head.appendChild(element);
  }
  if (source) win.dataLayer?.push({ event: 'price_comparison', ...source });
  if (scripts.some((script) => script.kind === 'pixel'))
    window.setTimeout(() => win.fbq?.('track', 'PageView'), PIXEL_PAGE_LOAD_DELAY_MS);
}

/** Tests start a fresh page. */
export const resetTracking = () => {
  started = false;
};
