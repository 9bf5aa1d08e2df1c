import type { Product } from '@/api';
import type { AutoTopupFrequency, TenantConfig, TopupKind } from '@/tenancy/schema';
import type { Prefill } from './prefill';
import {
  autoTypesFor,
  defaultKind,
  kindHasAmount,
  kindsFor,
  kindsWithProducts,
  productsForKind,
} from './topupOptions';

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
  | { type: 'set'; patch: Partial<TopupFormState> }
  | { type: 'kind'; kind: TopupKind; products: Product[] }
  | { type: 'prefill'; prefill: Prefill; tenant: TenantConfig; products: Product[] };

/** The first product the customer can buy among those of a kind. */
export const firstBuyable = (products: Product[], kind: TopupKind): string | null =>
  productsForKind(products, kind).find((p) => p.status === 'ACTIVE' && p.faceValue !== null)?.productId ??
  null;

/**
 * The kinds, in the order they are tried, that may sell what a link names: the one chosen, the
 * shop's default, then the others the form offers; only kinds with an amount. An amount alone is
 * credit for the number (a hero's amount, a failed web request), never a voucher of that value:
 * vouchers are named by their product.
 */
function kindsToTry(state: TopupFormState, tenant: TenantConfig, products: Product[], byProduct: boolean) {
  const offered = kindsWithProducts(kindsFor(tenant), products);
  return [...new Set([state.kind, defaultKind(tenant), ...offered])].filter(
    (kind) => offered.includes(kind) && kindHasAmount(kind) && (byProduct || kind !== 'VOUCHER'),
  );
}

/** The kind and product that sell what a link names, with its different amount; null: none does. */
function prefilledChoice(
  state: TopupFormState,
  tenant: TenantConfig,
  products: Product[],
  { amount, productId }: Prefill,
): Pick<TopupFormState, 'kind' | 'productId' | 'customAmount'> | null {
  const custom = amount === undefined ? '' : String(amount);
  if (productId !== undefined)
    for (const kind of kindsToTry(state, tenant, products, true)) {
      const named = productsForKind(products, kind).find(
        (p) => p.productId === productId && p.status === 'ACTIVE',
      );
      if (named) return { kind, productId, customAmount: named.faceValue === null ? custom : '' };
    }
  // a code named by its product is never sold as credit of its face value
  if (products.some((p) => p.productId === productId && p.objectType !== 'TOPUP')) return null;
  if (amount === undefined) return null;
  const kinds = kindsToTry(state, tenant, products, false);
  const find = (match: (product: Product) => boolean) => {
    for (const kind of kinds) {
      const found = productsForKind(products, kind).find((p) => p.status === 'ACTIVE' && match(p));
      if (found) return { kind, productId: found.productId };
    }
    return null;
  };
  // that face value, else the different amount
  const fixed = find((p) => p.faceValue === amount);
  if (fixed) return { ...fixed, customAmount: '' };
  const free = find((p) => p.faceValue === null);
  return free && { ...free, customAmount: custom };
}

/** The form with what a link asks of it; what the link does not name stays as it is. */
export function withPrefill(
  state: TopupFormState,
  tenant: TenantConfig,
  products: Product[],
  prefill: Prefill,
): TopupFormState {
  const choice = prefilledChoice(state, tenant, products, prefill);
  return {
    ...state,
    ...(prefill.phone === undefined ? {} : { phone: prefill.phone }),
    ...choice,
  };
}

export function initialFormState(
  tenant: TenantConfig,
  products: Product[],
  prefill: Prefill = {},
): TopupFormState {
  const kind = defaultKind(tenant);
  const initial: TopupFormState = {
    kind,
    country: tenant.phoneCountryCodes[0] ?? tenant.country,
    phone: '',
    productId: firstBuyable(products, kind),
    customAmount: '',
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
  return withPrefill(initial, tenant, products, prefill);
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
    case 'prefill':
      return withPrefill(state, action.tenant, action.products, action.prefill);
  }
}
