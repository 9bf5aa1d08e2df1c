import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { FRAMEWORK_FOLDERS, INTERNAL_IMPORTS } from '@/framework/internalImports.mjs';

const ROOT = process.cwd();
const FOLDERS = ['src', 'tests', 'scripts', 'bench', 'e2e'];
const ROOT_FILES = ['next.config.ts', 'eslint.config.mjs', 'vitest.config.mts', 'playwright.config.ts'];
// this file names internal modules in its own examples
const THIS_FILE = fileURLToPath(import.meta.url);
const internal = INTERNAL_IMPORTS.map(({ regex }) => new RegExp(regex));

const filesOf = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory()
      ? filesOf(join(dir, entry.name))
      : /\.(ts|tsx|mts|mjs|js|cjs)$/.test(entry.name)
        ? [join(dir, entry.name)]
        : [],
  );

/** The module paths a file imports, statically, dynamically or by require. */
const importsOf = (source: string): string[] =>
  [
    ...source.matchAll(/(?:\bfrom\s+|\bimport\s*\(\s*|\brequire\s*\(\s*|^\s*import\s+)['"]([^'"]+)['"]/gm),
  ].map(([, path]) => path ?? '');

/** `file: module` for every internal module a file outside the adapter imports. */
function internalImports(files: Record<string, string>): string[] {
  return Object.entries(files)
    .filter(([file]) => !FRAMEWORK_FOLDERS.some((folder) => file.startsWith(folder)))
    .flatMap(([file, source]) =>
      importsOf(source)
        .filter((path) => internal.some((pattern) => pattern.test(path)))
        .map((path) => `${file}: ${path}`),
    );
}

describe('framework internals only behind src/framework/ (ADR 0036, docs/upgrading.md)', () => {
  it('finds every kind of internal import outside the adapter, and none inside it', () => {
    expect(
      internalImports({
        'src/a.ts': "import { matchHas } from 'next/dist/shared/lib/router/utils/prepare-destination';",
        'tests/b.ts': "const stub = await import('@mui/material/styles/createThemeWithVars.mjs');",
        'scripts/c.mjs': "const { REHYDRATE } = require('redux-persist/lib/constants');",
        'next.config.ts': "import type { Rewrite } from 'next/dist/lib/load-custom-routes';",
        'src/d.tsx': "import Button from '@mui/material/Button';\nimport { Head } from 'next/document';",
        'src/framework/e.ts': "export { FLUSH } from 'redux-persist/es/constants';",
      }),
    ).toEqual([
      'src/a.ts: next/dist/shared/lib/router/utils/prepare-destination',
      'tests/b.ts: @mui/material/styles/createThemeWithVars.mjs',
      'scripts/c.mjs: redux-persist/lib/constants',
      'next.config.ts: next/dist/lib/load-custom-routes',
    ]);
  });

  it('the code imports none outside it', () => {
    const files = [
      ...FOLDERS.flatMap((folder) => filesOf(join(ROOT, folder))),
      ...ROOT_FILES.map((file) => join(ROOT, file)),
    ].filter((file) => file !== THIS_FILE);
    const sources = Object.fromEntries(
      files.map((file) => [relative(ROOT, file), readFileSync(file, 'utf8')]),
    );
    expect(internalImports(sources)).toEqual([]);
  });
});
