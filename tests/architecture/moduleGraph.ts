import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

export const src = path.resolve(__dirname, '../../src');

interface Import {
  specifier: string;
  /** `import()`: code the bundler puts in a chunk of its own, loaded when the code runs */
  later: boolean;
}

/** A module's imports as the bundler sees them: compiling drops the type-only ones. */
function runtimeImports(file: string): Import[] {
  const { outputText } = ts.transpileModule(readFileSync(file, 'utf8'), {
    fileName: file,
    compilerOptions: {
      module: ts.ModuleKind.ESNext,
      target: ts.ScriptTarget.ES2022,
      jsx: ts.JsxEmit.Preserve,
    },
  });
  return [...outputText.matchAll(/(\bfrom|\bimport)\s*(\(?)\s*['"]([^'"]+)['"]/g)].map((match) => ({
    specifier: match[3]!,
    later: match[1] === 'import' && match[2] === '(',
  }));
}

/** The source file of a relative or @/ import; undefined for a package. */
function sourceFile(importer: string, specifier: string): string | undefined {
  if (!specifier.startsWith('.') && !specifier.startsWith('@/')) return undefined;
  const base = specifier.startsWith('@/')
    ? path.join(src, specifier.slice(2))
    : path.resolve(path.dirname(importer), specifier);
  const file = [`${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts'), base].find((candidate) =>
    existsSync(candidate),
  );
  if (!file) throw new Error(`${importer}: cannot resolve ${specifier}`);
  return file;
}

/**
 * Every module the entry loads, and the packages they import: with `later`, those loaded with
 * import() too; without, only what comes with the entry itself.
 */
export function moduleGraph(entry: string, { later = true } = {}) {
  const modules = new Set<string>();
  const packages = new Set<string>();
  const visit = (file: string) => {
    if (modules.has(file)) return;
    modules.add(file);
    for (const { specifier, later: loadedLater } of runtimeImports(file)) {
      if (loadedLater && !later) continue;
      const target = sourceFile(file, specifier);
      if (target) visit(target);
      else packages.add(specifier);
    }
  };
  visit(entry);
  return { modules: [...modules].map((file) => path.relative(src, file)), packages: [...packages] };
}
