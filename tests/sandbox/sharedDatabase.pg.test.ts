import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addToCart,
  checkoutAddress,
  commitOrder,
  decideSandboxPayment,
  getCart,
  startPayment,
  type ApiContext,
} from '@/api';
import { createSandbox, openDatabase, type SandboxDatabase } from '@/sandbox';
import { createSandboxFetch } from '@/sandbox/fetch';
import { getTenantRegistry } from '@/tenancy/registry';
import { paymentIdOf } from './harness';

const url = process.env.DATABASE_URL;
const instances: SandboxDatabase[] = [];
let one: ApiContext;
let two: ApiContext;

/** Two storefront instances, each with its own connection pool, on one PostgreSQL (architecture.md §1). */
if (!url) throw new Error('needs DATABASE_URL: run it with npm run test:postgres');

describe('two instances sharing one PostgreSQL', () => {
  beforeAll(async () => {
    const schema = `t_${randomBytes(6).toString('hex')}`;
    // both instances migrate at start; the advisory lock lets only one of them do the work
    instances.push(
      ...(await Promise.all([
        openDatabase({ databaseUrl: url, schema }),
        openDatabase({ databaseUrl: url, schema }),
      ])),
    );
    const ctxFor = (database: SandboxDatabase): ApiContext => ({
      shopId: 'congstar',
      country: 'de',
      fetch: createSandboxFetch(
        createSandbox(async () => database),
        getTenantRegistry(),
      ),
    });
    [one, two] = [ctxFor(instances[0]!), ctxFor(instances[1]!)];
  }, 120_000);
  afterAll(async () => {
    for (const database of instances) await database.close();
  });

  it('a cart made through one is read, paid and committed through the other', async () => {
    const cart = await addToCart(one, {
      items: [{ productId: 'congstar-topup-15', phoneNumber: '+491511231234' }],
    });
    expect((await getCart(two, cart.cartName)).items).toHaveLength(1);
    await checkoutAddress(two, { cartName: cart.cartName, deliveryAddress: { email: 'a@example.com' } });
    const started = await startPayment(one, { cartName: cart.cartName, paymentMethod: 'creditcard' });
    const paymentId = paymentIdOf(started.payerUrl);
    await decideSandboxPayment(two, paymentId, 'approve');
    expect(
      await commitOrder(one, { cartName: cart.cartName, orderNumber: started.orderNumber }),
    ).toMatchObject({
      orderStatus: 'committed',
    });
  });
});
