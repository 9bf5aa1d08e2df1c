import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { describe, expect, it } from 'vitest';
import { typeScriptFilesOf } from './sourceFiles';

const FEATURES = join(process.cwd(), 'src/features');

/** A feature's server half (`<f>/server.ts`, `<f>/server/…`): a node of its own, as `<f>/server`. */
const isServerHalf = (feature: string, file: string) =>
  /^server(\.tsx?$|\/)/.test(relative(join(FEATURES, feature), file).split(sep).join('/'));

/**
 * Which features each feature imports (through their index, the only way architecture.md §3 allows,
 * or a server half's through theirs). A feature's server half is a node apart (ADR 0052): it imports
 * browser code, never the other way, so it closes no circle through them, and the catalogue's
 * server half may serve the eSIM pages' loads while the catalogue's home shows the eSIM finder.
 */
function featureGraph(): Map<string, Set<string>> {
  const graph = new Map<string, Set<string>>();
  const usesOf = (node: string) => graph.get(node) ?? graph.set(node, new Set()).get(node)!;
  for (const feature of readdirSync(FEATURES, { withFileTypes: true }).filter((entry) => entry.isDirectory()))
    for (const file of typeScriptFilesOf(join(FEATURES, feature.name))) {
      const node = isServerHalf(feature.name, file) ? `${feature.name}/server` : feature.name;
      const uses = usesOf(node);
      for (const [, used, half] of readFileSync(file, 'utf8').matchAll(
        /from '@\/features\/([\w-]+)(\/server)?(?=['/])/g,
      ))
        if (used && `${used}${half ?? ''}` !== node) uses.add(`${used}${half ?? ''}`);
    }
  return graph;
}

/** Each circle once, as the path from its first feature back to it. */
function circles(graph: Map<string, Set<string>>): string[] {
  const found = new Set<string>();
  const walk = (path: string[]) => {
    for (const next of graph.get(path.at(-1) ?? '') ?? []) {
      if (next === path[0]) found.add([...path, next].join(' -> '));
      else if (!path.includes(next) && next > path[0]!) walk([...path, next]);
    }
  };
  for (const feature of graph.keys()) walk([feature]);
  return [...found];
}

describe('features depend on each other in one direction (ADR 0034)', () => {
  it('finds a circle where there is one', () => {
    const graph = new Map([
      ['account', new Set(['checkout'])],
      ['checkout', new Set(['account'])],
      ['cart', new Set<string>()],
    ]);
    expect(circles(graph)).toEqual(['account -> checkout -> account']);
  });

  it('no feature reaches itself through the features it imports', () => {
    expect(circles(featureGraph())).toEqual([]);
  });
});
