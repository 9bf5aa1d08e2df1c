import type { CartItem } from '@/api';
import type { TopupKind } from '@/tenancy/schema';

/** SPEC §4 kind of a cart item, read from what the item carries. */
export function itemKind(item: CartItem): TopupKind {
  if (item.smsTopupConsent) return 'SMS';
  if (item.autoTopupOption) return 'AUTOMATIC';
  if (item.cashCode) return 'CASH_CODE';
  if (item.objectType === 'VOUCHER' || item.objectType === 'GIFT_CARD') return 'VOUCHER';
  return 'ONCE_OFF';
}

/**
 * What a cart line is, in words (a key of the common namespace): a top-up's kind ("Top up once"),
 * and for the goods that top nothing up their own name: an eSIM plan or a gift card is never
 * "topped up" (SPEC §3 product kinds).
 */
export function kindTextKey(item: CartItem): string {
  if (item.objectType === 'ESIM' || item.objectType === 'GIFT_CARD')
    return `catalog.objectTypes.${item.objectType}`;
  return `topup.kinds.${itemKind(item)}`;
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

/** A charge that comes again after this payment: an automatic item's amount, number and schedule. */
export interface RecurringCharge {
  key: string;
  amount: number;
  phoneNumber?: string;
  schedule: Schedule;
}

export function recurringCharges(items: readonly CartItem[]): RecurringCharge[] {
  return items.flatMap((item) => {
    const schedule = scheduleOf(item);
    return schedule
      ? [{ key: item.itemKey, amount: item.amount, phoneNumber: item.phoneNumber, schedule }]
      : [];
  });
}

/**
 * The schedule an ordered item keeps in its additionalData (SPEC §3 lowBalanceLimit,
 * recurrenceType, plus the day and the frequency kind the backend adds).
 */
export function scheduleOfOrdered(data: Record<string, unknown> | undefined): Schedule | null {
  const frequency = data?.autoTopupFrequency;
  if (typeof data?.lowBalanceLimit === 'number') return { key: 'lowBalance', limit: data.lowBalanceLimit };
  const day = typeof data?.recurringDay === 'number' ? data.recurringDay : 1;
  if (data?.recurrenceType === 'WEEKLY') return { key: 'weekly', day };
  if (data?.recurrenceType === 'MONTHLY') return { key: 'monthly', day };
  return frequency === 'TARIFF' ? { key: 'tariff' } : null;
}
