/**
 * Scale-out check (docs/architecture.md §1): two storefront instances sharing one PostgreSQL. A cart is
 * created through instance A, read and paid through instance B, and committed through A again.
 *
 * Needs a production build (`npx next build --webpack`) and DATABASE_URL:
 *   bash scripts/with-postgres.sh node bench/scale.mjs
 * Env: SCALE_PORTS (default 3700,3701), SCALE_HOST (default congstar.localhost).
 * Prints every step and a final PASS or FAIL line; exits non-zero on failure.
 */
import { existsSync } from 'node:fs';
import http from 'node:http';
import { startShop } from './nextServer.mjs';

const DATABASE_URL = process.env.DATABASE_URL;
const PORTS = (process.env.SCALE_PORTS ?? '3700,3701').split(',').map(Number);
const HOST = process.env.SCALE_HOST ?? 'congstar.localhost';
const SHOP = { shopId: 'congstar', country: 'de' };
const START_TIMEOUT_MS = 120_000;

/** One HTTP call to an instance. Node cannot resolve *.localhost and fetch drops Host, so node:http. */
function call(port, method, urlPath, body, host = HOST) {
  const text = body === undefined ? undefined : JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: '127.0.0.1',
        port,
        method,
        path: urlPath,
        headers: {
          Host: `${host}:${port}`,
          Accept: 'application/json',
          'X-Country': SHOP.country,
          'X-Channel': 'web',
          ...(host === HOST ? { 'X-Tenant-Id': SHOP.shopId } : {}),
          ...(text === undefined
            ? {}
            : { 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(text) }),
        },
        timeout: 30_000,
      },
      (res) => {
        const chunks = [];
        res.on('data', (chunk) => chunks.push(chunk));
        res.on('end', () => {
          const raw = Buffer.concat(chunks).toString('utf8');
          let json;
          try {
            json = raw ? JSON.parse(raw) : undefined;
          } catch {
            json = raw;
          }
          resolve({ status: res.statusCode ?? 0, body: json });
        });
      },
    );
    req.on('timeout', () => req.destroy(new Error(`${method} ${urlPath} timed out`)));
    req.on('error', reject);
    if (text !== undefined) req.write(text);
    req.end();
  });
}

/** An instance with the embedded sandbox backend on the shared database, its output prefixed. */
function startInstance(port) {
  const env = { ...process.env, DATABASE_URL, NODE_ENV: 'production', PORT: String(port) };
  delete env.BACKEND_URL; // the embedded sandbox backend, not a proxy
  return startShop(port, { env, onOutput: (line) => process.stdout.write(`    [${port}] ${line}\n`) });
}

let stepNumber = 0;
/** Runs one call, prints it, and checks status and body; throws with the answer on a mismatch. */
async function step(label, port, method, urlPath, body, expectStatus, check = () => true, host) {
  stepNumber += 1;
  const started = performance.now();
  const answer = await call(port, method, urlPath, body, host);
  const ms = (performance.now() - started).toFixed(1);
  const ok = answer.status === expectStatus && check(answer.body);
  const name = port === PORTS[0] ? 'A' : 'B';
  console.info(
    `${String(stepNumber).padStart(2)}. [${name}:${port}] ${method} ${urlPath} → ${answer.status} (${ms} ms) ${ok ? 'ok' : 'UNEXPECTED'}  ${label}`,
  );
  if (!ok)
    throw new Error(
      `${label}: expected ${expectStatus}, got ${answer.status} ${JSON.stringify(answer.body)}`,
    );
  return answer.body;
}

async function scenario() {
  const [A, B] = PORTS;
  const phone = `+4915112${String(Date.now()).slice(-5)}1`;

  const created = await step(
    'createCart: a cart with one top-up',
    A,
    'POST',
    '/api/shop/createCart',
    { phoneNumber: phone, amount: 15 },
    200,
    (b) => typeof b?.cartName === 'string',
  );
  const { cartName } = created;
  await step(
    'v2 addToCart: a second item into the same cart',
    A,
    'POST',
    '/api/shop/rest/v2/addToCart',
    { cartName, items: [{ productId: 'congstar-topup-20', phoneNumber: phone }] },
    200,
    (b) => b?.cartName === cartName && b.items?.length === 2,
  );
  await step(
    'getCart on the other instance: both items, same total',
    B,
    'GET',
    `/api/shop/rest/v2/carts/${cartName}`,
    undefined,
    200,
    (b) => b?.items?.length === 2 && b.summary?.grossAmount === 35,
  );
  await step(
    'getCart from another shop: not found there (tenancy holds across instances)',
    B,
    'GET',
    `/api/shop/rest/v2/carts/${cartName}`,
    undefined,
    404,
    (b) => b?.errorCode === 'UNKNOWN_CART',
    'edeka.localhost',
  );
  await step(
    'checkout-address',
    B,
    'POST',
    '/api/shop/rest/checkout-address',
    { cartName, deliveryAddress: { email: 'scale@example.com' }, language: 'de' },
    200,
    (b) => b?.nextStep === 'normal',
  );
  const started = await step(
    'checkout-start-payment (credit card)',
    B,
    'POST',
    '/api/shop/rest/checkout-start-payment',
    { cartName, paymentMethod: 'creditcard' },
    200,
    (b) => typeof b?.orderNumber === 'string' && /\/sandbox\/pay\//.test(b.payerUrl ?? ''),
  );
  const paymentId = /\/sandbox\/pay\/([^?]+)/.exec(started.payerUrl)?.[1];
  const { orderNumber } = started;
  await step(
    'commit before the payer decided: pending',
    A,
    'POST',
    '/api/shop/rest/payment-commit-order',
    { cartName, orderNumber },
    200,
    (b) => b?.orderStatus === 'paymentPending',
  );
  await step(
    'sandbox payment page: approve',
    B,
    'POST',
    `/api/shop/sandbox/payments/${paymentId}/approve`,
    undefined,
    200,
    (b) => b?.status === 'approved' && b.amount === 35,
  );
  await step(
    'payment-commit-order on the first instance: committed',
    A,
    'POST',
    '/api/shop/rest/payment-commit-order',
    { cartName, orderNumber },
    200,
    (b) => b?.orderStatus === 'committed' && b.orderNumber === orderNumber,
  );
  await step(
    'commit repeated on the other instance: ORDER_ALREADY_COMMITTED',
    B,
    'POST',
    '/api/shop/rest/payment-commit-order',
    { cartName, orderNumber },
    409,
    (b) => b?.errorCode === 'ORDER_ALREADY_COMMITTED',
  );
}

async function main() {
  if (!DATABASE_URL) {
    console.error('DATABASE_URL is not set: run `bash scripts/with-postgres.sh node bench/scale.mjs`');
    return false;
  }
  if (!existsSync('.next/BUILD_ID')) {
    console.error('no production build in .next: run `npx next build --webpack` first');
    return false;
  }
  console.info(`Two storefront instances on ports ${PORTS.join(' and ')}, one PostgreSQL`);
  const instances = PORTS.map(startInstance);
  let passed = false;
  try {
    await Promise.all(instances.map((instance) => instance.ready(START_TIMEOUT_MS)));
    console.info('both instances are up\n');
    await scenario();
    passed = true;
  } catch (error) {
    console.error(`\n${error instanceof Error ? error.message : String(error)}`);
  } finally {
    await Promise.all(instances.map((instance) => instance.stop()));
  }
  return passed;
}

const passed = await main();
console.info(
  passed
    ? '\nPASS: a cart made through one instance was read, paid and committed through the other'
    : '\nFAIL',
);
process.exit(passed ? 0 : 1);
