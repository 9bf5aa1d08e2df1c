// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PIXEL_PAGE_LOAD_DELAY_MS } from '@/config/constants';
import { resetTracking, startTracking } from '@/features/tracking/startTracking';
import { getTenant } from '@/tenancy/registry';

type Win = Window & { fbq?: { queue?: unknown[][] }; dataLayer?: unknown[] };

const at = (href: string) => new URL(href) as unknown as Location;
const scripts = () =>
  [...document.head.querySelectorAll<HTMLScriptElement>('script[data-vendor]')].map((s) =>
    s.getAttribute('src'),
  );

describe('startTracking', () => {
  beforeEach(() => {
    resetTracking();
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
    document.head.innerHTML = '';
    delete (window as Win).fbq;
    delete (window as Win).dataLayer;
  });

  it('loads the tenant scripts from the stubs on a local host, and sends the pixel page load 1 s late', () => {
    const reloadnow = getTenant('reloadnow');
    if (!reloadnow) throw new Error('no reloadnow');
    startTracking(reloadnow, at('http://reloadnow.localhost:5500/shop'), () => 'id');
    expect(scripts()).toEqual([
      '/api/vendor-stubs/tagManager.js?id=GTM-RLN0001',
      '/api/vendor-stubs/analytics.js?id=G-RLN0000001',
      '/api/vendor-stubs/chat.js',
      '/api/vendor-stubs/trust.js',
      '/api/vendor-stubs/pixel.js',
    ]);
    const fbq = (window as Win).fbq;
    expect(fbq?.queue).toEqual([['init', 'px-rln-900']]);
    vi.advanceTimersByTime(PIXEL_PAGE_LOAD_DELAY_MS - 1);
    expect(fbq?.queue).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(fbq?.queue).toEqual([
      ['init', 'px-rln-900'],
      ['track', 'PageView'],
    ]);
  });

  it('starts once per page load, whatever client-side navigations follow', () => {
    const aufladen = getTenant('aufladen');
    if (!aufladen) throw new Error('no aufladen');
    startTracking(aufladen, at('https://shop.aufladen-shop.de/shop?utm_source=preisvergleich'), () => 'id');
    startTracking(aufladen, at('https://shop.aufladen-shop.de/shop/topup/o2'), () => 'id');
    expect(scripts()).toEqual([
      'https://www.googletagmanager.com/gtm.js?id=GTM-AUF0001',
      'https://www.googletagmanager.com/gtag/js?id=G-AUF0000001',
      'https://trust-rating.example.com/badge/aufladen.js',
    ]);
    expect((window as Win).dataLayer).toContainEqual({
      event: 'price_comparison',
      trafficSource: 'preisvergleich',
      mediumNumber: '4711',
    });
  });
});
