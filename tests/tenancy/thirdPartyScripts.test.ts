import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy, inlineScriptHashes } from '@/server/csp';
import { getTenant, getTenantRegistry } from '@/tenancy/registry';
import {
  DEVICE_ID_STUB,
  deviceIdScript,
  hostStage,
  thirdPartyOrigins,
  thirdPartyScripts,
  type ScriptKind,
} from '@/tenancy/thirdPartyScripts';
import { tenantFixture } from '../ui/tenantFixture';

const tenant = (id: string) => {
  const found = getTenant(id);
  if (!found) throw new Error(`no tenant ${id}`);
  return found;
};

const GTM = 'https://www.googletagmanager.com';
const PIXEL = 'https://connect.facebook.net';
const HOTJAR = 'https://static.hotjar.com';
const PUSH = 'https://cdn.onesignal.com';
const CHAT = 'https://chat.example.com';
const REVIEWS = 'https://reviews.example.com';
const TRUST = 'https://trust-rating.example.com';
/** the device check's script, where the tenant sends a device id (not consent-bound) */
const DEVICE = 'https://device-id.example.com';

/** Every tenant: the scripts it loads with statistics consent in production, and its CSP's script origins. */
const table: [string, ScriptKind[], string[]][] = [
  ['aufladen', ['tagManager', 'analytics', 'trust'], [GTM, TRUST, DEVICE]],
  ['ayyildiz', ['tagManager'], [GTM]],
  ['congstar', ['tagManager', 'analytics', 'heatMap'], [GTM, HOTJAR, DEVICE]],
  ['edeka', ['tagManager'], [GTM]],
  ['eplus', [], []],
  ['esim', ['tagManager', 'analytics', 'push', 'chat', 'review'], [CHAT, PUSH, REVIEWS, GTM]],
  ['fcb', ['tagManager'], [GTM]],
  ['foocall', ['tagManager', 'analytics'], [GTM]],
  ['herladen', ['tagManager'], [GTM]],
  ['jamobil', [], []],
  ['kaufland', ['tagManager', 'pixel'], [PIXEL, GTM, DEVICE]],
  ['norma', [], []],
  ['o2de', ['tagManager', 'analytics', 'review'], [REVIEWS, GTM]],
  ['opwaarderen', ['tagManager', 'heatMap'], [HOTJAR, GTM]],
  ['ortel', ['tagManager'], [GTM]],
  ['pennymobil', ['tagManager'], [GTM]],
  ['product', [], []],
  ['reloadnow', ['tagManager', 'analytics', 'chat', 'trust', 'pixel'], [CHAT, PIXEL, TRUST, GTM, DEVICE]],
  ['reloadnow_at', ['tagManager', 'analytics'], [GTM]],
  ['tmobilenl', ['tagManager', 'heatMap'], [HOTJAR, GTM]],
  ['whitecalling', [], []],
  ['whitelabel_insidehandy', [], []],
  ['whitelabel_o2', [], []],
  ['whitelabel_tmobilenl', [], []],
];

describe('third-party scripts per tenant (SPEC §7, §9)', () => {
  it('covers every tenant', () => {
    expect(table.map(([id]) => id).sort()).toEqual([...getTenantRegistry().keys()].sort());
  });

  it.each(table)('%s loads nothing without statistics consent', (id) => {
    for (const stage of ['production', 'staging', 'local'] as const)
      expect(thirdPartyScripts(tenant(id), stage, false)).toEqual([]);
  });

  it.each(table)('%s with consent loads %j', (id, kinds) => {
    expect(thirdPartyScripts(tenant(id), 'production', true).map((script) => script.kind)).toEqual(kinds);
  });

  it.each(table)('%s: its CSP allows exactly the origins of its scripts', (id, _kinds, origins) => {
    expect(thirdPartyOrigins(tenant(id))).toEqual([...origins].sort());
    const scriptSrc = contentSecurityPolicy(false, thirdPartyOrigins(tenant(id)))
      .split('; ')
      .find((directive) => directive.startsWith('script-src'));
    expect(scriptSrc).toBe(['script-src', "'self'", inlineScriptHashes, ...[...origins].sort()].join(' '));
  });

  it('the heat map is version 6, with the tenant id', () => {
    const [heatMap] = thirdPartyScripts(tenant('congstar'), 'production', true).filter(
      (s) => s.kind === 'heatMap',
    );
    expect(heatMap?.src).toBe('https://static.hotjar.com/c/hotjar-1000001.js?sv=6');
  });

  it.each([
    ['production', 'px-rln-100'],
    ['staging', 'px-rln-900'],
    ['local', 'px-rln-900'],
  ] as const)('the pixel on a %s host is %s', (stage, id) => {
    const pixel = thirdPartyScripts(tenant('reloadnow'), stage, true).find((s) => s.kind === 'pixel');
    expect(pixel?.id).toBe(id);
  });

  it('local hosts take every script from the storefront stub endpoints, never the internet', () => {
    const scripts = thirdPartyScripts(tenant('esim'), 'local', true);
    expect(scripts.map((script) => script.src)).toEqual([
      '/api/vendor-stubs/tagManager.js?id=GTM-ESIM001',
      '/api/vendor-stubs/analytics.js?id=G-ESIM000001',
      '/api/vendor-stubs/push.js',
      '/api/vendor-stubs/chat.js',
      '/api/vendor-stubs/review.js',
    ]);
  });

  it('allows the wallet script origin only for a tenant that offers the wallet', () => {
    const settings = { walletScriptUrl: 'https://pay.wallet.example/sdk.js' };
    expect(thirdPartyOrigins(tenantFixture({ paymentMethods: ['wallet'], settings }))).toEqual([
      'https://pay.wallet.example',
    ]);
    expect(thirdPartyOrigins(tenantFixture({ paymentMethods: ['paypal'], settings }))).toEqual([]);
  });

  it.each([
    // [deviceIDSwitch, shouldSendDeviceID, stage, script]
    [true, true, 'production', 'https://device-id.example.com/collect/shop.js'],
    [true, true, 'staging', 'https://device-id.example.com/collect/shop.js'],
    [true, true, 'local', DEVICE_ID_STUB],
    [true, false, 'production', null],
    [false, true, 'production', null],
    [false, false, 'local', null],
  ] as const)(
    'the device check script with switch %s and send %s on a %s host is %s',
    (deviceIDSwitch, shouldSendDeviceID, stage, script) => {
      const settings = {
        deviceIDSwitch,
        shouldSendDeviceID,
        deviceIDURL: 'https://device-id.example.com/collect/shop.js',
      };
      expect(deviceIdScript(tenantFixture({ settings }), stage)).toBe(script);
    },
  );

  it('loads no device check where the tenant names no script', () => {
    const settings = { deviceIDSwitch: true, shouldSendDeviceID: true, deviceIDURL: null };
    expect(deviceIdScript(tenantFixture({ settings }), 'local')).toBeNull();
  });
});

describe('hostStage', () => {
  it.each([
    ['localhost', 'local'],
    ['congstar.localhost', 'local'],
    ['127.0.0.1', 'local'],
    ['[::1]', 'local'],
    ['staging.aufladen-shop.de', 'staging'],
    ['shop-staging.reloadnow.fr', 'staging'],
    ['shop.aufladen-shop.de', 'production'],
    ['stagingarea.example.com', 'production'],
    ['localhost.example.com', 'production'],
  ] as const)('%s is %s', (host, stage) => {
    expect(hostStage(host)).toBe(stage);
  });
});
