/** SPEC §4 top-up request: msisdn, amount, channel. */
export type TopupRequest = { kind: 'none' } | { kind: 'web' | 'chatbot'; msisdn: string; amount: number };

type Query = Record<string, string | string[] | undefined>;

const single = (value: string | string[] | undefined): string | undefined =>
  Array.isArray(value) ? value[0] : value;

/**
 * SPEC §4 request classification: a web request has msisdn and amount and no chatbot channel; a
 * chatbot request has msisdn, amount and channel chatbot. An amount that is not a positive price
 * (SPEC §5: 2 decimals) is no request at all.
 */
export function classifyRequest(query: Query): TopupRequest {
  // a + in a query string arrives as a space; spaces and dashes are how people write numbers
  const msisdn = single(query.msisdn)?.replace(/[\s().-]/g, '');
  const amountText = single(query.amount)?.trim();
  if (!msisdn || !amountText || !/^\d{1,6}(\.\d{1,2})?$/.test(amountText)) return { kind: 'none' };
  const amount = Number(amountText);
  if (amount <= 0) return { kind: 'none' };
  return { kind: single(query.channel) === 'chatbot' ? 'chatbot' : 'web', msisdn, amount };
}
