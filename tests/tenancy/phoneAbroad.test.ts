import { describe, expect, it } from 'vitest';
import * as lib from 'libphonenumber-js/mobile';
import { checkPhone, compactPhone, countryOfNumber, isNumberOf } from '@/tenancy/phone';

describe('the country a typed number belongs to', () => {
  it.each([
    ['+212 612 345 678', 'MA'],
    ['00212612345678', 'MA'],
    ['+2126', 'MA'],
    ['+221 77 123 45 67', 'SN'],
    ['+33 6 12 34 56 78', 'FR'],
    ['+90 532 123 45 67', 'TR'],
    ['+381 64 123 4567', 'RS'],
    ['+1 415 555 0123', 'US'],
    ['+1 204 555 0123', 'CA'],
    ['+49', 'DE'],
    // a calling code shared by several countries, not yet told apart
    ['+1', null],
    ['+1 41', null],
    // no international prefix: the number names no country
    ['0612345678', null],
    ['', null],
    ['+', null],
    ['call me', null],
  ])('%s → %s', (typed, country) => {
    expect(countryOfNumber(typed, lib)).toBe(country);
  });
});

describe('a number the destination can top up', () => {
  it.each([
    ['+212 612 345 678', 'MA', true],
    ['+212 612 345 678', 'DZ', false],
    ['+212 612', 'MA', false],
    ['+221 77 123 45 67', 'SN', true],
    ['0612345678', 'FR', false],
  ])('%s in %s: %s', (typed, country, valid) => {
    expect(isNumberOf(typed, country, lib)).toBe(valid);
  });

  it.each([
    ['+212 612-345 678', '+212612345678'],
    ['00 33 (6) 12.34.56.78', '+33612345678'],
  ])('sends %s as %s', (typed, compact) => {
    expect(compactPhone(typed)).toBe(compact);
  });
});

describe('checkPhone reads a number typed nationally (the shop’s country) or internationally, as E.164', () => {
  it.each([
    ['national German mobile', '0151 1234 5678', 'de', '+4915112345678'],
    ['national German mobile, no spaces', '015112345413', 'de', '+4915112345413'],
    ['with separators', '0151/123-45678', 'de', '+4915112345678'],
    ['international form', '+49 151 12345678', 'de', '+4915112345678'],
    ['00 prefix', '0049 151 12345678', 'de', '+4915112345678'],
    ['national Dutch mobile', '06 12345678', 'nl', '+31612345678'],
    ['national Austrian mobile', '0664 1234567', 'at', '+436641234567'],
    ['national French mobile', '06 12 34 56 78', 'fr', '+33612345678'],
    ['national Turkish mobile', '0532 123 45 67', 'tr', '+905321234567'],
    ['too short', '12', 'de', null],
    ['no number', 'abc', 'de', null],
  ])('%s: %s (%s) → %s', (_name, typed, country, expected) => {
    const read = checkPhone(typed, country, [country], lib);
    expect(read.ok ? read.e164 : null).toBe(expected);
  });
});
