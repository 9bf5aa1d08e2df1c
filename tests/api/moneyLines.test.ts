import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { lineAmount, moneyLines, payable, type MoneyLine } from '@/api/moneyLines';
import { cartView, type LoadedCart, type ProductRow } from '@/sandbox/carts';
import { snapshotOf } from '@/sandbox/orders';
import { VOUCHERS } from '@/sandbox/testData';
import { getTenant } from '@/tenancy/registry';
import type { TenantConfig } from '@/tenancy/schema';

const cents = (amount: number) => Math.round(amount * 100);
const sumOf = (lines: MoneyLine[], keys: MoneyLine['key'][]) =>
  lines.filter((line) => keys.includes(line.key)).reduce((sum, line) => sum + cents(line.amount), 0);
const totalOf = (lines: MoneyLine[]) => cents(lines.find((line) => line.key === 'total')!.amount);

describe('payable: what an amount offered costs, as the cart adds it', () => {
  it.each([
    [9.22, 0.99, 1, 10.21],
    [15, 0.5, 2, 31],
    [0.1, 0.2, 3, 0.9],
    [10, 0, 1, 10],
  ])('%d with a fee of %d, %d of it: %d', (amount, fee, quantity, total) => {
    expect(payable(amount, fee, quantity)).toBe(total);
  });
});

describe('moneyLines: one totals block for every page', () => {
  const summary = {
    grossAmount: 37,
    netAmount: 31.93,
    totalServiceFee: 1,
    discount: 4,
    taxes: [
      { rate: 19, amount: 4.31 },
      { rate: 7, amount: 0.76 },
    ],
  };

  it.each([
    [
      'short: what makes the total, and the total',
      false,
      [
        { key: 'subtotal', amount: 40 },
        { key: 'serviceFee', amount: 1 },
        { key: 'discount', amount: -4 },
        { key: 'total', amount: 37 },
      ],
    ],
    [
      'detailed: then the net amount and the VAT per rate inside the total',
      true,
      [
        { key: 'subtotal', amount: 40 },
        { key: 'serviceFee', amount: 1 },
        { key: 'discount', amount: -4 },
        { key: 'total', amount: 37 },
        { key: 'net', amount: 31.93 },
        { key: 'vat', rate: 19, amount: 4.31 },
        { key: 'vat', rate: 7, amount: 0.76 },
      ],
    ],
  ])('%s', (_, detailed, lines) => {
    expect(moneyLines(summary, detailed)).toEqual(lines);
  });

  it.each([
    ['no rates sent', { ...summary, taxes: undefined }],
    ['rates that do not make up the VAT', { ...summary, taxes: [{ rate: 19, amount: 1 }] }],
  ])('%s: one VAT line of total minus net, never a net amount without its VAT', (_, given) => {
    expect(moneyLines(given, true).filter((line) => line.key === 'vat')).toEqual([
      { key: 'vat', rate: null, amount: 5.07 },
    ]);
  });

  it('a zero fee and no discount leave the short block at subtotal and total', () => {
    const lines = moneyLines({ grossAmount: 15, netAmount: 12.61, totalServiceFee: 0 }, false);
    expect(lines.map((line) => line.key)).toEqual(['subtotal', 'total']);
  });
});

const RATES_BP = [0, 700, 900, 1900, 2000, 2100];

const itemArb = fc.record({
  amountCents: fc.integer({ min: 1, max: 15_000 }),
  quantity: fc.integer({ min: 1, max: 5 }),
  feeCents: fc.integer({ min: 0, max: 300 }),
  rateBp: fc.constantFrom(...RATES_BP),
  kind: fc.constantFrom('TOPUP', 'VOUCHER', 'GIFT_CARD', 'ESIM'),
});

type GeneratedItem = typeof itemArb extends fc.Arbitrary<infer T> ? T : never;

/** A sandbox cart as loadCart reads it, one product per generated item. */
function loadedCart(items: GeneratedItem[], vouchers: string[]): LoadedCart {
  const products = new Map<string, ProductRow>();
  items.forEach((item, index) =>
    products.set(`p${index}`, {
      productId: `p${index}`,
      objectType: item.kind,
      serviceFeeCents: item.feeCents,
      taxRateBp: item.rateBp,
      name: `Product ${index}`,
      texts: {},
    } as unknown as ProductRow),
  );
  return {
    cart: { cartName: 'c', vouchers, deliveryAddress: null } as unknown as LoadedCart['cart'],
    items: items.map((item, index) => ({
      tenantId: 't',
      cartName: 'c',
      itemKey: `item-${index}`,
      position: index,
      productId: `p${index}`,
      amountCents: item.amountCents,
      quantity: item.quantity,
      phoneNumber: null,
      channel: null,
      details: {},
    })),
    products,
  };
}

const tenantOf = (id: string): TenantConfig => {
  const found = getTenant(id);
  if (!found) throw new Error(`no tenant ${id}`);
  return found;
};

describe('the lines shown always add up to the total, to the cent (ADR 0024)', () => {
  it.each([
    ['EUR', 'congstar'],
    ['GBP', 'foocall'],
  ])('%s: generated carts of every kind, quantity, VAT rate, fee and voucher', (currency, tenantId) => {
    const tenant = tenantOf(tenantId);
    expect(tenant.currency).toBe(currency);
    fc.assert(
      fc.property(
        fc.array(itemArb, { minLength: 1, maxLength: 6 }),
        fc.subarray(VOUCHERS.map((voucher) => voucher.code)),
        (items, vouchers) => {
          const loaded = loadedCart(items, vouchers);
          const { summary, items: cartItems } = cartView(tenant, loaded);
          const face = items.reduce((sum, item) => sum + item.amountCents * item.quantity, 0);
          const fees = items.reduce((sum, item) => sum + item.feeCents * item.quantity, 0);
          for (const detailed of [false, true]) {
            const lines = moneyLines(summary, detailed);
            expect(sumOf(lines, ['subtotal', 'serviceFee', 'discount'])).toBe(totalOf(lines));
            expect(sumOf(lines, ['subtotal'])).toBe(face);
            // the item lines add up to the subtotal: a fee stands once, in its own line
            expect(cartItems.reduce((sum, item) => sum + cents(lineAmount(item)), 0)).toBe(face);
            expect(sumOf(lines, ['serviceFee'])).toBe(detailed || fees > 0 ? fees : 0);
            if (detailed) expect(sumOf(lines, ['net', 'vat'])).toBe(totalOf(lines));
          }
          // VAT per rate, never one figure standing for several rates
          expect(
            moneyLines(summary, true).filter((line) => line.key === 'vat' && line.rate === null),
          ).toEqual([]);
          // the order keeps the cart's lines: the result, receipt and account show what was paid
          const ordered = (snapshotOf(tenant, loaded) as { summary: typeof summary }).summary;
          expect(moneyLines(ordered, true)).toEqual(moneyLines(summary, true));
        },
      ),
      { numRuns: 300 },
    );
  });
});

describe('a partial voucher on two VAT rates: each rate’s VAT on its share of the discounted total', () => {
  const item = (amountCents: number, rateBp: number, feeCents = 0, quantity = 1): GeneratedItem => ({
    amountCents,
    quantity,
    feeCents,
    rateBp,
    kind: 'VOUCHER',
  });
  // worked by hand: the discount is shared in proportion to each rate's gross (fees included), to
  // the cent, and each rate's VAT is its discounted gross less that gross's net, rounded once
  it.each<[string, GeneratedItem[], string, { total: number; net: number; vat: [number, number][] }]>([
    [
      '30.00 at 19 % and 10.00 at 7 %, 5.00 off: 3.75 and 1.25 of it',
      [item(30_00, 1900), item(10_00, 700)],
      'SANDBOX5',
      {
        total: 35,
        net: 30.24,
        vat: [
          [19, 4.19],
          [7, 0.57],
        ],
      },
    ],
    [
      '25.00 at 19 % and 15.00 at 7 %, 10 % off: 2.50 and 1.50 of it',
      [item(25_00, 1900), item(15_00, 700)],
      'SANDBOX10',
      {
        total: 36,
        net: 31.53,
        vat: [
          [19, 3.59],
          [7, 0.88],
        ],
      },
    ],
    [
      'two 20.00 at 19 % with a 1.00 fee each and 10.00 at 7 %, 5.00 off: 4.04 and 0.96 of it',
      [item(20_00, 1900, 1_00, 2), item(10_00, 700)],
      'SANDBOX5',
      {
        total: 47,
        net: 40.35,
        vat: [
          [19, 6.06],
          [7, 0.59],
        ],
      },
    ],
    [
      '50.00 at 21 % and 10.00 at 9 %, 10 % off: 5.00 and 1.00 of it',
      [item(50_00, 2100), item(10_00, 900)],
      'SANDBOX10',
      {
        total: 54,
        net: 45.45,
        vat: [
          [21, 7.81],
          [9, 0.74],
        ],
      },
    ],
  ])('%s', (_name, items, voucher, { total, net, vat }) => {
    const tenant = tenantOf('congstar');
    const loaded = loadedCart(items, [voucher]);
    const { summary } = cartView(tenant, loaded);
    const taxes = vat.map(([rate, amount]) => ({ rate, amount }));
    expect({ total: summary.grossAmount, net: summary.netAmount, taxes: summary.taxes }).toEqual({
      total,
      net,
      taxes,
    });
    // the storefront shows the backend's lines as they are, and they make the total to the cent
    const lines = moneyLines(summary, true);
    expect(lines.filter((line) => line.key === 'vat')).toEqual(taxes.map((tax) => ({ key: 'vat', ...tax })));
    expect(sumOf(lines, ['net', 'vat'])).toBe(totalOf(lines));
    // the order, the result and the receipt keep the same lines
    const ordered = (snapshotOf(tenant, loaded) as { summary: typeof summary }).summary;
    expect(moneyLines(ordered, true)).toEqual(lines);
  });
});
