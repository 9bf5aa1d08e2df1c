import { describe, expect, it } from 'vitest';
import {
  addToCart,
  checkoutAddress,
  commitOrder,
  createOrder,
  queryAutoTopups,
  queryLowBalanceLight,
  type ApiContext,
} from '@/api';
import { lowBalanceTypeOf } from '@/features/account/rules';
import { buy, signedIn, topupProduct, FLOW } from '../sandbox/customers';
import { harnessForFile, phoneFor, POSTAL_ADDRESS } from '../sandbox/harness';

// POST /api/topup/lbatl/query gave anyone another customer's autoTopupId, amount and
// product for a number.
const h = harnessForFile();

const lowBalance = { autoTopupOption: { lowBalanceOption: { lowBalanceLimit: 5 } } };
const monthly = {
  autoTopupOption: { recurringOption: { recurringType: 'MONTHLY' as const, recurringDay: 15 } },
};
const query = (msisdn: string) => ({
  autoTopupTypes: ['LOW_BALANCE' as const],
  msisdn,
  statuses: ['ENABLED' as const, 'DISABLED' as const],
});

async function buyFor(ctx: ApiContext, phoneNumber: string, option: object) {
  await buy(ctx, [{ ...(await topupProduct(ctx)), phoneNumber, ...option }]);
}

describe('the low-balance query answers only about the session’s own numbers', FLOW, () => {
  it('a guest and another customer get no rows for a customer’s number; its owner gets them', async () => {
    const number = phoneFor(h.tenant('congstar'), '3101');
    const owner = await signedIn(h, 'congstar', 'lbat-owner@example.com');
    await buyFor(owner, number, lowBalance);
    const [own] = (await queryAutoTopups(owner)).rows.filter((row) => row.autoTopupType === 'LOW_BALANCE');
    expect((await queryLowBalanceLight(owner, query(number))).rows).toEqual([own]);

    expect((await queryLowBalanceLight(h.ctx('congstar'), query(number))).rows).toEqual([]);
    const stranger = await signedIn(h, 'congstar', 'lbat-stranger@example.com');
    expect((await queryLowBalanceLight(stranger, query(number))).rows).toEqual([]);
  });

  it('another owner’s top-up on the customer’s number shows its type and status, not its id, amount or product', async () => {
    const number = phoneFor(h.tenant('congstar'), '3102');
    const first = await signedIn(h, 'congstar', 'lbat-first@example.com');
    await buyFor(first, number, lowBalance);
    const second = await signedIn(h, 'congstar', 'lbat-second@example.com');
    await buyFor(second, number, monthly);
    const { rows } = await queryLowBalanceLight(second, query(number));
    expect(rows).toEqual([
      {
        autoTopupId: '',
        autoTopupType: 'LOW_BALANCE',
        topupType: 'AUTOMATIC',
        autoTopupLight: false,
        brand: expect.any(String),
        paymentToken: null,
        userId: null,
        status: 'ENABLED',
        msisdn: number,
      },
    ]);
  });

  it('a free setup on someone else’s number does not make it the customer’s', async () => {
    const number = phoneFor(h.tenant('congstar'), '3104');
    const owner = await signedIn(h, 'congstar', 'lbat-payer@example.com');
    await buyFor(owner, number, lowBalance);
    const stranger = await signedIn(h, 'congstar', 'lbat-freeloader@example.com');
    const free = { productId: 'congstar-topup-free', amount: 0, phoneNumber: number, ...monthly };
    // a zero-price recurring setup needs no payment: it is ordered and committed for nothing
    const { cartName } = await addToCart(stranger, { items: [free] });
    await checkoutAddress(stranger, {
      cartName,
      deliveryAddress: { ...POSTAL_ADDRESS, email: 'free@example.com' },
    });
    const { orderNumber } = await createOrder(stranger, { cartName });
    expect(await commitOrder(stranger, { cartName, orderNumber })).toMatchObject({
      orderStatus: 'committed',
    });
    expect((await queryAutoTopups(stranger)).rows.map((row) => row.msisdn)).toContain(number);
    expect((await queryLowBalanceLight(stranger, query(number))).rows).toEqual([]);
    // nor beside a paid top-up of another number, in the same paid order
    const own = phoneFor(h.tenant('congstar'), '3105');
    await buy(stranger, [{ ...(await topupProduct(stranger)), phoneNumber: own, ...lowBalance }, free]);
    expect((await queryLowBalanceLight(stranger, query(number))).rows).toEqual([]);
    // what the stranger paid for is theirs
    expect((await queryLowBalanceLight(stranger, query(own))).rows).toHaveLength(1);
    expect((await queryLowBalanceLight(owner, query(number))).rows).toHaveLength(1);
  });

  it('a cash-code order (paid at a store later, if ever) does not make a number the customer’s', async () => {
    const number = phoneFor(h.tenant('ortel'), '3106');
    const owner = await signedIn(h, 'ortel', 'lbat-ortel-payer@example.com');
    await buyFor(owner, number, lowBalance);
    const stranger = await signedIn(h, 'ortel', 'lbat-ortel-cash@example.com');
    const item = { ...(await topupProduct(stranger)), phoneNumber: number, cashCode: 'CASH-1', ...monthly };
    const { cartName } = await addToCart(stranger, { items: [item] });
    await checkoutAddress(stranger, {
      cartName,
      deliveryAddress: { ...POSTAL_ADDRESS, email: 'cash@example.com' },
    });
    const { orderNumber } = await createOrder(stranger, { cartName });
    expect(await commitOrder(stranger, { cartName, orderNumber })).toMatchObject({
      orderStatus: 'committed',
    });
    expect((await queryAutoTopups(stranger)).rows.map((row) => [row.msisdn, row.amount])).toContainEqual([
      number,
      item.amount,
    ]);
    expect((await queryLowBalanceLight(stranger, query(number))).rows).toEqual([]);
  });

  it('a light top-up bought as a guest for the customer’s number still makes its type LIGHT', async () => {
    const number = phoneFor(h.tenant('congstar'), '3103');
    await buyFor(h.ctx('congstar'), number, { ...lowBalance, autoTopupLight: true });
    expect((await queryLowBalanceLight(h.ctx('congstar'), query(number))).rows).toEqual([]);
    const customer = await signedIn(h, 'congstar', 'lbat-light@example.com');
    await buyFor(customer, number, monthly);
    const { rows } = await queryLowBalanceLight(customer, query(number));
    expect(lowBalanceTypeOf(rows)).toBe('LIGHT');
    expect(rows.every((row) => row.autoTopupId === '' && row.amount === undefined)).toBe(true);
  });
});
