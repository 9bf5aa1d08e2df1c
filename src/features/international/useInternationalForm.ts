import { useEffect, useRef, useState } from 'react';
import { countryOfNumber, shownNumber } from '@/tenancy/phone';
import { loadPhoneLib, type PhoneLib } from '@/tenancy/phoneLib';
import { typedText, type TypedValues } from '@/ui/shell/keptTyped';
import type { Destination } from './offers';
import { choiceKey } from './storedChoice';
import {
  checkChoice,
  withCountry,
  withNumber,
  type InternationalCheck,
  type InternationalChoice,
  type InternationalErrors,
} from './validation';

const EMPTY: InternationalChoice = { phone: '', country: '', operator: '', productId: '' };

/** The session remembers the choice, so a reload or a failed add loses nothing. */
function stored(key: string): InternationalChoice | null {
  try {
    const text = window.sessionStorage.getItem(key);
    return text ? { ...EMPTY, ...(JSON.parse(text) as Partial<InternationalChoice>) } : null;
  } catch {
    return null;
  }
}

/**
 * The international form's state: the choice (restored from the session), the country the typed
 * number names, and the errors of the last submit, each cleared when its field changes.
 *
 * Every change is an update of the current choice with the library as it is when the change comes,
 * not as the last render saw them: a number typed between the library's arrival and the render that
 * brings it would otherwise be read without it, and its country never named.
 */
export function useInternationalForm(shopId: string, destinations: readonly Destination[]) {
  const key = choiceKey(shopId);
  const [choice, setChoice] = useState<InternationalChoice>(EMPTY);
  const [errors, setErrors] = useState<InternationalErrors>({});
  const [lib, setLib] = useState<PhoneLib | null>(null);
  const libNow = useRef<PhoneLib | null>(null);

  // restored with the number's library, unless the customer has started choosing meanwhile; a
  // number typed before the library arrived names its country then
  useEffect(() => {
    void loadPhoneLib().then((loaded) => {
      libNow.current = loaded;
      setLib(loaded);
      const restored = stored(key);
      setChoice((current) => {
        const base = current === EMPTY && restored ? restored : current;
        const phone = base.phone && shownNumber(base.phone, base.country, loaded);
        return withNumber(base, phone, countryOfNumber(phone, loaded), destinations);
      });
    });
  }, [key, destinations]);

  /** The choice changed from the current one; the session remembers it, so a reload loses nothing. */
  const update = (
    next: (current: InternationalChoice) => InternationalChoice,
    field?: keyof InternationalChoice,
  ) => {
    setChoice((current) => {
      const changed = next(current);
      try {
        window.sessionStorage.setItem(key, JSON.stringify(changed));
      } catch {
        // a full or blocked storage only costs the memory across a reload
      }
      return changed;
    });
    if (field) setErrors(({ [field]: _cleared, ...rest }) => rest);
  };
  /** a typed number: as typed until the library is in, which then formats it and names its country */
  const numbered = (current: InternationalChoice, typed: string, country: string) => {
    const loaded = libNow.current;
    const phone = loaded ? shownNumber(typed, country, loaded) : typed;
    return withNumber(current, phone, loaded ? countryOfNumber(phone, loaded) : null, destinations);
  };

  return {
    choice,
    /** the country the typed number names, once the library is in */
    derived: lib ? countryOfNumber(choice.phone, lib) : null,
    errors,
    setPhone: (typed: string) => update((current) => numbered(current, typed, current.country), 'phone'),
    setCountry: (country: string) =>
      update((current) => withCountry(current, country, destinations), 'country'),
    setOperator: (operator: string) =>
      update((current) => ({ ...current, operator, productId: '' }), 'operator'),
    setProduct: (productId: string) => update((current) => ({ ...current, productId }), 'productId'),
    /** what was typed and chosen before hydration (ADR 22), taken in the order the form asks it */
    adopt: (typed: TypedValues) => {
      const phone = typedText(typed, 'phone');
      const country = typedText(typed, 'country');
      const operator = typedText(typed, 'operator');
      const productId = typedText(typed, 'amount');
      update((current) => {
        let next = current;
        if (phone !== undefined) next = numbered(next, phone, country || next.country);
        // an untouched select is kept as "": it must not clear the country the number named
        if (country) next = withCountry(next, country, destinations);
        if (operator !== undefined) next = { ...next, operator, productId: '' };
        if (productId !== undefined) next = { ...next, productId };
        return next;
      });
    },
    check: async (): Promise<InternationalCheck> => {
      const result = checkChoice(choice, destinations, await loadPhoneLib());
      setErrors(result.ok ? {} : result.errors);
      return result;
    },
    forget: () => window.sessionStorage.removeItem(key),
  };
}
