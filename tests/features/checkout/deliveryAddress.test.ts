import { describe, expect, it } from 'vitest';
import { addressRule, missingAddressFields } from '@/api/addressRule';
import { withEmailDomain } from '@/api/email';
import { emptyAddress, validateAddress, type AddressNeeds } from '@/features/checkout/addressForm';
import { deliveryAddressOf, prefillAddress } from '@/features/checkout/deliveryAddress';
import { sendsDeviceId } from '@/tenancy/thirdPartyScripts';

const blank = emptyAddress({ country: 'de' });
const plain: AddressNeeds = {
  country: false,
  postal: false,
  alternativePhone: false,
  newsletter: false,
  voucher: false,
};
const typed = { ...blank, firstname: 'Ada', lastname: 'Lovelace', email: 'ada@example.com' };

describe('SPEC §5 device id', () => {
  it.each([
    [true, true, true],
    [true, false, false],
    [false, true, false],
    [false, false, false],
  ])('deviceIDSwitch %s, shouldSendDeviceID %s → sent %s', (deviceIDSwitch, shouldSendDeviceID, sent) => {
    expect(sendsDeviceId({ deviceIDSwitch, shouldSendDeviceID })).toBe(sent);
  });
});

describe('the delivery address sent with checkout-address', () => {
  it('leaves out empty and N/A fields (SPEC §3: N/A counts as empty)', () => {
    const address = deliveryAddressOf(
      { ...typed, lastname: 'N/A', street: 'Main', zip: ' ' },
      { needs: { ...plain, country: true, postal: true }, language: 'de' },
    );
    expect(address).toEqual({
      language: 'de',
      firstname: 'Ada',
      email: 'ada@example.com',
      street: 'Main',
      countryCode: 'DE',
    });
  });

  it.each([
    ['PO', 'PL'],
    ['ho', 'HN'],
    ['nl', 'NL'],
  ])('sends a stored country %s as ISO 3166 %s (SPEC §3 remaps)', (stored, sent) => {
    const address = deliveryAddressOf(
      { ...typed, street: 'Main', countryCode: stored },
      { needs: { ...plain, country: true, postal: true }, language: 'de' },
    );
    expect(address.countryCode).toBe(sent);
  });

  it('starts a new address in the shop country, remapped like the lists', () => {
    expect(emptyAddress({ country: 'po' }).countryCode).toBe('PL');
  });

  it('sends the newsletter only when subscribed = 1, and only where the tenant shows the box', () => {
    const needs = { ...plain, newsletter: true };
    expect(deliveryAddressOf({ ...typed, newsletter: true }, { needs, language: 'fr' }).newsletter).toEqual({
      subscribed: 1,
    });
    expect(deliveryAddressOf({ ...typed, newsletter: false }, { needs, language: 'fr' })).not.toHaveProperty(
      'newsletter',
    );
    expect(
      deliveryAddressOf({ ...typed, newsletter: true }, { needs: plain, language: 'fr' }),
    ).not.toHaveProperty('newsletter');
  });

  it('carries the device id only when given, and the phone number with its +', () => {
    const address = deliveryAddressOf(
      { ...typed, phoneNumber: '0049 151 1234' },
      { needs: plain, language: 'de', deviceId: 'dev-1' },
    );
    expect(address).toMatchObject({ deviceId: 'dev-1', phoneNumber: '+491511234' });
    expect(deliveryAddressOf(typed, { needs: plain, language: 'de' })).not.toHaveProperty('deviceId');
  });

  it('sends a voucher email for email delivery, falling back to the customer’s email', () => {
    const needs = { ...plain, voucher: true };
    expect(deliveryAddressOf(typed, { needs, language: 'de' }).voucherDeliveryAddress).toEqual({
      email: 'ada@example.com',
    });
    expect(
      deliveryAddressOf({ ...typed, voucherEmail: 'gift@example.com' }, { needs, language: 'de' })
        .voucherDeliveryAddress,
    ).toEqual({
      email: 'gift@example.com',
    });
    expect(
      deliveryAddressOf({ ...typed, voucherDelivery: 'sms' }, { needs, language: 'de' }),
    ).not.toHaveProperty('voucherDeliveryAddress');
  });
});

describe('SPEC §5 prefill from the signed-in customer', () => {
  const profile = { email: 'p@example.com', firstName: 'Pat', lastName: 'Doe', phoneNumber: '+4915100000' };
  it('fills what the address lacks (N/A included) and keeps what was typed', () => {
    expect(prefillAddress({ ...blank, firstname: 'Ada', lastname: 'N/A' }, profile)).toMatchObject({
      firstname: 'Ada',
      lastname: 'Doe',
      email: 'p@example.com',
      phoneNumber: '+4915100000',
    });
  });
  it('leaves unknown profile fields empty', () => {
    expect(
      prefillAddress(blank, { email: null, firstName: null, lastName: null, phoneNumber: null }),
    ).toEqual(blank);
  });
});

describe('field validation: one message key per failing field', () => {
  it.each<[string, Partial<typeof blank>, AddressNeeds, object]>([
    [
      'empty names and email are required',
      {},
      plain,
      { firstname: 'required', lastname: 'required', email: 'required' },
    ],
    [
      'N/A is empty',
      { firstname: 'N/A', lastname: 'Lovelace', email: 'a@b.de' },
      plain,
      { firstname: 'required' },
    ],
    ['a malformed email', { ...typed, email: 'ada@' }, plain, { email: 'email' }],
    ['digits in a name', { ...typed, lastname: 'L0velace' }, plain, { lastname: 'name' }],
    [
      'postal lines where the tenant asks for them',
      typed,
      { ...plain, postal: true },
      { street: 'required', houseNumber: 'required', zip: 'required', city: 'required' },
    ],
    [
      'a malformed postcode',
      { ...typed, street: 'Main', houseNumber: '1', city: 'Berlin', zip: '!' },
      { ...plain, postal: true },
      { zip: 'zip' },
    ],
    [
      'the alternative phone is optional but checked',
      { ...typed, phoneNumber: 'call me' },
      { ...plain, alternativePhone: true },
      { phoneNumber: 'phone' },
    ],
    [
      'the country alone where an eSIM cart needs no postal lines (ADR 0032)',
      { ...typed, countryCode: '' },
      { ...plain, country: true },
      { countryCode: 'required' },
    ],
    ['a complete address', typed, plain, {}],
  ])('%s', (_name, form, needs, errors) => {
    expect(validateAddress({ ...blank, ...form }, needs)).toEqual(errors);
  });
});

describe('email domain shortcuts', () => {
  it.each([
    ['ada', 'gmail.com', 'ada@gmail.com'],
    ['ada@web.de', 'gmx.de', 'ada@gmx.de'],
    ['', 'gmail.com', '@gmail.com'],
  ])('%s + %s → %s', (email, domain, expected) => {
    expect(withEmailDomain(email, domain)).toBe(expected);
  });
});

describe('ADR 0032: the address a cart’s kinds need', () => {
  const asks = { addressCountrySelection: true, addressAutofill: false };
  const autofill = { addressCountrySelection: false, addressAutofill: true };
  const neither = { addressCountrySelection: false, addressAutofill: false };
  it.each([
    ['an eSIM plan: the country only', asks, ['ESIM'], { country: true, postal: false }],
    [
      'vouchers and gift cards: the country only',
      asks,
      ['VOUCHER', 'GIFT_CARD'],
      { country: true, postal: false },
    ],
    ['a top-up: the postal lines too', asks, ['TOPUP'], { country: true, postal: true }],
    ['an eSIM with a top-up: the postal lines', asks, ['ESIM', 'TOPUP'], { country: true, postal: true }],
    [
      'an eSIM on a shop with postcode autofill: the country only',
      autofill,
      ['ESIM'],
      { country: true, postal: false },
    ],
    [
      'vouchers on a shop with postcode autofill: the country only',
      autofill,
      ['VOUCHER', 'GIFT_CARD'],
      { country: true, postal: false },
    ],
    ['a top-up on a shop with postcode autofill', autofill, ['TOPUP'], { country: true, postal: true }],
    ['a shop that asks for neither', neither, ['TOPUP', 'ESIM'], { country: false, postal: false }],
    // the server's HTML: every field a customer may type into before hydration (ADR 0022)
    ['a cart not known yet: as a top-up', asks, undefined, { country: true, postal: true }],
    ['a cart not known yet, with autofill', autofill, undefined, { country: true, postal: true }],
    [
      'a cart not known yet on a shop that asks for neither',
      neither,
      undefined,
      { country: false, postal: false },
    ],
  ])('%s', (_name, flags, kinds, rule) => {
    expect(
      addressRule(
        flags,
        kinds?.map((objectType) => ({ objectType })),
      ),
    ).toEqual(rule);
  });

  it.each([
    [{ country: true, postal: false }, { countryCode: 'NL' }, []],
    [{ country: true, postal: false }, { countryCode: 'N/A' }, ['countryCode']],
    [
      { country: true, postal: true },
      { countryCode: 'DE', street: 'Main', zip: '' },
      ['houseNumber', 'zip', 'city'],
    ],
  ])('%j: %j misses %j', (rule, address, missing) => {
    expect(missingAddressFields(rule, address)).toEqual(missing);
  });
});
