// First-load JavaScript of the shop's pages, gzip, as the browser receives it (Next 16 no longer
// prints it). Run after `next build --webpack`: it starts the shop's server, requests
// representative pages of a few tenants and adds up every script the served HTML loads, i.e. the
// app and page chunks plus any chunk the HTML names that build-manifest.json does not list
// (next/dynamic's, were one used). Prints a table per route; exits 1 when a shop page is over its
// route's ceiling or a shop route has no sample.
// Usage: node bench/bundle.mjs [--scripts]   (--scripts lists each page's scripts)
import { readFileSync } from 'node:fs';
import { get } from 'node:http';
import { gunzipSync } from 'node:zlib';
import { startShop } from './nextServer.mjs';

/**
 * Ceilings per route (docs/performance.md §1), to stay under, not to reach: the brand pages and the shop
 * home carry the top-up form or the brand grid in their first paint, payment and account pages their
 * forms; every other page is the frame and little more.
 */
const SITE = '/_sites/[site]/[scheme]';
const CEILINGS_KB = [
  {
    kb: 225,
    routes: [
      `${SITE}/shop/topup/[brand]`,
      `${SITE}/shop/[categoryId]/[brandId]`,
      `${SITE}/shop`,
      SITE,
      `${SITE}/shop/international`,
      `${SITE}/shop/esim/[plan]`,
      // landing pages by destination (ADR 0028): the plan cards, and the international form
      `${SITE}/shop/esim/destination/[country]`,
      `${SITE}/shop/international/destination/[country]`,
    ],
  },
  // the payment and account pages, the account's overview among them
  { kb: 240, routes: [`${SITE}/shop/checkout/payment`, `${SITE}/account`], prefix: `${SITE}/account/` },
  // The result pages were set at the frame ceiling with no room; the typing keeper (ADR 22) and the
  // money path (ADR 24) left them a few bytes over 200 KB, with Lighthouse at 100.
  { kb: 201, routes: [`${SITE}/shop/checkout/result`, `${SITE}/shop/checkout/result/cash-code`] },
  // the blog and a post carry their posts or article in the first paint (ADR 26), not the
  // frame alone; Apollo stays out of the first load (205.2 and 202.0 KB when set)
  { kb: 210, routes: [`${SITE}/blog`, `${SITE}/blog/[slug]`] },
  // not a shop page: the operators' list of every tenant with its logo, on plain localhost only
  { kb: 225, routes: ['/_hosts/directory'] },
];
const FRAME_CEILING_KB = 200;
const ceilingOf = (route) =>
  CEILINGS_KB.find(
    (ceiling) => ceiling.routes.includes(route) || (ceiling.prefix && route.startsWith(ceiling.prefix)),
  )?.kb ?? FRAME_CEILING_KB;
const port = Number(process.env.BENCH_PORT ?? 3300);
const showScripts = process.argv.includes('--scripts');

/** One page per shop route, on the tenants whose pages differ most (SPEC §2 main pages). */
const samples = [
  ['congstar', '/shop/topup/congstar'],
  ['congstar', '/shop/checkout/payment'],
  ['congstar', '/shop/checkout/result'],
  ['congstar', '/shop/checkout/result/cash-code'],
  ['congstar', '/login'],
  ['congstar', '/reset-password'],
  ['fcb', '/login/sso'],
  ['congstar', '/account'],
  ['congstar', '/account/orders'],
  // an order's page: any number renders the page, the order itself is read in the browser
  ['congstar', '/account/orders/SBX-BENCH-1'],
  ['congstar', '/account/profile'],
  ['congstar', '/account/auto-topups'],
  ['congstar', '/account/sms-topups'],
  ['congstar', '/account/saved-numbers'],
  ['congstar', '/account/settings/payment-methods'],
  ['congstar', '/info/about-us'],
  ['congstar', '/not-found'],
  // Next's own 404 page: a path outside the shop pages that names nothing (a missing artwork file
  // is the asset route's 404 since ADR 0029)
  ['congstar', '/sandbox/missing'],
  ['aufladen', '/shop'],
  ['aufladen', '/shop/topup/lebara'],
  ['aufladen', '/shop/checkout/cart'],
  ['aufladen', '/blog'],
  // a post of the page language: another language's slug is a 404
  ['aufladen', '/blog/aufladen-in-einer-minute'],
  // a guest's light top-up notification link; without its hash and code the page says so
  ['congstar', '/auto-topup-light'],
  ['ortel', '/shop/international/ortel-international'],
  ['esim', '/'],
  ['esim', '/shop/esim/esim-fr-3gb-15d'],
  ['reloadnow', '/shop/international'],
  ['esim', '/shop/esim/destination/fr'],
  ['reloadnow', '/shop/international/destination/ma'],
  ['opwaarderen', '/shop'],
  ['localhost', '/'],
  ['localhost', '/not-found'],
  // an unknown shop on a local host, where its pages send it (ADR 0029): a production host without
  // a backend is the 503 page (ADR 21)
  ['unknown-shop.localhost', '/not-found'],
  // a production host of a deployment without a backend: the 503 page (ADR 21)
  ['shop.example', '/'],
];
/** A redirect that never answers with HTML, so it loads no script. */
const redirectOnly = new Set(['/_sites/[site]/[scheme]/[...slug]']);
/**
 * Reached only by an HTTP/1.0 request without a Host header (Node answers 400 to HTTP/1.1 without
 * one); it shows the unknown-shop page that unknown-shop.localhost /not-found measures.
 */
const noHostOnly = new Set(['/_hosts/unknown']);
/** No request renders the 500 page on purpose; its manifest files are its first load. */
const manifestOnly = ['/_error'];
// The embedded sandbox backend's own pages (payment simulator, inbox) are not shop pages.
const budgeted = (route) => !route.startsWith('/sandbox/') && !route.startsWith('/api/') && route !== '/_app';

/** GET over node:http: fetch drops the Host header, and Node cannot resolve *.localhost. */
function request(path, host) {
  return new Promise((resolve, reject) =>
    get(
      `http://127.0.0.1:${port}${path}`,
      { headers: { host: `${host}:${port}`, 'accept-encoding': 'gzip' } },
      (res) => {
        const chunks = [];
        res.on('data', (chunk) => chunks.push(chunk));
        res.on('end', () =>
          resolve({ status: res.statusCode, headers: res.headers, body: Buffer.concat(chunks) }),
        );
      },
    ).on('error', reject),
  );
}

const server = startShop(port);

/** Bytes on the wire: the server's own gzip, as the browser downloads the file (tiny files go uncompressed). */
const scriptSizes = new Map();
async function scriptSize(src) {
  if (!scriptSizes.has(src)) {
    const res = await request(src, 'localhost');
    if (res.status !== 200) throw new Error(`${src} answered ${res.status}`);
    scriptSizes.set(src, res.body.length);
  }
  return scriptSizes.get(src);
}

/**
 * The scripts a page loads before it hydrates: every `<script src>` except the `nomodule` polyfills,
 * and every script the inline loader starts after the first paint (`data-after-paint`, ADR 0019).
 */
async function measure(host, path) {
  const tenantHost = host.includes('.') || host === 'localhost' ? host : `${host}.localhost`;
  const res = await request(path, tenantHost);
  if (![200, 404, 503].includes(res.status)) throw new Error(`${host} ${path} answered ${res.status}`);
  const html = (res.headers['content-encoding'] === 'gzip' ? gunzipSync(res.body) : res.body).toString();
  const data = /<script id="__NEXT_DATA__" type="application\/json"[^>]*>([^<]*)<\/script>/.exec(html);
  if (!data) throw new Error(`${host} ${path} is not a Next page`);
  const srcs = [...html.matchAll(/<script\b([^>]*)>/g)]
    .map(([, attributes]) => attributes)
    .filter((attributes) => !/\bnomodule\b/i.test(attributes))
    .map((attributes) => /\b(?:src|data-after-paint)="([^"]+)"/.exec(attributes)?.[1])
    .filter(Boolean);
  // a page whose scripts this bench no longer finds would pass every ceiling
  if (!srcs.length && res.status === 200) throw new Error(`${host} ${path}: no scripts found in its HTML`);
  const scripts = [];
  for (const src of new Set(srcs)) scripts.push({ src, gzip: await scriptSize(src) });
  return { route: JSON.parse(data[1]).page, page: `${host} ${path}`, scripts };
}

const kb = (bytes) => (bytes / 1024).toFixed(1);
const total = (scripts) => scripts.reduce((sum, script) => sum + script.gzip, 0);

/** A route's build-manifest files (the app's first, as Next orders them), polyfills left out. */
async function fromManifest(manifest, route) {
  const polyfills = new Set(manifest.polyfillFiles ?? []);
  const files = [...new Set([...manifest.pages['/_app'], ...manifest.pages[route]])].filter(
    (file) => file.endsWith('.js') && !polyfills.has(file),
  );
  const scripts = [];
  for (const file of files) scripts.push({ src: `/_next/${file}`, gzip: await scriptSize(`/_next/${file}`) });
  return { route, page: `(manifest) ${route}`, scripts };
}

const manifest = JSON.parse(readFileSync('.next/build-manifest.json', 'utf8'));
const routes = Object.keys(manifest.pages).filter(budgeted);
await server.ready();
const pages = [];
for (const [host, path] of samples) pages.push(await measure(host, path));
for (const route of manifestOnly) pages.push(await fromManifest(manifest, route));
await server.stop();

const width = Math.max(...pages.map((page) => page.page.length));
const over = (page) => budgeted(page.route) && total(page.scripts) / 1024 > ceilingOf(page.route);
console.log(`${'page'.padEnd(width)}  first-load JS gzip  ceiling  route`);
for (const page of pages) {
  const ceiling = budgeted(page.route) ? `${ceilingOf(page.route)} KB` : '–';
  console.log(
    `${page.page.padEnd(width)}  ${kb(total(page.scripts)).padStart(8)} KB  ${ceiling.padStart(9)}  ${page.route}${over(page) ? '  OVER CEILING' : ''}`,
  );
  if (showScripts)
    for (const script of page.scripts)
      console.log(`${''.padEnd(width)}  ${kb(script.gzip).padStart(8)} KB    ${script.src}`);
}

const missing = routes.filter(
  (route) =>
    !redirectOnly.has(route) && !noHostOnly.has(route) && !pages.some((page) => page.route === route),
);
for (const route of missing) console.log(`\nNO SAMPLE: ${route} — add one of its pages to bench/bundle.mjs`);
const overCeiling = pages.filter(over);
console.log(`\n${overCeiling.length} shop page(s) over their ceiling`);
process.exitCode = overCeiling.length > 0 || missing.length > 0 ? 1 : 0;
