import type { PaymentMethod } from '@/api/checkout';
import type { TenantConfig } from '@/tenancy/schema';
import { CRYPTO_CURRENCIES } from './testData';

/** Methods that can hold a token for later charges, which recurring top-ups need. */
const SAVABLE = new Set(['creditcard', 'paypal']);

export interface CartTraits {
  /** the cart sets up an auto top-up (low balance or recurring) */
  automatic: boolean;
}

export function usesIframe(tenant: TenantConfig, method: string, cart: CartTraits): boolean {
  if (method === 'creditcard') return tenant.settings.iFrameCreditCard;
  if (method === 'paypal')
    return cart.automatic
      ? tenant.settings.payPalIframeEnabledAutomatic
      : tenant.settings.payPalIframeEnabledOnceOff;
  return false;
}

/** The shop's methods; with a cart, an auto top-up limits them to savable ones. */
export function paymentMethodsFor(tenant: TenantConfig, cart?: CartTraits): PaymentMethod[] {
  return tenant.paymentMethods
    .filter((name) => !cart?.automatic || SAVABLE.has(name))
    .map((name) => ({
      name,
      iframe: usesIframe(tenant, name, cart ?? { automatic: false }),
      savable: SAVABLE.has(name),
      unavailableFor: SAVABLE.has(name) ? [] : ['AUTOMATIC' as const],
      ...(name === 'crypto' ? { cryptoCurrencies: [...CRYPTO_CURRENCIES] } : {}),
    }));
}

/** applepay is how the wallet payment starts. */
export function isAvailable(tenant: TenantConfig, method: string, cart: CartTraits): boolean {
  const name = method === 'applepay' ? 'wallet' : method;
  return paymentMethodsFor(tenant, cart).some((m) => m.name === name);
}
