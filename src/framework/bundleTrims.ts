import { createRequire } from 'node:module';
import path from 'node:path';

/**
 * Two packages in every page's first load that React 19 makes redundant: next.config sends their
 * imports to what the bundle already has (about 1 KB gzip). tests/framework/bundleTrims.test.ts
 * fails when an upgrade changes what these rely on (docs/upgrading.md).
 */
export interface BundleTrim {
  /** the import, as written */
  readonly request: RegExp;
  /** only where the importing file's folder matches this */
  readonly from?: RegExp;
  /** what it resolves to instead: a package's main entry, or a file of the project from its root */
  readonly by: string;
}

export const BUNDLE_TRIMS: readonly BundleTrim[] = [
  // react-i18next's `useTranslation` imports the shim for React < 18; the package's own main entry
  // is React's hook
  { request: /^use-sync-external-store\/shim$/, by: 'use-sync-external-store' },
  // next-i18next's `appWithTranslation` uses hoist-non-react-statics, which brings its own react-is
  // 16 for two symbols and one test; React 19's react-is, already in the bundle, has the same
  { request: /^react-is$/, from: /[\\/]node_modules[\\/]hoist-non-react-statics[\\/]/, by: 'react-is' },
];

const fromRoot = createRequire(path.join(process.cwd(), 'package.json'));

/** Where a trimmed import goes: the file the project's own copy of `by` resolves to. */
export const trimmedTo = (trim: BundleTrim): string => fromRoot.resolve(trim.by);

/** What webpack's NormalModuleReplacementPlugin hands its callback before resolving an import. */
export interface ImportToResolve {
  request: string;
  context: string;
}

/** The callback: points the import at `trimmedTo` when it comes from where the trim applies. */
export const applyTrim = (trim: BundleTrim) => (result: ImportToResolve) => {
  if (!trim.from || trim.from.test(result.context)) result.request = trimmedTo(trim);
};
