import { parseTenant } from '@/tenancy/registry';
import type { TenantConfig, TenantFile } from '@/tenancy/schema';

type DeepPartial<T> = T extends readonly unknown[]
  ? T
  : T extends object
    ? { [K in keyof T]?: DeepPartial<T[K]> }
    : T;

/** A complete single-brand tenant with both schemes and two languages; tests override what they need. */
const base: TenantFile = {
  id: 'testshop',
  shopId: 'testshop',
  providerName: 'Test Mobile',
  shortName: 'TestMobile',
  domain: 'test-mobile.example',
  hosts: ['shop.test-mobile.example'],
  locales: ['de', 'en'],
  defaultLocale: 'de',
  formOfAddress: 'informal',
  country: 'de',
  currency: 'EUR',
  supportEmail: 'support@test-mobile.example',
  helpDeskEmail: null,
  helpDeskProductId: null,
  contactPageUrl: null,
  ssoLoginUrl: null,
  mainPage: '/shop/topup/testshop',
  headerLogo: { file: 'logo.svg', redirection: null },
  footerLogo: 'logo-footer.svg',
  logoMetadata: [],
  socialLinks: [
    { network: 'facebook', url: 'https://facebook.example/testmobile' },
    { network: 'instagram', url: 'https://instagram.example/testmobile' },
  ],
  appStoreLinks: { apple: 'https://apps.example/testmobile', google: null },
  phoneCountryCodes: ['de'],
  cardBrands: ['mastercard', 'visa'],
  brandRoutes: { testshop: '/shop/topup/testshop' },
  assetFolder: 'testshop',
  themes: {
    light: { primary: '#5b2a86', secondary: '#00897b', background: '#ffffff', paper: '#f6f7f9' },
    dark: { primary: '#c4a3e8', secondary: '#4db6ac', background: '#121212', paper: '#1e1e1e' },
  },
  defaultColorScheme: 'light',
  fonts: { body: 'Arial, sans-serif', heading: 'Georgia, serif' },
  tracking: {
    tagManagerId: null,
    analyticsIds: [],
    trackingPixelId: null,
    trackingPixelStagingId: null,
    heatMapId: null,
    pushServiceId: null,
    newsletterFormId: null,
    reviewWidgetUrl: null,
    trustRatingWidgetUrl: null,
    chatWidgetUrl: null,
    priceComparison: null,
  },
  emailDomainShortcuts: ['gmail.com', 'web.de', 'gmx.de'],
  footerPaymentMethods: [],
  paymentMethods: ['creditcard', 'paypal'],
  voucherDeliveryOptions: [],
  isReloadNowTenant: false,
  hasDetailedSuccessPage: false,
  phoneRegistrationAllowed: false,
  sessionIdEnabled: false,
  features: {
    multipleBrands: false,
    categoryMenu: false,
    blog: false,
    advertisement: false,
    container: false,
    detailedCart: false,
    detailedSuccessPage: false,
    cartPageAvailable: true,
    skipCartPageAtCheckout: false,
    newsletterCheckbox: false,
    addressCountrySelection: false,
    alternativePhoneNumberField: false,
    europeanDateFormat: true,
    addressAutofill: false,
    requiredFieldAsterisk: false,
    inputHelperText: false,
    authDisabled: false,
    hiddenShopLinkInMenu: false,
    hiddenImpressum: false,
    hiddenCustomerSupport: false,
    deviceIdEnabled: false,
  },
  topup: {
    kinds: ['ONCE_OFF'],
    autoTopupTypes: [],
    lowBalanceLimit: null,
    allowAutoTopupPause: false,
    exampleSms: null,
    differentAmountPlaceholder: null,
    autoTopupFirst: false,
    autoTopupLightOffered: false,
    hasVouchers: false,
    allowPromoCodes: false,
  },
  settings: {
    autoTopupLightEnabled: false,
    iFrameCreditCard: false,
    payPalIframeEnabledOnceOff: false,
    payPalIframeEnabledAutomatic: false,
    deviceIDSwitch: false,
    deviceIDURL: null,
    shouldSendDeviceID: false,
    googleClientId: null,
    tariffEnabled: false,
    walletScriptUrl: null,
  },
  seoPages: {
    aboutUs: '/info/about-us',
    contactUs: '/info/contact-us',
    privacy: '/info/privacy',
    termsOfUse: '/info/terms-of-use',
    blog: null,
    impressum: '/info/impressum',
  },
};

function merge<T>(target: T, patch: DeepPartial<T> | undefined): T {
  if (patch === undefined) return target;
  if (typeof target !== 'object' || target === null || Array.isArray(target) || Array.isArray(patch))
    return patch as T;
  if (patch === null) return patch as T;
  const out: Record<string, unknown> = { ...(target as Record<string, unknown>) };
  for (const [key, value] of Object.entries(patch as Record<string, unknown>)) {
    // An explicit undefined removes the key (e.g. `themes: { dark: undefined }`).
    out[key] = value === undefined ? undefined : merge(out[key], value as DeepPartial<unknown>);
    if (value === undefined) delete out[key];
  }
  return out as T;
}

/** A tenant read as the shop reads its file: the base fixture with `overrides` deep-merged (arrays replace). */
export function tenantFixture(overrides?: DeepPartial<TenantFile>): TenantConfig {
  const file = merge<TenantFile>(base, overrides);
  const { tenant, problems } = parseTenant(file.id, file);
  if (!tenant) throw new Error(problems.join('\n'));
  return tenant;
}
