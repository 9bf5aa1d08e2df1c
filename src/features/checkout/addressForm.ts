import { addressRule, type AddressLine } from '@/api/addressRule';
import { isFilled } from '@/api/filled';
import type { TenantConfig } from '@/tenancy/schema';
import { typedText, type TypedValues } from '@/ui/shell/keptTyped';
import { normalizeCountryCode } from '@/tenancy/countryNaming';
import { isEmailAddress } from '@/api/email';

export type VoucherDelivery = 'email' | 'sms' | 'whatsapp';

/** What the customer typed on the payment page; persisted, so a failed call or a reload keeps it. */
export interface AddressForm {
  firstname: string;
  lastname: string;
  street: string;
  houseNumber: string;
  zip: string;
  city: string;
  /** upper-case ISO 3166 code */
  countryCode: string;
  email: string;
  /** the alternative phone number field (SPEC §3 flag) */
  phoneNumber: string;
  newsletter: boolean;
  voucherDelivery: VoucherDelivery;
  voucherEmail: string;
}

export type AddressField = Exclude<keyof AddressForm, 'newsletter' | 'voucherDelivery'>;

/** Message keys under `checkout.errors`. */
export type AddressErrors = Partial<Record<AddressField, string>>;

export const emptyAddress = (tenant: Pick<TenantConfig, 'country'>): AddressForm => ({
  firstname: '',
  lastname: '',
  street: '',
  houseNumber: '',
  zip: '',
  city: '',
  countryCode: normalizeCountryCode(tenant.country),
  email: '',
  phoneNumber: '',
  newsletter: false,
  voucherDelivery: 'email',
  voucherEmail: '',
});

const TEXT_FIELDS: readonly AddressField[] = [
  'firstname',
  'lastname',
  'street',
  'houseNumber',
  'zip',
  'city',
  'countryCode',
  'email',
  'phoneNumber',
  'voucherEmail',
];
const VOUCHER_DELIVERIES: readonly string[] = ['email', 'sms', 'whatsapp'] satisfies VoucherDelivery[];

/** What was typed and chosen in the server's form before hydration (ADR 22), as the form's fields. */
export function typedAddress(typed: TypedValues): Partial<AddressForm> {
  const patch: Partial<AddressForm> = {};
  for (const field of TEXT_FIELDS) {
    const value = typedText(typed, field);
    if (value !== undefined) patch[field] = value;
  }
  if (typeof typed.newsletter === 'boolean') patch.newsletter = typed.newsletter;
  const delivery = typedText(typed, 'voucherDelivery');
  if (delivery !== undefined && VOUCHER_DELIVERIES.includes(delivery))
    patch.voucherDelivery = delivery as VoucherDelivery;
  return patch;
}

const NAME = /^[\p{L}\p{M}' .-]{1,100}$/u;
const ZIP = /^[A-Za-z0-9 -]{3,10}$/;
const PHONE = /^\+?[0-9 ()/-]{7,20}$/;

/** The fields the form asks for with the tenant's flags and the cart's kinds (ADR 0032). */
export interface AddressNeeds {
  /** the address country */
  country: boolean;
  /** street, house number, postcode and town */
  postal: boolean;
  alternativePhone: boolean;
  newsletter: boolean;
  voucher: boolean;
}

export const needsOf = (
  tenant: Pick<TenantConfig, 'features'>,
  /** undefined while the cart is not known yet */
  items: readonly AddressLine[] | undefined,
): AddressNeeds => ({
  ...addressRule(tenant.features, items),
  alternativePhone: tenant.features.alternativePhoneNumberField,
  newsletter: tenant.features.newsletterCheckbox,
  voucher: (items ?? []).some((item) => item.objectType === 'VOUCHER'),
});

/** Names and email are always required; N/A counts as empty (SPEC §3). */
export function validateAddress(form: AddressForm, needs: AddressNeeds): AddressErrors {
  const errors: AddressErrors = {};
  const check = (field: AddressField, ok: (value: string) => boolean, required: boolean, key: string) => {
    const value = form[field].trim();
    if (!isFilled(value)) {
      if (required) errors[field] = 'required';
    } else if (!ok(value)) errors[field] = key;
  };
  check('firstname', (v) => NAME.test(v), true, 'name');
  check('lastname', (v) => NAME.test(v), true, 'name');
  check('email', isEmailAddress, true, 'email');
  if (needs.postal) {
    check('street', (v) => v.length <= 200, true, 'street');
    check('houseNumber', (v) => /^[\p{L}\p{N} /-]{1,20}$/u.test(v), true, 'houseNumber');
    check('zip', (v) => ZIP.test(v), true, 'zip');
    check('city', (v) => NAME.test(v), true, 'city');
  }
  if (needs.country) check('countryCode', (v) => /^[A-Z]{2}$/.test(v), true, 'required');
  if (needs.alternativePhone) check('phoneNumber', (v) => PHONE.test(v), false, 'phone');
  if (needs.voucher && form.voucherDelivery === 'email')
    check('voucherEmail', isEmailAddress, false, 'email');
  return errors;
}
