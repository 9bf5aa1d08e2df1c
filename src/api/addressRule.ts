import { isFilled } from './filled';

/** The tenant flags that make a shop ask for an address beyond names and email (SPEC §3). */
export interface AddressFlags {
  addressCountrySelection: boolean;
  addressAutofill: boolean;
}

/** What a cart line is, as far as the address step cares. */
export interface AddressLine {
  objectType: string;
}

/** What the address step asks for a cart, beyond names and email (ADR 0032). */
export interface AddressRule {
  /** the address country: VAT of electronic services is due where the buyer lives */
  country: boolean;
  /** street, house number, postcode and town: the billing address of credit for a phone number */
  postal: boolean;
}

/** eSIM plans, vouchers and gift cards: the shop's own electronic goods, bound to no phone number. */
const WITHOUT_POSTAL: ReadonlySet<string> = new Set(['ESIM', 'VOUCHER', 'GIFT_CARD']);

/**
 * ADR 0032 (SPEC §5, project extension): a shop that asks for an address (country selection or
 * postcode autofill) asks every cart for the country, since VAT of an electronic service is due
 * where the buyer lives, and the postal lines only where the cart holds credit for a phone number
 * (a top-up of any kind); a cart of eSIM plans, vouchers and gift cards needs the country alone.
 * The payment page and the sandbox's checkout-address both follow this rule.
 *
 * `items` is undefined when neither the cart nor the kinds the shop sells are known: the form then
 * asks as for a top-up, so every field a customer may type into before hydration is in the first
 * paint (ADR 0022), and the lines a cart does not need go away once it is read.
 */
export function addressRule(flags: AddressFlags, items: readonly AddressLine[] | undefined): AddressRule {
  const asksAddress = flags.addressCountrySelection || flags.addressAutofill;
  const postal =
    asksAddress && (items === undefined || items.some((item) => !WITHOUT_POSTAL.has(item.objectType)));
  return { country: asksAddress, postal };
}

export const POSTAL_FIELDS = ['street', 'houseNumber', 'zip', 'city'] as const;

/** The fields of `address` the rule asks for that are empty or N/A (SPEC §3). */
export function missingAddressFields(
  rule: AddressRule,
  address: Partial<Record<(typeof POSTAL_FIELDS)[number] | 'countryCode', unknown>>,
): string[] {
  const asked = [...(rule.postal ? POSTAL_FIELDS : []), ...(rule.country ? (['countryCode'] as const) : [])];
  return asked.filter((field) => {
    const value = address[field];
    return !isFilled(typeof value === 'string' ? value : undefined);
  });
}
