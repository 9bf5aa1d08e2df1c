// First-load JavaScript per route, gzip (Next 16 no longer prints it: STACK pitfall 10).
// Run after `next build --webpack`. Prints a table; exits 1 when a shop page is over the budget.
//
// The webpack build does not write .next/diagnostics/route-bundle-stats.json (only Turbopack
// does), so the chunk lists come from .next/build-manifest.json: a page loads the files of
// `pages['/_app']` (webpack runtime, framework, main, _app) plus its own `pages[route]`. The
// polyfills are left out: they are a `nomodule` script, which modern browsers never load.
// Chunks loaded later with import() / next/dynamic are not first-load and are not counted.
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';

const BUDGET_KB = 180;
// The embedded sandbox backend's own pages (payment simulator, inbox) are not shop pages.
const budgeted = (route) => !route.startsWith('/sandbox/');
const manifest = JSON.parse(readFileSync('.next/build-manifest.json', 'utf8'));
const polyfills = new Set(manifest.polyfillFiles ?? []);
const gzipSizes = new Map();
const gzipped = (file) => {
  if (!gzipSizes.has(file)) gzipSizes.set(file, gzipSync(readFileSync(`.next/${file}`), { level: 9 }).length);
  return gzipSizes.get(file);
};
const raw = (file) => readFileSync(`.next/${file}`).length;
const kb = (bytes) => (bytes / 1024).toFixed(1);
const sum = (files, size) => files.reduce((total, file) => total + size(file), 0);
const scripts = (files) => files.filter((file) => file.endsWith('.js') && !polyfills.has(file));

const appFiles = scripts(manifest.pages['/_app'] ?? []);
const rows = Object.entries(manifest.pages)
  .filter(([route]) => route !== '/_app' && !route.startsWith('/api/'))
  .map(([route, files]) => {
    const firstLoad = [...new Set([...appFiles, ...scripts(files)])];
    return { route, gzip: sum(firstLoad, gzipped), raw: sum(firstLoad, raw) };
  })
  .sort((a, b) => a.route.localeCompare(b.route));

console.log('shared by every page (gzip):');
for (const file of appFiles) console.log(`  ${kb(gzipped(file)).padStart(7)} KB  ${file}`);
console.log(`  ${kb(sum(appFiles, gzipped)).padStart(7)} KB  total\n`);

const width = Math.max(...rows.map((row) => row.route.length));
console.log(`${'route'.padEnd(width)}  first-load JS gzip   (raw)`);
for (const row of rows) {
  const flag = !budgeted(row.route)
    ? '  (sandbox, not budgeted)'
    : row.gzip / 1024 > BUDGET_KB
      ? '  OVER BUDGET'
      : '';
  console.log(`${row.route.padEnd(width)}  ${kb(row.gzip).padStart(8)} KB  (${kb(row.raw)} KB)${flag}`);
}
const worst = Math.max(...rows.filter((row) => budgeted(row.route)).map((row) => row.gzip));
console.log(`\nlargest shop page: ${kb(worst)} KB gzip; budget ${BUDGET_KB} KB`);
process.exitCode = worst / 1024 > BUDGET_KB ? 1 : 0;
