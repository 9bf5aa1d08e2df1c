/**
 * How a language writes amounts of one currency, read from Intl once: the digits' groups and
 * separators and the text around them. With it a browser writes the shop's prices without Intl,
 * whose first number format costs a phone 15–25 ms of ICU data in the middle of the page's first
 * render. The registry reads each tenant's (`moneyStyles`, money.ts) when its file is read; the
 * shell adds them here before the page renders. Apart from money.ts, so that the shell of a page
 * that shows no price carries no formatter.
 */
export interface MoneyStyle {
  /** the text before and after the digits of an amount of zero or more ("€", " €", "€ ") */
  prefix: string;
  suffix: string;
  /** the same for an amount below zero ("-€", " €") */
  negativePrefix: string;
  negativeSuffix: string;
  group: string;
  decimal: string;
  /** digits in the lowest group, and in each group above it (3 and 3; 3 and 2 in Indian English) */
  primary: number;
  secondary: number;
  /** the fewest digits above the lowest group for any grouping: 2 in Spanish and Polish ("1234,50 €") */
  minimumGrouping: number;
}

/** language:currency → its style */
const styles = new Map<string, MoneyStyle>();
const added = new WeakSet<object>();

/** A tenant's styles, read when its file was read: its prices are written with them from then on. */
export function addMoneyStyles(tenantStyles: Readonly<Record<string, MoneyStyle | null>>): void {
  if (added.has(tenantStyles)) return;
  added.add(tenantStyles);
  for (const [key, style] of Object.entries(tenantStyles)) if (style) styles.set(key, style);
}

/** The style added for `language:currency`, if any. */
export const addedMoneyStyle = (key: string): MoneyStyle | undefined => styles.get(key);
