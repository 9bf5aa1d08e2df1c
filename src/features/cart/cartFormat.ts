import type { Cart, CartItem } from '@/api';
import type { TopupKind } from '@/tenancy/schema';

/** SPEC §4 kind of a cart item, read from what the item carries. */
export function itemKind(item: CartItem): TopupKind {
  if (item.smsTopupConsent) return 'SMS';
  if (item.autoTopupOption) return 'AUTOMATIC';
  if (item.cashCode) return 'CASH_CODE';
  if (item.objectType === 'VOUCHER' || item.objectType === 'GIFT_CARD') return 'VOUCHER';
  return 'ONCE_OFF';
}

/** A text key under `cart.schedule` and its values; `money` values are formatted by the caller. */
export type Schedule =
  | { key: 'lowBalance'; limit: number }
  | { key: 'weekly'; day: number }
  | { key: 'monthly'; day: number }
  | { key: 'tariff' };

/** SPEC §4 recurrence of an automatic item; an option with neither kind follows the tariff. */
export function scheduleOf(item: CartItem): Schedule | null {
  const option = item.autoTopupOption;
  if (!option) return null;
  if (option.lowBalanceOption) return { key: 'lowBalance', limit: option.lowBalanceOption.lowBalanceLimit };
  if (option.recurringOption?.recurringType === 'WEEKLY')
    return { key: 'weekly', day: option.recurringOption.recurringDay };
  if (option.recurringOption?.recurringType === 'MONTHLY')
    return { key: 'monthly', day: option.recurringOption.recurringDay };
  return { key: 'tariff' };
}

/** SPEC §4 weekly day 1-7 = Monday-Sunday, named in the page's language (1 January 2024 was a Monday). */
export function weekdayName(day: number, language: string): string {
  return new Intl.DateTimeFormat(language, { weekday: 'long', timeZone: 'UTC' }).format(
    new Date(Date.UTC(2024, 0, day)),
  );
}

export type SummaryLine = {
  key: 'subtotal' | 'serviceFee' | 'discount' | 'net' | 'tax' | 'total';
  amount: number;
};

const cents = (amount: number) => Math.round(amount * 100);
const fromCents = (value: number) => value / 100;

/**
 * The totals block: face values, service fee, discount and total; the detailed cart
 * (features.detailedCart) adds the net amount and the VAT inside the total.
 */
export function summaryLines(cart: Pick<Cart, 'summary'>, detailed: boolean): SummaryLine[] {
  const { grossAmount, totalServiceFee, discount, netAmount } = cart.summary;
  const subtotal = fromCents(cents(grossAmount) - cents(totalServiceFee) + cents(discount));
  const lines: SummaryLine[] = [{ key: 'subtotal', amount: subtotal }];
  if (totalServiceFee > 0 || detailed) lines.push({ key: 'serviceFee', amount: totalServiceFee });
  if (discount > 0) lines.push({ key: 'discount', amount: -discount });
  if (detailed) {
    lines.push({ key: 'net', amount: netAmount });
    lines.push({ key: 'tax', amount: fromCents(cents(grossAmount) - cents(netAmount)) });
  }
  lines.push({ key: 'total', amount: grossAmount });
  return lines;
}
