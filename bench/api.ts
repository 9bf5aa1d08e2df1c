/**
 * `npm run bench:api`: p50/p99 latency of the checkout call sequence, 10 concurrent customers for
 * 20 s, against the sandbox served over HTTP: on PGlite, and on PostgreSQL when DATABASE_URL is set
 * (`npm run bench:api:postgres` provides one). The backend runs as `npm run sandbox` does, with
 * NODE_ENV=production as a deployment runs it (so without the development-only response check).
 *
 * Latency at 10 customers depends on what else the machine runs, so the report also gives the
 * load average, one customer alone (BENCH_SOLO_SECONDS, 0 to skip) and the database round trips of
 * each call (the sandbox's X-Sandbox-Queries header), which do not depend on load.
 * Env: BENCH_SECONDS, BENCH_CUSTOMERS, BENCH_SOLO_SECONDS, BENCH_NODE_ENV.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
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
const SOLO_SECONDS = Number(process.env.BENCH_SOLO_SECONDS ?? 5);
const NODE_ENV = (process.env.BENCH_NODE_ENV ?? 'production') as NodeJS.ProcessEnv['NODE_ENV'];
/** The budget of docs/performance.md §1: p50 under 25 ms per call on PGlite. */
const P50_BUDGET_MS = 25;

const samples = new Map<string, number[]>();
/** database round trips per call, as the sandbox reports them */
const queries = new Map<string, number[]>();

const loadAverage = (): string => {
  try {
    return readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ');
  } catch {
    return 'n/a';
  }
};

/** CPU time (user + system) of every process in a process group, from /proc; NaN where unreadable. */
function groupCpuMs(pgid: number | undefined): number {
  if (!pgid) return NaN;
  const ticksPerMs = 100 / 1000; // USER_HZ is 100 on Linux
  let ticks = 0;
  try {
    for (const entry of readdirSync('/proc')) {
      if (!/^\d+$/.test(entry)) continue;
      let stat: string;
      try {
        stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      } catch {
        continue; // the process ended meanwhile
      }
      // fields after "(comm)": state ppid pgrp … utime(14) stime(15), counted from pid as field 1
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      if (Number(fields[2]) === pgid) ticks += Number(fields[11]) + Number(fields[12]);
    }
  } catch {
    return NaN;
  }
  return ticks / ticksPerMs;
}

async function timed<T>(name: string, call: (counted: ApiContext['fetch']) => Promise<T>): Promise<T> {
  let roundTrips: number | undefined;
  const counted: typeof fetch = async (input, init) => {
    const response = await fetch(input, init);
    const header = response.headers.get('x-sandbox-queries');
    if (header !== null) roundTrips = Number(header);
    return response;
  };
  const start = performance.now();
  try {
    return await call(counted);
  } finally {
    const list = samples.get(name) ?? [];
    list.push(performance.now() - start);
    samples.set(name, list);
    if (roundTrips !== undefined) {
      const counts = queries.get(name) ?? [];
      counts.push(roundTrips);
      queries.set(name, counts);
    }
  }
}

async function customer(base: ApiContext, until: number, id: number): Promise<void> {
  let n = 0;
  while (Date.now() < until) {
    n += 1;
    const phone = `+49151${String(id).padStart(2, '0')}${String(n % 10000).padStart(4, '0')}1`.slice(0, 14);
    await timed('searchProducts', (fetch) =>
      searchProducts({ ...base, fetch }, { filters: { objectType: 'TOPUP' } }),
    );
    const cart = await timed('addToCart', (fetch) =>
      addToCart({ ...base, fetch }, { items: [{ productId: 'congstar-topup-15', phoneNumber: phone }] }),
    );
    await timed('getCart', (fetch) => getCart({ ...base, fetch }, cart.cartName));
    await timed('paymentMethods', (fetch) =>
      getPaymentMethods({ ...base, fetch }, { multipleBrands: false }),
    );
    await timed('checkoutAddress', (fetch) =>
      checkoutAddress(
        { ...base, fetch },
        { cartName: cart.cartName, deliveryAddress: { email: 'bench@example.com' } },
      ),
    );
    const started = await timed('startPayment', (fetch) =>
      startPayment({ ...base, fetch }, { cartName: cart.cartName, paymentMethod: 'creditcard' }),
    );
    const paymentId = /\/sandbox\/pay\/([^?]+)/.exec(started.payerUrl)?.[1] ?? '';
    await timed('decidePayment', (fetch) => decideSandboxPayment({ ...base, fetch }, paymentId, 'approve'));
    await timed('commitOrder', (fetch) =>
      commitOrder({ ...base, fetch }, { cartName: cart.cartName, orderNumber: started.orderNumber }),
    );
  }
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;

const mean = (list: number[] | undefined) =>
  list?.length ? list.reduce((sum, value) => sum + value, 0) / list.length : NaN;

function report(label: string, seconds: number, customers: number, load: string, cpuMs: number): number {
  const all = [...samples.values()].flat().sort((a, b) => a - b);
  console.info(
    `\n${label}: ${all.length} calls in ${seconds} s, ${customers} customer${customers === 1 ? '' : 's'}` +
      ` (load average ${load} → ${loadAverage()})`,
  );
  if (!Number.isNaN(cpuMs))
    console.info(`backend CPU time ${(cpuMs / all.length).toFixed(2)} ms per call (load-independent cost)`);
  console.info('call               p50 ms   p99 ms   count   queries');
  let perSequence = 0;
  for (const [name, list] of samples) {
    const sorted = [...list].sort((a, b) => a - b);
    const roundTrips = mean(queries.get(name));
    perSequence += Number.isNaN(roundTrips) ? 0 : roundTrips;
    console.info(
      `${name.padEnd(18)} ${percentile(sorted, 50).toFixed(1).padStart(6)}   ${percentile(sorted, 99).toFixed(1).padStart(6)}   ${String(sorted.length).padStart(5)}   ${Number.isNaN(roundTrips) ? '    -' : roundTrips.toFixed(1).padStart(5)}`,
    );
  }
  const p50 = percentile(all, 50);
  console.info(
    `${'all calls'.padEnd(18)} ${p50.toFixed(1).padStart(6)}   ${percentile(all, 99).toFixed(1).padStart(6)}   ${String(all.length).padStart(5)}   ${perSequence.toFixed(1).padStart(5)} per sequence`,
  );
  samples.clear();
  queries.clear();
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
    env: { ...process.env, NODE_ENV, SANDBOX_QUERY_STATS: '1', ...env, SANDBOX_PORT: String(port) },
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

async function measure(
  ctx: ApiContext,
  backend: ChildProcess,
  label: string,
  seconds: number,
  customers: number,
): Promise<number> {
  const load = loadAverage();
  const cpuBefore = groupCpuMs(backend.pid);
  const until = Date.now() + seconds * 1000;
  await Promise.all(Array.from({ length: customers }, (_, i) => customer(ctx, until, i)));
  return report(label, seconds, customers, load, groupCpuMs(backend.pid) - cpuBefore);
}

async function run(label: string, env: Record<string, string>): Promise<number> {
  const { baseUrl, child } = await startBackend(env);
  try {
    const ctx: ApiContext = { shopId: 'congstar', country: 'de', channel: 'web', baseUrl };
    await searchProducts(ctx); // seeds the catalogue outside the measurement
    // a short warm-up, so the first measured calls do not pay for JIT compilation
    await Promise.all(Array.from({ length: CUSTOMERS }, (_, i) => customer(ctx, Date.now() + 1000, 90 + i)));
    samples.clear();
    queries.clear();
    if (SOLO_SECONDS > 0) await measure(ctx, child, `${label}, one customer alone`, SOLO_SECONDS, 1);
    return await measure(ctx, child, label, SECONDS, CUSTOMERS);
  } finally {
    if (child.pid) process.kill(-child.pid, 'SIGTERM');
  }
}

async function main() {
  console.info(`sandbox backend with NODE_ENV=${NODE_ENV}; load average at start ${loadAverage()}`);
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
