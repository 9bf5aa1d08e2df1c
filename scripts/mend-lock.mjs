// The registry mirror here lacks the macOS/Windows builds of @next/swc, so `npm install` leaves
// them out of package-lock.json and `npm ci` then refuses the lock.
// Re-adding them as optional entries keeps the lock valid on every platform; run after each
// dependency change.
import { readFileSync, writeFileSync } from 'node:fs';

const lockPath = new URL('../package-lock.json', import.meta.url);
const lock = JSON.parse(readFileSync(lockPath, 'utf8'));
const platforms = {
  'darwin-arm64': { os: 'darwin', cpu: 'arm64' },
  'darwin-x64': { os: 'darwin', cpu: 'x64' },
  'win32-arm64-msvc': { os: 'win32', cpu: 'arm64' },
  'win32-x64-msvc': { os: 'win32', cpu: 'x64' },
};

const wanted = lock.packages['node_modules/next']?.optionalDependencies ?? {};
const added = [];
for (const [name, version] of Object.entries(wanted)) {
  const key = `node_modules/${name}`;
  const platform = platforms[name.replace('@next/swc-', '')];
  if (!name.startsWith('@next/swc-') || lock.packages[key] || !platform) continue;
  lock.packages[key] = {
    version,
    cpu: [platform.cpu],
    license: 'MIT',
    optional: true,
    os: [platform.os],
    engines: { node: '>= 10' },
  };
  added.push(name);
}
lock.packages = Object.fromEntries(
  Object.entries(lock.packages).sort(([a], [b]) => (a === '' ? -1 : b === '' ? 1 : a.localeCompare(b))),
);
writeFileSync(lockPath, `${JSON.stringify(lock, null, 2)}\n`);
console.log(added.length ? `mend-lock: added ${added.join(', ')}` : 'mend-lock: nothing to add');
