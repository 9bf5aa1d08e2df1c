// First-load JavaScript per route, gzip (Next 16 no longer prints it: STACK pitfall 10).
// Run after `next build`. Prints a table; exits 1 when a shop page is over the budget.
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';

const BUDGET_KB = 180;
const stats = JSON.parse(readFileSync('.next/diagnostics/route-bundle-stats.json', 'utf8'));
const gzipSizes = new Map();
const gzipped = (file) => {
  if (!gzipSizes.has(file)) gzipSizes.set(file, gzipSync(readFileSync(file), { level: 9 }).length);
  return gzipSizes.get(file);
};
const kb = (bytes) => (bytes / 1024).toFixed(1);

const rows = stats
  .filter(({ route }) => !route.startsWith('/api/') && route !== '/_app')
  .map(({ route, firstLoadChunkPaths }) => ({
    route,
    gzip: firstLoadChunkPaths.reduce((sum, file) => sum + gzipped(file), 0),
    raw: firstLoadChunkPaths.reduce((sum, file) => sum + readFileSync(file).length, 0),
  }))
  .sort((a, b) => a.route.localeCompare(b.route));

const width = Math.max(...rows.map((row) => row.route.length));
console.log(`${'route'.padEnd(width)}  first-load JS gzip   (raw)`);
for (const row of rows) {
  const flag = row.gzip / 1024 > BUDGET_KB ? '  OVER BUDGET' : '';
  console.log(`${row.route.padEnd(width)}  ${kb(row.gzip).padStart(8)} KB  (${kb(row.raw)} KB)${flag}`);
}
const worst = Math.max(...rows.map((row) => row.gzip));
console.log(`\nlargest: ${kb(worst)} KB gzip; budget ${BUDGET_KB} KB`);
process.exitCode = worst / 1024 > BUDGET_KB ? 1 : 0;
