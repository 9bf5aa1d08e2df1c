import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const src = path.resolve(__dirname, '../../src');

/** A module's imports as the bundler sees them: compiling drops the type-only ones. */
function runtimeImports(file: string): string[] {
  const { outputText } = ts.transpileModule(readFileSync(file, 'utf8'), {
    compilerOptions: { module: ts.ModuleKind.ESNext, target: ts.ScriptTarget.ES2022 },
  });
  return [...outputText.matchAll(/(?:\bfrom|\bimport)\s*\(?\s*['"]([^'"]+)['"]/g)].map((match) => match[1]!);
}

/** The source file of a relative or @/ import; undefined for a package. */
function sourceFile(importer: string, specifier: string): string | undefined {
  if (!specifier.startsWith('.') && !specifier.startsWith('@/')) return undefined;
  const base = specifier.startsWith('@/')
    ? path.join(src, specifier.slice(2))
    : path.resolve(path.dirname(importer), specifier);
  const file = [`${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts')].find((candidate) =>
    existsSync(candidate),
  );
  if (!file) throw new Error(`${importer}: cannot resolve ${specifier}`);
  return file;
}

/** Every module the entry loads, statically or with import(), and the packages they import. */
function moduleGraph(entry: string) {
  const modules = new Set<string>();
  const packages = new Set<string>();
  const visit = (file: string) => {
    if (modules.has(file)) return;
    modules.add(file);
    for (const specifier of runtimeImports(file)) {
      const target = sourceFile(file, specifier);
      if (target) visit(target);
      else packages.add(specifier);
    }
  };
  visit(entry);
  return { modules: [...modules].map((file) => path.relative(src, file)), packages: [...packages] };
}

describe("the contract's chunks in the browser", () => {
  // Classic zod is 97 KB minified and a task of about 20 ms on page load (80 ms or more on a slow
  // phone), zod/mini a 35 KB chunk of a few ms; one classic import in this graph brings it back.
  it('import zod only as zod/mini', () => {
    const { modules, packages } = moduleGraph(path.join(src, 'api/client.ts'));
    expect(modules).toEqual(
      expect.arrayContaining(['api/common.ts', 'api/checkout.ts', 'tenancy/schema.ts']),
    );
    expect(packages.filter((name) => name === 'zod' || name.startsWith('zod/'))).toEqual(['zod/mini']);
  });
});
