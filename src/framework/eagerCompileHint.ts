/** V8's explicit compile hint for a whole file (Chrome 136 and later); other engines ignore it. */
export const EAGER_COMPILE_HINT = '//# allFunctionsCalledOnLoad';

// The parts of webpack's API the plugin uses: Next ships its webpack without types.
interface Source {
  source(): string | Buffer;
}
interface Compilation {
  hooks: {
    processAssets: {
      tap(options: { name: string; stage: number }, run: (assets: Record<string, Source>) => void): void;
    };
  };
  updateAsset(name: string, update: (source: Source) => Source): void;
}
export interface HintedCompiler {
  webpack: {
    Compilation: { PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE: number };
    sources: { ConcatSource: new (...parts: (string | Source)[]) => Source };
  };
  hooks: { thisCompilation: { tap(name: string, run: (compilation: Compilation) => void): void } };
}

const NAME = 'EagerCompileHint';

/**
 * Puts the hint on top of every browser script, once minified (the minifier would drop it) and
 * before the file names' content hashes and source maps are made. V8 then compiles all of a
 * script's functions on another thread while the script streams in, instead of each on the main
 * thread at its first call: evaluating Next's runtime and `_app` took 25 and 30 ms on this machine,
 * two thirds of it compiling, and 8 and 15 ms with the hint (ADR 19). The scripts load after the
 * first paint, so those threads no longer compete with the page's first layout.
 */
export class EagerCompileHintPlugin {
  apply(compiler: HintedCompiler): void {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap(NAME, (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: NAME, stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE + 1 },
        (assets) => {
          for (const name of Object.keys(assets).filter((file) => file.endsWith('.js')))
            compilation.updateAsset(
              name,
              (source) => new sources.ConcatSource(`${EAGER_COMPILE_HINT}\n`, source),
            );
        },
      );
    });
  }
}
