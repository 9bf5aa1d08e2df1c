import type { TopupKind } from '@/tenancy/schema';
import type { TopupFormState } from './formModel';
import { single } from './requestClassification';

// What fills the form in before its code is in, apart from the form's model: the page's first load
// carries this, not the form.

/** The key of the form's kept typing (useKeptTyped, ADR 22). */
export const FORM_KEY = 'topup';

type Query = Readonly<Record<string, string | string[] | undefined>>;

/**
 * What a link asks of the form: the number and amount a failed web request comes back with (SPEC
 * §2), a hero's amount, a product's card (the product and its face value).
 */
export interface Prefill {
  phone?: string;
  amount?: number;
  productId?: string;
}

/** The query keys of a link that fills the form in, and the names of the fields each one fills. */
const PREFILL_FIELDS = {
  msisdn: ['phone'],
  amount: ['kind', 'amount', 'customAmount'],
  product: ['kind', 'amount', 'customAmount'],
} as const;

export const PREFILL_KEYS = Object.keys(PREFILL_FIELDS) as ReadonlyArray<keyof typeof PREFILL_FIELDS>;

/** What a link's query asks of the form, as a key: a new key is a new request to carry out. */
export const prefillKey = (query: Query): string =>
  JSON.stringify(PREFILL_KEYS.map((key) => single(query[key]) ?? null));

/** The names of the form's fields the query fills in. */
export const prefilledNames = (query: Query): string[] => [
  ...new Set(PREFILL_KEYS.flatMap((key) => (single(query[key]) === undefined ? [] : PREFILL_FIELDS[key]))),
];

/** The names of the fields the customer changed in the server's form (the kept-typing script's notes). */
export type ChangedNames = readonly string[];

/**
 * What the customer typed and chose in the form's server HTML before its code arrived (only the
 * fields that HTML holds: the default kind's), as a patch for the form's first state. A field the
 * page's query fills (`filled`) is the query's, unless the customer changed it since (`changed`):
 * the server's HTML shows the form as it is without a query, and a later choice of theirs stands.
 */
export function typedValues(
  form: HTMLFormElement,
  filled: readonly string[] = [],
  changed: ChangedNames = [],
): Partial<TopupFormState> {
  const data = new FormData(form);
  const text = (name: string) => {
    const value = data.get(name);
    return typeof value === 'string' && (!filled.includes(name) || changed.includes(name))
      ? value
      : undefined;
  };
  const typed: Partial<TopupFormState> = {
    // a kind the form does not offer is dropped by the form (LoadedForm)
    kind: text('kind') as TopupKind | undefined,
    phone: text('phone'),
    country: text('country'),
    productId: text('amount'),
    customAmount: text('customAmount'),
    quantity: text('quantity'),
    promoCode: text('promoCode'),
  };
  return Object.fromEntries(Object.entries(typed).filter(([, value]) => value !== undefined));
}
