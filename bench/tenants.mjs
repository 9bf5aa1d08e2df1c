// What the number of tenants costs (ADR 0029): for each N, a temporary copy of the repo
// with N tenants (the real ones, then copies of them with another id and hosts), built, started,
// and every tenant's main page requested once, then again. Prints per N: build time, build output
// size (.next without its cache), the server's RSS after the requests, first-request p50/p95 and
// warm p50. Loopback only; the copies live in the system's temporary folder and are removed.
// Usage: node bench/tenants.mjs [--n 24,200,1000] [--keep]
import { execFileSync } from 'node:child_process';
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { startShop } from './nextServer.mjs';

const args = process.argv.slice(2);
const flag = (name) => {
  const at = args.indexOf(name);
  return at >= 0 ? args[at + 1] : undefined;
};
const counts = (flag('--n') ?? '24,200,1000').split(',').map(Number);
const keep = args.includes('--keep');
const port = Number(process.env.BENCH_PORT ?? 3200);
const repo = process.cwd();
/** what a copy of the repo leaves out: build output, data, history, and the dependencies (linked) */
const SKIP = new Set(['.next', '.data', '.git', 'node_modules', 'test-results', 'playwright-report']);

const real = readdirSync(path.join(repo, 'tenants')).sort();

/** A copy of the repo whose tenants/ holds `n` tenants. */
function copyRepo(n) {
  const dir = mkdtempSync(path.join(os.tmpdir(), `bench-tenants-${n}-`));
  for (const entry of readdirSync(repo))
    if (!SKIP.has(entry)) cpSync(path.join(repo, entry), path.join(dir, entry), { recursive: true });
  symlinkSync(path.join(repo, 'node_modules'), path.join(dir, 'node_modules'));
  for (let k = real.length; k < n; k += 1) {
    const source = real[k % real.length];
    const id = `${source}_c${k}`;
    cpSync(path.join(repo, 'tenants', source), path.join(dir, 'tenants', id), { recursive: true });
    const file = path.join(dir, 'tenants', id, 'tenant.json');
    const tenant = JSON.parse(readFileSync(file, 'utf8'));
    tenant.id = id;
    // a shop id and hosts of its own: the registry refuses another tenant's
    tenant.shopId = id;
    tenant.hosts = tenant.hosts.map((host) => `c${k}.${host}`);
    writeFileSync(file, JSON.stringify(tenant, null, 2));
  }
  return dir;
}

const megabytes = (dir, ...exclude) =>
  Number(
    execFileSync('du', ['-sm', ...exclude.map((name) => `--exclude=${name}`), dir])
      .toString()
      .split('\t')[0],
  );

/** The resident memory of every process of the server's group, in MB. */
const rssOf = (group) =>
  execFileSync('ps', ['-o', 'rss=', '-g', String(group)])
    .toString()
    .split('\n')
    .filter(Boolean)
    .reduce((sum, kb) => sum + Number(kb), 0) / 1024;

/** One GET through node:http (fetch drops a Host header); resolves to its status and milliseconds. */
function timed(pathname, host) {
  const start = process.hrtime.bigint();
  return new Promise((resolve, reject) => {
    const req = request(`http://127.0.0.1:${port}${pathname}`, { headers: { host } }, (res) => {
      res.resume();
      res.on('end', () =>
        resolve({ status: res.statusCode, ms: Number(process.hrtime.bigint() - start) / 1e6 }),
      );
    });
    req.on('error', reject);
    req.end();
  });
}

const percentile = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
};

async function run(n) {
  const dir = copyRepo(n);
  try {
    const started = Date.now();
    execFileSync(path.join(dir, 'node_modules', '.bin', 'next'), ['build', '--webpack'], {
      cwd: dir,
      stdio: 'ignore',
      env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' },
    });
    const buildSeconds = (Date.now() - started) / 1000;
    const sizeMb = megabytes(path.join(dir, '.next'), 'cache');
    const server = startShop(port, { cwd: dir, env: { ...process.env, SANDBOX_DATA_DIR: '.data/bench' } });
    await server.ready(180_000);
    const tenants = readdirSync(path.join(dir, 'tenants')).map((id) =>
      JSON.parse(readFileSync(path.join(dir, 'tenants', id, 'tenant.json'), 'utf8')),
    );
    // The sandbox backend starts on its first call (database, seed): one call before the pages,
    // so that their first requests measure the render.
    const [sample] = tenants;
    await new Promise((resolve, reject) => {
      const headers = {
        host: `${sample.id}.localhost:${port}`,
        'x-tenant-id': sample.shopId,
        'x-country': sample.country,
        'x-channel': 'web',
      };
      const path = '/api/shop/rest/v1/products?object-type=TOPUP&size=15';
      request(`http://127.0.0.1:${port}${path}`, { headers }, (res) => res.resume().on('end', resolve))
        .on('error', reject)
        .end();
    });
    const pass = async () => {
      const times = [];
      for (const tenant of tenants) {
        const { status, ms } = await timed(tenant.mainPage, `${tenant.id}.localhost:${port}`);
        if (status !== 200) throw new Error(`${tenant.id} ${tenant.mainPage} answered ${status}`);
        times.push(ms);
      }
      return times;
    };
    const first = await pass();
    const rssMb = rssOf(server.pid);
    const warm = await pass();
    await server.stop();
    return { n, buildSeconds, sizeMb, rssMb, first, warm };
  } finally {
    if (keep) console.log(`kept ${dir}`);
    else rmSync(dir, { recursive: true, force: true });
  }
}

const row = ({ n, buildSeconds, sizeMb, rssMb, first, warm }) =>
  `| ${String(n).padStart(5)} | ${buildSeconds.toFixed(1).padStart(7)} | ${String(sizeMb).padStart(9)} | ${rssMb.toFixed(0).padStart(6)} | ${percentile(first, 50).toFixed(1).padStart(12)} | ${percentile(first, 95).toFixed(1).padStart(12)} | ${percentile(warm, 50).toFixed(1).padStart(11)} |`;
console.log('|     N | build s | output MB | RSS MB | first p50 ms | first p95 ms | warm p50 ms |');
console.log('|------:|--------:|----------:|-------:|-------------:|-------------:|------------:|');
const rows = [];
// each row as soon as its N is done: the larger ones take long
for (const n of counts) {
  rows.push(await run(n));
  console.log(row(rows.at(-1)));
}
const [base] = rows;
if (rows.length > 1) {
  const last = rows.at(-1);
  const growth = (a, b) => `${(((b - a) / a) * 100).toFixed(1)} %`;
  console.log(
    `\nfrom ${base.n} to ${last.n} tenants: build time ${growth(base.buildSeconds, last.buildSeconds)}, ` +
      `output ${growth(base.sizeMb, last.sizeMb)} (goal ≤ 10 %), RSS ×${(last.rssMb / base.rssMb).toFixed(2)} (goal ≤ 2)`,
  );
}
