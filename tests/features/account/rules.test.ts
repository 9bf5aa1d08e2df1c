import { describe, expect, it } from 'vitest';
import type { AutoTopup } from '@/api/autoTopup';
import { ApiError } from '@/api/apiError';
import {
  codeError,
  identifierError,
  passwordError,
  repeatError,
  typedPasswordError,
} from '@/features/account/signin/formRules';
import {
  accountFailure,
  afterLoginPath,
  autoTopupActions,
  identifierLabelKey,
  lowBalanceMode,
  lowBalanceNumbers,
  lowBalanceTypeOf,
  hasReceipt,
  scheduleOf,
  shownOrderState,
  shownStatus,
  smsExampleParts,
} from '@/features/account/rules';
import { internalPath } from '@/tenancy/internalPath';

const row = (overrides: Partial<AutoTopup> = {}): AutoTopup => ({
  autoTopupId: 'AT-1',
  autoTopupType: 'LOW_BALANCE',
  topupType: 'AUTOMATIC',
  autoTopupLight: false,
  brand: 'congstar',
  paymentToken: 'PT-1',
  userId: 'u1',
  status: 'ENABLED',
  ...overrides,
});

describe('SPEC §4 auto top-up statuses as shown', () => {
  it.each([
    ['ENABLED', 'active'],
    ['DISABLED', 'paused'],
    ['INVALID_AFTER_ENABLED', 'invalid'],
    ['INVALID_AFTER_DISABLED', 'invalid'],
    ['INVALID', 'invalid'],
    ['REJECTED', 'rejected'],
    ['DELETED', 'deleted'],
  ] as const)('%s is shown %s', (status, shown) => {
    expect(shownStatus(status)).toBe(shown);
  });
});

describe('SPEC §4 actions, pausing only where allowAutoTopupPause (SPEC §9), re-activating an invalid one with another payment method', () => {
  it.each([
    ['ENABLED', true, { activate: false, reactivate: false, pause: true, delete: true }],
    ['ENABLED', false, { activate: false, reactivate: false, pause: false, delete: true }],
    ['DISABLED', false, { activate: true, reactivate: false, pause: false, delete: true }],
    ['INVALID_AFTER_ENABLED', true, { activate: false, reactivate: true, pause: false, delete: true }],
    ['INVALID_AFTER_DISABLED', false, { activate: false, reactivate: true, pause: false, delete: true }],
    ['INVALID', true, { activate: false, reactivate: true, pause: false, delete: true }],
    ['REJECTED', true, { activate: false, reactivate: false, pause: false, delete: true }],
    ['DELETED', true, { activate: false, reactivate: false, pause: false, delete: false }],
  ] as const)('%s with pausing %s', (status, allowPause, actions) => {
    expect(autoTopupActions(status, allowPause)).toEqual(actions);
  });
});

describe('SPEC §4 low-balance type', () => {
  const normal = { autoTopupLight: false };
  const light = { autoTopupLight: true };
  it.each([
    ['no rows', [], 'NORMAL', 'NONE'],
    ['one normal row', [normal], 'NORMAL', 'NORMAL'],
    ['several normal rows', [normal, normal], 'NORMAL', 'NORMAL'],
    ['one light row', [light], 'LIGHT', 'LIGHT'],
    ['a light row after a normal one', [normal, light], 'LIGHT', 'LIGHT'],
    ['a normal row after a light one', [light, normal], 'LIGHT', 'LIGHT'],
  ] as const)('%s → %s (the account shows %s)', (_name, rows, mode, shown) => {
    expect(lowBalanceMode(rows)).toBe(mode);
    // with no rows the notification shows instead (SPEC §4)
    expect(lowBalanceTypeOf(rows)).toBe(shown);
  });

  it('asks each number with a low-balance top-up (normal or light) once', () => {
    const rows = [
      row({ autoTopupId: 'a', msisdn: '+1' }),
      row({ autoTopupId: 'b', msisdn: '+1', autoTopupLight: true }),
      row({ autoTopupId: 'c', msisdn: '+2', autoTopupType: 'AUTO_TOPUP_LIGHT', autoTopupLight: true }),
      row({ autoTopupId: 'd', msisdn: '+3', autoTopupType: 'RECURRING' }),
      row({ autoTopupId: 'e' }),
    ];
    expect(lowBalanceNumbers(rows).map((r) => r.msisdn)).toEqual(['+1', '+2']);
  });
});

describe('how an auto top-up runs', () => {
  it.each([
    ['low balance', row({ lowBalanceLimit: 5 }), { key: 'cart.schedule.lowBalance', limit: 5 }],
    ['light', row({ autoTopupLight: true }), { key: 'account.schedule.light' }],
    [
      'weekly',
      row({ autoTopupType: 'RECURRING', recurrenceType: 'WEEKLY', recurringDay: 3 }),
      { key: 'cart.schedule.weekly', day: 3 },
    ],
    [
      'monthly',
      row({ autoTopupType: 'RECURRING', recurrenceType: 'MONTHLY', recurringDay: 15 }),
      { key: 'cart.schedule.monthly', day: 15 },
    ],
    ['sms (either spelling)', row({ autoTopupType: 'SMS-TOPUP' }), { key: 'account.schedule.sms' }],
    [
      'recurring without a day follows the tariff',
      row({ autoTopupType: 'RECURRING' }),
      { key: 'cart.schedule.tariff' },
    ],
  ] as const)('%s', (_name, value, schedule) => {
    expect(scheduleOf(value)).toEqual(schedule);
  });
});

describe('SPEC §4 order states in the history', () => {
  it.each([
    ['committed', 'completed'],
    ['productProcessDone', 'completed'],
    ['paymentPending', 'pending'],
    ['partiallyCommitted', 'partial'],
    ['partiallyRefunded', 'partial'],
    ['refunded', 'refunded'],
    ['failed', 'failed'],
    ['cancelled', 'failed'],
  ])('%s → %s', (state, shown) => {
    expect(shownOrderState(state)).toBe(shown);
  });
});

describe('an order has a receipt once it was paid (its refund too), never while pending or failed', () => {
  it.each([
    ['committed', true],
    ['partiallyCommitted', true],
    ['partiallyRefunded', true],
    ['refunded', true],
    ['paymentPending', false],
    ['paymentAuthorized', false],
    ['failed', false],
    ['cancelled', false],
  ])('%s → %s', (state, receipt) => {
    expect(hasReceipt(shownOrderState(state))).toBe(receipt);
  });
});

describe("the tenant's example SMS in its parts (SPEC §9 keyword, amount, 4-digit PIN)", () => {
  it.each([
    ['KOOP 15 1234', { keyword: 'KOOP', amount: 15, pin: '1234' }],
    ['  KOOP   7,50 0042 ', { keyword: 'KOOP', amount: 7.5, pin: '0042' }],
    ['TOPUP 20.00 9876', { keyword: 'TOPUP', amount: 20, pin: '9876' }],
    ['KOOP 15', null],
    ['KOOP 15 12345', null],
    ['KOOP fifteen 1234', null],
    ['Send KOOP 15 1234', null],
  ])('%j → %j', (example, parts) => {
    expect(smsExampleParts(example)).toEqual(parts);
  });
});

describe('SPEC §5 login identifier label', () => {
  it.each([
    [false, 'auth.email'],
    [true, 'auth.emailOrPhone'],
  ])('phone registration %s → %s', (phoneRegistrationAllowed, key) => {
    expect(identifierLabelKey({ phoneRegistrationAllowed })).toBe(key);
  });
});

describe('SPEC §2 where a sign-in leads', () => {
  const multi = { features: { multipleBrands: true } } as Parameters<typeof afterLoginPath>[0];
  const single = { features: { multipleBrands: false } } as Parameters<typeof afterLoginPath>[0];
  it.each([
    ['multi-brand, originating path', multi, '/shop/checkout/cart', '/shop/checkout/cart'],
    ['multi-brand, none', multi, undefined, '/'],
    ['multi-brand, another site is never a target', multi, 'https://evil.example/', '/'],
    ['multi-brand, protocol-relative is another site', multi, '//evil.example', '/'],
    ['single-brand, originating path', single, '/account/orders', '/account/orders'],
    ['single-brand, none', single, undefined, '/account'],
  ])('%s', (_name, tenant, from, path) => {
    expect(afterLoginPath(tenant, from)).toBe(path);
  });
  it.each([
    ['/x', '/x'],
    ['/\\evil', null],
    [['/a'], null],
  ])('internalPath(%j)', (value, result) => {
    expect(internalPath(value)).toBe(result);
  });
});

describe('SPEC §8 account call failures', () => {
  const error = (code: string) => new ApiError('http', 400, code, code);
  it.each([
    [
      'AUTHORIZATION_REQUIRED with a payload',
      error('AUTHORIZATION_REQUIRED'),
      'profile',
      true,
      'authorizationRequired',
      true,
    ],
    [
      'AUTHORIZATION_REQUIRED without a payload',
      error('AUTHORIZATION_REQUIRED'),
      'profile',
      false,
      null,
      true,
    ],
    [
      'login, bad credentials',
      error('NotAuthorizedException'),
      'login',
      true,
      'incorrectUsernameOrPassword',
      false,
    ],
    ['login, anything else', error('LOGIN_DISABLED'), 'login', true, 'generalErrorMessage', false],
    ['register, duplicate', error('CUSTOMER_DUPLICATION_ERROR'), 'register', true, 'usernameExists', false],
    [
      'change password, wrong current one',
      error('AUTHENTICATION_FAILED'),
      'changePassword',
      true,
      'incorrectCurrentPassword',
      false,
    ],
    ['no answer', new TypeError('offline'), 'general', true, 'generalErrorMessage', false],
  ] as const)('%s', (_name, value, context, carried, messageKey, sessionEnded) => {
    expect(accountFailure(value, context, carried)).toMatchObject({ messageKey, sessionEnded });
  });
});

describe('sign-in form checks', () => {
  it.each([
    ['', false, 'identifierRequired'],
    ['ada@example.com', false, null],
    ['015112345678', false, 'emailInvalid'],
    ['015112345678', true, null],
    ['ada@', true, 'identifierInvalid'],
  ] as const)('identifier %j (phone %s) → %s', (value, phone, error) => {
    expect(identifierError(value, phone)).toBe(error);
  });
  it.each([
    ['', 'passwordRequired'],
    ['short', 'passwordLength'],
    ['long enough', null],
  ])('new password %j → %s', (value, error) => {
    expect(passwordError(value)).toBe(error);
  });
  it.each([
    ['', 'passwordRequired'],
    ['short', null],
    ['x'.repeat(200), null],
  ])('password typed to sign in %j → %s (anything typed is the backend’s to judge)', (value, error) => {
    expect(typedPasswordError(value)).toBe(error);
  });
  it.each([
    ['123', 'codeInvalid'],
    ['1234', null],
    ['12ab', 'codeInvalid'],
  ])('code %j → %s', (value, error) => {
    expect(codeError(value)).toBe(error);
  });
  it('asks for the same password twice', () => {
    expect(repeatError('secret123', 'secret124')).toBe('passwordsDiffer');
    expect(repeatError('secret123', 'secret123')).toBeNull();
  });
});
