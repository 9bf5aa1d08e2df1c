// Lighthouse, mobile preset (simulated slow 4G, 4× CPU), on the shop's pages as a phone feels them.
// Run after `npm run build`: starts the shop's server on BENCH_PORT (default 5450), drives Debian's
// Chromium with the e2e flags, takes the median of RUNS runs per page, prints a table and exits 1
// when a page misses the budget.
// Usage: node bench/lighthouse.mjs [page-filter …] [--runs=N] [--busy]   (or LIGHTHOUSE_PAGES,
// LIGHTHOUSE_RUNS; LIGHTHOUSE_SAVE=dir keeps every run's report and trace)
// --busy keeps one core of the machine busy (a child process spinning) while the pages are measured:
// a phone slower than Lighthouse's, or a busy one. Its budget is a performance score of 95.
// A filter is a substring of a page's name, e.g. `node bench/lighthouse.mjs congstar --runs=1`.
import { spawn } from 'node:child_process';
import lighthouse from 'lighthouse';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { get, request } from 'node:http';
import os from 'node:os';
import puppeteer from 'puppeteer-core';
import { startShop } from './nextServer.mjs';

const port = Number(process.env.BENCH_PORT ?? 5450);
const args = process.argv.slice(2);
const runs = Number(
  args.find((arg) => arg.startsWith('--runs='))?.slice(7) ?? process.env.LIGHTHOUSE_RUNS ?? 3,
);
const busy = args.includes('--busy');
/** LIGHTHOUSE_SAVE=dir keeps each run's whole report and its trace there, to see why a page misses. */
const saveDir = process.env.LIGHTHOUSE_SAVE;
if (saveDir) mkdirSync(saveDir, { recursive: true });
const filters = [
  ...args.filter((arg) => !arg.startsWith('--')),
  ...(process.env.LIGHTHOUSE_PAGES?.split(',').filter(Boolean) ?? []),
];

/**
 * The raised budget of docs/performance.md: every page in the list must meet all of it, as the median
 * of the runs. With one core kept busy (--busy) every page must still score 95.
 */
const BUDGET = busy
  ? { performance: 95, tbt: Infinity, lcp: Infinity, cls: Infinity, accessibility: 0 }
  : { performance: 98, tbt: 100, lcp: 1500, cls: 0.02, accessibility: 100 };

/**
 * The pages measured: one line each. `cart`: a cart with one item is made through the sandbox API
 * and stored in the browser as the shop stores it, its name in the cart cookie. `paid`: that cart
 * is paid on the sandbox's payment page (approved), and the page measured is the one the payment
 * sends the customer back to (`path` with the order's number). `signedIn`: a customer registered,
 * confirmed and signed in through the sandbox API, whose session cookie the browser carries and
 * whose user it stores as the shop's sign-in does (without it, every account page would first ask
 * who is signed in).
 * `dark`: the theme cookie asks for the dark scheme.
 */
const PAGES = [
  { name: 'congstar brand', tenant: 'congstar', path: '/shop/topup/congstar' },
  { name: 'tmobilenl brand dark', tenant: 'tmobilenl', path: '/shop/topup/tmobilenl', dark: true },
  { name: 'aufladen /shop', tenant: 'aufladen', path: '/shop' },
  { name: 'esim /', tenant: 'esim', path: '/' },
  // what search and shared links land on: a plan, the blog and one of its posts
  { name: 'esim plan', tenant: 'esim', path: '/shop/esim/esim-fr-3gb-15d' },
  { name: 'aufladen blog', tenant: 'aufladen', path: '/blog' },
  { name: 'aufladen post', tenant: 'aufladen', path: '/blog/aufladen-in-einer-minute' },
  // landing pages by destination (ADR 0028)
  { name: 'esim destination', tenant: 'esim', path: '/shop/esim/destination/fr' },
  {
    name: 'reloadnow international country',
    tenant: 'reloadnow',
    path: '/shop/international/destination/ma',
  },
  // congstar has no cart page (its cart URL answers with a redirect to payment): aufladen's is measured
  { name: 'aufladen cart', tenant: 'aufladen', path: '/shop/checkout/cart', cart: true },
  { name: 'congstar payment', tenant: 'congstar', path: '/shop/checkout/payment', cart: true },
  { name: 'congstar result', tenant: 'congstar', path: '/shop/checkout/result', cart: true, paid: true },
  // a guest's way into the account; the overview is what a signed-in customer sees first
  { name: 'congstar login', tenant: 'congstar', path: '/login' },
  { name: 'congstar account', tenant: 'congstar', path: '/account', signedIn: true },
];

// the e2e tests' flags (playwright.config.ts), headless as Lighthouse drives it
const CHROMIUM_FLAGS = ['--headless=new', ...JSON.parse(readFileSync('scripts/chromium-flags.json', 'utf8'))];

const tenantConfig = (id) => JSON.parse(readFileSync(`tenants/${id}/tenant.json`, 'utf8'));
const origin = (tenant) => `http://${tenant}.localhost:${port}`;

/** node:http with the tenant in Host: fetch drops that header, and Node cannot resolve *.localhost. */
function call(tenant, method, path, body, headers = {}) {
  const payload = body === undefined ? undefined : JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const req = request(
      `http://127.0.0.1:${port}${path}`,
      {
        method,
        headers: {
          host: `${tenant}.localhost:${port}`,
          ...(payload ? { 'content-type': 'application/json' } : {}),
          ...headers,
        },
      },
      (res) => {
        const chunks = [];
        res.on('data', (chunk) => chunks.push(chunk));
        res.on('end', () =>
          resolve({
            status: res.statusCode,
            text: Buffer.concat(chunks).toString(),
            cookies: res.headers['set-cookie'] ?? [],
          }),
        );
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}

/** A shop call with SPEC §7's headers; an answer other than `expected` stops the bench. */
async function shopCall(tenantId, method, path, body, expected = 200) {
  const tenant = tenantConfig(tenantId);
  // the Origin of the shop's own page: a state-changing call without it is refused (ADR 0045)
  const headers = {
    origin: origin(tenantId),
    'x-tenant-id': tenant.shopId,
    'x-country': tenant.country,
    'x-channel': 'web',
  };
  const answer = await call(tenantId, method, path, body, headers);
  if (answer.status !== expected)
    throw new Error(`${tenantId}: ${path} answered ${answer.status} ${answer.text}`);
  return { ...answer, json: () => JSON.parse(answer.text) };
}

/** A cart with the brand's first fixed top-up, made as the shop's add to cart makes it. */
async function makeCart(tenantId) {
  const search = await shopCall(tenantId, 'GET', '/api/shop/rest/v1/products?object-type=TOPUP&size=100');
  const product = search.json().items?.find((p) => p.faceValue !== null && p.status === 'ACTIVE');
  if (!product) throw new Error(`${tenantId}: no product to put in a cart (${search.text})`);
  const cart = (
    await shopCall(tenantId, 'POST', '/api/shop/rest/v2/addToCart', {
      items: [{ productId: product.productId, phoneNumber: '+4915112341234' }],
    })
  ).json();
  return { cartName: cart.cartName, itemCount: cart.items.length };
}

/** Pays a cart as a customer does (address, card, approved on the sandbox's page): the return path. */
async function payCart(tenantId, cartName) {
  const post = async (path, body) => (await shopCall(tenantId, 'POST', path, body)).json();
  await post('/api/shop/rest/checkout-address', {
    cartName,
    deliveryAddress: { email: 'bench@example.com' },
    language: tenantConfig(tenantId).defaultLocale,
  });
  const { payerUrl } = await post('/api/shop/rest/checkout-start-payment', {
    cartName,
    paymentMethod: 'creditcard',
  });
  const paymentId = new URL(payerUrl, 'http://shop').pathname.split('/').pop();
  // an empty JSON body: a state-changing call must carry JSON (ADR 0045)
  return (await post(`/api/shop/sandbox/payments/${paymentId}/approve`, {})).returnUrl;
}

/**
 * A customer of the shop, registered, confirmed with the code from the sandbox's inbox and signed
 * in, as the account pages' forms do it: the session cookie's value and the user the backend
 * answered, which the shop's sign-in stores in the browser.
 */
async function signIn(tenantId) {
  const userName = `bench-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
  const password = 'bench-password-1';
  await shopCall(tenantId, 'POST', '/api/auth/register', { userName, password }, 201);
  const { messages } = (await shopCall(tenantId, 'GET', '/api/shop/sandbox/inbox')).json();
  const code = messages.find((message) => message.recipient === userName)?.text.match(/\d{4,8}/)?.[0];
  if (!code) throw new Error(`${tenantId}: no confirmation code for ${userName} in the sandbox's inbox`);
  await shopCall(tenantId, 'POST', '/api/shop/rest/v2/account/confirm', { userName, code });
  const signedIn = await shopCall(tenantId, 'POST', '/api/auth/authenticate', { userName, password });
  const session = signedIn.cookies.find((cookie) => cookie.startsWith('sbx_session='));
  if (!session) throw new Error(`${tenantId}: authenticate set no session cookie`);
  return { session: session.slice('sbx_session='.length).split(';')[0], user: signedIn.json() };
}

/**
 * What redux-persist writes (src/store/persistence.ts, key `shop:<shopId>`) for a stored cart
 * and a signed-in user: each slice as JSON inside the JSON.
 */
const persistedState = (slices) =>
  JSON.stringify({
    ...Object.fromEntries(Object.entries(slices).map(([name, state]) => [name, JSON.stringify(state)])),
    _persist: JSON.stringify({ version: -1, rehydrated: true }),
  });

async function runOnce(browser, page, cart, run) {
  const context = await browser.createBrowserContext();
  const tab = await context.newPage();
  try {
    // a script-free answer of the shop's origin, to set its cookie and storage before the measured load
    await tab.goto(`${origin(page.tenant)}/api/health`);
    if (page.dark) await tab.evaluate(() => (document.cookie = 'theme=dark; path=/'));
    const stored = {};
    if (page.signedIn) {
      const { session, user } = await signIn(page.tenant);
      await tab.setCookie({
        name: 'sbx_session',
        value: session,
        url: origin(page.tenant),
        httpOnly: true,
        sameSite: 'Strict',
      });
      stored.auth = { user };
    }
    if (cart) {
      stored.cart = cart;
      // the cart's name beside the stored cart, as the shop's add to cart leaves it: the server renders
      // the cart and payment pages from it (ADR 0050); without it they would fill after load
      await tab.setCookie({
        name: 'cart',
        value: cart.cartName,
        url: origin(page.tenant),
        sameSite: 'Strict',
      });
    }
    if (Object.keys(stored).length)
      await tab.evaluate(
        (key, value) => localStorage.setItem(key, value),
        `persist:shop:${tenantConfig(page.tenant).shopId}`,
        persistedState(stored),
      );
    const session = await tab.createCDPSession();
    await session.send('Network.clearBrowserCache');
    const path = page.paid ? await payCart(page.tenant, cart.cartName) : page.path;
    const result = await lighthouse(
      `${origin(page.tenant)}${path}`,
      {
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility'],
        // the cookie and the stored cart above must survive; the cache was cleared above instead
        disableStorageReset: true,
      },
      undefined,
      tab,
    );
    if (saveDir) {
      const file = `${saveDir}/${page.name.replaceAll(/[^a-z0-9]+/gi, '-')}-${run}`;
      writeFileSync(`${file}.json`, JSON.stringify(result.lhr));
      // the trace the simulation started from: which tasks ran, and what ran beside them
      writeFileSync(`${file}.trace.json`, JSON.stringify(result.artifacts.Trace));
    }
    const { audits, categories } = result.lhr;
    if (result.lhr.runtimeError) throw new Error(`${page.name}: ${result.lhr.runtimeError.message}`);
    return {
      performance: Math.round(categories.performance.score * 100),
      accessibility: Math.round(categories.accessibility.score * 100),
      lcp: audits['largest-contentful-paint'].numericValue,
      tbt: audits['total-blocking-time'].numericValue,
      cls: audits['cumulative-layout-shift'].numericValue,
      maxFid: audits['max-potential-fid'].numericValue,
      // Chromium's own CPU score during the run: about 2,500 on this machine when it is idle
      benchmarkIndex: result.lhr.environment.benchmarkIndex,
    };
  } finally {
    await context.close();
  }
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

function misses(row) {
  const out = [];
  if (row.performance < BUDGET.performance) out.push(`performance < ${BUDGET.performance}`);
  if (row.tbt > BUDGET.tbt) out.push(`TBT > ${BUDGET.tbt} ms`);
  if (row.lcp > BUDGET.lcp) out.push(`LCP > ${BUDGET.lcp / 1000} s`);
  if (row.cls > BUDGET.cls) out.push(`CLS > ${BUDGET.cls}`);
  if (row.accessibility < BUDGET.accessibility) out.push(`a11y < ${BUDGET.accessibility}`);
  return out;
}

/** A page's line of the table. */
function row(measured) {
  const missed = misses(measured);
  return `| ${measured.name} | ${measured.performance} | ${(measured.lcp / 1000).toFixed(2)} s | ${Math.round(measured.tbt)} ms | ${measured.cls.toFixed(3)} | ${Math.round(measured.maxFid)} ms | ${measured.accessibility} | ${Math.round(measured.benchmarkIndex)} | ${missed.length ? `MISSES: ${missed.join(', ')}` : 'ok'} |`;
}

const selected = PAGES.filter((page) => filters.length === 0 || filters.some((f) => page.name.includes(f)));
if (selected.length === 0) throw new Error(`no page matches ${filters.join(', ')}`);

const server = startShop(port, { env: { ...process.env, SANDBOX_DATA_DIR: '.data/bench' } });
await server.ready();
// The first request of each page renders it (ADR 0029) and warms the server's caches; the runs
// measure the kept page. The first render is reported apart.
for (const page of selected) {
  const start = performance.now();
  await new Promise((resolve) =>
    get(
      `http://127.0.0.1:${port}${page.path}`,
      { headers: { host: `${page.tenant}.localhost:${port}` } },
      (res) => res.resume().on('end', resolve),
    ),
  );
  console.log(`first render of ${page.name}: ${(performance.now() - start).toFixed(0)} ms`);
}

/** One core kept busy while the pages are measured (--busy): a child that spins until it is stopped. */
const spinner = busy ? spawn(process.execPath, ['-e', 'for (;;);'], { stdio: 'ignore' }) : undefined;
process.on('exit', () => spinner?.kill('SIGKILL'));

const browser = await puppeteer.launch({ executablePath: '/usr/bin/chromium', args: CHROMIUM_FLAGS });
const rows = [];
try {
  for (const page of selected) {
    const samples = [];
    for (let run = 0; run < runs; run++) {
      const cart = page.cart ? await makeCart(page.tenant) : undefined;
      samples.push(await runOnce(browser, page, cart, run));
      process.stderr.write('.');
    }
    const pick = (key) => median(samples.map((sample) => sample[key]));
    rows.push({
      name: page.name,
      performance: pick('performance'),
      lcp: pick('lcp'),
      tbt: pick('tbt'),
      cls: pick('cls'),
      maxFid: pick('maxFid'),
      accessibility: pick('accessibility'),
      benchmarkIndex: pick('benchmarkIndex'),
    });
    // each page's row as soon as it is measured: a run of every page takes long
    process.stderr.write(`\n${row(rows.at(-1))}\n`);
  }
} finally {
  process.stderr.write('\n');
  spinner?.kill('SIGKILL');
  await browser.close();
  await server.stop();
}

const [load1, load5] = os.loadavg();
console.log(
  `\nLighthouse ${runs === 1 ? '1 run' : `median of ${runs} runs`}, mobile preset${busy ? ', one core kept busy' : ''}; load average ${load1.toFixed(2)} / ${load5.toFixed(2)} (1 / 5 min)`,
);
console.log("INP proxy: Lighthouse's max potential FID (the longest main-thread task after first paint)\n");
console.log('| page | performance | LCP | TBT | CLS | INP proxy | a11y | CPU index | budget |');
console.log('|---|---|---|---|---|---|---|---|---|');
let failed = false;
for (const measured of rows) {
  failed ||= misses(measured).length > 0;
  console.log(row(measured));
}
process.exitCode = failed ? 1 : 0;
