import { describe, expect, it } from 'vitest';
import { typedAddress } from '@/features/checkout/addressForm';

describe('the address typed before hydration (ADR 22)', () => {
  it.each([
    ['a text field by its name', { firstname: 'Amine' }, { firstname: 'Amine' }],
    ['an emptied field, which stays empty', { city: '' }, { city: '' }],
    ['the chosen country', { countryCode: 'FR' }, { countryCode: 'FR' }],
    ['the newsletter checkbox', { newsletter: true }, { newsletter: true }],
    ['a voucher delivery the form offers', { voucherDelivery: 'sms' }, { voucherDelivery: 'sms' }],
    ['not a voucher delivery it does not offer', { voucherDelivery: 'fax' }, {}],
    ['not a checkbox state for a text field', { firstname: true }, {}],
    ['not a field of another part of the page', { paymentMethod: 'creditcard' }, {}],
  ])('takes %s', (_rule, typed, patch) => {
    expect(typedAddress(typed)).toEqual(patch);
  });
});
