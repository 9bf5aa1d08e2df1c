import { beforeAll, describe, expect, it } from 'vitest';
import { getAccountOrder, getOrderHistory, type ApiContext } from '@/api';
import { harnessForFile, phoneFor } from '../sandbox/harness';
import { buy, errorCodeOf, FLOW, signedIn, topupProduct } from '../sandbox/customers';

// ADR 0033: the account's order page reads one order by its number; the number is no secret (it is
// on receipts and in support mails), so the session alone decides whose order it is.
const h = harnessForFile();

let ann: ApiContext;
let ben: ApiContext;
let annOrder: string;

beforeAll(async () => {
  ann = await signedIn(h, 'congstar', 'ann.orders@example.com');
  ben = await signedIn(h, 'congstar', 'ben.orders@example.com');
  const product = await topupProduct(ann);
  ({ orderNumber: annOrder } = await buy(ann, [
    { ...product, phoneNumber: phoneFor(h.tenant('congstar'), '4101') },
    { productId: 'congstar-voucher-15', amount: 15 },
  ]));
}, 60_000);

describe("one order of the signed-in customer's account", FLOW, () => {
  it('shows the customer their own order, as the history lists it, with its deliveries', async () => {
    const order = await getAccountOrder(ann, annOrder);
    const [listed] = (await getOrderHistory(ann, { offset: 0, limit: 15 })).rows;
    const { deliveries, ...asListed } = order;
    expect(asListed).toEqual(listed);
    expect(deliveries).toEqual([
      expect.objectContaining({ kind: 'voucher', productName: expect.any(String) }),
    ]);
  });

  it("answers another customer's number as an unknown one: UNKNOWN_ORDER, nothing of the order", async () => {
    expect(await errorCodeOf(getAccountOrder(ben, annOrder))).toBe('UNKNOWN_ORDER');
    expect(await errorCodeOf(getAccountOrder(ben, 'NOSUCHORDER1'))).toBe('UNKNOWN_ORDER');
  });

  it.each<[string, () => ApiContext]>([
    ['a guest', () => h.ctx('congstar')],
    ["the customer's session on another shop", () => ({ ...h.ctx('fcb'), fetch: ann.fetch })],
  ])('refuses %s with AUTHORIZATION_REQUIRED', async (_name, ctx) => {
    expect(await errorCodeOf(getAccountOrder(ctx(), annOrder))).toBe('AUTHORIZATION_REQUIRED');
  });
});
