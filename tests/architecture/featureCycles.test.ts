import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const FEATURES = join(process.cwd(), 'src/features');

const filesOf = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory()
      ? filesOf(join(dir, entry.name))
      : /\.tsx?$/.test(entry.name)
        ? [join(dir, entry.name)]
        : [],
  );

/** Which features each feature imports (through their index, the only way architecture.md §3 allows). */
function featureGraph(): Map<string, Set<string>> {
  const graph = new Map<string, Set<string>>();
  for (const feature of readdirSync(FEATURES, { withFileTypes: true }).filter((entry) =>
    entry.isDirectory(),
  )) {
    const uses = new Set<string>();
    for (const file of filesOf(join(FEATURES, feature.name)))
      for (const [, used] of readFileSync(file, 'utf8').matchAll(/from '@\/features\/([\w-]+)/g))
        if (used && used !== feature.name) uses.add(used);
    graph.set(feature.name, uses);
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
