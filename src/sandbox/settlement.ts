import { and, eq } from 'drizzle-orm';
import type { CartItem } from '@/api/cart';
import { cartNeedsPayment, isCashCodeCart } from '@/api/cartPayment';
import type { TenantConfig } from '@/tenancy/schema';
import type { SandboxDb } from './db/client';
import { carts } from './db/schema';
import { totalsOf, type LoadedCart } from './carts';
import { conflict, DomainError } from './http';
import type { OrderRow, PaymentRow } from './db/schema';
import { OTP_RULES, endsWith } from './testData';

/**
 * How an order may be settled, decided from its cart when the order is made and frozen in its
 * snapshot: `payment` needs an approved payment of the order's total; `free` is a zero-price setup
 * (SPEC §4 "cart needs payment"); `cashCode` is paid at a store with the code the order delivers.
 */
export type Settlement = 'payment' | 'free' | 'cashCode';

/** From the cart's items as the contract shows them (the caller's cartView, made once). */
export function settlementOf(tenant: TenantConfig, items: readonly CartItem[]): Settlement {
  if (!cartNeedsPayment(items)) return 'free';
  return isCashCodeCart(items, tenant.topup.kinds) ? 'cashCode' : 'payment';
}

type SettledSnapshot = { settlement?: Settlement; grossCents?: number; summary?: { currency?: string } };

/** An order made before settlements were frozen counts as one that must be paid. */
export const settlementOfOrder = (order: OrderRow): Settlement =>
  (order.snapshot as SettledSnapshot).settlement ?? 'payment';

export const paymentRequired = () =>
  new DomainError(402, 'PAYMENT_REQUIRED', 'The order is not paid: start a payment for its cart');

/**
 * The one rule every delivering path goes through: an order is delivered only when it is free, a
 * cash-code order, or paid by an approved payment of its total, in its currency, made for the cart
 * as it was ordered (the snapshot is frozen when the payment starts and the cart is locked then).
 */
export function assertDeliverable(order: OrderRow, payment: PaymentRow | null): void {
  if (settlementOfOrder(order) !== 'payment') return;
  if (!payment || payment.status !== 'approved') throw paymentRequired();
  const snapshot = order.snapshot as SettledSnapshot;
  if (payment.amountCents !== snapshot.grossCents || payment.currency !== snapshot.summary?.currency)
    throw conflict('PAYMENT_MISMATCH', 'The payment does not cover this order', {
      orderNumber: order.orderNumber,
    });
}

/**
 * The documented OTP rule: a large cart, or a test phone number on an item or the address; `when`
 * 'address' leaves out the number that asks for the code only once the payment starts.
 */
export function otpNeeded(
  loaded: LoadedCart,
  addressPhone?: string,
  when: 'any' | 'address' = 'any',
): boolean {
  if (totalsOf(loaded).grossCents >= OTP_RULES.thresholdCents) return true;
  const phones = [...loaded.items.map((item) => item.phoneNumber), addressPhone];
  const suffixes =
    when === 'any' ? [OTP_RULES.phoneSuffix, OTP_RULES.atPaymentSuffix] : [OTP_RULES.phoneSuffix];
  return phones.some((phone) => suffixes.some((suffix) => endsWith(phone, suffix)));
}

const addressPhoneOf = (loaded: LoadedCart): string | undefined => {
  const phone = (loaded.cart.deliveryAddress as { phoneNumber?: unknown } | null)?.phoneNumber;
  return typeof phone === 'string' ? phone : undefined;
};

/**
 * Paying and ordering wait for a confirmed code whenever the cart as it is now needs one: the rule
 * is decided again here, not read from what the address step once decided.
 */
export function assertOtpSettled(loaded: LoadedCart): void {
  if (otpNeeded(loaded, addressPhoneOf(loaded)) && !loaded.cart.otpValidated)
    throw conflict('OTP_REQUIRED', 'Confirm the code sent to the phone first');
}

/**
 * A changed cart is another purchase: a code confirmed for the old one no longer covers it, and
 * whether one is needed is decided again from the new content. The columns to set with the change.
 */
export const otpAfterChange = (changed: LoadedCart) => ({
  otpRequired: otpNeeded(changed, addressPhoneOf(changed)),
  otpValidated: false,
});

/** The OTP decision of a change that writes nothing else to the cart row. */
export async function cartChanged(tx: SandboxDb, tenant: TenantConfig, changed: LoadedCart): Promise<void> {
  await tx
    .update(carts)
    .set({ ...otpAfterChange(changed), updatedAt: Date.now() })
    .where(and(eq(carts.tenantId, tenant.id), eq(carts.cartName, changed.cart.cartName)));
}
