import type { PaymentToken } from '@/api/account';
import type { PaymentMethod, StartPaymentResponse } from '@/api/checkout';
import { NO_PAYMENT_METHOD } from '@/api/cartPayment';
import type { TenantConfig, TopupKind } from '@/tenancy/schema';
import { cardExpiry } from '@/ui/payment/cardExpiry';

/** A saved card of the signed-in customer, offered as a payment choice. */
export interface SavedToken {
  id: string;
  /** MM/YY (SPEC §5) */
  expiry: string;
  paymentMethod: string;
}

/** The backend's payment token as the payment page offers it, read in the browser or on the server. */
export const savedToken = (token: PaymentToken): SavedToken => ({
  id: token.id,
  expiry: cardExpiry(token.cardExpiryDate),
  paymentMethod: token.paymentMethod,
});

/** What the customer chose to pay with: a method, or one of their saved payment tokens. */
export interface PaymentChoice {
  method: string;
  savedTokenId?: string;
  /** crypto: the currency that goes in additionalData */
  cryptoCurrency?: string;
  /** keep the method as a payment token (signed-in customers) */
  savePayment?: boolean;
}

/** The method of the list named `name` as a choice (crypto with its first currency); null if none is. */
export function methodChoice(
  methods: readonly Pick<PaymentMethod, 'name' | 'cryptoCurrencies'>[],
  name: string,
): PaymentChoice | null {
  const method = methods.find((m) => m.name === name);
  return method ? { method: method.name, cryptoCurrency: method.cryptoCurrencies?.[0] } : null;
}

/**
 * The choice a returning customer finds made: their first saved card whose method the shop offers
 * for this cart (not one the backend says cannot pay a kind in it). Null: nothing is chosen for
 * them, and the customer picks. A choice of their own always wins over this one.
 */
export function savedCardDefault(
  tokens: readonly { id: string; paymentMethod: string }[],
  methods: readonly Pick<PaymentMethod, 'name' | 'unavailableFor'>[] | null,
  cartKinds: readonly TopupKind[],
): PaymentChoice | null {
  if (!methods) return null;
  const payable = (name: string) =>
    methods.some(
      (method) => method.name === name && !method.unavailableFor?.some((kind) => cartKinds.includes(kind)),
    );
  const token = tokens.find((tk) => payable(tk.paymentMethod));
  return token ? { method: token.paymentMethod, savedTokenId: token.id } : null;
}

/** SPEC §4 step 3: a saved token or method N/A creates the order; anything else starts a payment. */
export const createsOrderOnly = (choice: PaymentChoice): boolean =>
  Boolean(choice.savedTokenId) || choice.method === NO_PAYMENT_METHOD;

/** Where the customer goes once a payment has started (SPEC §4 step 4). */
export type StartedPayment =
  | { kind: 'bankTransfer'; url: string }
  | { kind: 'paypalFrame'; url: string; orderNumber: string; token: string }
  | { kind: 'cardFrame'; url: string }
  | { kind: 'redirect'; url: string };

/** A payment that goes on inside the shop's page. */
export type ShownPayment = Exclude<StartedPayment, { kind: 'redirect' }>;

type IframeSettings = Pick<
  TenantConfig['settings'],
  'iFrameCreditCard' | 'payPalIframeEnabledOnceOff' | 'payPalIframeEnabledAutomatic'
>;

/** PayPal's iframe follows the once-off setting, or the automatic one for an auto top-up cart. */
export const paypalInFrame = (settings: IframeSettings, automatic: boolean): boolean =>
  automatic ? settings.payPalIframeEnabledAutomatic : settings.payPalIframeEnabledOnceOff;

export function startedPayment(
  method: string,
  response: StartPaymentResponse,
  settings: IframeSettings,
  automatic: boolean,
): StartedPayment {
  if (method === 'banktransfer') return { kind: 'bankTransfer', url: response.payerUrl };
  if (method === 'paypal' && paypalInFrame(settings, automatic) && response.redirectUrl)
    return {
      kind: 'paypalFrame',
      url: response.redirectUrl,
      orderNumber: response.orderNumber,
      token: response.token ?? '',
    };
  if (method === 'creditcard' && settings.iFrameCreditCard)
    return { kind: 'cardFrame', url: response.payerUrl };
  return { kind: 'redirect', url: response.payerUrl };
}

/** The additionalData of a start-payment call: crypto carries its currency (SPEC §1). */
export function additionalDataOf(
  choice: PaymentChoice,
  voucherDelivery?: string,
): Record<string, string> | undefined {
  const data: Record<string, string> = {};
  if (choice.method === 'crypto' && choice.cryptoCurrency) data.cryptoCurrency = choice.cryptoCurrency;
  if (voucherDelivery) data.voucherDelivery = voucherDelivery;
  return Object.keys(data).length > 0 ? data : undefined;
}

/** The start call of a method: the wallet payment has its own (SPEC §7 checkout-start-apple-payment). */
export const startsAsWallet = (method: string): boolean => method === 'wallet';
