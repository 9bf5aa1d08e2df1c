import { z } from 'zod/mini';
// Relative paths: next.config.ts loads this module (through the registry).
import { SHOP_ID } from '../api/common';
import { cssFontStack } from './fonts';
import { isLocalHost, normaliseHost } from './host';
import type { MoneyStyles } from './moneyStyles';

/** Lower-case language code, optionally with a country (reloadnow's `fr-fr`). */
const localeCode = z
  .string()
  .check(z.regex(/^[a-z]{2}(-[a-z]{2})?$/, 'lower-case language code like "de" or "fr-fr"'));
const hexColour = z.string().check(z.regex(/^#[0-9a-fA-F]{6}$/, 'a colour like #1a2b3c'));
const url = z.url();
/** An absolute URL or a path inside the shop. */
const link = z.union([url, z.string().check(z.regex(/^\/[^\s]*$/, 'a path starting with /'))]);

/**
 * A production host name as requests are resolved by it (src/tenancy/host.ts): lower case, without
 * port or trailing dot. A name of this machine is none: every tenant is `<id>.localhost` already,
 * and a tenant that listed another's would take its local shop (and its sandbox).
 */
const productionHost = z.string().check(
  z.refine(
    (host) => normaliseHost(host) === host && !host.startsWith('['),
    'a host name as requests name it: lower case, without port or trailing dot',
  ),
  z.refine((host) => !isLocalHost(host), 'a name of this machine: the shop is <id>.localhost there already'),
);

/**
 * SPEC §3 fonts: a CSS font stack of family names (letters, digits, spaces, hyphens) and CSS's
 * generic families; the theme writes it with every name quoted (src/tenancy/fonts.ts).
 */
const fontStack = z
  .string()
  .check(
    z.refine(
      (stack) => cssFontStack(stack) !== null,
      'family names of letters, digits, spaces and hyphens (quoted or not) or generic families, separated by commas',
    ),
  );

/** Seed colours of one colour scheme; MUI derives the rest with computed contrast. */
const palette = z.object({
  primary: hexColour,
  secondary: hexColour,
  /** page background; MUI's default for the scheme when absent */
  background: z.optional(hexColour),
  /** surface of cards and the header; MUI's default when absent */
  paper: z.optional(hexColour),
});

/** SPEC §3 "feature flags". */
const features = z.object({
  multipleBrands: z.boolean(),
  categoryMenu: z.boolean(),
  blog: z.boolean(),
  /** SPEC §2: an advertisement shows on /shop (aufladen, herladen, opwaarderen, esim) */
  advertisement: z.boolean(),
  container: z.boolean(),
  detailedCart: z.boolean(),
  detailedSuccessPage: z.boolean(),
  cartPageAvailable: z.boolean(),
  skipCartPageAtCheckout: z.boolean(),
  newsletterCheckbox: z.boolean(),
  addressCountrySelection: z.boolean(),
  alternativePhoneNumberField: z.boolean(),
  europeanDateFormat: z.boolean(),
  addressAutofill: z.boolean(),
  requiredFieldAsterisk: z.boolean(),
  inputHelperText: z.boolean(),
  /** SPEC §6: login disabled (aufladen and the UK tenant) */
  authDisabled: z.boolean(),
  hiddenShopLinkInMenu: z.boolean(),
  hiddenImpressum: z.boolean(),
  hiddenCustomerSupport: z.boolean(),
  deviceIdEnabled: z.boolean(),
});

export const autoTopupFrequencies = ['LOW_BALANCE', 'WEEKLY', 'MONTHLY', 'TARIFF'] as const;
export const topupKinds = ['ONCE_OFF', 'AUTOMATIC', 'CASH_CODE', 'SMS', 'VOUCHER'] as const;
/** "du"/"je" or "Sie"/"u": the base texts are informal, a formal overlay turns them (ADR 0025). */
export const formsOfAddress = ['informal', 'formal'] as const;
export const paymentMethodNames = [
  'creditcard',
  'paypal',
  'ideal',
  'banktransfer',
  'wallet',
  'crypto',
] as const;

/** SPEC §3 "top-up settings per tenant" and SPEC §9 per-tenant constants. */
const topup = z.object({
  /** top-up kinds the shop offers (SPEC §4); ONCE_OFF is the default selection */
  kinds: z.array(z.enum(topupKinds)).check(z.minLength(1)),
  autoTopupTypes: z.array(z.enum(autoTopupFrequencies)),
  /** a number, or a non-numeric marker such as "custom" (kaufland), read as null */
  lowBalanceLimit: z.nullable(z.union([z.number().check(z.positive()), z.string()])),
  allowAutoTopupPause: z.boolean(),
  /** SPEC §9: keyword KOOP, amount 15, 4-digit code */
  exampleSms: z.nullable(z.string()),
  /** SPEC §9: placeholder of the "different amount" field */
  differentAmountPlaceholder: z.nullable(z.number().check(z.positive())),
  autoTopupFirst: z.boolean(),
  autoTopupLightOffered: z.boolean(),
  hasVouchers: z.boolean(),
  allowPromoCodes: z.boolean(),
});

/** SPEC §3 "tenant settings". */
const settings = z.object({
  autoTopupLightEnabled: z.boolean(),
  iFrameCreditCard: z.boolean(),
  payPalIframeEnabledOnceOff: z.boolean(),
  payPalIframeEnabledAutomatic: z.boolean(),
  deviceIDSwitch: z.boolean(),
  deviceIDURL: z.nullable(url),
  shouldSendDeviceID: z.boolean(),
  googleClientId: z.nullable(z.string()),
  tariffEnabled: z.boolean(),
  /** the wallet payment's script (SPEC §7 third-party scripts); null where the shop has no wallet */
  walletScriptUrl: z.nullable(link),
});

/** SPEC §3 tag-manager, analytics, pixel, heat-map, push, newsletter, widgets, price comparison. */
const tracking = z.object({
  tagManagerId: z.nullable(z.string()),
  analyticsIds: z.array(z.string()),
  trackingPixelId: z.nullable(z.string()),
  trackingPixelStagingId: z.nullable(z.string()),
  heatMapId: z.nullable(z.string()),
  pushServiceId: z.nullable(z.string()),
  newsletterFormId: z.nullable(z.string()),
  reviewWidgetUrl: z.nullable(url),
  trustRatingWidgetUrl: z.nullable(url),
  /** SPEC §7 chat widget script; absent for shops without a chat */
  chatWidgetUrl: z.nullable(url),
  priceComparison: z.nullable(z.object({ trafficSource: z.string(), mediumNumber: z.string() })),
});

/** SPEC §2 "pages named by brand SEO settings"; null hides the link. */
const seoPages = z.object({
  aboutUs: z.nullable(link),
  contactUs: z.nullable(link),
  privacy: z.nullable(link),
  termsOfUse: z.nullable(link),
  blog: z.nullable(link),
  impressum: z.nullable(link),
});

export const tenantSchema = z
  .object({
    /** folder name under tenants/, and the first label of `<id>.localhost` */
    id: z.string().check(z.regex(/^[a-z][a-z0-9_]*$/)),
    /** shop id sent as X-Tenant-Id; no other tenant's (registry) */
    shopId: z.string().check(z.regex(SHOP_ID, 'a shop id: letters, digits, _, -, {}')),
    providerName: z.string().check(z.minLength(1)),
    shortName: z.string().check(z.minLength(1)),
    domain: z.string().check(z.minLength(1)),
    /** production hostnames that resolve to this tenant, each with its www. form; none another tenant's (registry) */
    hosts: z.array(productionHost),
    locales: z.array(localeCode).check(z.minLength(1)),
    defaultLocale: localeCode,
    /** project extension (ADR 0025): the one form of address of its German and Dutch texts */
    formOfAddress: z._default(z.enum(formsOfAddress), 'informal'),
    /** two-letter country code, lower case (reloadnow variants: fr, at) */
    country: z.string().check(z.regex(/^[a-z]{2}$/)),
    currency: z.enum(['EUR', 'GBP', 'USD']),
    supportEmail: z.email(),
    helpDeskEmail: z.nullable(z.email()),
    helpDeskProductId: z.nullable(z.string()),
    contactPageUrl: z.nullable(link),
    /** SPEC §6: tenants with an external customer portal (edeka, fcb, kaufland, norma) */
    ssoLoginUrl: z.nullable(url),
    /** SPEC §2 main page: "/", "/shop" or "/shop/topup/<brand>" */
    mainPage: z.string().check(z.regex(/^\/(shop(\/topup\/[a-z0-9_-]+)?)?$/)),
    headerLogo: z.object({
      /** file under public/tenants/<assetFolder>/ */
      file: z.string().check(z.minLength(1)),
      /** external site the logo links to instead of the main page (kaufland) */
      redirection: z.nullable(url),
    }),
    footerLogo: z.string().check(z.minLength(1)),
    /**
     * SPEC §3 logo metadata entries: a logo (header or footer) that reads differently in a language,
     * with its data, a file under public/tenants/<assetFolder>/
     */
    logoMetadata: z.array(
      z.object({
        name: z.enum(['header', 'footer']),
        language: z.string().check(z.regex(/^[a-z]{2}$/)),
        data: z.string().check(z.regex(/^[\w.-]+\.(svg|png|webp)$/)),
      }),
    ),
    socialLinks: z.array(
      z.object({ network: z.enum(['facebook', 'instagram', 'x', 'youtube', 'tiktok', 'linkedin']), url }),
    ),
    appStoreLinks: z.object({ apple: z.nullable(url), google: z.nullable(url) }),
    /** ISO 3166 codes, lower case, of the phone numbers the shop accepts */
    phoneCountryCodes: z.array(z.string().check(z.regex(/^[a-z]{2}$/))).check(z.minLength(1)),
    cardBrands: z.array(z.enum(['mastercard', 'visa'])),
    /** brand id → its top-up route, for the brands a shop sells */
    brandRoutes: z.record(z.string().check(z.regex(/^[a-z0-9_-]+$/)), z.string().check(z.regex(/^\/shop\//))),
    assetFolder: z.string().check(z.regex(/^[a-z0-9_-]+$/)),
    themes: z
      .object({ light: z.optional(palette), dark: z.optional(palette) })
      .check(z.refine((t) => t.light || t.dark, 'at least one of light or dark')),
    defaultColorScheme: z.enum(['light', 'dark']),
    fonts: z.object({
      /** CSS font stack; SPEC §9 default Arial */
      body: fontStack,
      heading: fontStack,
    }),
    tracking,
    /** SPEC §3: three common webmail domains offered as shortcut buttons */
    emailDomainShortcuts: z.array(z.string()).check(z.length(3)),
    /** SPEC §9: payment method icons in the footer (esim) */
    footerPaymentMethods: z.array(z.enum(['creditcard', 'paypal', 'ideal'])),
    /** payment methods the sandbox backend offers for this shop */
    paymentMethods: z.array(z.enum(paymentMethodNames)).check(z.minLength(1)),
    voucherDeliveryOptions: z.array(z.enum(['sms', 'whatsapp'])),
    isReloadNowTenant: z.boolean(),
    hasDetailedSuccessPage: z.boolean(),
    phoneRegistrationAllowed: z.boolean(),
    /** SPEC §7: a session id is created only for one named tenant */
    sessionIdEnabled: z.boolean(),
    features,
    topup,
    settings,
    seoPages,
  })
  .check(
    z.superRefine((t, ctx) => {
      if (!t.locales.includes(t.defaultLocale))
        ctx.addIssue({
          code: 'custom',
          path: ['defaultLocale'],
          message: `not one of locales ${t.locales.join(', ')}`,
        });
      for (const [index, entry] of t.logoMetadata.entries())
        if (!t.locales.some((locale) => locale.startsWith(entry.language)))
          ctx.addIssue({
            code: 'custom',
            path: ['logoMetadata', index, 'language'],
            message: `not a language of the shop (${t.locales.join(', ')})`,
          });
      if (!t.themes[t.defaultColorScheme])
        ctx.addIssue({ code: 'custom', path: ['defaultColorScheme'], message: 'no palette for this scheme' });
      if (t.paymentMethods.includes('wallet') && !t.settings.walletScriptUrl)
        ctx.addIssue({
          code: 'custom',
          path: ['settings', 'walletScriptUrl'],
          message: 'the wallet payment needs its script',
        });
      if (t.topup.kinds.includes('AUTOMATIC') && t.topup.autoTopupTypes.length === 0)
        ctx.addIssue({
          code: 'custom',
          path: ['topup', 'autoTopupTypes'],
          message: 'AUTOMATIC offered without types',
        });
    }),
  );

/** A tenant.json as written. */
export type TenantFile = z.infer<typeof tenantSchema>;

/** A tenant as the shop uses it: its file, and what is derived from it when it is read. */
export type TenantConfig = TenantFile & {
  /**
   * "+49" for "de": the calling code of each of `phoneCountryCodes`, added when the file is read
   * (registry), so the phone field shows it from the first paint, without the phone metadata.
   */
  phoneCallingCodes: Record<string, string>;
  /**
   * "Deutschland" for "de" on a German page: the name of each of `phoneCountryCodes` in each of
   * the tenant's locales (countryNaming.ts), added when the file is read, so the phone field and
   * its messages name them without the names of every country.
   */
  phoneCountryNames: Record<string, Record<string, string>>;
  /**
   * How each of the tenant's locales writes its currency ("de:EUR"), read from Intl when the file
   * is read (money.ts): a browser writes the prices without building an Intl number format.
   */
  moneyStyles: MoneyStyles;
};
export type TenantFeatures = TenantConfig['features'];
export type AutoTopupFrequency = (typeof autoTopupFrequencies)[number];
export type FormOfAddress = (typeof formsOfAddress)[number];
export type TopupKind = (typeof topupKinds)[number];
