/** Where a customer adds a payment method (other pages send them there). */
export const PAYMENT_METHODS_PATH = '/account/settings/payment-methods';

/**
 * The account's sections, each a page of its own (paths under /account): the tabs of the account
 * pages and, once signed in, the phone menu's entries under the account.
 */
export const ACCOUNT_SECTIONS = [
  { key: 'overview', href: '/account' },
  { key: 'profile', href: '/account/profile' },
  { key: 'orders', href: '/account/orders' },
  { key: 'paymentMethods', href: PAYMENT_METHODS_PATH },
  { key: 'autoTopups', href: '/account/auto-topups' },
  { key: 'smsTopups', href: '/account/sms-topups' },
  // a project extension: hidden once the backend is found without it (ADR 0048)
  { key: 'savedNumbers', href: '/account/saved-numbers', extension: 'savedNumbers' },
] as const;
export type AccountSection = (typeof ACCOUNT_SECTIONS)[number]['key'];
