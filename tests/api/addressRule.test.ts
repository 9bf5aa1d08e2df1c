import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { addressRule, type AddressFlags, type AddressRule } from '@/api/addressRule';

/*
 * SPEC §5 (project extension, ADR 0032), the address a cart needs, over every tenant folder: a
 * tenant added later is covered without touching this file.
 */

const TENANTS_DIR = path.join(process.cwd(), 'tenants');
const folders = readdirSync(TENANTS_DIR, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)
  .sort();

const flagsOf = (folder: string): AddressFlags => {
  const file = JSON.parse(readFileSync(path.join(TENANTS_DIR, folder, 'tenant.json'), 'utf8')) as {
    features: AddressFlags;
  };
  const { addressCountrySelection, addressAutofill } = file.features;
  return { addressCountrySelection, addressAutofill };
};

/** The carts a customer can bring to the payment page; undefined: not read yet (the server's HTML). */
const CARTS: Record<string, string[] | undefined> = {
  'a top-up': ['TOPUP'],
  'an eSIM plan': ['ESIM'],
  vouchers: ['VOUCHER', 'VOUCHER'],
  'gift cards': ['GIFT_CARD'],
  'a voucher beside a top-up': ['VOUCHER', 'TOPUP'],
  'an eSIM beside a gift card': ['ESIM', 'GIFT_CARD'],
  'a cart not read yet': undefined,
};

const NOTHING: AddressRule = { country: false, postal: false };
const COUNTRY: AddressRule = { country: true, postal: false };
const POSTAL: AddressRule = { country: true, postal: true };

/** What SPEC §5 asks of each cart, by whether the shop asks for an address (either flag) or not. */
const ASKS: Record<string, AddressRule> = {
  'a top-up': POSTAL,
  'an eSIM plan': COUNTRY,
  vouchers: COUNTRY,
  'gift cards': COUNTRY,
  'a voucher beside a top-up': POSTAL,
  'an eSIM beside a gift card': COUNTRY,
  'a cart not read yet': POSTAL,
};
const EXPECTED: Record<`${boolean}/${boolean}`, Record<string, AddressRule>> = {
  // addressCountrySelection / addressAutofill
  'true/true': ASKS,
  'true/false': ASKS,
  'false/true': ASKS,
  'false/false': Object.fromEntries(Object.keys(CARTS).map((name) => [name, NOTHING])),
};

describe('SPEC §5: the address a cart needs, on every tenant', () => {
  it('reads every tenant of SPEC §1 (and any added since)', () => {
    const spec =
      'ayyildiz congstar edeka eplus esim fcb foocall jamobil kaufland norma ortel pennymobil reloadnow reloadnow_at tmobilenl whitecalling whitelabel_insidehandy whitelabel_o2 whitelabel_tmobilenl herladen product o2de opwaarderen aufladen';
    expect(folders).toEqual(expect.arrayContaining(spec.split(' ')));
  });

  describe.each(folders)('%s', (folder) => {
    const flags = flagsOf(folder);
    const expected = EXPECTED[`${flags.addressCountrySelection}/${flags.addressAutofill}`];

    it('states both address flags', () => {
      expect(typeof flags.addressCountrySelection).toBe('boolean');
      expect(typeof flags.addressAutofill).toBe('boolean');
    });

    it.each(Object.entries(CARTS))('%s', (name, kinds) => {
      expect(
        addressRule(
          flags,
          kinds?.map((objectType) => ({ objectType })),
        ),
      ).toEqual(expected?.[name]);
    });
  });

  // the shops with autofill and no country selection sell vouchers: a backend that follows the
  // rule refuses their carts without a country, so the form must ask for it
  it.each(['herladen', 'opwaarderen'])('%s: a voucher cart is asked for the country', (folder) => {
    expect(addressRule(flagsOf(folder), [{ objectType: 'VOUCHER' }])).toEqual(COUNTRY);
  });
});
