/**
 * `npm run bench:api`: p50/p99 latency of the checkout call sequence, 10 concurrent customers for
 * 20 s, against the sandbox served over HTTP: on PGlite, and on PostgreSQL when DATABASE_URL is set
 * (`scripts/with-postgres.sh npm run bench:api` provides one). Env: BENCH_SECONDS, BENCH_CUSTOMERS.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  addToCart,
  checkoutAddress,
  commitOrder,
  decideSandboxPayment,
  getCart,
  getPaymentMethods,
  searchProducts,
  startPayment,
  type ApiContext,
} from '@/api';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 20);
const CUSTOMERS = Number(process.env.BENCH_CUSTOMERS ?? 10);
/** DESIGN budget: p50 under 25 ms per call on PGlite. */
const P50_BUDGET_MS = 25;

const samples = new Map<string, number[]>();

async function timed<T>(name: string, call: () => Promise<T>): Promise<T> {
  const start = performance.now();
  try {
    return await call();
  } finally {
    const list = samples.get(name) ?? [];
    list.push(performance.now() - start);
    samples.set(name, list);
  }
}

async function customer(ctx: ApiContext, until: number, id: number): Promise<void> {
  let n = 0;
  while (Date.now() < until) {
    n += 1;
    const phone = `+49151${String(id).padStart(2, '0')}${String(n % 10000).padStart(4, '0')}1`.slice(0, 14);
    await timed('searchProducts', () => searchProducts(ctx, { filters: { objectType: 'TOPUP' } }));
    const cart = await timed('addToCart', () =>
      addToCart(ctx, { items: [{ productId: 'congstar-topup-15', phoneNumber: phone }] }),
    );
    await timed('getCart', () => getCart(ctx, cart.cartName));
    await timed('paymentMethods', () => getPaymentMethods(ctx, { multipleBrands: false }));
    await timed('checkoutAddress', () =>
      checkoutAddress(ctx, { cartName: cart.cartName, deliveryAddress: { email: 'bench@example.com' } }),
    );
    const started = await timed('startPayment', () =>
      startPayment(ctx, { cartName: cart.cartName, paymentMethod: 'creditcard' }),
    );
    const paymentId = /\/sandbox\/pay\/([^?]+)/.exec(started.payerUrl)?.[1] ?? '';
    await timed('decidePayment', () => decideSandboxPayment(ctx, paymentId, 'approve'));
    await timed('commitOrder', () =>
      commitOrder(ctx, { cartName: cart.cartName, orderNumber: started.orderNumber }),
    );
  }
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;

function report(label: string): number {
  const all = [...samples.values()].flat().sort((a, b) => a - b);
  console.info(`\n${label}: ${all.length} calls in ${SECONDS} s, ${CUSTOMERS} customers`);
  console.info('call               p50 ms   p99 ms   count');
  for (const [name, list] of samples) {
    const sorted = [...list].sort((a, b) => a - b);
    console.info(
      `${name.padEnd(18)} ${percentile(sorted, 50).toFixed(1).padStart(6)}   ${percentile(sorted, 99).toFixed(1).padStart(6)}   ${sorted.length}`,
    );
  }
  const p50 = percentile(all, 50);
  console.info(
    `${'all calls'.padEnd(18)} ${p50.toFixed(1).padStart(6)}   ${percentile(all, 99).toFixed(1).padStart(6)}   ${all.length}`,
  );
  samples.clear();
  return p50;
}

const freePort = () =>
  new Promise<number>((resolve) => {
    const probe = createServer();
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });

/** The sandbox as `npm run sandbox` runs it: its own process, so the customers do not share its CPU. */
async function startBackend(env: Record<string, string>): Promise<{ baseUrl: string; child: ChildProcess }> {
  const port = await freePort();
  const child = spawn('npx', ['tsx', 'scripts/sandbox-server.ts'], {
    env: { ...process.env, ...env, PORT: String(port) },
    stdio: ['ignore', 'ignore', 'inherit'],
    detached: true,
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  for (let attempt = 0; attempt < 600; attempt += 1) {
    if (
      await fetch(`${baseUrl}/health`).then(
        (r) => r.ok,
        () => false,
      )
    )
      return { baseUrl, child };
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('the sandbox backend did not start');
}

async function run(label: string, env: Record<string, string>): Promise<number> {
  const { baseUrl, child } = await startBackend(env);
  try {
    const ctx: ApiContext = { shopId: 'congstar', country: 'de', channel: 'web', baseUrl };
    await searchProducts(ctx); // seeds the catalogue outside the measurement
    const until = Date.now() + SECONDS * 1000;
    await Promise.all(Array.from({ length: CUSTOMERS }, (_, i) => customer(ctx, until, i)));
  } finally {
    if (child.pid) process.kill(-child.pid, 'SIGTERM');
  }
  return report(label);
}

async function main() {
  const dir = mkdtempSync(path.join(tmpdir(), 'bench-pglite-'));
  try {
    const p50 = await run('PGlite', { SANDBOX_DATA_DIR: dir, DATABASE_URL: '' });
    console.info(
      `PGlite p50 ${p50.toFixed(1)} ms: ${p50 < P50_BUDGET_MS ? 'within' : 'OVER'} the ${P50_BUDGET_MS} ms budget`,
    );
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  if (process.env.DATABASE_URL) await run('PostgreSQL', { DATABASE_URL: process.env.DATABASE_URL });
  else console.info('\nPostgreSQL: skipped (run `scripts/with-postgres.sh npm run bench:api`)');
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
