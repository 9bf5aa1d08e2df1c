// SSR throughput of a tenant main page next to a static file of the same server (10 connections,
// 20 s each by default), then the shop under load: 50 connections for 60 s each on the brand page,
// the product search and add to cart. Run after `next build`; exits 1 when the page falls under 50 %
// of the static-file rate or any loaded call fails. Loopback only.
// Usage: node bench/ssr.mjs [tenant] [seconds] [load-seconds]
import autocannon from 'autocannon';
import { readFileSync, readdirSync } from 'node:fs';
import { request } from 'node:http';
import { startShop } from './nextServer.mjs';

const tenant = process.argv[2] ?? 'congstar';
const duration = Number(process.argv[3] ?? 20);
const loadDuration = Number(process.argv[4] ?? 60);
const LOAD_CONNECTIONS = 50;
const MIN_SSR_SHARE = 0.5;
const port = Number(process.env.BENCH_PORT ?? 3200);
const base = `http://127.0.0.1:${port}`;

const config = JSON.parse(readFileSync(`tenants/${tenant}/tenant.json`, 'utf8'));
// Node cannot resolve *.localhost: address 127.0.0.1 and name the tenant in Host.
const host = { host: `${tenant}.localhost:${port}` };
// what the shop's browser client sends with a backend call (src/api/http.ts)
const apiHeaders = {
  ...host,
  // the shop's own page sends it; a state-changing call without it is refused (ADR 0045)
  origin: `http://${tenant}.localhost:${port}`,
  'x-tenant-id': config.shopId,
  'x-country': config.country,
  'x-channel': 'web',
  'content-type': 'application/json',
};

/**
 * CPU seconds used so far by the processes of the server's group (Linux /proc; clock ticks of
 * 1/100 s). The load client runs on the same cores and spends its own CPU decoding each answer's
 * body as UTF-8 (autocannon keeps bodies as strings), which costs more for a page with non-ASCII
 * text than for an ASCII file: the rate alone mixes the client's cost into the server's.
 */
function serverCpuSeconds(group) {
  let ticks = 0;
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      if (Number(fields[2]) === group) ticks += Number(fields[11]) + Number(fields[12]);
    } catch {
      // the process ended while the folder was read
    }
  }
  return ticks / 100;
}

/** One request through node:http (fetch drops a Host header, a forbidden header name). */
function probe({ method = 'GET', path, headers, body }) {
  return new Promise((resolve, reject) => {
    const req = request(`${base}${path}`, { method, headers }, (res) => {
      const chunks = [];
      res.on('data', (chunk) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode, text: Buffer.concat(chunks).toString() }));
    });
    req.on('error', reject);
    req.end(body);
  });
}

async function load(name, target, { seconds = duration, connections = 10 } = {}) {
  const { method = 'GET', path, headers = host, body } = target;
  const first = await probe({ method, path, headers, body });
  if (first.status !== 200) throw new Error(`${name}: ${path} answered ${first.status} ${first.text}`);
  const cpuBefore = serverCpuSeconds(server.pid);
  const result = await autocannon({
    url: `${base}${path}`,
    method,
    headers,
    body,
    connections,
    duration: seconds,
  });
  const cpuMs = ((serverCpuSeconds(server.pid) - cpuBefore) * 1000) / result.requests.total;
  const errors = result.errors + result.timeouts + result.non2xx;
  console.log(
    `${name.padEnd(14)} ${result.requests.average.toFixed(0).padStart(7)} req/s   p50 ${String(result.latency.p50).padStart(4)} ms   p99 ${String(result.latency.p99).padStart(5)} ms   server CPU ${cpuMs.toFixed(2)} ms/req   errors ${errors}`,
  );
  return { rate: result.requests.average, cpuMs, errors };
}

const server = startShop(port, { env: { ...process.env, SANDBOX_DATA_DIR: '.data/bench' } });
await server.ready();
const mainPage = { path: config.mainPage };
console.log(`tenant ${tenant}, main page ${config.mainPage}, 10 connections, ${duration} s each\n`);
// the page's first request renders it (ADR 0029); the loads below measure the kept page
const start = performance.now();
await probe(mainPage);
console.log(`first render     ${(performance.now() - start).toFixed(0)} ms`);
await load('warm-up', mainPage, { seconds: 3 });
const ssr = await load('SSR page', mainPage);
const file = await load('static file', { path: `/tenants/${config.assetFolder}/logo.svg` });
const share = ssr.rate / file.rate;
console.log(`\nSSR / static = ${(share * 100).toFixed(1)} % (budget: at least ${MIN_SSR_SHARE * 100} %)`);
// what the same comparison is without the client's share of the cores
console.log(`server CPU per static file / per page = ${((file.cpuMs / ssr.cpuMs) * 100).toFixed(1)} %`);

const search = await probe({
  path: `/api/shop/rest/v1/products?object-type=TOPUP&size=15`,
  headers: apiHeaders,
});
const product = JSON.parse(search.text).items?.find((p) => p.status === 'ACTIVE' && p.faceValue !== null);
if (!product) throw new Error(`no product to add to a cart: ${search.status} ${search.text}`);

console.log(`\n${LOAD_CONNECTIONS} connections, ${loadDuration} s each\n`);
const loaded = [
  await load('brand page', mainPage, { seconds: loadDuration, connections: LOAD_CONNECTIONS }),
  await load(
    'product search',
    {
      path: `/api/shop/rest/v1/products?q=${encodeURIComponent(product.name.split(' ')[0])}&size=15`,
      headers: apiHeaders,
    },
    { seconds: loadDuration, connections: LOAD_CONNECTIONS },
  ),
  await load(
    'add to cart',
    {
      method: 'POST',
      path: '/api/shop/rest/v2/addToCart',
      headers: apiHeaders,
      // no cart name: each request makes a new cart, as a new customer's first add does
      body: JSON.stringify({ items: [{ productId: product.productId, phoneNumber: '+4915112341234' }] }),
    },
    { seconds: loadDuration, connections: LOAD_CONNECTIONS },
  ),
];
await server.stop();

const failed = loaded.reduce((sum, result) => sum + result.errors, 0);
if (share < MIN_SSR_SHARE)
  console.log(`\nFAIL: the SSR page is under ${MIN_SSR_SHARE * 100} % of the static-file rate`);
if (failed > 0) console.log(`\nFAIL: ${failed} failed requests under load`);
process.exitCode = share < MIN_SSR_SHARE || failed > 0 ? 1 : 0;
