/**
 * How a language writes amounts of one currency, read from Intl once: the digits' groups and
 * separators and the text around them. With it a browser writes the shop's prices without Intl,
 * whose first number format loads ICU's data in one piece in the middle of the page's first render
 * (15–25 ms unthrottled, 36–68 ms at 4× CPU: docs/performance.md §4.8). The registry reads each
 * tenant's (`moneyStyles`, money.ts) when its file is read, and they travel with the tenant's
 * config: the server and the browser write a page's prices from the same data.
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

/**
 * A tenant's styles (`TenantConfig.moneyStyles`): `language:currency` → its style, null where the
 * formatter cannot write what Intl writes. Passed to every price written for the tenant, never kept
 * aside, so a price reads only the styles of the shop it is written for.
 */
export type MoneyStyles = Readonly<Record<string, MoneyStyle | null>>;
