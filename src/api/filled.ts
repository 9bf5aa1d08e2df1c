/**
 * SPEC §3: the value N/A marks an unfilled field and counts as empty. Apart from common.ts so browser
 * code can apply the rule without loading zod (src/api/client.ts).
 */
export const isFilled = (value: string | undefined | null): value is string =>
  typeof value === 'string' && value.trim() !== '' && value.trim() !== 'N/A';
