import { compactPhone, isNumberOf } from '@/tenancy/phone';
import type { PhoneLib } from '@/tenancy/phoneLib';
import type { Destination } from './offers';

/** What the customer has chosen so far; ids and the number as typed. */
export interface InternationalChoice {
  phone: string;
  country: string;
  operator: string;
  productId: string;
}

export type InternationalField = keyof InternationalChoice;
/** message keys of the `international` section, by field */
export type InternationalErrors = Partial<Record<InternationalField, string>>;

export type InternationalCheck =
  { ok: true; productId: string; phoneNumber: string } | { ok: false; errors: InternationalErrors };

/**
 * The submit's checks, every field at once so each shows its own message: a number complete and
 * valid in the chosen country, an operator of that country, one of its amounts.
 */
export function checkChoice(
  choice: InternationalChoice,
  destinations: readonly Destination[],
  lib: PhoneLib,
): InternationalCheck {
  const errors: InternationalErrors = {};
  const destination = destinations.find((entry) => entry.country === choice.country);
  const operator = destination?.operators.find((entry) => entry.id === choice.operator);
  const offer = operator?.offers.find((entry) => entry.productId === choice.productId);
  if (!choice.phone.trim()) errors.phone = 'errors.phoneRequired';
  else if (destination && !isNumberOf(choice.phone, destination.country, lib))
    errors.phone = 'errors.phoneInvalid';
  if (!destination) errors.country = 'errors.destinationRequired';
  else if (!operator) errors.operator = 'errors.operatorRequired';
  else if (!offer) errors.productId = 'errors.amountRequired';
  if (!offer || Object.keys(errors).length) return { ok: false, errors };
  return { ok: true, productId: offer.productId, phoneNumber: compactPhone(choice.phone) };
}

/**
 * The choice after the number changed: a number that names a country the shop tops up selects it
 * (keeping operator and amount when it was selected already); any other leaves the choice as it was.
 */
export function withNumber(
  choice: InternationalChoice,
  phone: string,
  derived: string | null,
  destinations: readonly Destination[],
): InternationalChoice {
  const next = { ...choice, phone };
  if (!derived || derived === choice.country || !destinations.some((d) => d.country === derived)) return next;
  return withCountry(next, derived, destinations);
}

/** The choice for another country: its only operator is taken at once, the amount is asked again. */
export function withCountry(
  choice: InternationalChoice,
  country: string,
  destinations: readonly Destination[],
): InternationalChoice {
  const operators = destinations.find((d) => d.country === country)?.operators ?? [];
  return { ...choice, country, operator: operators.length === 1 ? operators[0]!.id : '', productId: '' };
}
