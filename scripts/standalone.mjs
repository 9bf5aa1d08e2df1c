/**
 * Completes Next's standalone output (.next/standalone) into a folder that runs on its own with
 * `node server.js` (the shop's server in place of Next's own), as the Dockerfile and e2e/standalone.spec.ts run it. Next copies the server and
 * the node_modules it traced, but never public/ nor .next/static (its docs say to copy them); the
 * folders the server reads at run time by path (tenants, texts, sandbox migrations) are copied whole
 * here too, whatever the tracing found, so a tenant folder added after the build is never missing.
 * `npm run build` runs it, and the Dockerfile takes the folder from that build: one list, one copy.
 */
import { cpSync, existsSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const root = process.cwd();
const out = path.join(root, '.next', 'standalone');

/** What the standalone server needs beside what Next traced: source in the project → place in `out`. */
const COPIED = [
  ['public', 'public'],
  ['.next/static', '.next/static'],
  ['tenants', 'tenants'],
  ['locales', 'locales'],
  ['src/sandbox/db/migrations', 'src/sandbox/db/migrations'],
  // the shop's server in front of Next (ADR 0056), run by the server.js written below
  ['server', 'server'],
];

/**
 * Next's server.js starts Next alone; the shop's server keeps the answers of kept pages in front of
 * it and finds the build's configuration itself.
 */
const SERVER_JS = `// Written by scripts/standalone.mjs: the shop's server (server/start.mjs, ADR 0056).
process.chdir(__dirname);
import('./server/start.mjs').catch((error) => {
  console.error(error);
  process.exit(1);
});
`;

if (!existsSync(path.join(out, 'server.js'))) {
  console.error(`${out}/server.js is missing: build with output: 'standalone' (next.config.ts) first`);
  process.exit(1);
}
for (const [from, to] of COPIED) {
  const target = path.join(out, to);
  rmSync(target, { recursive: true, force: true });
  cpSync(path.join(root, from), target, { recursive: true });
}
writeFileSync(path.join(out, 'server.js'), SERVER_JS);
console.info(`standalone server ready: cd ${path.relative(root, out)} && node server.js`);
