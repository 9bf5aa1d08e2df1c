// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import {
  TRACKING_COOKIES,
  monthsLater,
  removeTrackingCookies,
  trackingCookieWrites,
} from '@/features/tracking/trackingCookies';
import { getTenant } from '@/tenancy/registry';
import { tenantFixture } from '../../ui/tenantFixture';

const NOW = Date.UTC(2026, 0, 15);
const tenant = (id: string) => getTenant(id) ?? tenantFixture();

function writes(id: string, query = '', cookies: Record<string, string> = {}) {
  let n = 0;
  const all = trackingCookieWrites({
    tenant: tenant(id),
    search: new URLSearchParams(query),
    cookie: (name) => cookies[name] ?? null,
    now: NOW,
    newId: () => `id-${++n}`,
  });
  return new Map(all.map(({ name, value, expires }) => [name, { value, expires: expires.toUTCString() }]));
}

describe('tracking cookies (SPEC §9, lifetimes in months)', () => {
  it.each([
    ['client id', 'aufladen', '?gclid=abc', TRACKING_COOKIES.clientId, 3],
    ['click id', 'aufladen', '?gclid=abc', TRACKING_COOKIES.clickId, 3],
    ['session id', 'reloadnow', '', TRACKING_COOKIES.sessionId, 3],
    ['legacy analytics', 'aufladen', '', TRACKING_COOKIES.legacyAnalytics, 2],
  ])('%s lives %i months', (_name, id, query, cookie, months) => {
    expect(writes(id, query).get(cookie)?.expires).toBe(monthsLater(NOW, months as number).toUTCString());
  });

  it('months are calendar months', () => {
    expect(monthsLater(Date.UTC(2026, 0, 31), 3).toISOString()).toBe('2026-05-01T00:00:00.000Z');
  });

  it('creates a session id only for the tenant SPEC names (sessionIdEnabled)', () => {
    expect(writes('reloadnow').has(TRACKING_COOKIES.sessionId)).toBe(true);
    expect(writes('aufladen').has(TRACKING_COOKIES.sessionId)).toBe(false);
  });

  it('keeps an existing client id and renews its lifetime', () => {
    const cookie = writes('aufladen', '', { [TRACKING_COOKIES.clientId]: 'kept' }).get(
      TRACKING_COOKIES.clientId,
    );
    expect(cookie?.value).toBe('kept');
  });

  it('writes the legacy analytics cookie only for a tenant with analytics', () => {
    expect(writes('edeka').has(TRACKING_COOKIES.legacyAnalytics)).toBe(false);
    expect(writes('aufladen').get(TRACKING_COOKIES.legacyAnalytics)?.value).toBe('GA1.1.id-1');
  });

  it.each([
    ['the partner with its medium number', '?utm_source=preisvergleich&utm_medium=815', 'preisvergleich|815'],
    [
      'the partner without a medium: the configured number',
      '?utm_source=preisvergleich',
      'preisvergleich|4711',
    ],
    ['another source', '?utm_source=newsletter&utm_medium=815', undefined],
    ['no source', '', undefined],
  ])('price comparison: %s', (_name, query, recorded) => {
    expect(writes('aufladen', query).get(TRACKING_COOKIES.priceComparison)?.value).toBe(recorded);
  });

  it('records no price-comparison source for a tenant without a partner', () => {
    expect(writes('congstar', '?utm_source=preisvergleich').has(TRACKING_COOKIES.priceComparison)).toBe(
      false,
    );
  });

  it('deletes exactly the tracking cookies present, never others', () => {
    for (const cookie of [
      'theme=dark',
      `${TRACKING_COOKIES.clientId}=x`,
      'consent=y',
      `${TRACKING_COOKIES.clickId}=z`,
    ])
      document.cookie = `${cookie}; path=/`;
    removeTrackingCookies();
    expect(document.cookie).toBe('theme=dark; consent=y');
  });
});
