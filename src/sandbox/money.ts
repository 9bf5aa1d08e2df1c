export const toCents = (value: number): number => Math.round(value * 100);
export const fromCents = (cents: number): number => Math.round(cents) / 100;

/** Net of a tax-inclusive gross amount. */
export const netOf = (grossCents: number, taxRateBp: number): number =>
  Math.round((grossCents * 10_000) / (10_000 + taxRateBp));
