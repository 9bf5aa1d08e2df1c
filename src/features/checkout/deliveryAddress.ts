import type { DeliveryAddress } from '@/api/common';
import { isFilled } from '@/api/filled';
import type { AddressForm, AddressNeeds } from './addressForm';
import { normalizeCountryCode } from '@/tenancy/countryNaming';

/** The signed-in customer's details (GET profile); null fields are unknown. */
export interface ProfileDetails {
  email: string | null;
  firstName: string | null;
  lastName: string | null;
  phoneNumber: string | null;
}

/** SPEC §5: authenticated details fill email, names and phone where the address lacks them. */
export function prefillAddress(form: AddressForm, profile: ProfileDetails): AddressForm {
  const fill = (typed: string, known: string | null) => (isFilled(typed) ? typed : (known ?? typed));
  return {
    ...form,
    email: fill(form.email, profile.email),
    firstname: fill(form.firstname, profile.firstName),
    lastname: fill(form.lastname, profile.lastName),
    phoneNumber: fill(form.phoneNumber, profile.phoneNumber),
  };
}

/** SPEC §5: a phone number gets its + when it leaves the browser. */
const withPlus = (phone: string) => {
  const digits = phone.replace(/[\s()/-]/g, '');
  return digits.startsWith('+') ? digits : `+${digits.replace(/^00/, '')}`;
};

export interface AddressContext {
  needs: AddressNeeds;
  language: string;
  /** the browser's device id, given only where the tenant sends it */
  deviceId?: string;
}

/**
 * The SPEC §3 delivery address of the checkout-address call. Unfilled and N/A fields are left out,
 * the newsletter goes only with subscribed = 1 (SPEC §5), and a voucher's email only when the
 * customer chose email delivery.
 */
export function deliveryAddressOf(form: AddressForm, context: AddressContext): DeliveryAddress {
  const address: DeliveryAddress = { language: context.language };
  const put = <K extends keyof DeliveryAddress>(key: K, value: string, transform = (v: string) => v) => {
    if (isFilled(value)) address[key] = transform(value.trim()) as DeliveryAddress[K];
  };
  put('firstname', form.firstname);
  put('lastname', form.lastname);
  put('email', form.email);
  if (context.needs.postal) {
    put('street', form.street);
    put('houseNumber', form.houseNumber);
    put('zip', form.zip, (v) => v.toUpperCase());
    put('city', form.city);
  }
  if (context.needs.country) put('countryCode', form.countryCode, normalizeCountryCode);
  put('phoneNumber', form.phoneNumber, withPlus);
  if (context.deviceId) address.deviceId = context.deviceId;
  if (context.needs.newsletter && form.newsletter) address.newsletter = { subscribed: 1 };
  if (context.needs.voucher && form.voucherDelivery === 'email') {
    const email = isFilled(form.voucherEmail) ? form.voucherEmail.trim() : address.email;
    if (email) address.voucherDeliveryAddress = { email };
  }
  return address;
}
