import { describe, expect, it } from 'vitest';
import { commitKeyOf } from '@/features/commit/orderKeys';

describe("the result page's order key from its query (also echoed in the server's HTML)", () => {
  it.each<[string, Record<string, string | string[] | undefined>, ReturnType<typeof commitKeyOf>]>([
    [
      'the payment page return URL',
      { orderNumber: 'SBX1', cartName: 'c_1-a', paymentToken: 'TOK-ABC' },
      { orderNumber: 'SBX1', cartName: 'c_1-a', paymentToken: 'TOK-ABC' },
    ],
    [
      'the cash-code link, without a token',
      { orderNumber: 'SBX1', cartName: 'c1' },
      { orderNumber: 'SBX1', cartName: 'c1' },
    ],
    ['no cart name', { orderNumber: 'SBX1' }, null],
    ['no order number', { cartName: 'c1' }, null],
    ['markup in the order number', { orderNumber: '<script>', cartName: 'c1' }, null],
    ['a repeated parameter', { orderNumber: ['A', 'B'], cartName: 'c1' }, null],
    ['an overlong cart name', { orderNumber: 'SBX1', cartName: 'x'.repeat(65) }, null],
    [
      'a malformed token is left out, the order still commits',
      { orderNumber: 'SBX1', cartName: 'c1', paymentToken: 'a b' },
      { orderNumber: 'SBX1', cartName: 'c1' },
    ],
  ])('%s', (_, query, expected) => {
    expect(commitKeyOf(query)).toEqual(expected);
  });
});
