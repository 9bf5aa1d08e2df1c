import { beforeAll, describe, expect, it } from 'vitest';
import {
  confirmPaymentToken,
  createOrder,
  deleteAutoTopup,
  deleteLowBalanceAutoTopup,
  deletePaymentToken,
  deleteSmsTopup,
  editProfile,
  getOrderHistory,
  getProfile,
  listPaymentTokens,
  queryAutoTopups,
  querySmsTopups,
  saveSmsTopup,
  updateAutoTopup,
  addToCart,
  checkoutAddress,
  type ApiContext,
} from '@/api';
import { harnessForFile, phoneFor } from '../sandbox/harness';
import { buy, errorCodeOf, signedIn, topupProduct, FLOW } from '../sandbox/customers';

const h = harnessForFile();

interface Customer {
  ctx: ApiContext;
  suffix: string;
}

/** A customer with something behind every read call: orders, a card, auto top-ups, an SMS top-up, a profile. */
async function customerWithData(userName: string, suffix: string): Promise<Customer> {
  const ctx = await signedIn(h, 'congstar', userName);
  const product = await topupProduct(ctx);
  const phoneNumber = phoneFor(h.tenant('congstar'), suffix);
  await buy(
    ctx,
    [
      { ...product, phoneNumber, autoTopupOption: { lowBalanceOption: { lowBalanceLimit: 5 } } },
      {
        ...product,
        phoneNumber,
        autoTopupOption: { recurringOption: { recurringType: 'MONTHLY', recurringDay: 1 } },
      },
    ],
    { savePayment: true },
  );
  await saveSmsTopup(ctx, { msisdn: phoneNumber, brand: 'congstar', pin: suffix });
  await editProfile(ctx, { firstName: userName });
  return { ctx, suffix };
}

/** Everything each read call shows a customer. */
async function reads(ctx: ApiContext) {
  return {
    profile: await getProfile(ctx),
    orders: (await getOrderHistory(ctx, { offset: 0, limit: 100 })).rows,
    tokens: (await listPaymentTokens(ctx)).paymentTokens,
    autoTopups: (await queryAutoTopups(ctx)).rows,
    smsTopups: (await querySmsTopups(ctx)).rows,
  };
}

let ann: Customer;
let ben: Customer;

beforeAll(async () => {
  ann = await customerWithData('ann@example.com', '4001');
  ben = await customerWithData('ben@example.com', '4002');
}, 60_000);

describe('two customers of one shop', FLOW, () => {
  it('every read call shows each customer their own data only', async () => {
    const a = await reads(ann.ctx);
    const b = await reads(ben.ctx);
    for (const [mine, theirs, suffix] of [
      [a, b, ann.suffix],
      [b, a, ben.suffix],
    ] as const) {
      expect(mine.profile.userId).not.toBe(theirs.profile.userId);
      expect(mine.orders).toHaveLength(1);
      expect(mine.orders.every((o) => o.items.every((item) => item.phoneNumber?.endsWith(suffix)))).toBe(
        true,
      );
      expect(mine.tokens).toHaveLength(1);
      expect(mine.tokens[0]?.id).not.toBe(theirs.tokens[0]?.id);
      expect(mine.autoTopups).toHaveLength(2);
      expect(
        mine.autoTopups.every((t) => t.msisdn?.endsWith(suffix) && t.userId === mine.profile.userId),
      ).toBe(true);
      expect(mine.smsTopups).toEqual([expect.objectContaining({ pin: suffix })]);
    }
  });

  it('no change call reaches the other customer’s data', async () => {
    const a = await reads(ann.ctx);
    const [low, recurring] = a.autoTopups;
    const annToken = a.tokens[0]!.id;
    const change = {
      shopId: 'congstar',
      brand: low!.brand,
      autoTopupId: low!.autoTopupId,
      autoTopupType: low!.autoTopupType,
      status: 'ENABLED' as const,
    };
    expect(await errorCodeOf(updateAutoTopup(ben.ctx, change))).toBe('AUTO_TOPUP_NOT_FOUND');
    expect(await errorCodeOf(deleteAutoTopup(ben.ctx, recurring!.autoTopupId))).toBe('AUTO_TOPUP_NOT_FOUND');
    expect(await errorCodeOf(deleteLowBalanceAutoTopup(ben.ctx, low!.autoTopupId))).toBe(
      'AUTO_TOPUP_NOT_FOUND',
    );
    expect(await errorCodeOf(deletePaymentToken(ben.ctx, annToken))).toBe('PAYMENT_TOKEN_INVALID');
    const benLow = (await queryAutoTopups(ben.ctx)).rows[0]!;
    expect(
      await errorCodeOf(
        updateAutoTopup(ben.ctx, { ...change, autoTopupId: benLow.autoTopupId, paymentToken: annToken }),
      ),
    ).toBe('PAYMENT_TOKEN_INVALID');
    const product = await topupProduct(ben.ctx);
    const cart = await addToCart(ben.ctx, {
      items: [{ ...product, phoneNumber: phoneFor(h.tenant('congstar'), '4003') }],
    });
    await checkoutAddress(ben.ctx, {
      cartName: cart.cartName,
      deliveryAddress: { email: 'ben@example.com' },
    });
    const { orderNumber } = await createOrder(ben.ctx, { cartName: cart.cartName });
    expect(await errorCodeOf(confirmPaymentToken(ben.ctx, annToken, orderNumber))).toBe(
      'PAYMENT_TOKEN_INVALID',
    );
    // Ben's SMS top-up has index 0 as well: deleting it leaves Ann's
    await deleteSmsTopup(ben.ctx, 0);
    expect(await reads(ann.ctx)).toEqual(a);
  });
});

describe('a session of one shop on another shop', FLOW, () => {
  it('is refused by every call that needs a session', async () => {
    const onFcb: ApiContext = { ...h.ctx('fcb'), fetch: ann.ctx.fetch };
    const outcomes = await Promise.all(
      [
        getProfile(onFcb),
        getOrderHistory(onFcb, { offset: 0, limit: 15 }),
        listPaymentTokens(onFcb),
        queryAutoTopups(onFcb),
        querySmsTopups(onFcb),
        editProfile(onFcb, { firstName: 'Mallory' }),
      ].map(errorCodeOf),
    );
    expect(outcomes).toEqual(Array(6).fill('AUTHORIZATION_REQUIRED'));
    expect((await getProfile(ann.ctx)).firstName).toBe('ann@example.com');
  });
});
