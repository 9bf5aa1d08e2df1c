import { useEffect, useState } from 'react';
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
 */
export function useInternationalForm(shopId: string, destinations: readonly Destination[]) {
  const key = choiceKey(shopId);
  const [choice, setChoice] = useState<InternationalChoice>(EMPTY);
  const [errors, setErrors] = useState<InternationalErrors>({});
  const [lib, setLib] = useState<PhoneLib | null>(null);

  // restored with the number's library, unless the customer has started choosing meanwhile; a
  // number typed before the library arrived names its country then
  useEffect(() => {
    void loadPhoneLib().then((loaded) => {
      setLib(loaded);
      const restored = stored(key);
      setChoice((current) => {
        const base = current === EMPTY && restored ? restored : current;
        const phone = base.phone && shownNumber(base.phone, base.country, loaded);
        return withNumber(base, phone, countryOfNumber(phone, loaded), destinations);
      });
    });
  }, [key, destinations]);

  const remember = (next: InternationalChoice) => {
    setChoice(next);
    try {
      window.sessionStorage.setItem(key, JSON.stringify(next));
    } catch {
      // a full or blocked storage only costs the memory across a reload
    }
  };
  const change = (next: InternationalChoice, field: keyof InternationalChoice) => {
    remember(next);
    setErrors(({ [field]: _cleared, ...rest }) => rest);
  };

  return {
    choice,
    /** the country the typed number names, once the library is in */
    derived: lib ? countryOfNumber(choice.phone, lib) : null,
    errors,
    setPhone: (typed: string) => {
      // as typed until the library is in, which then formats it
      const phone = lib ? shownNumber(typed, choice.country, lib) : typed;
      change(withNumber(choice, phone, lib ? countryOfNumber(phone, lib) : null, destinations), 'phone');
    },
    setCountry: (country: string) => change(withCountry(choice, country, destinations), 'country'),
    setOperator: (operator: string) => change({ ...choice, operator, productId: '' }, 'operator'),
    setProduct: (productId: string) => change({ ...choice, productId }, 'productId'),
    /** what was typed and chosen before hydration (ADR 22), taken in the order the form asks it */
    adopt: (typed: TypedValues) => {
      const phone = typedText(typed, 'phone');
      const country = typedText(typed, 'country');
      const operator = typedText(typed, 'operator');
      const productId = typedText(typed, 'amount');
      let next = choice;
      if (phone !== undefined) {
        const formatted = lib ? shownNumber(phone, country || next.country, lib) : phone;
        next = withNumber(next, formatted, lib ? countryOfNumber(formatted, lib) : null, destinations);
      }
      // an untouched select is kept as "": it must not clear the country the number named
      if (country) next = withCountry(next, country, destinations);
      if (operator !== undefined) next = { ...next, operator, productId: '' };
      if (productId !== undefined) next = { ...next, productId };
      remember(next);
    },
    check: async (): Promise<InternationalCheck> => {
      const result = checkChoice(choice, destinations, await loadPhoneLib());
      setErrors(result.ok ? {} : result.errors);
      return result;
    },
    forget: () => window.sessionStorage.removeItem(key),
  };
}
