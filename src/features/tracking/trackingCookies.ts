import { TRACKING_COOKIE_MONTHS } from '@/config/constants';
import { readCookie, removeCookie } from '@/features/consent';
import type { TenantConfig } from '@/tenancy/schema';

/** First-party tracking cookies; only written with statistics consent, deleted without it. */
export const TRACKING_COOKIES = {
  clientId: 'shop_cid',
  clickId: 'shop_click',
  sessionId: 'shop_sid',
  legacyAnalytics: 'shop_la',
  priceComparison: 'shop_pc',
} as const;

/** Landing-URL parameters that carry an ad click id. */
const CLICK_ID_PARAMS = ['gclid', 'fbclid', 'msclkid'] as const;

/** `now` plus whole calendar months (the unit of SPEC §9's tracking lifetimes, ADR 0009). */
export function monthsLater(now: number, months: number): Date {
  const date = new Date(now);
  date.setUTCMonth(date.getUTCMonth() + months);
  return date;
}

export interface TrackingContext {
  tenant: TenantConfig;
  /** the landing page's query */
  search: URLSearchParams;
  /** the page's cookie of that name, null when it has none */
  cookie: (name: string) => string | null;
  now: number;
  newId: () => string;
}

/** One cookie to write: its name, value and end (the attributes are the shop's, SPEC §9). */
export interface CookieWrite {
  name: string;
  value: string;
  expires: Date;
}

/**
 * The cookie writes of a page view with statistics consent: the client id (kept, lifetime
 * renewed), the click id and the price-comparison source when the landing URL brings them, the
 * session id only where the tenant creates one (SPEC §7), the legacy analytics cookie where the
 * tenant measures with analytics.
 */
export function trackingCookieWrites({ tenant, search, cookie, now, newId }: TrackingContext): CookieWrite[] {
  const months = TRACKING_COOKIE_MONTHS;
  const write = (key: keyof typeof TRACKING_COOKIES, value: string, lifetime: number) => ({
    name: TRACKING_COOKIES[key],
    value,
    expires: monthsLater(now, lifetime),
  });
  const existing = (key: keyof typeof TRACKING_COOKIES) => cookie(TRACKING_COOKIES[key]);

  const clientId = existing('clientId') ?? newId();
  const writes = [write('clientId', clientId, months.clientId)];
  const clickId = CLICK_ID_PARAMS.map((name) => search.get(name)).find(Boolean);
  if (clickId) writes.push(write('clickId', clickId, months.clickId));
  if (tenant.sessionIdEnabled)
    writes.push(write('sessionId', existing('sessionId') ?? newId(), months.sessionId));
  if (tenant.tracking.analyticsIds.length > 0)
    writes.push(write('legacyAnalytics', `GA1.1.${clientId}`, months.legacyAnalytics));
  const source = priceComparisonSource(tenant, search);
  if (source)
    writes.push(write('priceComparison', `${source.trafficSource}|${source.mediumNumber}`, months.clickId));
  return writes;
}

/**
 * SPEC §3: a visitor sent by the tenant's price-comparison partner lands with its traffic source
 * (`utm_source`); the medium number comes from the URL (`utm_medium`) or, when absent, the config.
 */
export function priceComparisonSource(
  tenant: TenantConfig,
  search: URLSearchParams,
): { trafficSource: string; mediumNumber: string } | null {
  const partner = tenant.tracking.priceComparison;
  if (!partner || search.get('utm_source') !== partner.trafficSource) return null;
  const medium = search.get('utm_medium');
  return {
    trafficSource: partner.trafficSource,
    mediumNumber: medium && /^\d+$/.test(medium) ? medium : partner.mediumNumber,
  };
}

/** Deletes every tracking cookie the page has, for a visitor without statistics consent. */
export function removeTrackingCookies(): void {
  for (const name of Object.values(TRACKING_COOKIES)) if (readCookie(name) !== null) removeCookie(name);
}
