import { getCountryCallingCode, type CountryCode } from 'libphonenumber-js/mobile';
import type { TenantConfig } from '@/tenancy/schema';

/**
 * The sandbox's test data, like a payment provider's test cards. docs/sandbox-test-data.md
 * documents every rule here; tests/sandbox/testData.test.ts keeps the two in step.
 */

/** Cart limits (SPEC §8 add-to-cart codes); amounts in cents. */
export const CART_LIMITS = {
  perProductCount: 5,
  perProductFaceValueCents: 250_00,
  totalCount: 10,
  totalFaceValueCents: 500_00,
} as const;

export const OTP_RULES = {
  /** a cart whose gross total reaches this needs an OTP */
  thresholdCents: 100_00,
  /** or any item's phone number ends with this */
  phoneSuffix: '9907',
  /**
   * or ends with this: asked for only when the payment starts or the order is made (409
   * OTP_REQUIRED); the cart's first address passes without a code, the address sent again sends it
   */
  atPaymentSuffix: '9908',
  /** OTP_RESEND_TIME_LIMIT_RESTRICTION inside this window after a code was sent */
  resendAfterMs: 60_000,
  validForMs: 10 * 60_000,
} as const;

export type CommitOutcome =
  | 'committed'
  | 'partiallyCommitted'
  | 'productProcessError'
  | 'refunded'
  | 'partiallyRefunded'
  | 'fraudDeclined'
  | 'pendingForever';

/** Commit outcome of an approved payment, by the last four digits of an item's phone number. */
export const OUTCOME_BY_PHONE_SUFFIX: Readonly<Record<string, CommitOutcome>> = {
  '9901': 'partiallyCommitted',
  '9902': 'productProcessError',
  '9903': 'refunded',
  '9904': 'partiallyRefunded',
  '9905': 'fraudDeclined',
  '9906': 'pendingForever',
};

/**
 * A saved card charged for an order with a phone number ending with this asks for the issuer's
 * check (3-D Secure): payment-tokens/confirm answers the sandbox's challenge page as its payerUrl.
 */
export const CARD_CHALLENGE_SUFFIX = '9909';

/** A low-balance auto top-up already exists for numbers ending with this (EXISTING_LOW_BALANCE_TOPUP). */
export const EXISTING_LOW_BALANCE_SUFFIX = '9910';
/** An SMS top-up consent is already registered for numbers ending with this. */
export const REGISTERED_SMS_CONSENT_SUFFIX = '9911';

export interface VoucherRule {
  code: string;
  /** percent off the face values, or a fixed amount off in cents */
  percentOff?: number;
  centsOff?: number;
}

/** Valid voucher and promo codes; any other code is VOUCHER_TOKEN_INVALID. */
export const VOUCHERS: readonly VoucherRule[] = [
  { code: 'SANDBOX10', percentOff: 10 },
  { code: 'SANDBOX5', centsOff: 5_00 },
];

/** Crypto currencies accepted in additionalData.cryptoCurrency. */
export const CRYPTO_CURRENCIES = ['BTC', 'ETH', 'USDC'] as const;

export function outcomeForPhones(phones: Array<string | null | undefined>): CommitOutcome {
  for (const phone of phones) {
    const outcome = phone ? OUTCOME_BY_PHONE_SUFFIX[phone.slice(-4)] : undefined;
    if (outcome) return outcome;
  }
  return 'committed';
}

export const endsWith = (phone: string | null | undefined, suffix: string): boolean =>
  Boolean(phone?.endsWith(suffix));

/** UNAVAILABLE_COUNTRY: the number's calling code is none of the shop's phone countries. */
export function isServedCountry(tenant: TenantConfig, phone: string): boolean {
  const digits = phone.replace(/^\+/, '');
  return tenant.phoneCountryCodes.some((code) => {
    try {
      return digits.startsWith(getCountryCallingCode(code.toUpperCase() as CountryCode));
    } catch {
      return false;
    }
  });
}

export function voucherFor(code: string): VoucherRule | undefined {
  return VOUCHERS.find((voucher) => voucher.code === code.toUpperCase());
}

/**
 * Status an auto top-up bought for a number ending with these digits gets when its order commits
 * (any other number: ENABLED): the operator refused it, or it is invalid from the start.
 */
export const AUTO_TOPUP_STATUS_BY_PHONE_SUFFIX: Readonly<Record<string, 'REJECTED' | 'INVALID'>> = {
  '9912': 'REJECTED',
  '9914': 'INVALID',
};
/** The low-balance query of a number ending with this fails (UNABLE_QUERY_AUTO_TOPUP_LIGHT). */
export const UNABLE_QUERY_LIGHT_SUFFIX = '9913';
