import type { AutoTopup } from '@/api/autoTopup';
import { isApiError } from '@/api/apiError';
import { GENERAL_ERROR } from '@/api/generalError';
import { messageKeyFor, type ErrorContext } from '@/api/messages';
import { internalPath } from '@/tenancy/internalPath';
import type { TenantConfig } from '@/tenancy/schema';

/** SPEC §4 auto top-up statuses as the customer reads them. */
export type ShownStatus = 'active' | 'paused' | 'invalid' | 'rejected' | 'deleted';

const shownStatuses: Record<AutoTopup['status'], ShownStatus> = {
  ENABLED: 'active',
  DISABLED: 'paused',
  INVALID_AFTER_ENABLED: 'invalid',
  INVALID_AFTER_DISABLED: 'invalid',
  INVALID: 'invalid',
  REJECTED: 'rejected',
  DELETED: 'deleted',
};
export const shownStatus = (status: AutoTopup['status']): ShownStatus => shownStatuses[status];

export interface AutoTopupActions {
  activate: boolean;
  /** activate with another saved payment method (SPEC §7 PUT autotopup's paymentToken) */
  reactivate: boolean;
  pause: boolean;
  delete: boolean;
}

/**
 * SPEC §4 actions activate, pause, delete: a paused top-up can be activated, an active one paused
 * where the tenant allows pausing (SPEC §9 allowAutoTopupPause). An invalid one lost its payment
 * method, so it is activated again only with another one; a rejected one can only be deleted.
 */
export function autoTopupActions(status: AutoTopup['status'], allowPause: boolean): AutoTopupActions {
  const shown = shownStatus(status);
  return {
    activate: shown === 'paused',
    reactivate: shown === 'invalid',
    pause: shown === 'active' && allowPause,
    delete: shown !== 'deleted',
  };
}

/** SPEC §4 low-balance type: LIGHT if any row is an auto top-up light, NORMAL otherwise. */
export const lowBalanceMode = (rows: readonly Pick<AutoTopup, 'autoTopupLight'>[]): 'LIGHT' | 'NORMAL' =>
  rows.some((row) => row.autoTopupLight) ? 'LIGHT' : 'NORMAL';

/** A number's low-balance type as the account shows it: NONE (no rows) is SPEC §4's notification. */
export type LowBalanceType = 'LIGHT' | 'NORMAL' | 'NONE';
export const lowBalanceTypeOf = (rows: readonly Pick<AutoTopup, 'autoTopupLight'>[]): LowBalanceType =>
  rows.length === 0 ? 'NONE' : lowBalanceMode(rows);

/** A low-balance top-up (normal or light) of a known number: the account shows its number's type. */
export const isLowBalance = (row: AutoTopup): row is AutoTopup & { msisdn: string } =>
  Boolean(row.msisdn) && (row.autoTopupType === 'LOW_BALANCE' || row.autoTopupLight);

/** One low-balance row per number: the account asks each number's type once (SPEC §7 lbatl). */
export const lowBalanceNumbers = (rows: readonly AutoTopup[]) => [
  ...new Map(rows.filter(isLowBalance).map((row) => [row.msisdn, row] as const)).values(),
];

/** SPEC §5: the login identifier is an email, or email-or-phone where phone registration is allowed. */
export const identifierLabelKey = (tenant: Pick<TenantConfig, 'phoneRegistrationAllowed'>): string =>
  tenant.phoneRegistrationAllowed ? 'auth.emailOrPhone' : 'auth.email';

/**
 * How an auto top-up runs: a key under `cart.schedule` (the words the cart uses) or, for what a cart
 * never shows, under `account.schedule`.
 */
export type AutoTopupSchedule =
  | { key: 'cart.schedule.lowBalance'; limit: number | null }
  | { key: 'cart.schedule.weekly'; day: number }
  | { key: 'cart.schedule.monthly'; day: number }
  | { key: 'account.schedule.light' | 'account.schedule.sms' | 'cart.schedule.tariff' };

export function scheduleOf(row: AutoTopup): AutoTopupSchedule {
  if (row.autoTopupLight || row.autoTopupType === 'AUTO_TOPUP_LIGHT')
    return { key: 'account.schedule.light' };
  if (row.autoTopupType === 'LOW_BALANCE')
    return { key: 'cart.schedule.lowBalance', limit: row.lowBalanceLimit ?? null };
  if (row.autoTopupType === 'SMS-TOPUP' || row.autoTopupType === 'SMS_TOPUP')
    return { key: 'account.schedule.sms' };
  if (row.recurrenceType === 'WEEKLY' && row.recurringDay)
    return { key: 'cart.schedule.weekly', day: row.recurringDay };
  if (row.recurrenceType === 'MONTHLY' && row.recurringDay)
    return { key: 'cart.schedule.monthly', day: row.recurringDay };
  return { key: 'cart.schedule.tariff' };
}

/** The parts of the tenant's example SMS (SPEC §9 "KOOP 15 1234"): keyword, amount, 4-digit PIN. */
export interface SmsExampleParts {
  keyword: string;
  amount: number;
  pin: string;
}

/** The example's parts, or null for an example of another shape (then it is shown as it is). */
export function smsExampleParts(example: string): SmsExampleParts | null {
  const match = /^\s*(\S+)\s+(\d+(?:[.,]\d{1,2})?)\s+(\d{4})\s*$/.exec(example);
  if (!match) return null;
  const [, keyword, amount, pin] = match as unknown as [string, string, string, string];
  return { keyword, amount: Number(amount.replace(',', '.')), pin };
}

/** SPEC §4 order states as a customer reads them in the history. */
export type ShownOrderState = 'completed' | 'pending' | 'partial' | 'refunded' | 'failed';
const orderStates: Record<string, ShownOrderState> = {
  committed: 'completed',
  productProcessDone: 'completed',
  paid: 'pending',
  paymentPending: 'pending',
  paymentInit: 'pending',
  paymentAuthorized: 'pending',
  partiallyCommitted: 'partial',
  partiallyRefunded: 'partial',
  refunded: 'refunded',
};
export const shownOrderState = (state: string): ShownOrderState => orderStates[state] ?? 'failed';

/** An order that was paid has a receipt (a refund's too), as its result page offers one; others none. */
export const hasReceipt = (state: ShownOrderState): boolean => state !== 'pending' && state !== 'failed';

/**
 * SPEC §2: after login on multi-brand tenants go to the originating path or /. A single-brand
 * shop has one brand page to go back to, so a sign-in on /login leads to the account instead.
 */
export function afterLoginPath(tenant: Pick<TenantConfig, 'features'>, from: unknown): string {
  const origin = internalPath(from);
  if (tenant.features.multipleBrands) return origin ?? '/';
  return origin ?? '/account';
}

/** A failed account call: the SPEC §8 message to show (null: none) and whether the session is gone. */
export interface AccountFailure {
  errorCode: string;
  messageKey: string | null;
  sessionEnded: boolean;
  /** the HTTP status text of the answer, where it had one */
  statusText?: string;
}

/**
 * SPEC §8: AUTHORIZATION_REQUIRED gives authorizationRequired only when the call carried a
 * payload (a read without one just finds the session over); every other code maps by context.
 */
export function accountFailure(
  error: unknown,
  context: ErrorContext,
  carriedPayload: boolean,
): AccountFailure {
  const errorCode = isApiError(error) ? error.errorCode : 'UNKNOWN_ERROR';
  // the backend's coded 429 for guessing (sign-in, confirm, reset): SPEC §8 has no key for it
  if (errorCode === 'TOO_MANY_ATTEMPTS')
    return { errorCode, messageKey: 'auth.errors.tooManyAttempts', sessionEnded: false };
  if (errorCode === 'AUTHORIZATION_REQUIRED')
    return { errorCode, messageKey: carriedPayload ? 'authorizationRequired' : null, sessionEnded: true };
  const statusText = isApiError(error) && error.statusText ? { statusText: error.statusText } : {};
  return { errorCode, messageKey: messageKeyFor(context, { errorCode }), sessionEnded: false, ...statusText };
}

/** The message of a failed sign-in call: its SPEC §8 key, else the general error. */
export const failureMessage = (failure: AccountFailure | undefined): string =>
  failure?.messageKey ?? GENERAL_ERROR;

/** A single sign-on link without the shop's one-time state, or with a spent or old one. */
export const SSO_LINK_EXPIRED = 'auth.errors.ssoLinkExpired';

/** The message of a failed single sign-on: a link the shop did not issue (or no longer takes) says so. */
export const ssoFailureMessage = (failure: AccountFailure | undefined): string =>
  failure?.errorCode === 'SSO_STATE_MISMATCH' ? SSO_LINK_EXPIRED : failureMessage(failure);

/** A confirmation code the backend refused (AUTHENTICATION_FAILED) reads as a wrong code. */
export const codeFailure = (failure: AccountFailure | undefined): string =>
  failure?.errorCode === 'AUTHENTICATION_FAILED' ? 'auth.errors.codeWrong' : failureMessage(failure);

/** What a form's alert says: a message key, or the words of the server's answer. */
export type FormFailure = string | { text: string };

/**
 * SPEC §8: forgot and reset password errors show the error code's message where the code has one
 * (the passwordReset table, too many attempts), else the answer's status text; only a failure
 * without either (no answer at all) shows the general error.
 */
export function passwordResetFailure(failure: AccountFailure | undefined): FormFailure {
  if (failure?.messageKey && failure.messageKey !== GENERAL_ERROR) return failure.messageKey;
  return failure?.statusText ? { text: failure.statusText } : GENERAL_ERROR;
}
