import * as mobile from 'libphonenumber-js/mobile';
import { describe, expect, it } from 'vitest';
import { withPlus } from '@/api';
import { caretAfter, checkPhone, countBefore, typePhone, writtenPhone } from '@/tenancy/phone';
import { loadPhoneLib } from '@/tenancy/phoneLib';

const lib = mobile;

/** Mobile numbers of every phone country a tenant uses, as people type them. */
describe('checkPhone: a real mobile number of the shop’s country, as E.164 with +', () => {
  it.each([
    ['de', '0151 12345678', '+4915112345678'],
    ['de', '+49 151 12345678', '+4915112345678'],
    ['de', '0049 151 12345678', '+4915112345678'],
    ['de', '01761234567', '+491761234567'],
    ['nl', '06 12345678', '+31612345678'],
    ['nl', '+31612349910', '+31612349910'],
    ['be', '0470 12 34 56', '+32470123456'],
    ['gb', '07400 123456', '+447400123456'],
    ['fr', '06 12 34 56 78', '+33612345678'],
    ['at', '0664 1234567', '+436641234567'],
    ['ma', '06 12 34 56 78', '+212612345678'],
    ['ma', '+212 6 12 34 56 78', '+212612345678'],
  ])('%s: %s → %s', (country, typed, e164) => {
    expect(checkPhone(typed, country, [country], lib)).toEqual({ ok: true, e164 });
  });
});

describe('checkPhone: a refused number says which rule failed', () => {
  it.each([
    ['de', '', 'required'],
    ['de', '   ', 'required'],
    ['de', 'call me', 'notANumber'],
    ['de', '0151 1234567a', 'notANumber'],
    ['de', '030 12345678', 'landline'], // Berlin
    ['nl', '020 1234567', 'landline'], // Amsterdam
    ['gb', '020 7946 0018', 'landline'], // London
    ['ma', '05 22 12 34 56', 'landline'], // Casablanca
    ['de', '0151 123', 'tooShort'],
    ['nl', '06 1234', 'tooShort'],
    ['gb', '07400 12', 'tooShort'],
    ['ma', '06 12 34', 'tooShort'],
    ['de', '+49 1', 'tooShort'],
    // shorter than a mobile number, though the country's landlines may be that short: too short
    ['de', '12345', 'tooShort'],
    ['de', '1234', 'tooShort'],
    ['de', '030 12', 'tooShort'],
    ['de', '030 12345', 'tooShort'],
    ['nl', '020 123', 'tooShort'],
    ['gb', '020 7946', 'tooShort'],
    ['ma', '05 22 12', 'tooShort'],
    ['de', '0151 123456789', 'tooLong'],
    ['nl', '06 123456789', 'tooLong'],
    ['gb', '07400 1234567', 'tooLong'],
    ['ma', '06 12 34 56 78 9', 'tooLong'],
    ['de', '+31 6 12345678', 'wrongCountry'], // a Dutch mobile in a German shop
    ['gb', '+49 151 12345678', 'wrongCountry'],
    ['nl', '0049 151 12345678', 'wrongCountry'],
    ['de', '+212 6 12 34 56 78', 'wrongCountry'],
    ['gb', '+44 7797 123456', 'wrongCountry'], // Jersey shares +44 with the United Kingdom
  ])('%s: %j → %s', (country, typed, error) => {
    expect(checkPhone(typed, country, [country], lib)).toEqual({ ok: false, error });
  });

  it('accepts a number of any of the shop’s countries', () => {
    expect(checkPhone('+31 6 12345678', 'de', ['de', 'nl'], lib)).toEqual({
      ok: true,
      e164: '+31612345678',
    });
  });

  it('SPEC §5: the number keeps exactly one leading + when a cart is created', () => {
    const checked = checkPhone('0151 12345678', 'de', ['de'], lib);
    expect(checked.ok && withPlus(checked.e164)).toBe('+4915112345678');
    expect(withPlus('4915112345678')).toBe('+4915112345678');
  });

  it('loads the metadata lazily', async () => {
    const loaded = await loadPhoneLib();
    expect(checkPhone('0612345678', 'nl', ['nl'], loaded)).toEqual({ ok: true, e164: '+31612345678' });
  });
});

describe('typePhone: formatted as typed for the selected country, digits only', () => {
  it.each([
    ['de', '015112345678', '01511 2345678'],
    ['de', '+4915112345678', '+49 1511 2345678'],
    ['de', '004915112345678', '+49 1511 2345678'],
    ['nl', '0612345678', '06 12345678'],
    ['nl', '+31612345678', '+31 6 12345678'],
    ['gb', '07400123456', '07400 123456'],
    ['gb', '+447400123456', '+44 7400 123456'],
    ['ma', '0612345678', '06 12 34 56 78'],
    ['ma', '+212612345678', '+212 6 12 34 56 78'],
    ['de', '0151abc12', '01511 2'], // letters are not entered
    ['de', '0151+12', '01511 2'], // a + only leads
    ['de', 'Tel. 0151 12345678', '01511 2345678'],
  ])('%s: %j shows %j', (country, raw, text) => {
    expect(typePhone(raw, country, [country], lib)).toEqual({ text, country, foreign: false });
  });

  it('keeps the digits as typed while the library is not loaded', () => {
    expect(typePhone('0151 x12', 'de', ['de'], null)).toEqual({
      text: '015112',
      country: 'de',
      foreign: false,
    });
  });

  it('an international prefix of another of the shop’s countries selects that country', () => {
    expect(typePhone('+31612345678', 'de', ['de', 'nl'], lib)).toEqual({
      text: '+31 6 12345678',
      country: 'nl',
      foreign: false,
    });
  });

  it('an international prefix of a country the shop does not serve is flagged, not switched', () => {
    expect(typePhone('+31612345678', 'de', ['de'], lib)).toEqual({
      text: '+31 6 12345678',
      country: 'de',
      foreign: true,
    });
  });
});

describe('caret: stays after the same digits when the formatting moves them', () => {
  it.each([
    ['01511 2345678', 5, 5],
    ['01511 2345678', 0, 0],
    ['+49 1511 2345678', 3, 3],
    ['06 12345678', 99, 11],
  ])('%j after %i digits → %i', (text, count, caret) => {
    expect(caretAfter(text, count)).toBe(caret);
  });

  it('counts the digits and the + before the caret', () => {
    expect(countBefore('+49 1511', 6)).toBe(5);
  });
});

describe('writtenPhone: a stored number as people write it on a cart, result or order', () => {
  it.each([
    ['+4915112345678', '+49 1511 2345678'],
    ['+31612345678', '+31 6 12345678'],
    ['+447400123456', '+44 7400 123456'],
    ['+212612345678', '+212 6 12 34 56 78'],
    ['not a number', 'not a number'],
  ])('%s → %s', (stored, written) => {
    expect(writtenPhone(stored, lib)).toBe(written);
  });
});
