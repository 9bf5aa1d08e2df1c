import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = process.cwd();
const LOADER = 'src/tenancy/phoneLib.ts';

const filesOf = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory()
      ? filesOf(join(dir, entry.name))
      : /\.(ts|tsx|mts|mjs)$/.test(entry.name)
        ? [join(dir, entry.name)]
        : [],
  );

const sources = Object.fromEntries(
  filesOf(join(ROOT, 'src')).map((file) => [relative(ROOT, file), readFileSync(file, 'utf8')]),
);

/** `file: module` for every libphonenumber import matching `pattern`. */
const imports = (pattern: RegExp) =>
  Object.entries(sources).flatMap(([file, source]) =>
    [...source.matchAll(pattern)].map(([, path]) => `${file}: ${path}`),
  );

// One set of metadata for every number the shop reads and writes (ADR 0049): two entry points
// would ship two metadata sets and could read one number two ways.
describe('libphonenumber: one entry point, one loader (ADR 0049)', () => {
  it('every import names the mobile metadata', () => {
    const all = imports(/['"](libphonenumber-js[^'"]*)['"]/g);
    expect(all.length).toBeGreaterThan(0);
    expect(all.filter((line) => !line.endsWith(': libphonenumber-js/mobile'))).toEqual([]);
  });

  it('the browser fetches it through the one loader, and no module that needs it is loaded on its own', () => {
    const lazy = imports(/\bimport\s*\(\s*['"]((?:libphonenumber-js|@\/tenancy\/phone)[^'"]*)['"]/g);
    expect(lazy).toEqual([`${LOADER}: libphonenumber-js/mobile`]);
  });
});
