import { describe, expect, it } from 'vitest';
import { authenticateBody } from '@/api/auth';
import { deliveryAddress } from '@/api/common';
import { isEmailAddress } from '@/api/email';
import { identifierError } from '@/features/account/signin/formRules';
import { emptyAddress, needsOf, validateAddress } from '@/features/checkout/addressForm';
import { tenantFixture } from '../ui/tenantFixture';

// one row per kind of address; every place that takes an e-mail must answer the same
const ADDRESSES: Array<[string, boolean]> = [
  ['ada@example.com', true],
  ['ada.lovelace+shop@mail.example.co.uk', true],
  ['ada@example.de', true],
  ['ada@example', false],
  ['ada@example.c', false],
  ['@example.com', false],
  ['ada@', false],
  ['ada example@example.com', false],
  ['ada@@example.com', false],
  ['', false],
];

describe('the one e-mail rule', () => {
  it.each(ADDRESSES)('%j is an address: %s', (email, valid) => {
    expect(isEmailAddress(email)).toBe(valid);
  });

  it.each(ADDRESSES)('the sign-in form agrees on %j', (email, valid) => {
    expect(identifierError(email, false) === null).toBe(valid);
  });

  it.each(ADDRESSES)('the checkout address agrees on %j', (email, valid) => {
    const tenant = tenantFixture();
    const errors = validateAddress({ ...emptyAddress(tenant), email }, needsOf(tenant, []));
    expect(errors.email === undefined).toBe(valid);
  });

  it.each(ADDRESSES)('the contract agrees on %j (user name and delivery e-mail)', (email, valid) => {
    expect(authenticateBody.safeParse({ userName: email, password: 'long enough' }).success).toBe(valid);
    expect(deliveryAddress.safeParse({ email }).success).toBe(valid);
    expect(deliveryAddress.safeParse({ voucherDeliveryAddress: { email } }).success).toBe(valid);
  });

  it('the forms forgive spaces around an address; the checkout sends it trimmed', () => {
    expect(isEmailAddress('  ada@example.com ')).toBe(true);
  });
});
