import type { CartItemInput, Product } from '@/api';
import type { TenantConfig } from '@/tenancy/schema';
import type { TopupField, TopupFormState } from './formModel';
import { checkPhone } from '@/tenancy/phone';
import type { PhoneLib } from '@/tenancy/phoneLib';
import { kindHasAmount, kindHasQuantity, lowBalanceLimitOf, productsForKind } from './topupOptions';

export const MAX_QUANTITY = 20;

/** Message keys under `topup.errors` (the phone's under `phone.errors`) in the common namespace. */
export type FieldErrors = Partial<Record<TopupField, string>>;
export type CartEntry = CartItemInput & { quantity: number };
export type Validation =
  { ok: true; entry: CartEntry; promoCode: string | null } | { ok: false; errors: FieldErrors };

/** "12,50" and "12.50" alike; at most 2 decimals (SPEC §5 prices). */
export function parseAmount(text: string): number | null {
  const normal = text.trim().replace(',', '.');
  if (!/^\d{1,6}(\.\d{1,2})?$/.test(normal)) return null;
  return Number(normal);
}

function amountOf(state: TopupFormState, product: Product | undefined): { amount?: number; error?: string } {
  if (!kindHasAmount(state.kind)) return { amount: 0 };
  if (!product || product.status !== 'ACTIVE') return { error: 'amountRequired' };
  // SPEC §7: every add-to-cart item carries its amount, a fixed face value too
  if (product.faceValue !== null) return { amount: product.faceValue };
  const amount = parseAmount(state.customAmount);
  if (amount === null) return { error: 'amountInvalid' };
  if (amount < product.minAmount || amount > product.maxAmount) return { error: 'amountRange' };
  return { amount };
}

/** SPEC §3 auto top-up option of the chosen type (TARIFF follows the tariff's own renewal). */
function autoTopupOptionOf(state: TopupFormState, tenant: TenantConfig): CartItemInput['autoTopupOption'] {
  switch (state.autoType) {
    case 'LOW_BALANCE': {
      const limit = lowBalanceLimitOf(tenant) ?? parseAmount(state.lowBalanceLimit) ?? 0;
      return { lowBalanceOption: { lowBalanceLimit: limit } };
    }
    case 'WEEKLY':
      return { recurringOption: { recurringType: 'WEEKLY', recurringDay: state.weekday } };
    case 'MONTHLY':
      return { recurringOption: { recurringType: 'MONTHLY', recurringDay: state.monthDay } };
    default:
      return {};
  }
}

/** The product an SMS consent is registered on: the chosen one, or the brand's first top-up. */
function productFor(state: TopupFormState, products: Product[]): Product | undefined {
  const offered = productsForKind(products, state.kind);
  const chosen = offered.find((p) => p.productId === state.productId);
  if (chosen || kindHasAmount(state.kind)) return chosen;
  return offered.find((p) => p.status === 'ACTIVE');
}

/**
 * Checks the form and builds the cart entry (SPEC §3 cart item; one item per unit happens in the
 * contract's expandQuantity). Every failing field gets its own message key.
 */
export function validateTopup(
  state: TopupFormState,
  tenant: TenantConfig,
  products: Product[],
  phoneLib: PhoneLib,
): Validation {
  const errors: FieldErrors = {};
  const phone = checkPhone(state.phone, state.country, tenant.phoneCountryCodes, phoneLib);
  if (!phone.ok) errors.phone = phone.error;
  const product = productFor(state, products);
  const { amount, error: amountError } = amountOf(state, product);
  if (amountError) errors.amount = amountError;
  const quantity = kindHasQuantity(state.kind) ? Number(state.quantity) : 1;
  if (!Number.isInteger(quantity) || quantity < 1 || quantity > MAX_QUANTITY)
    errors.quantity = 'quantityRange';
  if (state.kind === 'AUTOMATIC' && !state.autoType) errors.autoType = 'autoTypeRequired';
  if (state.kind === 'AUTOMATIC' && state.autoType === 'LOW_BALANCE' && lowBalanceLimitOf(tenant) === null) {
    const limit = parseAmount(state.lowBalanceLimit);
    if (limit === null || limit <= 0) errors.lowBalanceLimit = 'lowBalanceLimitInvalid';
  }
  if (state.kind === 'SMS') {
    if (!/^\d{4}$/.test(state.pin)) errors.pin = 'pinInvalid';
    if (!state.smsConsent) errors.smsConsent = 'smsConsentRequired';
  }
  if (state.kind === 'CASH_CODE' && !/^[A-Za-z0-9-]{4,64}$/.test(state.cashCode.trim()))
    errors.cashCode = 'cashCodeInvalid';
  const promo = state.promoCode.trim();
  if (state.kind === 'VOUCHER' && promo && !/^[A-Za-z0-9-]{1,32}$/.test(promo))
    errors.promoCode = 'promoCodeInvalid';
  if (Object.keys(errors).length > 0 || !phone.ok || !product) return { ok: false, errors };

  const entry: CartEntry = { productId: product.productId, phoneNumber: phone.e164, quantity };
  if (amount !== undefined) entry.amount = amount;
  if (state.kind === 'AUTOMATIC') {
    entry.autoTopupOption = autoTopupOptionOf(state, tenant);
    if (state.autoTopupLight && tenant.topup.autoTopupLightOffered) entry.autoTopupLight = true;
  }
  if (state.kind === 'SMS') entry.smsTopupConsent = { pinCode: state.pin };
  if (state.kind === 'CASH_CODE') entry.cashCode = state.cashCode.trim();
  // SPEC §3 has no field for the voucher delivery choice; the item's channel (SPEC §4 channels
  // include sms and whatsapp) is the one that names how the code travels
  if (state.kind === 'VOUCHER' && state.delivery && tenant.voucherDeliveryOptions.includes(state.delivery))
    entry.channel = state.delivery;
  return {
    ok: true,
    entry,
    promoCode: state.kind === 'VOUCHER' && tenant.topup.allowPromoCodes && promo ? promo : null,
  };
}
