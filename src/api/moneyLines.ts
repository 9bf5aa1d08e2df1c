/** A total as the cart, the order and the receipt carry it (SPEC §3 summary plus the extensions). */
export interface MoneySummary {
  grossAmount: number;
  netAmount: number;
  totalServiceFee: number;
  discount?: number;
  taxes?: ReadonlyArray<{ rate: number; amount: number }>;
}

/**
 * One line of a totals block. The additive lines (subtotal + service fee − discount) make the
 * total; the lines after it say what the total holds (net + VAT per rate), so no reader adds a net
 * amount to a fee that is already inside it.
 */
export type MoneyLine =
  | { key: 'subtotal' | 'serviceFee' | 'discount' | 'total' | 'net'; amount: number }
  /** rate null: a backend that sends no VAT per rate, so only the VAT inside the total is known */
  | { key: 'vat'; rate: number | null; amount: number };

const cents = (amount: number) => Math.round(amount * 100);
const fromCents = (value: number) => value / 100;

/**
 * What an item's line shows: its face value times its count. The lines then add up to the
 * subtotal, and the fees stand once, in the service-fee line, not inside each line as well.
 */
export const lineAmount = (item: { amount: number; quantity: number }): number =>
  fromCents(cents(item.amount) * item.quantity);

/**
 * What the customer pays for `quantity` of an amount offered with its service fee: the fee comes
 * with each one, as the cart adds it (the line's gross amount).
 */
export const payable = (amount: number, serviceFee: number, quantity = 1): number =>
  fromCents((cents(amount) + cents(serviceFee)) * quantity);

/**
 * The one money model of every page that shows a total (cart, payment, result, cash code,
 * receipt, account orders), in one order. `detailed` adds the net amount and the VAT: both or
 * neither, so a net amount never stands without the VAT that makes it the total.
 */
export function moneyLines(summary: MoneySummary, detailed: boolean): MoneyLine[] {
  const gross = cents(summary.grossAmount);
  const fee = cents(summary.totalServiceFee);
  const discount = cents(summary.discount ?? 0);
  const lines: MoneyLine[] = [{ key: 'subtotal', amount: fromCents(gross - fee + discount) }];
  if (fee > 0 || detailed) lines.push({ key: 'serviceFee', amount: fromCents(fee) });
  if (discount > 0) lines.push({ key: 'discount', amount: fromCents(-discount) });
  lines.push({ key: 'total', amount: fromCents(gross) });
  if (!detailed) return lines;
  const net = cents(summary.netAmount);
  lines.push({ key: 'net', amount: fromCents(net) });
  const taxes = summary.taxes ?? [];
  const known = taxes.reduce((sum, tax) => sum + cents(tax.amount), 0);
  // VAT per rate only when the rates account for the whole gap between net and total
  if (taxes.length > 0 && known === gross - net)
    for (const tax of taxes) lines.push({ key: 'vat', rate: tax.rate, amount: tax.amount });
  else lines.push({ key: 'vat', rate: null, amount: fromCents(gross - net) });
  return lines;
}
