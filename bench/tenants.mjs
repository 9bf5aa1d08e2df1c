// What the number of tenants costs (ADR 0029): for each N, a temporary copy of the repo
// with N tenants (the real ones, then copies of them with another id and hosts), built, started,
// and every tenant's main page requested once, then again. Prints per N: build time, build output
// size (.next without its cache), the server's RSS after the requests, first-request p50/p95 and
// warm p50. Loopback only; the copies live in the system's temporary folder and are removed.
// One build varies by ±10 % on a shared machine, as much as the goal: with --rounds R (default 2)
// the sizes are built in turn R times (24, 1000, 24, 1000, …), served after their first build, and
// compared by their median build time. Exits 1 when the largest N's median is over +10 %.
// Usage: node bench/tenants.mjs [--n 24,200,1000] [--rounds 2] [--keep]
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
const rounds = Number(flag('--rounds') ?? 2);
const keep = args.includes('--keep');
const MAX_BUILD_GROWTH = 0.1;
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

/** A copy of the repo with `n` tenants, built: its folder and the build's seconds. */
function build(n) {
  const dir = copyRepo(n);
  const started = Date.now();
  execFileSync(path.join(dir, 'node_modules', '.bin', 'next'), ['build', '--webpack'], {
    cwd: dir,
    stdio: 'ignore',
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' },
  });
  return { dir, buildSeconds: (Date.now() - started) / 1000 };
}

const removed = (dir) => {
  if (keep) console.log(`kept ${dir}`);
  else rmSync(dir, { recursive: true, force: true });
};

/** Serves the build in `dir`: its output size, RSS after every tenant's first page, first and warm times. */
async function serve(dir) {
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
  return { sizeMb, rssMb, first, warm };
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};
const row = ({ n, builds, sizeMb, rssMb, first, warm }) =>
  `| ${String(n).padStart(5)} | ${builds
    .map((b) => b.toFixed(1))
    .join(', ')
    .padStart(
      13,
    )} | ${median(builds).toFixed(1).padStart(8)} | ${String(sizeMb).padStart(9)} | ${rssMb.toFixed(0).padStart(6)} | ${percentile(first, 50).toFixed(1).padStart(12)} | ${percentile(first, 95).toFixed(1).padStart(12)} | ${percentile(warm, 50).toFixed(1).padStart(11)} |`;

/** per N: its build times, and what its first build measured served */
const results = new Map(counts.map((n) => [n, { n, builds: [] }]));
for (let round = 0; round < rounds; round += 1)
  for (const n of counts) {
    const { dir, buildSeconds } = build(n);
    const result = results.get(n);
    result.builds.push(buildSeconds);
    console.log(`round ${round + 1}: ${n} tenants built in ${buildSeconds.toFixed(1)} s`);
    try {
      if (round === 0) Object.assign(result, await serve(dir));
    } finally {
      removed(dir);
    }
  }

console.log(
  '\n|     N | build s (each) | median s | output MB | RSS MB | first p50 ms | first p95 ms | warm p50 ms |',
);
console.log(
  '|------:|---------------:|---------:|----------:|-------:|-------------:|-------------:|------------:|',
);
const rows = [...results.values()];
for (const result of rows) console.log(row(result));
const [base] = rows;
if (rows.length > 1) {
  const last = rows.at(-1);
  const growth = (a, b) => (b - a) / a;
  const percent = (x) => `${(x * 100).toFixed(1)} %`;
  const buildGrowth = growth(median(base.builds), median(last.builds));
  console.log(
    `\nfrom ${base.n} to ${last.n} tenants: build time ${percent(buildGrowth)} (median of ${rounds}, goal ≤ 10 %), ` +
      `output ${percent(growth(base.sizeMb, last.sizeMb))} (goal ≤ 10 %), RSS ×${(last.rssMb / base.rssMb).toFixed(2)} (goal ≤ 2)`,
  );
  if (buildGrowth > MAX_BUILD_GROWTH) process.exitCode = 1;
}
