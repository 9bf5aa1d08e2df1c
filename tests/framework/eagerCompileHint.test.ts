import { webpack } from 'next/dist/compiled/webpack/webpack';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  EAGER_COMPILE_HINT,
  EagerCompileHintPlugin,
  type HintedCompiler,
} from '@/framework/eagerCompileHint';

const OPTIMIZE_SIZE = 400; // webpack's stage of the minifiers

interface Source {
  source(): string | Buffer;
}

class Text implements Source {
  constructor(private readonly text: string) {}
  source() {
    return this.text;
  }
}

/** Runs the plugin over one compilation's assets, as webpack's processAssets hook would. */
function build(files: Record<string, string>) {
  const assets: Record<string, Source> = Object.fromEntries(
    Object.entries(files).map(([name, text]) => [name, new Text(text)]),
  );
  let stage = NaN;
  const compiler: HintedCompiler = {
    webpack: {
      Compilation: { PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE: OPTIMIZE_SIZE },
      sources: {
        ConcatSource: class {
          private readonly parts;
          constructor(...parts: (string | Source)[]) {
            this.parts = parts;
          }
          source() {
            return this.parts.map((part) => (typeof part === 'string' ? part : part.source())).join('');
          }
        },
      },
    },
    hooks: {
      thisCompilation: {
        tap: (_name, run) =>
          run({
            hooks: {
              processAssets: {
                tap: (options, process) => {
                  stage = options.stage;
                  process(assets);
                },
              },
            },
            updateAsset: (name, update) => (assets[name] = update(assets[name]!)),
          }),
      },
    },
  };
  new EagerCompileHintPlugin().apply(compiler);
  return { stage, text: (name: string) => String(assets[name]!.source()) };
}

describe('the eager compile hint on browser scripts', () => {
  const result = build({
    'static/chunks/pages/_app-1.js': '(self.webpackChunk=[]).push(1)',
    'static/chunks/main-2.js': 'main()',
    'static/css/app.css': 'body{}',
    'static/chunks/main-2.js.map': '{}',
  });

  it.each([
    ['static/chunks/pages/_app-1.js', `${EAGER_COMPILE_HINT}\n(self.webpackChunk=[]).push(1)`],
    ['static/chunks/main-2.js', `${EAGER_COMPILE_HINT}\nmain()`],
    ['static/css/app.css', 'body{}'],
    ['static/chunks/main-2.js.map', '{}'],
  ])('%s', (name, expected) => {
    expect(result.text(name)).toBe(expected);
  });

  it('is added after the minifiers, which would drop a comment', () => {
    expect(result.stage).toBeGreaterThan(OPTIMIZE_SIZE);
  });
});

// What the plugin relies on in the webpack Next builds with (docs/upgrading.md).
describe("Next's webpack", () => {
  it('is the bundler of the production build: Turbopack would run no webpack plugin', () => {
    const { scripts } = JSON.parse(readFileSync('package.json', 'utf8')) as { scripts: { build: string } };
    expect(scripts.build).toMatch(/^next build --webpack\b/);
  });

  it('has the stage of the minifiers the fake compiler above uses', () => {
    expect(webpack.Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE).toBe(OPTIMIZE_SIZE);
  });

  it('has a ConcatSource that puts text before a source', () => {
    const { ConcatSource, RawSource } = webpack.sources;
    expect(new ConcatSource('hint\n', new RawSource('main()')).source()).toBe('hint\nmain()');
  });
});
