import { useSyncExternalStore } from 'react';
import { extensionUnsupported, subscribeExtensions } from '@/api/extensionSupport';

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

/** the extensions the backend was found without, as one string: a snapshot React can compare */
const missingExtensions = () =>
  ACCOUNT_SECTIONS.flatMap((entry) =>
    'extension' in entry && extensionUnsupported(entry.extension) ? [entry.extension] : [],
  ).join(' ');
/** the server's render, and hydration after it, show every section */
const noneMissing = () => '';

/**
 * The sections offered to the customer, in the account's tabs and the phone menu alike: every one
 * but those whose extension this session found the backend without (ADR 0048), unless it is the
 * page the customer is on (`current`).
 */
export function useAccountSections(current?: AccountSection) {
  const missing = useSyncExternalStore(subscribeExtensions, missingExtensions, noneMissing).split(' ');
  return ACCOUNT_SECTIONS.filter(
    (entry) => !('extension' in entry) || entry.key === current || !missing.includes(entry.extension),
  );
}
