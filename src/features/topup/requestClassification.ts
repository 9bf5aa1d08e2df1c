/**
 * SPEC §4 top-up request: msisdn, amount, channel. A request whose values cannot make a cart is
 * `invalid`, with the values as given, so the customer is told and they stay in the query (SPEC §2).
 */
export type TopupRequest =
  | { kind: 'none' }
  | { kind: 'web' | 'chatbot'; msisdn: string; amount: number }
  | { kind: 'invalid'; msisdn: string; amount: string };

type Query = Record<string, string | string[] | undefined>;

/** The first of a query key's values. */
export const single = (value: string | string[] | undefined): string | undefined =>
  Array.isArray(value) ? value[0] : value;

/**
 * SPEC §4 request classification: a web request has msisdn and amount and no chatbot channel; a
 * chatbot request has msisdn, amount and channel chatbot. An amount that is not a positive price
 * (SPEC §5: 2 decimals) cannot become a cart.
 */
export function classifyRequest(query: Query): TopupRequest {
  const given = single(query.msisdn)?.trim();
  const amountText = single(query.amount)?.trim();
  if (!given || !amountText) return { kind: 'none' };
  // a + in a query string arrives as a space; spaces and dashes are how people write numbers
  const msisdn = given.replace(/[\s().-]/g, '');
  const amount = Number(amountText);
  if (!msisdn || !/^\d{1,6}(\.\d{1,2})?$/.test(amountText) || amount <= 0)
    return { kind: 'invalid', msisdn: given, amount: amountText };
  return { kind: single(query.channel) === 'chatbot' ? 'chatbot' : 'web', msisdn, amount };
}
