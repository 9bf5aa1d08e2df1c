import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadTenants } from '@/tenancy/registry';
import type { TenantConfig } from '@/tenancy/schema';

// SPEC facts about tenants, row by row. `product` is SPEC's `{product}` tenant.
const tenants = loadTenants(path.resolve(__dirname, '../../tenants'));
const allIds = [...tenants.keys()];

const tenant = (id: string): TenantConfig => {
  const found = tenants.get(id);
  if (!found) throw new Error(`no tenant ${id}`);
  return found;
};
/** "edeka, fcb, jamobil" → the tenants named in a SPEC row */
const named = (row: string): TenantConfig[] => row.split(', ').map(tenant);
const allExcept = (...rows: string[]): TenantConfig[] => {
  const excluded = new Set(rows.flatMap((row) => row.split(', ')));
  return allIds.filter((id) => !excluded.has(id)).map(tenant);
};
const ids = (list: TenantConfig[]): string[] => list.map((t) => t.id).sort();

describe('SPEC §9 locales by tenant (default first where given)', () => {
  const rows: [tenants: string, locales: string[], defaultLocale: string | null][] = [
    ['ayyildiz', ['de', 'tr'], 'de'],
    ['congstar', ['de'], 'de'],
    ['edeka, fcb, jamobil, kaufland, norma, pennymobil, o2de, aufladen', ['de', 'en'], 'de'],
    ['eplus, ortel, whitelabel_o2', ['de', 'en', 'es', 'fr', 'it', 'pl', 'ro'], 'de'],
    ['esim, foocall, whitecalling, product', ['en'], 'en'],
    ['reloadnow', ['fr', 'en'], 'fr'],
    ['reloadnow_at', ['de', 'en'], 'de'],
    ['tmobilenl, whitelabel_tmobilenl', ['nl', 'en'], null],
    ['herladen, opwaarderen', ['nl'], 'nl'],
    ['whitelabel_insidehandy', ['de'], 'de'],
  ];

  it.each(rows)('%s: %j, default %s', (row, locales, defaultLocale) => {
    for (const t of named(row)) {
      expect([...t.locales].sort(), t.id).toEqual([...locales].sort());
      if (defaultLocale) {
        expect(t.defaultLocale, t.id).toBe(defaultLocale);
        expect(t.locales[0], t.id).toBe(defaultLocale);
      }
    }
  });

  it('names every tenant exactly once', () => {
    const listed = rows.flatMap(([row]) => row.split(', '));
    expect(listed.sort()).toEqual([...allIds].sort());
  });
});

describe('SPEC §1/§3 countries and currencies', () => {
  it.each([
    ['reloadnow', 'fr'],
    ['reloadnow_at', 'at'],
    ['foocall', 'gb'],
    ['herladen', 'be'],
    ['tmobilenl, whitelabel_tmobilenl, opwaarderen, esim', 'nl'],
  ])('%s: country %s', (row, country) => {
    for (const t of named(row)) expect(t.country, t.id).toBe(country);
  });

  it.each([
    ['foocall (the UK tenant)', 'GBP', named('foocall')],
    ['every other tenant', 'EUR', allExcept('foocall')],
  ])('%s: %s', (_row, currency, list) => {
    for (const t of list) expect(t.currency, t.id).toBe(currency);
  });

  it('has one UK tenant, with login disabled and GBP', () => {
    const uk = [...tenants.values()].filter((t) => t.country === 'gb');
    expect(ids(uk)).toEqual(['foocall']);
    expect(uk[0]?.features.authDisabled).toBe(true);
    expect(uk[0]?.currency).toBe('GBP');
  });

  it('knows the card brands mastercard and visa everywhere', () => {
    for (const t of tenants.values()) expect(t.cardBrands, t.id).toEqual(['mastercard', 'visa']);
  });
});

describe('SPEC §9 auto top-up types by tenant', () => {
  const rows: [tenants: string, types: string[]][] = [
    ['ayyildiz, foocall', ['WEEKLY', 'MONTHLY']],
    ['congstar, edeka, jamobil, norma, pennymobil', ['LOW_BALANCE', 'MONTHLY', 'TARIFF']],
    ['fcb, kaufland, ortel', ['LOW_BALANCE', 'WEEKLY', 'MONTHLY']],
    ['o2de, whitecalling', ['LOW_BALANCE']],
    // the Dutch low-balance tenant
    ['tmobilenl', ['LOW_BALANCE', 'WEEKLY', 'MONTHLY']],
  ];

  it.each(rows)('%s: %j', (row, types) => {
    for (const t of named(row)) {
      expect(t.topup.autoTopupTypes, t.id).toEqual(types);
      expect(t.topup.kinds, t.id).toContain('AUTOMATIC');
      expect(t.settings.tariffEnabled, t.id).toBe(types.includes('TARIFF'));
    }
  });

  it('gives every other tenant no auto top-up', () => {
    for (const t of allExcept(...rows.map(([row]) => row))) {
      expect(t.topup.autoTopupTypes, t.id).toEqual([]);
      expect(t.topup.kinds, t.id).not.toContain('AUTOMATIC');
      expect(t.settings.tariffEnabled, t.id).toBe(false);
    }
  });

  it('lets every tenant buy once-off', () => {
    for (const t of tenants.values()) expect(t.topup.kinds, t.id).toContain('ONCE_OFF');
  });

  it('has Dutch auto top-up by low balance, weekly or monthly only', () => {
    const dutchWithAuto = [...tenants.values()].filter(
      (t) => t.country === 'nl' && t.topup.autoTopupTypes.length > 0,
    );
    expect(ids(dutchWithAuto)).toEqual(['tmobilenl']);
  });
});

describe('SPEC §9 low-balance limits', () => {
  it.each<[string, number | string]>([
    ['congstar, edeka, jamobil, norma, o2de, pennymobil, whitecalling', 5],
    ['fcb, tmobilenl', 2],
    ['kaufland', 'custom'],
  ])('%s: %s', (row, limit) => {
    for (const t of named(row)) expect(t.topup.lowBalanceLimit, t.id).toBe(limit);
  });

  it('kaufland has a custom limit, which is not a number', () => {
    expect(typeof tenant('kaufland').topup.lowBalanceLimit).not.toBe('number');
  });

  it('tenants without low-balance top-up have no limit; the others have one', () => {
    for (const t of tenants.values()) {
      if (t.topup.autoTopupTypes.includes('LOW_BALANCE'))
        expect(t.topup.lowBalanceLimit, t.id).not.toBeNull();
      else expect(t.topup.lowBalanceLimit, t.id).toBeNull();
    }
  });
});

describe('SPEC §9 pausing auto top-up', () => {
  it.each([
    ['fcb, kaufland', true],
    ['congstar, jamobil, pennymobil, tmobilenl', false],
  ])('%s: allowed %s', (row, allowed) => {
    for (const t of named(row)) expect(t.topup.allowAutoTopupPause, t.id).toBe(allowed);
  });
});

describe('SPEC §9 example SMS top-up text and different-amount placeholder', () => {
  it.each([['congstar, jamobil, pennymobil']])('%s: KOOP, amount 15, a 4-digit code', (row) => {
    for (const t of named(row)) {
      expect(t.topup.exampleSms, t.id).toMatch(/^KOOP 15 \d{4}$/);
      expect(t.topup.kinds, t.id).toContain('SMS');
    }
  });

  it('no other tenant has an SMS example or SMS top-up', () => {
    for (const t of allExcept('congstar, jamobil, pennymobil')) {
      expect(t.topup.exampleSms, t.id).toBeNull();
      expect(t.topup.kinds, t.id).not.toContain('SMS');
    }
  });

  it.each([
    ['edeka', 5],
    ['norma', 45],
  ])('%s: placeholder %s', (id, placeholder) => {
    expect(tenant(id).topup.differentAmountPlaceholder).toBe(placeholder);
  });

  it('no other tenant has a placeholder', () => {
    for (const t of allExcept('edeka, norma')) expect(t.topup.differentAmountPlaceholder, t.id).toBeNull();
  });
});

describe('SPEC §9 phone country codes', () => {
  it.each([
    [
      'German brands',
      'ayyildiz, congstar, edeka, eplus, fcb, jamobil, kaufland, norma, o2de, ortel, pennymobil, whitecalling, whitelabel_insidehandy, whitelabel_o2, aufladen',
      ['de'],
    ],
    ['opwaarderen and esim', 'opwaarderen, esim', ['nl']],
    ['herladen', 'herladen', ['be']],
    ['foocall', 'foocall', ['gb']],
  ])('%s: %j', (_label, row, codes) => {
    for (const t of named(row)) expect(t.phoneCountryCodes, t.id).toEqual(codes);
  });
});

describe('SPEC §6 roles: login and single sign-on', () => {
  it.each([['aufladen, foocall']])('login is disabled for %s', (row) => {
    for (const t of named(row)) expect(t.features.authDisabled, t.id).toBe(true);
  });

  it('login is enabled for every other tenant', () => {
    for (const t of allExcept('aufladen, foocall')) expect(t.features.authDisabled, t.id).toBe(false);
  });

  it.each([['edeka, fcb, kaufland, norma']])('%s send customers to an external customer portal', (row) => {
    for (const t of named(row)) {
      expect(t.ssoLoginUrl, t.id).toMatch(/^https:\/\//);
      expect(
        t.hosts.some((host) => t.ssoLoginUrl?.startsWith(`https://${host}/`)),
        t.id,
      ).toBe(false);
    }
  });

  it('no other tenant has a single sign-on URL', () => {
    for (const t of allExcept('edeka, fcb, kaufland, norma')) expect(t.ssoLoginUrl, t.id).toBeNull();
  });

  it('some tenants hide customer support (SPEC §6), so the rule below is not vacuous', () => {
    expect(ids(allIds.map(tenant).filter((t) => t.features.hiddenCustomerSupport))).toEqual([
      'whitelabel_insidehandy',
      'whitelabel_o2',
    ]);
  });

  it.each(allIds)('%s: hidden impressum and customer support hide their links', (id) => {
    const t = tenant(id);
    expect(t.seoPages.impressum === null).toBe(t.features.hiddenImpressum);
    expect(t.seoPages.contactUs === null).toBe(t.features.hiddenCustomerSupport);
  });
});

describe('SPEC §2 advertisement and blog', () => {
  const advertisement = 'aufladen, herladen, opwaarderen, esim, ortel';
  const blog = 'aufladen, herladen, opwaarderen, esim, reloadnow, reloadnow_at';

  it.each([
    ['an advertisement on /shop', 'aufladen, herladen, opwaarderen, esim'],
    ['an advertisement on /shop/{categoryId}/{brandId}', 'ortel'],
  ])('%s: %s', (_route, row) => {
    for (const t of named(row)) expect(t.features.advertisement, t.id).toBe(true);
  });

  it('ortel sells a brand through a /shop/{categoryId}/{brandId} route', () => {
    const categoryRoutes = Object.values(tenant('ortel').brandRoutes).filter(
      (route) => /^\/shop\/[a-z0-9_-]+\/[a-z0-9_-]+$/.test(route) && !route.startsWith('/shop/topup/'),
    );
    expect(categoryRoutes.length).toBeGreaterThan(0);
  });

  it('no other tenant shows an advertisement', () => {
    for (const t of allExcept(advertisement)) expect(t.features.advertisement, t.id).toBe(false);
  });

  it.each([
    ['the advertisement tenants', 'aufladen, herladen, opwaarderen, esim'],
    ['the reloadnow variants', 'reloadnow, reloadnow_at'],
  ])('the blog is available for %s: %s', (_label, row) => {
    for (const t of named(row)) {
      expect(t.features.blog, t.id).toBe(true);
      expect(t.seoPages.blog, t.id).not.toBeNull();
    }
  });

  it('no other tenant has a blog', () => {
    for (const t of allExcept(blog)) {
      expect(t.features.blog, t.id).toBe(false);
      expect(t.seoPages.blog, t.id).toBeNull();
    }
  });
});

describe('SPEC §2 main pages and header logo', () => {
  it.each([
    ['/', 'esim'],
    // the reloadnow variants are multi-brand shops too, so their main page is the shop
    ['/shop', 'aufladen, herladen, opwaarderen, reloadnow, reloadnow_at'],
  ])('%s: main page for %s', (mainPage, row) => {
    for (const t of named(row)) expect(t.mainPage, t.id).toBe(mainPage);
  });

  it.each([
    'ayyildiz, congstar, edeka, eplus, fcb, foocall, jamobil, kaufland, norma, o2de, ortel, pennymobil, product, whitecalling, tmobilenl',
    'whitelabel_insidehandy, whitelabel_o2, whitelabel_tmobilenl',
  ])('/shop/topup/{brand}: main page for %s', (row) => {
    for (const t of named(row)) expect(t.mainPage, t.id).toBe(`/shop/topup/${t.id}`);
  });

  it('kaufland: the header logo goes to an external brand site', () => {
    const { headerLogo, hosts } = tenant('kaufland');
    expect(headerLogo.redirection).toMatch(/^https:\/\//);
    expect(hosts).not.toContain(new URL(headerLogo.redirection ?? '').host);
  });

  it('every other header logo goes to the main page', () => {
    for (const t of allExcept('kaufland')) expect(t.headerLogo.redirection, t.id).toBeNull();
  });
});

describe('SPEC §1 reloadnow variants and other named tenants', () => {
  it.each(['reloadnow', 'reloadnow_at'])(
    '%s: multi-brand, blog, category menu, newsletter checkbox, SMS or WhatsApp delivery',
    (id) => {
      const t = tenant(id);
      expect(t.isReloadNowTenant).toBe(true);
      expect(t.features).toMatchObject({
        multipleBrands: true,
        blog: true,
        categoryMenu: true,
        newsletterCheckbox: true,
      });
      expect(t.voucherDeliveryOptions).toEqual(['sms', 'whatsapp']);
      // voucher delivery means they sell vouchers (SPEC §3 hasVouchers)
      expect(t.topup.hasVouchers).toBe(true);
      expect(t.paymentMethods).toContain('crypto');
    },
  );

  it('no other tenant is a reloadnow tenant', () => {
    for (const t of allExcept('reloadnow, reloadnow_at')) {
      expect(t.isReloadNowTenant, t.id).toBe(false);
      expect(t.features.categoryMenu, t.id).toBe(false);
      expect(t.features.newsletterCheckbox, t.id).toBe(false);
      expect(t.voucherDeliveryOptions, t.id).toEqual([]);
    }
  });

  it.each([['aufladen, herladen, opwaarderen, reloadnow, reloadnow_at']])('%s sell several brands', (row) => {
    for (const t of named(row)) {
      expect(t.features.multipleBrands, t.id).toBe(true);
      expect(t.features.cartPageAvailable, t.id).toBe(true);
    }
    expect(ids(allExcept(row).filter((t) => t.features.multipleBrands))).toEqual([]);
  });

  it('one tenant offers low-balance top-up, vouchers and promo codes: o2de', () => {
    const matching = [...tenants.values()].filter(
      (t) => t.topup.autoTopupTypes.includes('LOW_BALANCE') && t.topup.hasVouchers && t.topup.allowPromoCodes,
    );
    expect(ids(matching)).toEqual(['o2de']);
  });

  it('device id is disabled for opwaarderen only', () => {
    for (const t of tenants.values()) expect(t.features.deviceIdEnabled, t.id).toBe(t.id !== 'opwaarderen');
    expect(tenant('opwaarderen').settings).toMatchObject({
      deviceIDSwitch: false,
      shouldSendDeviceID: false,
    });
  });

  it('esim alone shows creditcard, paypal and ideal in the footer', () => {
    expect(tenant('esim').footerPaymentMethods).toEqual(['creditcard', 'paypal', 'ideal']);
    for (const t of allExcept('esim')) expect(t.footerPaymentMethods, t.id).toEqual([]);
  });

  it('Dutch shops take iDEAL', () => {
    for (const t of [...tenants.values()].filter((t) => t.country === 'nl'))
      expect(t.paymentMethods, t.id).toContain('ideal');
  });

  it('a session id is created for one named tenant only', () => {
    expect(ids([...tenants.values()].filter((t) => t.sessionIdEnabled))).toEqual(['reloadnow']);
  });

  it.each(allIds)('%s: three distinct webmail shortcut domains', (id) => {
    const shortcuts = tenant(id).emailDomainShortcuts;
    expect(new Set(shortcuts).size).toBe(3);
    for (const domain of shortcuts) expect(domain).toMatch(/^[a-z0-9-]+(\.[a-z0-9-]+)+$/);
  });
});
