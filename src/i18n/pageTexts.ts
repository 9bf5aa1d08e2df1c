import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
// Relative imports only: next.config.ts loads this module, and its loader resolves `@/` only in itself.
import type { TranslationTree } from './merge';

/**
 * Which texts a page carries (docs/performance-throughput.md): the texts of the `common`
 * namespace (its nested top-level objects: `topup`, `checkout`, …) that the page's code names,
 * found at build time by reading the page's modules and everything they import, _app's included.
 * A text is named by a string in the code: `t('topup.title')`, `` t(`topup.kinds.${kind}`) ``, a key
 * in a table (`'auth.errors.codeWrong'`), `common:` in front or not. The top-level texts (error
 * messages, picked by code at run time) are in every page. Whatever the page carries, the browser
 * loads the whole namespace after hydration, for what a page names only in ways this cannot see.
 */

const IMPORT = /(?:\bfrom\s*|\bimport\s*\(\s*|\bimport\s+)['"]([^'"]+)['"]/g;
const EXTENSIONS = ['.ts', '.tsx', '/index.ts', '/index.tsx'];

/**
 * The keys a source names, as written in a string: `'topup.title'`, `` `topup.kinds.${kind}` `` (the
 * part before `${`, here `topup.kinds.`), `'common:checkout.title'`. Only keys of `tree` count, down to where the written key leaves the tree; a string that
 * only looks like a key costs its texts, never a missing one.
 */
export function keysNamedBy(source: string, tree: TranslationTree): Set<string> {
  const found = new Set<string>();
  for (const match of source.matchAll(/['"`](?:common:)?([A-Za-z_][\w.-]*)/g)) {
    let node: TranslationTree | string | undefined = tree;
    const known: string[] = [];
    for (const part of match[1]!.split('.')) {
      if (typeof node !== 'object' || !(part in node)) break;
      node = node[part];
      known.push(part);
    }
    // a key below a group: a word alone (`'cart'`) is far more often a name than a key, and the
    // top-level texts are in every page anyway
    if (known.length > 1 || (known.length === 1 && match[1]!.startsWith(`${known[0]}.`)))
      found.add(known.join('.'));
  }
  return found;
}

export interface PageTextScan {
  /** the source folder (`src`), where `@/` points */
  srcRoot: string;
  /** the folder of the pages whose texts are wanted, e.g. src/pages/_sites/[site]/[scheme] */
  pagesRoot: string;
  /** modules every page renders in (_app, _document) */
  shell: string[];
  /** the `common` namespace of the default language */
  tree: TranslationTree;
  /** server code, which shows no text of its own: paths under `srcRoot`, with `/` (default SERVER_CODE) */
  serverOnly?: readonly RegExp[];
}

/**
 * The server's code: src/server, the sandbox, and each feature's server half (`features/<f>/server.ts`
 * or `server/`, its pages' loaders), which a page imports for its data and never renders.
 */
export const SERVER_CODE: readonly RegExp[] = [
  /^server\//,
  /^sandbox\//,
  /^features\/[^/]+\/server(\.tsx?$|\/)/,
];

/** What the scan found: the keys the shell names, and each page's own besides, by route. */
export interface PageTexts {
  shell: string[];
  pages: Record<string, string[]>;
}

/**
 * The keys the shell names, and those each page names besides, by the page's route
 * (`/shop/topup/[brand]`, `/` for index): in its modules and the modules they import, the ones
 * loaded later included. A key that another in the list contains is left out.
 */
export function scanPageTexts({
  srcRoot,
  pagesRoot,
  shell,
  tree,
  serverOnly = SERVER_CODE,
}: PageTextScan): PageTexts {
  const modules = new Map<string, { imports: string[]; keys: string[] }>();
  const isServerCode = (file: string) => {
    const under = path.relative(srcRoot, file).split(path.sep).join('/');
    return serverOnly.some((pattern) => pattern.test(under));
  };

  function resolve(from: string, request: string): string | null {
    const base = request.startsWith('@/')
      ? path.join(srcRoot, request.slice(2))
      : request.startsWith('.')
        ? path.resolve(path.dirname(from), request)
        : null;
    if (!base) return null;
    for (const candidate of [base, ...EXTENSIONS.map((ext) => `${base}${ext}`)])
      if (/\.tsx?$/.test(candidate) && existsSync(candidate) && statSync(candidate).isFile())
        return candidate;
    return null;
  }

  function read(file: string) {
    let known = modules.get(file);
    if (!known) {
      const source = readFileSync(file, 'utf8');
      const imports = [...source.matchAll(IMPORT)]
        .map((match) => resolve(file, match[1]!))
        .filter((found): found is string => found !== null);
      known = { imports, keys: [...keysNamedBy(source, tree)] };
      modules.set(file, known);
    }
    return known;
  }

  function keysOf(entries: string[]): Set<string> {
    const found = new Set<string>();
    const seen = new Set<string>();
    const queue = [...entries];
    while (queue.length) {
      const file = queue.pop()!;
      if (seen.has(file) || isServerCode(file)) continue;
      seen.add(file);
      const known = read(file);
      known.keys.forEach((key) => found.add(key));
      queue.push(...known.imports);
    }
    return found;
  }

  const shellKeys = keysOf(shell);
  const pages: Record<string, string[]> = {};
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(file);
      else if (/\.tsx?$/.test(entry.name)) {
        const route = `/${path
          .relative(pagesRoot, file)
          .replace(/\.tsx?$/, '')
          .split(path.sep)
          .join('/')}`;
        const own = keysOf([file]);
        pages[route.replace(/\/?index$/, '') || '/'] = outermost(
          [...own].filter((key) => !shellKeys.has(key)),
        );
      }
    }
  };
  walk(pagesRoot);
  return { shell: outermost([...shellKeys]), pages };
}

/** The keys none of the others contains, sorted. */
function outermost(keys: string[]): string[] {
  const sorted = [...new Set(keys)].sort();
  return sorted.filter((key, at) => !sorted.slice(0, at).some((other) => key.startsWith(`${other}.`)));
}

/** A route's pattern (`/blog/[slug]`, `/[...slug]`) as a test of a path. */
function routePattern(route: string): RegExp {
  const segments = route
    .split('/')
    .slice(1)
    .map((segment) =>
      segment.startsWith('[...')
        ? '/.+'
        : segment.startsWith('[')
          ? '/[^/]+'
          : `/${segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`,
    );
  return new RegExp(`^${segments.join('') || '/'}$`);
}

/**
 * The keys of the page at `route` (a page's route as written, or a path to match against the
 * routes); undefined when no page is known for it (the page then carries the whole namespace).
 */
export function pageTextKeys(scanned: PageTexts | undefined, routeOrPath: string): string[] | undefined {
  if (!scanned) return undefined;
  let own = scanned.pages[routeOrPath];
  if (!own) {
    // a fixed route before one with params, and one with params before a catch-all
    const routes = Object.keys(scanned.pages).sort(
      (a, b) =>
        Number(a.includes('[...')) - Number(b.includes('[...')) || a.split('[').length - b.split('[').length,
    );
    const found = routes.find((route) => routePattern(route).test(routeOrPath));
    if (!found) return undefined;
    own = scanned.pages[found]!;
  }
  return outermost([...scanned.shell, ...own]);
}

/**
 * A namespace cut to its top-level texts (messages picked by error code, in every page) and the
 * texts under `keys` (`topup`, `checkout.methods`).
 */
export function textsOf(tree: TranslationTree, keys: readonly string[]): TranslationTree {
  const cut: TranslationTree = {};
  for (const [key, value] of Object.entries(tree)) if (typeof value === 'string') cut[key] = value;
  for (const key of keys) {
    const parts = key.split('.');
    let from: TranslationTree | string | undefined = tree;
    let to = cut;
    for (const [at, part] of parts.entries()) {
      if (typeof from !== 'object' || from[part] === undefined) break;
      from = from[part];
      if (at === parts.length - 1 || typeof from === 'string') {
        to[part] = from;
        break;
      }
      const next = to[part];
      to = to[part] = typeof next === 'object' ? next : {};
    }
  }
  return cut;
}
