import { and, count, eq, like, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import {
  addToCart,
  checkoutAddress,
  commitOrder,
  confirmPaymentToken,
  createOrder,
  decideSandboxPayment,
  getOrderDetails,
  isApiError,
  listPaymentTokens,
  startPayment,
  type ApiContext,
  type CartItemInput,
} from '@/api';
import { createSandbox, type SandboxDatabase } from '@/sandbox';
import type { SandboxDb } from '@/sandbox/db/client';
import { autoTopups, messages, orders, payments } from '@/sandbox/db/schema';
import { createSandboxFetch } from '@/sandbox/fetch';
import { getTenantRegistry } from '@/tenancy/registry';
import { FLOW, signIn } from './customers';
import { phoneFor, POSTAL_ADDRESS, paymentIdOf } from './harness';

/** Two sandboxes, each with its own handler stack (and its own pool when given two), on one database. */
export interface Instances {
  /** the database both write to, to count what they stored */
  db: SandboxDb;
  /** one browser (one cookie jar) whose calls reach the first or the second instance */
  browser(tenantId: string): [ApiContext, ApiContext];
}

export function instancesOver(databases: readonly [SandboxDatabase, SandboxDatabase]): Instances {
  const registry = getTenantRegistry();
  const sandboxes = databases.map((database) => createSandbox(async () => database));
  return {
    db: databases[0].db,
    browser(tenantId) {
      const tenant = registry.get(tenantId);
      if (!tenant) throw new Error(`no tenant ${tenantId}`);
      const jar = new Map<string, string>();
      const [one, two] = sandboxes.map((sandbox): ApiContext => ({
        shopId: tenant.shopId,
        country: tenant.country,
        channel: 'web',
        fetch: createSandboxFetch(sandbox, registry, tenant, jar),
      }));
      return [one!, two!];
    },
  };
}

/** How many requests each race sends at once, alternately to either instance. */
const RACERS = 20;

type ErrorAnswer = { errorCode: string } & Record<string, unknown>;
/** What the calls of a race mixing two calls answer: the fields the checks look at. */
type Answer = { orderNumber?: string; orderStatus?: string; payerUrl?: string };

/** Sends `call` RACERS times at once; what succeeded and the error answers (errorCode and data). */
async function race<T>(
  pair: readonly [ApiContext, ApiContext],
  call: (ctx: ApiContext, index: number) => Promise<T>,
  racers = RACERS,
): Promise<{ answers: T[]; errors: ErrorAnswer[] }> {
  const settled = await Promise.allSettled(
    Array.from({ length: racers }, (_, index) => call(pair[index % 2]!, index)),
  );
  const answers: T[] = [];
  const errors: ErrorAnswer[] = [];
  for (const result of settled)
    if (result.status === 'fulfilled') answers.push(result.value);
    else if (isApiError(result.reason))
      errors.push({ ...result.reason.body, errorCode: result.reason.errorCode });
    else throw result.reason;
  return { answers, errors };
}

const tokenOf = (returnUrl: string) =>
  new URL(returnUrl, 'http://shop.test').searchParams.get('paymentToken') ?? '';

/**
 * The answers that delivered, counting one more commit after the race: a commit that kept finding
 * the order changed by the other racers answered pending, as the client then asks again.
 */
async function deliveredBy(answers: Answer[], lastCommit: Promise<Answer>): Promise<Answer[]> {
  const last = await lastCommit.catch(() => ({}));
  return [...answers, last].filter((answer: Answer) => answer.orderStatus === 'committed');
}

/** The error answers other than the one expected. */
const otherThan = (errorCode: string, errors: ErrorAnswer[]) =>
  errors.filter((error) => error.errorCode !== errorCode);

async function countOf(db: SandboxDb, table: PgTable, where: SQL | undefined): Promise<number> {
  const [row] = await db.select({ n: count() }).from(table).where(where);
  return row?.n ?? 0;
}

const paymentsOf = (db: SandboxDb, orderNumber: string) =>
  db.select().from(payments).where(eq(payments.orderNumber, orderNumber));

async function orderRow(db: SandboxDb, orderNumber: string) {
  const [row] = await db.select().from(orders).where(eq(orders.orderNumber, orderNumber));
  if (!row) throw new Error(`no order ${orderNumber}`);
  return row;
}

/** A cart with its address, through both instances as a load balancer would spread the calls. */
async function readyCart(pair: readonly [ApiContext, ApiContext], items: CartItemInput[], email: string) {
  const { cartName } = await addToCart(pair[0], { items });
  await checkoutAddress(pair[1], { cartName, deliveryAddress: { ...POSTAL_ADDRESS, email } });
  return cartName;
}

/** Started on one instance, approved on the other: the keys the result page commits with. */
async function cardPaid(pair: readonly [ApiContext, ApiContext], cartName: string) {
  const started = await startPayment(pair[0], { cartName, paymentMethod: 'creditcard', savePayment: true });
  const decided = await decideSandboxPayment(pair[1], paymentIdOf(started.payerUrl), 'approve');
  return { cartName, orderNumber: started.orderNumber, paymentToken: tokenOf(decided.returnUrl) };
}

/**
 * The sandbox's money state under concurrent requests, on whatever database `instances` share:
 * each state change is decided by one conditional write or under the order's row lock, so the
 * same request sent many times at once through two instances changes it once.
 */
export function settlementRaces(instances: () => Instances): void {
  const TENANT = 'whitelabel_insidehandy';
  const phone = () => phoneFor(getTenantRegistry().get(TENANT)!, '1234');
  const voucherCart = (pair: readonly [ApiContext, ApiContext], email: string) =>
    readyCart(pair, [{ productId: `${TENANT}-voucher-15`, phoneNumber: phone() }], email);

  describe('a commit sent many times at once', () => {
    it(
      'delivers once: one set of codes, one auto top-up, every other answer ORDER_ALREADY_COMMITTED',
      FLOW,
      async () => {
        const { db, browser } = instances();
        const pair = browser(TENANT);
        const email = 'race-commit@example.com';
        await signIn(pair[0], email);
        const cartName = await readyCart(
          pair,
          [
            { productId: `${TENANT}-voucher-15`, phoneNumber: phone() },
            { productId: 'giftcard-25', phoneNumber: phone() },
            { productId: 'esim-1gb', phoneNumber: phone() },
            {
              productId: `${TENANT}-topup-10`,
              phoneNumber: phone(),
              autoTopupOption: { recurringOption: { recurringType: 'MONTHLY', recurringDay: 1 } },
            },
          ],
          email,
        );
        const key = await cardPaid(pair, cartName);

        const { answers, errors } = await race(pair, (ctx) => commitOrder(ctx, key));

        expect(answers).toEqual([expect.objectContaining({ orderStatus: 'committed' })]);
        expect(errors).toEqual(
          Array.from({ length: RACERS - 1 }, () =>
            expect.objectContaining({
              errorCode: 'ORDER_ALREADY_COMMITTED',
              orderStatus: 'committed',
              paymentStatus: 'paymentAuthorized',
            }),
          ),
        );
        const { deliveries } = await getOrderDetails(pair[1], key);
        expect(deliveries.map((delivery) => delivery.kind).sort()).toEqual(['esim', 'giftCard', 'voucher']);
        expect(await countOf(db, autoTopups, eq(autoTopups.orderNumber, key.orderNumber))).toBe(1);
        const confirmations = and(eq(messages.recipient, email), like(messages.body, '%automatic top-up%'));
        expect(await countOf(db, messages, confirmations)).toBe(1);
      },
    );

    it('that found the payment declined settles the order failed once', async () => {
      const { browser } = instances();
      const pair = browser(TENANT);
      const cartName = await voucherCart(pair, 'race-declined@example.com');
      const started = await startPayment(pair[0], { cartName, paymentMethod: 'creditcard' });
      await decideSandboxPayment(pair[1], paymentIdOf(started.payerUrl), 'decline');
      const key = { cartName, orderNumber: started.orderNumber };

      const { answers, errors } = await race(pair, (ctx) => commitOrder(ctx, key));

      expect(answers).toEqual([
        expect.objectContaining({ orderStatus: 'failed', paymentStatus: 'declined' }),
      ]);
      expect(errors).toHaveLength(RACERS - 1);
      expect(new Set(errors.map((error) => `${error.errorCode} ${String(error.orderStatus)}`))).toEqual(
        new Set(['ORDER_ALREADY_COMMITTED failed']),
      );
    });
  });

  describe('the payment page decided many times at once', () => {
    it('takes one decision; every other is PAYMENT_ALREADY_DECIDED', async () => {
      const { db, browser } = instances();
      const pair = browser(TENANT);
      const cartName = await voucherCart(pair, 'race-decide@example.com');
      const started = await startPayment(pair[0], { cartName, paymentMethod: 'creditcard' });
      const paymentId = paymentIdOf(started.payerUrl);
      const decisions = ['approve', 'decline', 'cancel'] as const;

      const { answers, errors } = await race(pair, (ctx, index) =>
        decideSandboxPayment(ctx, paymentId, decisions[index % decisions.length]!),
      );

      expect(answers).toHaveLength(1);
      expect(errors).toEqual(
        Array.from({ length: RACERS - 1 }, () =>
          expect.objectContaining({ errorCode: 'PAYMENT_ALREADY_DECIDED' }),
        ),
      );
      const [stored] = await paymentsOf(db, started.orderNumber);
      expect(stored?.status).toBe(answers[0]!.status);
    });
  });

  describe('a saved method confirmed many times at once', () => {
    /** A customer with a saved card and a second order made for it, not paid yet. */
    async function orderForSavedCard(pair: readonly [ApiContext, ApiContext], email: string) {
      await signIn(pair[0], email);
      const first = await cardPaid(pair, await voucherCart(pair, email));
      await commitOrder(pair[1], first);
      const [saved] = (await listPaymentTokens(pair[0])).paymentTokens;
      const cartName = await voucherCart(pair, email);
      const { orderNumber } = await createOrder(pair[1], { cartName });
      return { tokenId: saved!.id, cartName, orderNumber };
    }

    it('charges the order once, and every answer leads to that one payment', FLOW, async () => {
      const { db, browser } = instances();
      const pair = browser(TENANT);
      const { tokenId, cartName, orderNumber } = await orderForSavedCard(pair, 'race-confirm@example.com');

      const { answers, errors } = await race(pair, (ctx) => confirmPaymentToken(ctx, tokenId, orderNumber));

      expect(errors).toEqual([]);
      const charged = (await paymentsOf(db, orderNumber)).filter((payment) => payment.status === 'approved');
      expect(charged).toHaveLength(1);
      // no page to visit: every answer leaves the customer to the result page of that one payment
      expect(answers.map((answer) => answer.payerUrl)).toEqual(answers.map(() => undefined));
      expect(charged[0]!.token).toBe(tokenId);
      expect(await commitOrder(pair[0], { cartName, orderNumber })).toMatchObject({
        orderStatus: 'committed',
      });
    });

    it('alongside commits: one charge and one delivery', FLOW, async () => {
      const { db, browser } = instances();
      const pair = browser(TENANT);
      const { tokenId, cartName, orderNumber } = await orderForSavedCard(
        pair,
        'race-confirm-commit@example.com',
      );
      const key = { cartName, orderNumber };

      const { answers } = await race<Answer>(pair, (ctx, index) =>
        index % 4 < 2 ? confirmPaymentToken(ctx, tokenId, orderNumber) : commitOrder(ctx, key),
      );
      // whatever the race left undone, a last confirm and commit finish
      await confirmPaymentToken(pair[0], tokenId, orderNumber).catch(() => undefined);

      expect(await deliveredBy(answers, commitOrder(pair[1], key))).toHaveLength(1);
      const charged = (await paymentsOf(db, orderNumber)).filter((payment) => payment.status === 'approved');
      expect(charged).toHaveLength(1);
    });
  });

  describe('an order made for one cart many times at once', () => {
    async function cashCodeCart(pair: readonly [ApiContext, ApiContext]) {
      return readyCart(
        pair,
        [{ productId: 'congstar-topup-15', phoneNumber: '+491511231234', cashCode: 'CASH-1' }],
        'race-order@example.com',
      );
    }

    it('is one order with one payment', async () => {
      const { db, browser } = instances();
      const pair = browser('aufladen');
      const cartName = await cashCodeCart(pair);

      const { answers, errors } = await race(pair, (ctx) => createOrder(ctx, { cartName }));

      expect(errors).toEqual([]);
      const numbers = new Set(answers.map((answer) => answer.orderNumber));
      expect(numbers.size).toBe(1);
      const [orderNumber] = numbers;
      expect(await paymentsOf(db, orderNumber!)).toHaveLength(1);
    });

    it('alongside its commits: ordered or ORDER_ALREADY_COMMITTED, and delivered once', async () => {
      const { db, browser } = instances();
      const pair = browser('aufladen');
      const cartName = await cashCodeCart(pair);
      const { orderNumber } = await createOrder(pair[0], { cartName });

      const key = { cartName, orderNumber };

      const { answers, errors } = await race<Answer>(pair, (ctx, index) =>
        index % 4 < 2 ? createOrder(ctx, { cartName }) : commitOrder(ctx, key),
      );

      expect(await deliveredBy(answers, commitOrder(pair[0], key))).toHaveLength(1);
      expect(new Set(answers.map((answer) => answer.orderNumber))).toEqual(new Set([orderNumber]));
      expect(otherThan('ORDER_ALREADY_COMMITTED', errors)).toEqual([]);
      const order = await orderRow(db, orderNumber);
      expect(order.deliveries.filter((delivery) => delivery.kind === 'cashCode')).toHaveLength(1);
      expect(await paymentsOf(db, orderNumber)).toHaveLength(1);
    });
  });

  describe('a new payment started while the paid order commits', () => {
    it('leaves no payment page of the settled order that could still be paid', async () => {
      const { db, browser } = instances();
      const pair = browser(TENANT);
      const cartName = await voucherCart(pair, 'race-restart@example.com');
      const key = await cardPaid(pair, cartName);

      const { answers, errors } = await race<Answer>(pair, (ctx, index) =>
        index % 2 === 0 ? startPayment(ctx, { cartName, paymentMethod: 'paypal' }) : commitOrder(ctx, key),
      );

      expect(await deliveredBy(answers, commitOrder(pair[0], key))).toHaveLength(1);
      expect(otherThan('ORDER_ALREADY_COMMITTED', errors)).toEqual([]);
      const order = await orderRow(db, key.orderNumber);
      expect(order).toMatchObject({ status: 'committed', paymentMethod: 'creditcard' });
      const open = (await paymentsOf(db, key.orderNumber)).filter((payment) => payment.status === 'pending');
      expect(open).toEqual([]);
      for (const { payerUrl } of answers)
        if (payerUrl)
          expect(
            await decideSandboxPayment(pair[0], paymentIdOf(payerUrl), 'approve').then(
              () => 'approved',
              (error: unknown) => (isApiError(error) ? error.errorCode : 'THROWN'),
            ),
          ).toBe('PAYMENT_ALREADY_DECIDED');
    });
  });
}
