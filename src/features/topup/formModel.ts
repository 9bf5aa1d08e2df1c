import type { Product } from '@/api';
import type { AutoTopupFrequency, TenantConfig, TopupKind } from '@/tenancy/schema';
import { autoTypesFor, defaultKind, productsForKind } from './topupOptions';

/** What a brand page gives the top-up form. */
export interface TopupFormProps {
  brandId: string;
  products: Product[];
  loading?: boolean;
}

export type VoucherDelivery = 'sms' | 'whatsapp';

/** What the customer has typed and chosen; kept as typed when a call fails. */
export interface TopupFormState {
  kind: TopupKind;
  /** lower-case ISO country of the phone number */
  country: string;
  phone: string;
  /** the chosen product: a fixed face value, or the free-amount product */
  productId: string | null;
  customAmount: string;
  quantity: string;
  autoType: AutoTopupFrequency | null;
  /** SPEC §4: 1-7 = Monday-Sunday */
  weekday: number;
  monthDay: number;
  /** the customer's own limit where the tenant's is not a number (SPEC §9 kaufland "custom") */
  lowBalanceLimit: string;
  autoTopupLight: boolean;
  pin: string;
  smsConsent: boolean;
  cashCode: string;
  delivery: VoucherDelivery | null;
  promoCode: string;
}

export type TopupField =
  | 'phone'
  | 'amount'
  | 'quantity'
  | 'autoType'
  | 'lowBalanceLimit'
  | 'pin'
  | 'smsConsent'
  | 'cashCode'
  | 'promoCode';

export type TopupAction =
  { type: 'set'; patch: Partial<TopupFormState> } | { type: 'kind'; kind: TopupKind; products: Product[] };

/** The first product the customer can buy among those of a kind. */
export const firstBuyable = (products: Product[], kind: TopupKind): string | null =>
  productsForKind(products, kind).find((p) => p.status === 'ACTIVE' && p.faceValue !== null)?.productId ??
  null;

export function initialFormState(
  tenant: TenantConfig,
  products: Product[],
  prefill: { phone?: string; amount?: number } = {},
): TopupFormState {
  const kind = defaultKind(tenant);
  // a web request that failed comes back with its amount (SPEC §2): select that face value, or
  // put it in the different-amount field
  const matching = productsForKind(products, kind).find(
    (p) => p.status === 'ACTIVE' && prefill.amount !== undefined && p.faceValue === prefill.amount,
  );
  const free = productsForKind(products, kind).find((p) => p.status === 'ACTIVE' && p.faceValue === null);
  const useFree = prefill.amount !== undefined && !matching && free;
  return {
    kind,
    country: tenant.phoneCountryCodes[0] ?? tenant.country,
    phone: prefill.phone ?? '',
    productId: matching?.productId ?? (useFree ? free.productId : firstBuyable(products, kind)),
    customAmount: useFree ? String(prefill.amount) : '',
    quantity: '1',
    autoType: autoTypesFor(tenant)[0] ?? null,
    weekday: 1,
    monthDay: 1,
    lowBalanceLimit: '',
    autoTopupLight: false,
    pin: '',
    smsConsent: false,
    cashCode: '',
    delivery: tenant.voucherDeliveryOptions[0] ?? null,
    promoCode: '',
  };
}

/**
 * What the customer typed and chose in the form's server HTML before its code arrived (only the
 * fields that HTML holds: the default kind's), as a patch for the form's first state.
 */
export function typedValues(form: HTMLFormElement): Partial<TopupFormState> {
  const data = new FormData(form);
  const text = (name: string) => {
    const value = data.get(name);
    return typeof value === 'string' ? value : undefined;
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

export function topupFormReducer(state: TopupFormState, action: TopupAction): TopupFormState {
  switch (action.type) {
    case 'set':
      return { ...state, ...action.patch };
    case 'kind': {
      // keep the chosen product when the new kind sells it too (once-off ↔ automatic)
      const keeps = productsForKind(action.products, action.kind).some(
        (p) => p.productId === state.productId,
      );
      return {
        ...state,
        kind: action.kind,
        productId: keeps ? state.productId : firstBuyable(action.products, action.kind),
      };
    }
  }
}
