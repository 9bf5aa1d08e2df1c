// SSR throughput and latency of a tenant main page next to a static file of the same server, under
// autocannon (10 connections, 20 s each by default). Run after `next build`; prints the figures.
// Loopback only. Usage: node bench/ssr.mjs [tenant] [seconds]
import autocannon from 'autocannon';
import { get } from 'node:http';
import { startNext } from './nextServer.mjs';

const tenant = process.argv[2] ?? 'congstar';
const duration = Number(process.argv[3] ?? 20);
const port = Number(process.env.BENCH_PORT ?? 3200);
const base = `http://127.0.0.1:${port}`;

const server = startNext(port);

async function load(name, path, seconds = duration) {
  // Node cannot resolve *.localhost (STACK pitfall 4): address 127.0.0.1 and name the tenant in Host.
  const headers = { host: `${tenant}.localhost:${port}` };
  // fetch drops a Host header (a forbidden header name), so the probe uses node:http.
  const status = await new Promise((resolve, reject) =>
    get(`${base}${path}`, { headers }, (res) => resolve(res.resume().statusCode)).on('error', reject),
  );
  if (status !== 200) throw new Error(`${path} answered ${status}`);
  const result = await autocannon({ url: `${base}${path}`, connections: 10, duration: seconds, headers });
  const errors = result.errors + result.non2xx;
  console.log(
    `${name.padEnd(12)} ${result.requests.average.toFixed(0).padStart(7)} req/s   p50 ${String(result.latency.p50).padStart(4)} ms   p99 ${String(result.latency.p99).padStart(4)} ms   errors ${errors}`,
  );
  return result.requests.average;
}

await server.ready();
const mainPage = (
  await (await import('node:fs')).promises.readFile(`tenants/${tenant}/tenant.json`, 'utf8')
).match(/"mainPage":\s*"([^"]+)"/)[1];
console.log(`tenant ${tenant}, main page ${mainPage}, 10 connections, ${duration} s each\n`);
await load('warm-up', mainPage, 3);
const ssr = await load('SSR page', mainPage);
const file = await load('static file', `/tenants/${tenant}/logo.svg`);
console.log(`\nSSR / static = ${((ssr / file) * 100).toFixed(1)} % (budget: at least 25 %)`);
await server.stop();
