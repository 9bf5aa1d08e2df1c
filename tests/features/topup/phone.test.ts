import { parsePhoneNumberFromString } from 'libphonenumber-js/mobile';
import { describe, expect, it } from 'vitest';
import { withPlus } from '@/api';
import { checkPhone, loadPhoneLib, type ParsePhone } from '@/features/topup/phone';

const parse: ParsePhone = (text, country) => parsePhoneNumberFromString(text, country);

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
  ])('%s: %s → %s', (country, typed, e164) => {
    expect(checkPhone(typed, country, [country], parse)).toEqual({ ok: true, e164 });
  });

  it.each([
    ['de', '', 'phoneRequired'],
    ['de', '   ', 'phoneRequired'],
    ['de', '030 12345678', 'phoneInvalid'], // a Berlin landline
    ['de', '0151 123', 'phoneInvalid'], // too short
    ['de', 'call me', 'phoneInvalid'],
    ['nl', '020 1234567', 'phoneInvalid'], // an Amsterdam landline
    ['gb', '020 7946 0018', 'phoneInvalid'], // a London landline
    ['de', '+31 6 12345678', 'phoneCountry'], // a Dutch mobile in a German shop
    ['gb', '+49 151 12345678', 'phoneCountry'],
  ])('%s: %j → %s', (country, typed, error) => {
    expect(checkPhone(typed, country, [country], parse)).toEqual({ ok: false, error });
  });

  it('accepts a number of any of the shop’s countries', () => {
    expect(checkPhone('+31 6 12345678', 'de', ['de', 'nl'], parse)).toEqual({
      ok: true,
      e164: '+31612345678',
    });
  });

  it('SPEC §5: the number keeps exactly one leading + when a cart is created', () => {
    const checked = checkPhone('0151 12345678', 'de', ['de'], parse);
    expect(checked.ok && withPlus(checked.e164)).toBe('+4915112345678');
    expect(withPlus('4915112345678')).toBe('+4915112345678');
  });

  it('loads the metadata lazily', async () => {
    const lib = await loadPhoneLib();
    expect(lib.parse('0612345678', 'NL')?.number).toBe('+31612345678');
  });
});
